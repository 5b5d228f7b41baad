import type { CollegeSummary } from '@vidya/contract';
import { api } from './api';

/** The cache tag of every college picker (registered in api.ts). */
const COLLEGE_DIRECTORY = 'CollegeDirectory';

/**
 * The approved colleges, as pickers show them. Student sign-up and personal details search them;
 * the admin's exam, marks and student pages pick one from the whole list. Features may not share
 * code, so the calls live here, and so does their cache tag: approving or deleting a college
 * invalidates `CollegeDirectory`, and every picker follows.
 */
export const collegeDirectoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchColleges: build.query<CollegeSummary[], string>({
      query: (text) => `/colleges/search/?q=${encodeURIComponent(text)}`,
      providesTags: [COLLEGE_DIRECTORY],
    }),
    /** Every approved college, by name. */
    getCollegeChoices: build.query<CollegeSummary[], undefined>({
      query: () => '/colleges/list/',
      providesTags: [COLLEGE_DIRECTORY],
    }),
  }),
});

export const { useSearchCollegesQuery, useGetCollegeChoicesQuery } = collegeDirectoryApi;
