/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import {
  LANDING,
  type CourseDetail,
  type CourseSummary,
  type LandingCourseCard,
  type Paginated,
  type Promotion,
} from '@vidya/contract';
import { api } from '../../lib/api/api';

export type CourseSearchArgs = { search: string; page: number; pageSize: number };
export type CataloguePageArgs = { page: number; pageSize: number };

/**
 * The public site's reads: the trending cards, the catalogue, a course page, the catalogue search
 * and the promotion. A change
 * of the promotion (an admin's, or its end passing) refetches the prices shown beside it.
 */
const PROMOTION_TAGS = ['Promotion', 'FeaturedCourses', 'PublicCatalogue'] as const;

export const homeApi = api.enhanceEndpoints({ addTagTypes: PROMOTION_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** The stored promotion and the server's clock; null when none is set. */
    getPromotion: build.query<Promotion | null, undefined>({
      query: () => '/promotion/',
      providesTags: ['Promotion'],
    }),
    getFeaturedCourses: build.query<LandingCourseCard[], undefined>({
      query: () => `/courses/featured/?limit=${LANDING.trendingCards}`,
      providesTags: ['FeaturedCourses'],
    }),
    /** The published courses, newest first: the same reply for a visitor and a signed-in user. */
    getCataloguePage: build.query<Paginated<CourseSummary>, CataloguePageArgs>({
      query: ({ page, pageSize }) =>
        `/courses/?${new URLSearchParams({ page: String(page), page_size: String(pageSize) }).toString()}`,
      providesTags: ['PublicCatalogue'],
    }),
    /** One published course; a signed-in student's reply also says whether they are enrolled. */
    getPublicCourse: build.query<CourseDetail, number>({
      query: (courseId) => `/courses/${courseId}/`,
      providesTags: ['PublicCatalogue'],
    }),
    searchCourses: build.query<Paginated<CourseSummary>, CourseSearchArgs>({
      query: ({ search, page, pageSize }) =>
        `/courses/?${new URLSearchParams({ search, page: String(page), page_size: String(pageSize) }).toString()}`,
    }),
  }),
});

export const {
  useGetCataloguePageQuery,
  useGetFeaturedCoursesQuery,
  useGetPromotionQuery,
  useGetPublicCourseQuery,
  useSearchCoursesQuery,
} = homeApi;
