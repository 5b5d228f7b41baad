import type { CollegeSummary } from '@vidya/contract';
import { api } from './api';

/**
 * The public list of approved colleges. Both student sign-up and personal details let a student
 * pick a college, and features may not share code, so the call lives here.
 */
export const collegeDirectoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchColleges: build.query<CollegeSummary[], string>({
      query: (text) => `/colleges/search/?q=${encodeURIComponent(text)}`,
    }),
  }),
});

export const { useSearchCollegesQuery } = collegeDirectoryApi;
