/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names and URLs: never shown as text */
import {
  PAGE_SIZES,
  type AdminAttemptDetail,
  type AdminExamRow,
  type CollegeExamHistoryRow,
  type ExamRosterRow,
  type ExportFormat,
  type ItemAnalysis,
  type Paginated,
} from '@vidya/contract';
import { api } from '../../../lib/api/api';
import { downloadFile } from '../../../lib/api/download-file';
import { toQueryString } from '../../../lib/api/query-string';

export type ExamHistoryArgs = { page: number; search: string };
export type ExamRosterArgs = { examId: number; page: number; search: string; ordering: string };

/**
 * What a college learns from its exams (issue #14): ExamHistory, and on ExamDetails the results
 * roster, one attempt's review and the item analysis. Releasing results refreshes the history,
 * the exam and its roster.
 */
const collegeResultsApi = api.enhanceEndpoints({
  addTagTypes: ['CollegeExamHistory', 'CollegeExamRoster', 'CollegeExam'],
});

export const collegeResultsEndpoints = collegeResultsApi.injectEndpoints({
  endpoints: (build) => ({
    getCollegeExamHistory: build.query<Paginated<CollegeExamHistoryRow>, ExamHistoryArgs>({
      query: ({ page, search }) =>
        `/colleges/admin/exams/history/${toQueryString({ page, page_size: PAGE_SIZES.adminListLarge, search: search.trim() })}`,
      providesTags: ['CollegeExamHistory'],
    }),
    getCollegeExamRoster: build.query<Paginated<ExamRosterRow>, ExamRosterArgs>({
      query: ({ examId, page, search, ordering }) =>
        `/colleges/admin/exams/${examId}/results/${toQueryString({
          page,
          page_size: PAGE_SIZES.adminListLarge,
          search: search.trim(),
          ordering,
        })}`,
      providesTags: (_result, _error, { examId }) => [{ type: 'CollegeExamRoster', id: examId }],
    }),
    exportCollegeExamRoster: build.mutation<
      null,
      { examId: number; search: string; ordering: string; format: ExportFormat }
    >({
      queryFn: ({ examId, search, ordering, format }, _api, _extraOptions, baseQuery) =>
        downloadFile(
          baseQuery,
          `/colleges/admin/exams/${examId}/results/export/${toQueryString({ search: search.trim(), ordering, format })}`,
          `exam-${examId}-results.${format}`,
        ),
    }),
    getCollegeAttemptReview: build.query<AdminAttemptDetail, { examId: number; attemptId: number }>({
      query: ({ examId, attemptId }) => `/colleges/admin/exams/${examId}/attempts/${attemptId}/`,
    }),
    getCollegeItemAnalysis: build.query<ItemAnalysis, number>({
      query: (examId) => `/colleges/admin/exams/${examId}/item-analysis/`,
      providesTags: (_result, _error, examId) => [{ type: 'CollegeExamRoster', id: examId }],
    }),
    releaseCollegeExamResults: build.mutation<AdminExamRow, number>({
      query: (examId) => ({ url: `/colleges/admin/exams/${examId}/release-results/`, method: 'POST' }),
      invalidatesTags: (result, _error, examId) =>
        result
          ? [
              'CollegeExamHistory',
              { type: 'CollegeExam', id: examId },
              { type: 'CollegeExamRoster', id: examId },
            ]
          : [],
    }),
  }),
});

export const {
  useGetCollegeExamHistoryQuery,
  useGetCollegeExamRosterQuery,
  useExportCollegeExamRosterMutation,
  useGetCollegeAttemptReviewQuery,
  useGetCollegeItemAnalysisQuery,
  useReleaseCollegeExamResultsMutation,
} = collegeResultsEndpoints;
