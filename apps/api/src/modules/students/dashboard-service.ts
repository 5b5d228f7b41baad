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
import { GRACE_SECONDS, percentageOf, createResultsService, indianDateOf } from '../exams/index.ts';
import * as repository from './dashboard-repository.ts';
import { findStudentStanding, requireStudentId } from '../identity/index.ts';

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

/**
 * `exams_taken` and `average_percentage` of `GET /exams/performance/` (exams/results-service.ts)
 * from the finished attempts in its order (newest first): each attempt's percentage rounded as
 * there, their mean to two decimals, summed in the same order so the two answers agree exactly.
 */
export function performanceFigures(finished: { examId: number; score: number; maxScore: number }[]) {
  const percentages = finished.map((attempt) => percentageOf(attempt.score, attempt.maxScore));
  const sum = percentages.reduce((total, value) => total + value, 0);
  return {
    exams_taken: new Set(finished.map((attempt) => attempt.examId)).size,
    average_percentage: percentages.length === 0 ? 0 : Math.round((sum / percentages.length) * 100) / 100,
  };
}

export function createStudentDashboardService(ctx: AppContext) {
  const { db } = ctx.database;
  const results = createResultsService(ctx);

  async function requireStudent(caller: AccessIdentity) {
    const studentId = await requireStudentId(db, caller, ONLY_STUDENTS);
    const student = await findStudentStanding(db, studentId);
    if (!student) throw new AppError('students_only', ONLY_STUDENTS);
    return student;
  }

  const nextExamOf = (next: repository.NextExamRow | null, now: Date): NextExam | null =>
    next && {
      id: next.id,
      kind: next.kind,
      title: next.title,
      slug: examSlug(next),
      college_name: next.collegeName,
      start_time: next.windowStart.toISOString(),
      end_time: next.windowEnd?.toISOString() ?? null,
      status: next.windowStart > now ? 'upcoming' : 'open',
    };

  return {
    /** `GET /students/dashboard-stats/`: the four counters, the exams and the next exam. */
    async dashboardStats(caller: AccessIdentity): Promise<StudentDashboardStats> {
      // The student is read by the statement itself (one round trip): no row, no student.
      const studentId = await requireStudentId(db, caller, ONLY_STUDENTS);
      const now = ctx.now();
      const read = async () => {
        const found = await repository.dashboardFigures(
          ctx.database,
          studentId,
          now,
          new Date(now.getTime() - GRACE_SECONDS * 1000),
          NEXT_EXAM_CANDIDATES,
        );
        if (!found) throw new AppError('students_only', ONLY_STUDENTS);
        return found;
      };
      let figures = await read();
      if (figures.hasOverdue) {
        // An attempt past its deadline is finished first, as GET /exams/performance/ does (rare).
        await results.performance(caller);
        figures = await read();
      }
      const { exams_taken, average_percentage } = performanceFigures(figures.finished);
      return {
        enrolled_courses: figures.enrolled,
        in_progress_courses: figures.inProgress,
        completed_courses: figures.completed,
        certificates: figures.certificates,
        exams_taken,
        average_score: average_percentage,
        next_exam: nextExamOf(figures.next, now),
        is_new_student: figures.enrolled === 0 && figures.lessonsCompleted === 0 && figures.attempts === 0,
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
