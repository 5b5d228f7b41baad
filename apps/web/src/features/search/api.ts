import type { GlobalSearchResult } from '@vidya/contract';
import { api } from '../../lib/api/api';
import { toQueryString } from '../../lib/api/query-string';

export const adminSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Up to 5 each of students, colleges, courses and exams matching `q` (2–100 characters). */
    globalSearch: build.query<GlobalSearchResult, string>({
      query: (q) => `/admin-portal/search/global/${toQueryString({ q })}`,
      // Results go stale as soon as anything is added or renamed; a short cache is enough for
      // going back and forth while typing.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGlobalSearchQuery } = adminSearchApi;
