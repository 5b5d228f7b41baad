import { z } from 'zod';

/** Days of learning activity the streak calendar shows, today included (issue #15). */
export const STREAK_CALENDAR_DAYS = 30;

/** The exam a student can take next: open now with attempts left, or the earliest upcoming one. */
export const NextExam = z.object({
  id: z.number().int(),
  kind: z.enum(['platform', 'college']),
  title: z.string(),
  slug: z.string(),
  college_name: z.string().nullable(),
  start_time: z.iso.datetime(),
  end_time: z.iso.datetime().nullable(),
  status: z.enum(['open', 'upcoming']),
});
export type NextExam = z.infer<typeof NextExam>;

/**
 * `GET /students/dashboard-stats/` (definitions in docs/decisions/025-student-dashboard.md).
 * `in_progress_courses` counts enrollments started (a lesson opened or completed) and not completed.
 */
export const StudentDashboardStats = z
  .object({
    enrolled_courses: z.number().int(),
    in_progress_courses: z.number().int(),
    completed_courses: z.number().int(),
    certificates: z.number().int(),
    exams_taken: z.number().int(),
    /** The average percentage over the student's visible results, as `/exams/performance/` says. */
    average_score: z.number(),
    next_exam: NextExam.nullable(),
    /** Nothing enrolled, no lesson completed and no exam started: the dashboard says "Welcome". */
    is_new_student: z.boolean(),
  })
  .meta({ id: 'StudentDashboardStats' });
export type StudentDashboardStats = z.infer<typeof StudentDashboardStats>;

/** One day of the streak calendar, an India Standard Time date. */
export const StreakDay = z.object({
  date: z.iso.date(),
  /** Lessons completed plus exam attempts answered that day. */
  activities: z.number().int(),
  active: z.boolean(),
});
export type StreakDay = z.infer<typeof StreakDay>;

/** `GET /students/profile/streak/`: consecutive IST days with a lesson completed or an exam answered. */
export const StudentStreak = z
  .object({
    /** Days in a row ending today, or yesterday while today has no activity yet. */
    current_streak: z.number().int(),
    longest_streak: z.number().int(),
    /** Today in India Standard Time. */
    today: z.iso.date(),
    last_active_date: z.iso.date().nullable(),
    /** The last 30 days, oldest first, ending today. */
    calendar: z.array(StreakDay),
  })
  .meta({ id: 'StudentStreak' });
export type StudentStreak = z.infer<typeof StudentStreak>;
