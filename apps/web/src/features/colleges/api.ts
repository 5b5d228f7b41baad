import type { CollegeProfile, CollegeProfileUpdate } from '@vidya/contract';
import { api } from '../../lib/api/api';

export const collegesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCollegeProfile: build.query<CollegeProfile, undefined>({
      query: () => '/colleges/profile/',
      providesTags: ['Profile'],
    }),
    updateCollegeProfile: build.mutation<CollegeProfile, CollegeProfileUpdate>({
      query: (body) => ({ url: '/colleges/profile/', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useGetCollegeProfileQuery, useUpdateCollegeProfileMutation } = collegesApi;
