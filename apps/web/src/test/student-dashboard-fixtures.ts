import type { StudentDashboardStats, StudentStreak } from '@vidya/contract';
import { paginate } from './course-fixtures';

/** A returning student's dashboard figures (issue #15), for the dashboard's component tests. */
export const RETURNING_STATS: StudentDashboardStats = {
  enrolled_courses: 3,
  in_progress_courses: 2,
  completed_courses: 1,
  certificates: 1,
  exams_taken: 2,
  average_score: 72.5,
  next_exam: {
    id: 9,
    kind: 'platform',
    title: 'Quantitative Aptitude Mock Test',
    slug: '9-quantitative-aptitude-mock-test',
    college_name: null,
    start_time: '2026-11-30T04:30:00.000Z',
    end_time: '2026-11-30T06:30:00.000Z',
    status: 'upcoming',
  },
  is_new_student: false,
};

export const NEW_STUDENT_STATS: StudentDashboardStats = {
  enrolled_courses: 0,
  in_progress_courses: 0,
  completed_courses: 0,
  certificates: 0,
  exams_taken: 0,
  average_score: 0,
  next_exam: null,
  is_new_student: true,
};

const TODAY = '2026-11-24';
const dayBefore = (back: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);

/** The last 30 days with activity on the given days back from today (0 is today). */
export function streakWith(activeDaysBack: number[], current: number, longest: number): StudentStreak {
  const calendar = Array.from({ length: 30 }, (_, index) => {
    const back = 29 - index;
    const activities = activeDaysBack.includes(back) ? 1 : 0;
    return { date: dayBefore(back), activities, active: activities > 0 };
  });
  const last = calendar.filter((day) => day.active).at(-1);
  return {
    current_streak: current,
    longest_streak: longest,
    today: TODAY,
    last_active_date: last?.date ?? null,
    calendar,
  };
}

/** The three calls of the dashboard's figures for a returning student with nothing in progress. */
export const DASHBOARD_FIGURES = {
  'GET /api/students/dashboard-stats/': () => ({ body: { ...RETURNING_STATS, next_exam: null } }),
  'GET /api/students/profile/streak/': () => ({ body: streakWith([], 0, 0) }),
  'GET /api/courses/my-enrollments/paginated/': () => ({ body: paginate([]) }),
};

/** The dashboard's exam summary and results of a student who has taken no exam. */
export const NO_EXAM_RESULTS = {
  'GET /api/exams/performance/': () => ({
    body: {
      total_attempts: 0,
      exams_taken: 0,
      passed: 0,
      average_percentage: 0,
      best_percentage: 0,
      badge: null,
      timeline: [],
      per_exam: [],
    },
  }),
  'GET /api/exams/my-results/': () => ({ body: paginate([], { pageSize: 10 }) }),
};
