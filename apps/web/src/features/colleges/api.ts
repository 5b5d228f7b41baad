/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import type {
  CollegePlan,
  CollegeProfile,
  CollegeProfileUpdate,
  DetailBody,
  PlanChangeRequestBody,
} from '@vidya/contract';
import { api } from '../../lib/api/api';

/** The cache tag of the profile pages (lib/api/api.ts). */
const PROFILE_TAG = 'Profile';

const collegeApi = api.enhanceEndpoints({ addTagTypes: ['CollegePlan'] });

export const collegesApi = collegeApi.injectEndpoints({
  endpoints: (build) => ({
    getCollegeProfile: build.query<CollegeProfile, undefined>({
      query: () => '/colleges/profile/',
      providesTags: [PROFILE_TAG],
    }),
    updateCollegeProfile: build.mutation<CollegeProfile, CollegeProfileUpdate>({
      query: (body) => ({ url: '/colleges/profile/', method: 'PUT', body }),
      invalidatesTags: [PROFILE_TAG],
    }),
    /** YourPlan: the college's plan, its usage against each limit, and every plan to ask for. */
    getCollegePlan: build.query<CollegePlan, undefined>({
      query: () => '/colleges/admin/plan/',
      providesTags: ['CollegePlan'],
    }),
    /** A message to the admins' inbox; the plan itself changes only when an admin assigns one. */
    requestPlanChange: build.mutation<DetailBody, PlanChangeRequestBody>({
      query: (body) => ({ url: '/colleges/admin/plan/change-request/', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetCollegeProfileQuery,
  useUpdateCollegeProfileMutation,
  useGetCollegePlanQuery,
  useRequestPlanChangeMutation,
} = collegesApi;
