/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names and download file names: never shown as text */
import {
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  type AdminAttemptDetail,
  type AdminAttemptRow,
  type AdminExamDetail,
  type AdminExamRow,
  type BankQuestionCreateBody,
  type CollegeExamCreateBody,
  type ExamSummary,
  type ExamUpdateBody,
  type ExportFormat,
  type ImportReport,
  type QuestionFileFormat,
  type MarkRow,
  type MarksScope,
  type Paginated,
  type PlatformExamCreateBody,
  type QuestionUpdateBody,
  type QuestionView,
} from '@vidya/contract';
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from '../../../lib/api/api';
import { downloadFile } from '../../../lib/api/download-file';
import { toQueryString } from '../../../lib/api/query-string';
import { readFileName, readFileResponse, saveBlob } from '../../../lib/download';

export type ExamKind = 'platform' | 'college';
export type FileFormat = 'csv' | 'xlsx';

/** How the server names each question file (Moodle's importers take Aiken and GIFT as .txt). */
export const QUESTION_FILE_ENDINGS: Record<QuestionFileFormat, string> = {
  csv: '.csv',
  xlsx: '.xlsx',
  aiken: '-aiken.txt',
  gift: '-gift.txt',
  moodlexml: '.xml',
};

/** The admin exam list's filters; '' leaves a filter out. */
export type AdminExamFilters = {
  page: number;
  search: string;
  kind: '' | ExamKind;
  collegeId: number | null;
  isActive: '' | 'true' | 'false';
};

export type QuestionScope = 'all' | 'platform' | 'college';

export type QuestionBankFilters = {
  page: number;
  search: string;
  scope: QuestionScope;
};

type ExamId = { examId: number };

/** The marks pages' filters (MarksWithCollege, MarksWithoutCollege); '' or null leaves one out. */
export type MarksFilters = {
  scope: MarksScope;
  search: string;
  examId: number | null;
  collegeId: number | null;
  /** `YYYY-MM-DD`, whole days. */
  submittedFrom: string;
  submittedTo: string;
};

const marksQueryString = (filters: MarksFilters, extra: { page?: number; format?: ExportFormat }) =>
  toQueryString({
    ...extra,
    scope: filters.scope,
    search: filters.search.trim(),
    exam: filters.examId,
    college: filters.collegeId,
    submitted_from: filters.submittedFrom,
    submitted_to: filters.submittedTo,
  });

/**
 * Exam lists, one exam (with its questions), its attempts and the question bank. An exam's change
 * can alter any list it appears in, so lists share one tag and each exam has its own.
 */
const examAdminApi = api.enhanceEndpoints({
  addTagTypes: ['AdminExams', 'AdminExam', 'AdminQuestions', 'AdminAttempts'],
});

const examChanged = (examId: number) => ['AdminExams' as const, { type: 'AdminExam' as const, id: examId }];

/** Hands a file reply to the browser under the server's name; it is never kept in the store. */
export function saveFileReply(
  result: { data?: unknown; error?: FetchBaseQueryError; meta?: FetchBaseQueryMeta },
  fallbackName: string,
): { data: null } | { error: FetchBaseQueryError } {
  if (result.error !== undefined) return { error: result.error };
  saveBlob(
    result.data as Blob,
    readFileName(result.meta?.response?.headers.get('Content-Disposition'), fallbackName),
  );
  return { data: null };
}

export const adminExamsApi = examAdminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminExams: build.query<Paginated<AdminExamRow>, AdminExamFilters>({
      query: ({ page, search, kind, collegeId, isActive }) =>
        `/admin-portal/exams/${toQueryString({
          page,
          page_size: PAGE_SIZES.adminListLarge,
          search: search.trim(),
          kind,
          college_id: collegeId,
          is_active: isActive,
        })}`,
      providesTags: ['AdminExams'],
    }),
    /** The newest exams (as many as a page holds), for the marks pages' exam picker. */
    getExamChoices: build.query<Paginated<AdminExamRow>, undefined>({
      query: () => `/admin-portal/exams/${toQueryString({ page_size: MAX_PAGE_SIZE })}`,
      providesTags: ['AdminExams'],
    }),
    /** Finished attempts; an exam's change (its title, its deletion) shows here too. */
    getMarks: build.query<Paginated<MarkRow>, MarksFilters & { page: number }>({
      query: ({ page, ...filters }) => `/admin-portal/marks/${marksQueryString(filters, { page })}`,
      providesTags: ['AdminAttempts', 'AdminExams'],
    }),
    /** Exports the marks the filters pick, as CSV or Excel, straight to a download. */
    exportMarks: build.mutation<null, MarksFilters & { format: ExportFormat }>({
      queryFn: ({ format, ...filters }, _api, _extraOptions, baseQuery) =>
        downloadFile(
          baseQuery,
          `/admin-portal/marks/export/${marksQueryString(filters, { format })}`,
          `marks.${format}`,
        ),
    }),
    getAdminExam: build.query<AdminExamDetail, number>({
      query: (examId) => `/admin-portal/exams/${examId}/`,
      providesTags: (_result, _error, examId) => [{ type: 'AdminExam', id: examId }],
    }),
    createPlatformExam: build.mutation<ExamSummary, PlatformExamCreateBody>({
      query: (body) => ({ url: '/exams/platform/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AdminExams', 'AdminQuestions'] : []),
    }),
    createCollegeExam: build.mutation<ExamSummary, CollegeExamCreateBody>({
      query: (body) => ({ url: '/exams/create/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AdminExams', 'AdminQuestions'] : []),
    }),
    updateExam: build.mutation<AdminExamDetail, ExamId & { body: ExamUpdateBody }>({
      query: ({ examId, body }) => ({ url: `/admin-portal/exams/${examId}/`, method: 'PUT', body }),
      invalidatesTags: (result, _error, { examId }) => (result ? examChanged(examId) : []),
    }),
    deleteExam: build.mutation<null, number>({
      query: (examId) => ({ url: `/admin-portal/exams/${examId}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error === undefined ? ['AdminExams', 'AdminQuestions'] : []),
    }),
    toggleExamStatus: build.mutation<AdminExamRow, ExamId & { isActive: boolean }>({
      query: ({ examId, isActive }) => ({
        url: `/admin-portal/exams/${examId}/toggle-status/`,
        method: 'POST',
        body: { is_active: isActive },
      }),
      invalidatesTags: (result, _error, { examId }) => (result ? examChanged(examId) : []),
    }),
    releaseResults: build.mutation<AdminExamRow, number>({
      query: (examId) => ({ url: `/admin-portal/exams/${examId}/release-results/`, method: 'POST' }),
      invalidatesTags: (result, _error, examId) => (result ? [...examChanged(examId), 'AdminAttempts'] : []),
    }),
    getExamAttempts: build.query<Paginated<AdminAttemptRow>, ExamId & { page: number; search: string }>({
      query: ({ examId, page, search }) =>
        `/admin-portal/exams/${examId}/attempts/${toQueryString({
          page,
          page_size: PAGE_SIZES.adminListLarge,
          search: search.trim(),
        })}`,
      providesTags: ['AdminAttempts'],
    }),
    getAttempt: build.query<AdminAttemptDetail, number>({
      query: (attemptId) => `/admin-portal/attempts/${attemptId}/`,
      providesTags: ['AdminAttempts'],
    }),
    getStudentExamResults: build.query<AdminAttemptRow[], { studentId: number; examId?: number }>({
      query: ({ studentId, examId }) =>
        `/admin-portal/students/${studentId}/exam_results/${toQueryString({ exam: examId })}`,
      providesTags: ['AdminAttempts'],
    }),
    reorderQuestions: build.mutation<unknown, ExamId & { questionIds: number[] }>({
      query: ({ examId, questionIds }) => ({
        url: `/admin-portal/exams/${examId}/questions/order/`,
        method: 'PUT',
        body: { question_ids: questionIds },
      }),
      invalidatesTags: (_result, error, { examId }) => (error === undefined ? examChanged(examId) : []),
    }),
    attachQuestions: build.mutation<unknown, ExamId & { questionIds: number[] }>({
      query: ({ examId, questionIds }) => ({
        url: `/admin-portal/exams/${examId}/questions/attach/`,
        method: 'POST',
        body: { question_ids: questionIds },
      }),
      invalidatesTags: (_result, error, { examId }) =>
        error === undefined ? [...examChanged(examId), 'AdminQuestions'] : [],
    }),
    detachQuestion: build.mutation<unknown, ExamId & { questionId: number }>({
      query: ({ examId, questionId }) => ({
        url: `/admin-portal/exams/${examId}/questions/${questionId}/`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { examId }) =>
        error === undefined ? [...examChanged(examId), 'AdminQuestions'] : [],
    }),
    importQuestions: build.mutation<
      ImportReport,
      ExamId & { file: File; isDryRun: boolean; skipUnsupported?: boolean }
    >({
      query: ({ examId, file, isDryRun, skipUnsupported = false }) => {
        const body = new FormData();
        body.append('file', file);
        return {
          url: `/admin-portal/exams/${examId}/questions/import/${toQueryString({
            dry_run: isDryRun ? 'true' : 'false',
            skip_unsupported: skipUnsupported ? 'true' : undefined,
          })}`,
          method: 'POST',
          body,
        };
      },
      invalidatesTags: (result, _error, { examId, isDryRun }) =>
        result && !isDryRun ? [...examChanged(examId), 'AdminQuestions'] : [],
    }),
    importBankQuestions: build.mutation<
      ImportReport,
      { file: File; isDryRun: boolean; skipUnsupported?: boolean }
    >({
      query: ({ file, isDryRun, skipUnsupported = false }) => {
        const body = new FormData();
        body.append('file', file);
        return {
          url: `/admin-portal/questions/import/${toQueryString({
            dry_run: isDryRun ? 'true' : 'false',
            skip_unsupported: skipUnsupported ? 'true' : undefined,
          })}`,
          method: 'POST',
          body,
        };
      },
      invalidatesTags: (result, _error, { isDryRun }) => (result && !isDryRun ? ['AdminQuestions'] : []),
    }),
    downloadQuestionTemplate: build.mutation<null, QuestionFileFormat>({
      async queryFn(format, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `/admin-portal/questions/template/?format=${format}`,
          responseHandler: readFileResponse,
        });
        return saveFileReply(result, `questions-template${QUESTION_FILE_ENDINGS[format]}`);
      },
    }),
    exportExamQuestions: build.mutation<null, ExamId & { format: QuestionFileFormat }>({
      async queryFn({ examId, format }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `/admin-portal/exams/${examId}/questions/export/?format=${format}`,
          responseHandler: readFileResponse,
        });
        return saveFileReply(result, `exam-${examId}-questions${QUESTION_FILE_ENDINGS[format]}`);
      },
    }),
    exportBankQuestions: build.mutation<null, { ids: number[]; format: QuestionFileFormat }>({
      async queryFn({ ids, format }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `/admin-portal/questions/export/${toQueryString({ format, ids: ids.join(',') })}`,
          responseHandler: readFileResponse,
        });
        return saveFileReply(result, `questions${QUESTION_FILE_ENDINGS[format]}`);
      },
    }),
    getBankQuestions: build.query<Paginated<QuestionView>, QuestionBankFilters>({
      query: ({ page, search, scope }) =>
        `/admin-portal/questions/${toQueryString({
          page,
          page_size: PAGE_SIZES.adminListLarge,
          search: search.trim(),
          scope: scope === 'all' ? undefined : scope,
        })}`,
      providesTags: ['AdminQuestions'],
    }),
    getBankQuestion: build.query<QuestionView, number>({
      query: (questionId) => `/admin-portal/questions/${questionId}/`,
      providesTags: ['AdminQuestions'],
    }),
    createQuestion: build.mutation<QuestionView, BankQuestionCreateBody>({
      query: (body) => ({ url: '/admin-portal/questions/', method: 'POST', body }),
      invalidatesTags: (result, _error, { exam }) =>
        result ? ['AdminQuestions', ...(exam === undefined ? [] : examChanged(exam))] : [],
    }),
    updateQuestion: build.mutation<QuestionView, { questionId: number; body: QuestionUpdateBody }>({
      query: ({ questionId, body }) => ({
        url: `/admin-portal/questions/${questionId}/`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (result) => (result ? ['AdminQuestions', 'AdminExam', 'AdminExams'] : []),
    }),
    deleteQuestion: build.mutation<null, number>({
      query: (questionId) => ({ url: `/admin-portal/questions/${questionId}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) =>
        error === undefined ? ['AdminQuestions', 'AdminExam', 'AdminExams'] : [],
    }),
  }),
});

export const {
  useGetAdminExamsQuery,
  useGetAdminExamQuery,
  useGetExamChoicesQuery,
  useGetMarksQuery,
  useExportMarksMutation,
  useCreatePlatformExamMutation,
  useCreateCollegeExamMutation,
  useUpdateExamMutation,
  useDeleteExamMutation,
  useToggleExamStatusMutation,
  useReleaseResultsMutation,
  useGetExamAttemptsQuery,
  useGetAttemptQuery,
  useGetStudentExamResultsQuery,
  useReorderQuestionsMutation,
  useAttachQuestionsMutation,
  useDetachQuestionMutation,
  useImportQuestionsMutation,
  useImportBankQuestionsMutation,
  useExportBankQuestionsMutation,
  useDownloadQuestionTemplateMutation,
  useExportExamQuestionsMutation,
  useGetBankQuestionsQuery,
  useGetBankQuestionQuery,
  useCreateQuestionMutation,
  useUpdateQuestionMutation,
  useDeleteQuestionMutation,
} = adminExamsApi;
