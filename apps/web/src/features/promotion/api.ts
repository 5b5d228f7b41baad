/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import type { Promotion, PromotionBody, PromotionResult } from '@vidya/contract';
import { api } from '../../lib/api/api';

/**
 * The admin's setting of the site's promotion (decision 027). Saving refetches the promotion
 * wherever it is shown, and the landing page's prices (`FeaturedCourses`), which change with it.
 */
const promotionApi = api.enhanceEndpoints({ addTagTypes: ['Promotion', 'FeaturedCourses'] }).injectEndpoints({
  endpoints: (build) => ({
    getPromotionSetting: build.query<Promotion | null, undefined>({
      query: () => '/promotion/',
      providesTags: ['Promotion'],
    }),
    updatePromotion: build.mutation<PromotionResult, PromotionBody>({
      query: (body) => ({ url: '/admin-portal/promotion/', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Promotion', 'FeaturedCourses'] : []),
    }),
  }),
});

export const { useGetPromotionSettingQuery, useUpdatePromotionMutation } = promotionApi;
