import type { CollegeProfile } from '@vidya/contract';
import { api } from '../../lib/api/api';

export const collegesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCollegeProfile: build.query<CollegeProfile, undefined>({
      query: () => '/colleges/profile/',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetCollegeProfileQuery } = collegesApi;
