/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names and download file names: never shown as text */
import {
  PAGE_SIZES,
  type AdminExamDetail,
  type CollegeBankScope,
  type CollegeExamCreateBody,
  type AdminExamRow,
  type ExamQuestionCreateBody,
  type ExamSummary,
  type ExamUpdateBody,
  type ImportReport,
  type Paginated,
  type QuestionFileFormat,
  type QuestionUpdateBody,
  type QuestionView,
  type RescheduleExamBody,
} from '@vidya/contract';
import { api } from '../../../lib/api/api';
import { toQueryString } from '../../../lib/api/query-string';
import { readFileResponse } from '../../../lib/download';
import { QUESTION_FILE_ENDINGS, saveFileReply } from './api';

/**
 * A college's own exams (issue #14): its list, one exam with its questions and answers, and every
 * change it makes to them. The argument shapes match the admin endpoints' (api.ts), so the shared
 * exam components call either (components/exam-portal.tsx). A change invalidates the exam's tag
 * and the list; a new question or import the college's bank too.
 */
const collegeExamsApi = api.enhanceEndpoints({
  addTagTypes: ['CollegeExams', 'CollegeExam', 'CollegeQuestions'],
});

type ExamId = { examId: number };
const examChanged = (examId: number) => [
  'CollegeExams' as const,
  { type: 'CollegeExam' as const, id: examId },
];
const onSuccess =
  <Tags>(tags: (examId: number) => Tags[]) =>
  (_result: unknown, error: unknown, { examId }: ExamId) =>
    error === undefined ? tags(examId) : [];

/** A question file posted as multipart, checked (`isDryRun`) or imported. */
const importBody = (url: string, file: File, isDryRun: boolean, skipUnsupported: boolean) => {
  const body = new FormData();
  body.append('file', file);
  return {
    url: `${url}${toQueryString({
      dry_run: isDryRun ? 'true' : 'false',
      skip_unsupported: skipUnsupported ? 'true' : undefined,
    })}`,
    method: 'POST',
    body,
  };
};

export const collegeExamsEndpoints = collegeExamsApi.injectEndpoints({
  endpoints: (build) => ({
    /** ScheduledExams: every exam of the college (RTK Query reuses a loaded list, spec §9). */
    getMyCollegeExams: build.query<AdminExamRow[], undefined>({
      query: () => '/exams/my-college/',
      providesTags: ['CollegeExams'],
    }),
    getCollegeExam: build.query<AdminExamDetail, number>({
      query: (examId) => `/colleges/admin/exams/${examId}/`,
      providesTags: (_result, _error, examId) => [{ type: 'CollegeExam', id: examId }],
    }),
    createOwnCollegeExam: build.mutation<ExamSummary, CollegeExamCreateBody>({
      query: (body) => ({ url: '/exams/create/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['CollegeExams'] : []),
    }),
    updateCollegeExam: build.mutation<AdminExamDetail, ExamId & { body: ExamUpdateBody }>({
      query: ({ examId, body }) => ({ url: `/colleges/admin/exams/${examId}/`, method: 'PUT', body }),
      invalidatesTags: onSuccess(examChanged),
    }),
    toggleCollegeExamStatus: build.mutation<AdminExamRow, ExamId & { isActive: boolean }>({
      query: ({ examId, isActive }) => ({
        url: `/colleges/admin/exams/${examId}/toggle-status/`,
        method: 'POST',
        body: { is_active: isActive },
      }),
      invalidatesTags: onSuccess(examChanged),
    }),
    rescheduleCollegeExam: build.mutation<AdminExamRow, ExamId & { body: RescheduleExamBody }>({
      query: ({ examId, body }) => ({
        url: `/colleges/admin/exams/${examId}/reschedule/`,
        method: 'POST',
        body,
      }),
      invalidatesTags: onSuccess(examChanged),
    }),
    cancelCollegeExam: build.mutation<AdminExamRow, ExamId>({
      query: ({ examId }) => ({ url: `/colleges/admin/exams/${examId}/cancel/`, method: 'POST' }),
      invalidatesTags: onSuccess(examChanged),
    }),
    reorderCollegeExamQuestions: build.mutation<unknown, ExamId & { questionIds: number[] }>({
      query: ({ examId, questionIds }) => ({
        url: `/colleges/admin/exams/${examId}/questions/order/`,
        method: 'PUT',
        body: { question_ids: questionIds },
      }),
      invalidatesTags: onSuccess(examChanged),
    }),
    attachCollegeExamQuestions: build.mutation<unknown, ExamId & { questionIds: number[] }>({
      query: ({ examId, questionIds }) => ({
        url: `/colleges/admin/exams/${examId}/questions/attach/`,
        method: 'POST',
        body: { question_ids: questionIds },
      }),
      invalidatesTags: onSuccess((examId) => [...examChanged(examId), 'CollegeQuestions' as const]),
    }),
    detachCollegeExamQuestion: build.mutation<unknown, ExamId & { questionId: number }>({
      query: ({ examId, questionId }) => ({
        url: `/colleges/admin/exams/${examId}/questions/${questionId}/`,
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess((examId) => [...examChanged(examId), 'CollegeQuestions' as const]),
    }),
    /** A new question at the end of one of the college's exams, written to its bank. */
    createCollegeExamQuestion: build.mutation<QuestionView, ExamQuestionCreateBody>({
      query: (body) => ({ url: '/exams/questions/create/', method: 'POST', body }),
      invalidatesTags: (result, _error, { exam }) =>
        result ? [...examChanged(exam), 'CollegeQuestions'] : [],
    }),
    updateCollegeQuestion: build.mutation<QuestionView, { questionId: number; body: QuestionUpdateBody }>({
      query: ({ questionId, body }) => ({
        url: `/colleges/admin/questions/${questionId}/`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (result) => (result ? ['CollegeQuestions', 'CollegeExam', 'CollegeExams'] : []),
    }),
    deleteCollegeQuestion: build.mutation<null, number>({
      query: (questionId) => ({ url: `/colleges/admin/questions/${questionId}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) =>
        error === undefined ? ['CollegeQuestions', 'CollegeExam', 'CollegeExams'] : [],
    }),
    getCollegeBankQuestions: build.query<
      Paginated<QuestionView>,
      { page: number; search: string; scope: CollegeBankScope }
    >({
      query: ({ page, search, scope }) =>
        `/colleges/admin/questions/${toQueryString({
          page,
          page_size: PAGE_SIZES.adminListLarge,
          search: search.trim(),
          scope,
        })}`,
      providesTags: ['CollegeQuestions'],
    }),
    importCollegeExamQuestions: build.mutation<
      ImportReport,
      ExamId & { file: File; isDryRun: boolean; skipUnsupported?: boolean }
    >({
      query: ({ examId, file, isDryRun, skipUnsupported = false }) =>
        importBody(`/colleges/admin/exams/${examId}/questions/import/`, file, isDryRun, skipUnsupported),
      invalidatesTags: (result, _error, { examId, isDryRun }) =>
        result && !isDryRun ? [...examChanged(examId), 'CollegeQuestions'] : [],
    }),
    importCollegeBankQuestions: build.mutation<
      ImportReport,
      { file: File; isDryRun: boolean; skipUnsupported?: boolean }
    >({
      query: ({ file, isDryRun, skipUnsupported = false }) =>
        importBody('/colleges/admin/questions/import/', file, isDryRun, skipUnsupported),
      invalidatesTags: (result, _error, { isDryRun }) => (result && !isDryRun ? ['CollegeQuestions'] : []),
    }),
    downloadCollegeQuestionTemplate: build.mutation<null, QuestionFileFormat>({
      async queryFn(format, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `/colleges/admin/questions/template/?format=${format}`,
          responseHandler: readFileResponse,
        });
        return saveFileReply(result, `questions-template${QUESTION_FILE_ENDINGS[format]}`);
      },
    }),
    exportCollegeBankQuestions: build.mutation<null, { ids: number[]; format: QuestionFileFormat }>({
      async queryFn({ ids, format }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `/colleges/admin/questions/export/${toQueryString({ format, ids: ids.join(',') })}`,
          responseHandler: readFileResponse,
        });
        return saveFileReply(result, `questions${QUESTION_FILE_ENDINGS[format]}`);
      },
    }),
    exportCollegeExamQuestions: build.mutation<null, ExamId & { format: QuestionFileFormat }>({
      async queryFn({ examId, format }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `/colleges/admin/exams/${examId}/questions/export/?format=${format}`,
          responseHandler: readFileResponse,
        });
        return saveFileReply(result, `exam-${examId}-questions${QUESTION_FILE_ENDINGS[format]}`);
      },
    }),
  }),
});

export const {
  useGetMyCollegeExamsQuery,
  useGetCollegeExamQuery,
  useCreateOwnCollegeExamMutation,
  useUpdateCollegeExamMutation,
  useToggleCollegeExamStatusMutation,
  useRescheduleCollegeExamMutation,
  useCancelCollegeExamMutation,
  useReorderCollegeExamQuestionsMutation,
  useAttachCollegeExamQuestionsMutation,
  useDetachCollegeExamQuestionMutation,
  useCreateCollegeExamQuestionMutation,
  useUpdateCollegeQuestionMutation,
  useDeleteCollegeQuestionMutation,
  useGetCollegeBankQuestionsQuery,
  useImportCollegeExamQuestionsMutation,
  useImportCollegeBankQuestionsMutation,
  useDownloadCollegeQuestionTemplateMutation,
  useExportCollegeExamQuestionsMutation,
  useExportCollegeBankQuestionsMutation,
} = collegeExamsEndpoints;
