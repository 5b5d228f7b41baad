/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import type {
  AttemptTimeline,
  DeviceRelease,
  ExamMonitor,
  ExtraTimeBody,
  ExtraTimeGrant,
} from '@vidya/contract';
import { api } from '../../../lib/api/api';

/**
 * An open exam as its college watches it (issue #14): the live monitor, read again every few
 * seconds by the page, and extra time for one student, after which the monitor is read at once.
 */
const monitorApi = api.enhanceEndpoints({ addTagTypes: ['ExamMonitor'] });

export const examMonitorEndpoints = monitorApi.injectEndpoints({
  endpoints: (build) => ({
    getExamMonitor: build.query<ExamMonitor, number>({
      query: (examId) => `/colleges/admin/exams/${examId}/monitor/`,
      providesTags: (_result, _error, examId) => [{ type: 'ExamMonitor', id: examId }],
    }),
    /** One attempt's integrity log (issue #22), read afresh each time it is opened. */
    getAttemptTimeline: build.query<AttemptTimeline, number>({
      query: (attemptId) => `/colleges/admin/exams/attempts/${attemptId}/timeline/`,
      keepUnusedDataFor: 0,
    }),
    setExtraTime: build.mutation<ExtraTimeGrant, { examId: number; body: ExtraTimeBody }>({
      query: ({ examId, body }) => ({
        url: `/colleges/admin/exams/${examId}/extra-time/`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (result, _error, { examId }) => (result ? [{ type: 'ExamMonitor', id: examId }] : []),
    }),
    /** One device per attempt: the attempt goes to the next other browser that opens it. */
    releaseDevice: build.mutation<DeviceRelease, { examId: number; attemptId: number }>({
      query: ({ attemptId }) => ({
        url: `/colleges/admin/exams/attempts/${attemptId}/release-device/`,
        method: 'POST',
      }),
      invalidatesTags: (result, _error, { examId }) => (result ? [{ type: 'ExamMonitor', id: examId }] : []),
    }),
  }),
});

export const {
  useGetExamMonitorQuery,
  useGetAttemptTimelineQuery,
  useSetExtraTimeMutation,
  useReleaseDeviceMutation,
} = examMonitorEndpoints;
