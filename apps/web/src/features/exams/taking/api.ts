/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import {
  PAGE_SIZES,
  type AttemptClock,
  type AttemptEventsBody,
  type AttemptEventsReceipt,
  type AttemptResult,
  type AttemptView,
  type ExamCompletionState,
  type ExamSummary,
  type JoinByCodeBody,
  type Paginated,
  type ResultSummary,
  type SaveAnswerBody,
  type SavedAnswer,
  type StudentExamDetail,
  type StudentPerformance,
} from '@vidya/contract';
import { api } from '../../../lib/api/api';
import { toQueryString } from '../../../lib/api/query-string';
import { downloadFile } from '../../../lib/api/download-file';
import { clientIdOf } from './client-id';

export type ExamListKind = 'college' | 'platform';
export type ExamListQuery = { kind: ExamListKind; page: number };

/**
 * An attempt as the browser received it: `received_at` (the browser's clock when the reply
 * arrived) with `server_now` gives the offset that makes the timer follow the server's clock.
 */
export type ReceivedAttempt = AttemptView & { received_at: number };

const EXAM_TAG_TYPES = ['ExamLists', 'Exam', 'Attempt', 'ExamResults', 'ExamCompletion'] as const;

const examDataApi = api.enhanceEndpoints({ addTagTypes: EXAM_TAG_TYPES });

/**
 * What a finished attempt changes: the lists' statuses, results and stats. The exam's own page is
 * read afresh on every visit instead, so the exam screen is not swapped for "no attempt in
 * progress" while it moves on to the result.
 */
const AFTER_FINISHING = ['ExamLists', 'ExamResults', 'ExamCompletion'] as const;

/** An attempt's clock as the browser received it (`received_at`, as for the attempt). */
export type ReceivedClock = AttemptClock & { received_at: number };

const receive = (attempt: AttemptView): ReceivedAttempt => ({ ...attempt, received_at: Date.now() });

export const examsApi = examDataApi.injectEndpoints({
  endpoints: (build) => ({
    /** Cache keys follow spec §9: regular-/platform-{page}-{size}. */
    getExams: build.query<Paginated<ExamSummary>, ExamListQuery>({
      query: ({ kind, page }) =>
        `${kind === 'college' ? '/exams/' : '/exams/platform-student/'}${toQueryString({
          page,
          page_size: PAGE_SIZES.exams,
        })}`,
      serializeQueryArgs: ({ queryArgs }) =>
        `${queryArgs.kind === 'college' ? 'regular' : 'platform'}-${queryArgs.page}-${PAGE_SIZES.exams}`,
      providesTags: ['ExamLists'],
    }),
    getExam: build.query<StudentExamDetail, number>({
      query: (examId) => `/exams/${examId}/`,
      providesTags: (_result, _error, examId) => [{ type: 'Exam', id: examId }],
    }),
    joinByCode: build.mutation<ExamSummary, JoinByCodeBody>({
      query: (body) => ({ url: '/exams/join-by-code/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ExamLists'] : []),
    }),
    startAttempt: build.mutation<ReceivedAttempt, number>({
      query: (examId) => ({ url: `/exams/${examId}/attempts/`, method: 'POST' }),
      transformResponse: receive,
      invalidatesTags: (result, _error, examId) =>
        result ? ['ExamLists', { type: 'Exam', id: examId }] : [],
    }),
    getAttempt: build.query<ReceivedAttempt, number>({
      // The browser says which it is: on a one-device exam another one is refused (409 device_held).
      query: (attemptId) =>
        `/exams/attempts/${attemptId}/${toQueryString({ client_id: clientIdOf(attemptId) })}`,
      transformResponse: receive,
      // The attempt is read fresh on every visit: another device may have answered meanwhile.
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, attemptId) => [{ type: 'Attempt', id: attemptId }],
    }),
    /** The attempt's deadline now: extra time given meanwhile moves it (use-attempt-clock.ts). */
    getAttemptClock: build.query<ReceivedClock, number>({
      query: (attemptId) => `/exams/attempts/${attemptId}/clock/`,
      transformResponse: (clock: AttemptClock): ReceivedClock => ({ ...clock, received_at: Date.now() }),
      keepUnusedDataFor: 0,
    }),
    saveAnswer: build.mutation<SavedAnswer, { attemptId: number; body: SaveAnswerBody }>({
      query: ({ attemptId, body }) => ({ url: `/exams/attempts/${attemptId}/answers/`, method: 'PUT', body }),
    }),
    /** Integrity events with no answer to carry them (issue #22). */
    sendAttemptEvents: build.mutation<AttemptEventsReceipt, { attemptId: number; body: AttemptEventsBody }>({
      query: ({ attemptId, body }) => ({ url: `/exams/attempts/${attemptId}/events/`, method: 'POST', body }),
    }),
    submitAttempt: build.mutation<AttemptResult, number>({
      query: (attemptId) => ({ url: `/exams/attempts/${attemptId}/submit/`, method: 'POST' }),
      invalidatesTags: [...AFTER_FINISHING],
    }),
    getAttemptResult: build.query<AttemptResult, number>({
      query: (attemptId) => `/exams/attempts/${attemptId}/result/`,
      providesTags: ['ExamResults'],
    }),
    /** Cache key results-{page}-{size} (spec §9). */
    getMyResults: build.query<Paginated<ResultSummary>, number>({
      query: (page) => `/exams/my-results/${toQueryString({ page, page_size: PAGE_SIZES.results })}`,
      serializeQueryArgs: ({ queryArgs }) => `results-${queryArgs}-${PAGE_SIZES.results}`,
      providesTags: ['ExamResults'],
    }),
    getMySubmissions: build.query<ExamCompletionState, undefined>({
      query: () => '/exams/my-submissions/',
      providesTags: ['ExamCompletion'],
    }),
    /** The certificate PDF comes through the API client (it needs the token) straight to a download. */
    downloadExamCertificate: build.mutation<null, string>({
      queryFn: (code, _api, _extraOptions, baseQuery) =>
        downloadFile(baseQuery, `/certificates/${encodeURIComponent(code)}/pdf/`, `certificate-${code}.pdf`),
    }),
    getPerformance: build.query<StudentPerformance, undefined>({
      query: () => '/exams/performance/',
      providesTags: ['ExamResults'],
    }),
  }),
});

export const {
  useGetExamsQuery,
  useGetExamQuery,
  useJoinByCodeMutation,
  useStartAttemptMutation,
  useGetAttemptQuery,
  useSaveAnswerMutation,
  useSubmitAttemptMutation,
  useGetAttemptResultQuery,
  useGetMyResultsQuery,
  useGetMySubmissionsQuery,
  useGetPerformanceQuery,
  useDownloadExamCertificateMutation,
} = examsApi;
