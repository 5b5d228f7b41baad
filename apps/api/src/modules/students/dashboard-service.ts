import {
  examSlug,
  STREAK_CALENDAR_DAYS,
  type NextExam,
  type StudentDashboardStats,
  type StudentStreak,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError } from '../../lib/app-error.ts';
import { collegeNames, findStudent } from '../exams/repository.ts';
import { createResultsService } from '../exams/results-service.ts';
import { indianDateOf } from '../exams/schedule.ts';
import * as repository from './dashboard-repository.ts';
import { requireStudentId } from './identity.ts';

const ONLY_STUDENTS = 'Only students have a learning dashboard.';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Scheduled exams read to find the next one with attempts left. */
const NEXT_EXAM_CANDIDATES = 20;

/** The YYYY-MM-DD `days` after (or before, when negative) a YYYY-MM-DD date. */
export const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Current and longest runs of consecutive active days (sorted, distinct YYYY-MM-DD). The current
 * run ends today, or yesterday while today has no activity yet: a streak is not lost before the
 * day is over.
 */
export function streakOf(activeDays: string[], today: string): { current: number; longest: number } {
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of activeDays) {
    run = previous !== null && shiftDate(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const active = new Set(activeDays);
  let cursor = active.has(today) ? today : shiftDate(today, -1);
  let current = 0;
  while (active.has(cursor)) {
    current += 1;
    cursor = shiftDate(cursor, -1);
  }
  return { current, longest };
}

export function createStudentDashboardService(ctx: AppContext) {
  const { db } = ctx.database;
  const results = createResultsService(ctx);

  async function requireStudent(caller: AccessIdentity) {
    const studentId = await requireStudentId(db, caller, ONLY_STUDENTS);
    const student = await findStudent(db, studentId);
    if (!student) throw new AppError('permission_denied', ONLY_STUDENTS);
    return student;
  }

  async function nextExam(
    student: { id: number; collegeId: number | null; isApprovedByCollege: boolean },
    now: Date,
  ): Promise<NextExam | null> {
    const candidates = await repository.scheduledExamsFor(db, student, now, NEXT_EXAM_CANDIDATES);
    const attempts = await repository.attemptCounts(
      db,
      student.id,
      candidates.map((exam) => exam.id),
    );
    const exam = candidates.find((candidate) => {
      const used = attempts.get(candidate.id);
      return used === undefined || used.open || used.used < candidate.attemptsAllowed;
    });
    if (!exam?.windowStart) return null;
    const names = exam.collegeId === null ? new Map() : await collegeNames(db, [exam.collegeId]);
    return {
      id: exam.id,
      kind: exam.kind,
      title: exam.title,
      slug: examSlug(exam),
      college_name: exam.collegeId === null ? null : (names.get(exam.collegeId) ?? null),
      start_time: exam.windowStart.toISOString(),
      end_time: exam.windowEnd?.toISOString() ?? null,
      status: exam.windowStart > now ? 'upcoming' : 'open',
    };
  }

  return {
    /** `GET /students/dashboard-stats/`: the four counters, the exams and the next exam. */
    async dashboardStats(caller: AccessIdentity): Promise<StudentDashboardStats> {
      const student = await requireStudent(caller);
      const now = ctx.now();
      const [counts, performance, next] = await Promise.all([
        repository.courseCounts(db, student.id),
        results.performance(caller),
        nextExam(student, now),
      ]);
      return {
        enrolled_courses: counts.enrolled,
        in_progress_courses: counts.inProgress,
        completed_courses: counts.completed,
        certificates: counts.certificates,
        exams_taken: performance.exams_taken,
        average_score: performance.average_percentage,
        next_exam: next,
        is_new_student: counts.enrolled === 0 && counts.lessonsCompleted === 0 && counts.attempts === 0,
      };
    },

    /** `GET /students/performance-stats/`: the very answer of `GET /exams/performance/`. */
    async performanceStats(caller: AccessIdentity) {
      await requireStudent(caller);
      return results.performance(caller);
    },

    /** `GET /students/profile/streak/`: streaks and the 30-day calendar, in India Standard Time. */
    async streak(caller: AccessIdentity): Promise<StudentStreak> {
      const student = await requireStudent(caller);
      const now = ctx.now();
      const today = indianDateOf(now);
      const days = await repository.activityDays(db, student.id, new Date(now.getTime() + 1));
      const byDay = new Map(days.map((row) => [row.day, row.activities]));
      const { current, longest } = streakOf(
        days.map((row) => row.day),
        today,
      );
      const calendar = Array.from({ length: STREAK_CALENDAR_DAYS }, (_, index) => {
        const date = shiftDate(today, index - (STREAK_CALENDAR_DAYS - 1));
        const activities = byDay.get(date) ?? 0;
        return { date, activities, active: activities > 0 };
      });
      return {
        current_streak: current,
        longest_streak: longest,
        today,
        last_active_date: days.at(-1)?.day ?? null,
        calendar,
      };
    },
  };
}
