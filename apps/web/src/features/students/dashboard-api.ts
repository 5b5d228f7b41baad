import type { StudentDashboardStats, StudentStreak } from '@vidya/contract';
import { courseDataApi } from '../../lib/api/course-tags';

/* eslint-disable lingui/no-unlocalized-strings -- cache tag names, never shown */
/**
 * The dashboard's figures change with what the course and exam features change: enrolling,
 * completing a lesson (Enrollments, Progress), a certificate, a finished attempt (ExamResults).
 */
const FIGURE_TAGS = ['Enrollments', 'Progress', 'Certificates', 'ExamResults'] as const;
/* eslint-enable lingui/no-unlocalized-strings */

// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache tag name
const dashboardDataApi = courseDataApi.enhanceEndpoints({ addTagTypes: ['ExamResults'] });

export const studentDashboardApi = dashboardDataApi.injectEndpoints({
  endpoints: (build) => ({
    getStudentDashboardStats: build.query<StudentDashboardStats, undefined>({
      query: () => '/students/dashboard-stats/',
      providesTags: [...FIGURE_TAGS],
    }),
    getStudentStreak: build.query<StudentStreak, undefined>({
      query: () => '/students/profile/streak/',
      providesTags: [...FIGURE_TAGS],
    }),
  }),
});

export const { useGetStudentDashboardStatsQuery, useGetStudentStreakQuery } = studentDashboardApi;
