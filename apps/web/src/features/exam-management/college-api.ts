/* eslint-disable lingui/no-unlocalized-strings -- RTK Query cache tag names: never shown as text */
import type { AdminExamDetail } from '@vidya/contract';
import { api } from '../../lib/api/api';

/**
 * A college's own exams (issue #14): the exam with its questions and answers, as its owner sees
 * it. Every change a college makes to one of its exams invalidates that exam's tag and the list.
 */
const collegeExamsApi = api.enhanceEndpoints({
  addTagTypes: ['CollegeExams', 'CollegeExam'],
});

export const collegeExamsEndpoints = collegeExamsApi.injectEndpoints({
  endpoints: (build) => ({
    getCollegeExam: build.query<AdminExamDetail, number>({
      query: (examId) => `/colleges/admin/exams/${examId}/`,
      providesTags: (_result, _error, examId) => [{ type: 'CollegeExam', id: examId }],
    }),
  }),
});

export const { useGetCollegeExamQuery } = collegeExamsEndpoints;
