import type { CollegeProfile, CollegeProfileUpdate } from '@vidya/contract';
import { api } from '../../lib/api/api';

/** The cache tag of the profile pages (lib/api/api.ts). */
const PROFILE_TAG = 'Profile';

export const collegesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCollegeProfile: build.query<CollegeProfile, undefined>({
      query: () => '/colleges/profile/',
      providesTags: [PROFILE_TAG],
    }),
    updateCollegeProfile: build.mutation<CollegeProfile, CollegeProfileUpdate>({
      query: (body) => ({ url: '/colleges/profile/', method: 'PUT', body }),
      invalidatesTags: [PROFILE_TAG],
    }),
  }),
});

export const { useGetCollegeProfileQuery, useUpdateCollegeProfileMutation } = collegesApi;
