import {
  ATTENTION_BELOW_PERCENTAGE,
  PERFORMANCE_BADGES,
  RANKED_EXAMS,
  type CollegeDashboardStats,
  type CollegePerformance,
  type CollegePerformanceQuery,
  type ExamPerformance,
  type PerformanceFigure,
  type StudentNeedingAttention,
} from '@vidya/contract';
import type { AppContext } from '../../../context.ts';
import type { AccessIdentity } from '../../../lib/access-tokens.ts';
import { AppError, fieldRefusal } from '../../../lib/app-error.ts';
import type { Cell, TableExport } from '../../../lib/table-export.ts';
import { createPlansService } from '../../colleges/index.ts';
import { findCollegeIdOfUser } from '../../identity/index.ts';
import * as repository from './performance-repository.ts';
import { atIndianTime } from '../authoring/schedule.ts';

const DAY_MS = 24 * 3600_000;

function toPerformance(row: repository.ExamFigures, now: Date): ExamPerformance {
  return {
    exam: row.examId,
    title: row.title,
    date: row.windowStart.toISOString(),
    is_open: row.windowEnd === null || row.windowEnd > now,
    pass_percentage: row.passPercentage,
    participants: row.participants,
    average_percentage: row.averagePercentage,
    pass_rate: row.passRate,
  };
}

/** Groups the attention rows (two per student, latest first) into students, weakest first. */
function toAttention(rows: repository.AttentionRow[]): StudentNeedingAttention[] {
  const byStudent = new Map<number, StudentNeedingAttention>();
  for (const row of rows) {
    const student = byStudent.get(row.studentId) ?? {
      student: row.studentId,
      full_name: row.fullName,
      email: row.email,
      roll_number: row.rollNumber,
      results: [],
    };
    student.results.push({
      exam: row.examId,
      title: row.title,
      date: row.windowStart.toISOString(),
      percentage: row.percentage,
    });
    byStudent.set(row.studentId, student);
  }
  const mean = (student: StudentNeedingAttention) =>
    student.results.reduce((sum, result) => sum + result.percentage, 0) / student.results.length;
  return [...byStudent.values()].sort(
    (a, b) => mean(a) - mean(b) || a.full_name.localeCompare(b.full_name) || a.student - b.student,
  );
}

/**
 * The exams by average, highest first; the strongest are the upper half's first three, the
 * weakest the lower half's last three (lowest first), so no exam is both.
 */
function rank(exams: ExamPerformance[]) {
  const byAverage = [...exams].sort(
    (a, b) => b.average_percentage - a.average_percentage || a.date.localeCompare(b.date) || a.exam - b.exam,
  );
  const strongest = byAverage.slice(0, Math.min(RANKED_EXAMS, Math.ceil(byAverage.length / 2)));
  const weakest = byAverage
    .slice(strongest.length)
    .reverse()
    .slice(0, Math.min(RANKED_EXAMS, Math.floor(byAverage.length / 2)));
  return { byAverage, strongest, weakest };
}

const examCells = (exam: ExamPerformance): Cell[] => [
  exam.title,
  exam.date.slice(0, 10),
  exam.participants,
  exam.average_percentage,
  exam.pass_rate,
  exam.pass_percentage,
];
const EXAM_HEADER = ['Exam', 'Date', 'Participants', 'Average %', 'Pass rate %', 'Pass mark %'] as const;

/**
 * The college dashboard and CollegePerformance (issue #14): a college's own figures across its
 * own exams (docs/colleges.md "Dashboard and performance"). These are college calls (decision
 * 018): any other caller is refused, and a college only ever reads its own exams and students.
 */
export function createCollegePerformanceService(ctx: AppContext) {
  const { db } = ctx.database;
  const plans = createPlansService(ctx);

  async function collegeOf(caller: AccessIdentity): Promise<number> {
    if (caller.role === 'college' && caller.profileId !== null) return caller.profileId;
    const collegeId = caller.role === 'college' ? await findCollegeIdOfUser(db, caller.userId) : undefined;
    if (collegeId === undefined)
      throw new AppError('colleges_only', 'Only a college can see its performance.');
    return collegeId;
  }

  /** The query's days (India Standard Time, both included) as a range of window starts. */
  function rangeOf(query: CollegePerformanceQuery): repository.Range {
    if (query.from && query.to && query.from > query.to) {
      throw fieldRefusal('date_range_reversed', 'to', 'The end date cannot be before the start date.');
    }
    return {
      from: query.from ? atIndianTime(query.from, '00:00') : null,
      to: query.to ? new Date(atIndianTime(query.to, '00:00').getTime() + DAY_MS) : null,
    };
  }

  async function performance(caller: AccessIdentity, query: CollegePerformanceQuery) {
    const collegeId = await collegeOf(caller);
    const range = rangeOf(query);
    const now = ctx.now();
    const [figures, badges, attention] = await Promise.all([
      repository.examFigures(db, collegeId, now, range),
      repository.badgeCounts(db, collegeId, now, range),
      repository.studentsBelow(db, collegeId, now, range, ATTENTION_BELOW_PERCENTAGE),
    ]);
    const trends = figures.map((row) => toPerformance(row, now));
    return {
      query,
      trends,
      ranked: rank(trends),
      badges: PERFORMANCE_BADGES.map((badge) => ({ badge, count: badges.get(badge) ?? 0 })),
      needsAttention: toAttention(attention),
    };
  }

  async function* once(rows: Cell[][]): AsyncGenerator<Cell[][]> {
    yield rows;
  }

  return {
    /** `GET /colleges/admin/dashboard-stats/`: the dashboard's counts, next and last exam, plan usage. */
    async dashboard(caller: AccessIdentity): Promise<CollegeDashboardStats> {
      const collegeId = await collegeOf(caller);
      const now = ctx.now();
      const [counts, next, figures, plan] = await Promise.all([
        repository.dashboardCounts(db, collegeId, now),
        repository.nextExam(db, collegeId, now),
        repository.examFigures(db, collegeId, now, { from: null, to: null }),
        plans.ofCollege(caller),
      ]);
      const last = figures.at(-1);
      return {
        pending_requests: counts.pendingRequests,
        approved_students: plan.usage.approved_students.used,
        upcoming_exams: counts.upcomingExams,
        next_exam: next && {
          exam: next.examId,
          title: next.title,
          starts_at: next.windowStart.toISOString(),
          ends_at: next.windowEnd?.toISOString() ?? null,
        },
        last_exam: last ? toPerformance(last, now) : null,
        plan: { name: plan.plan.name, usage: plan.usage },
      };
    },

    /** `GET /colleges/admin/performance/`: trends, badges, strongest and weakest exams, attention. */
    async performance(caller: AccessIdentity, query: CollegePerformanceQuery): Promise<CollegePerformance> {
      const figures = await performance(caller, query);
      return {
        from: query.from ?? null,
        to: query.to ?? null,
        trends: figures.trends,
        badges: figures.badges,
        strongest: figures.ranked.strongest,
        weakest: figures.ranked.weakest,
        needs_attention: figures.needsAttention,
      };
    },

    /** One figure of the performance page as a table to export. */
    async exportFigure(
      caller: AccessIdentity,
      figure: PerformanceFigure,
      query: CollegePerformanceQuery,
    ): Promise<TableExport> {
      const figures = await performance(caller, query);
      switch (figure) {
        case 'trends':
          return { name: 'exam-trends', header: EXAM_HEADER, batches: once(figures.trends.map(examCells)) };
        case 'exams':
          return {
            name: 'exams-by-average',
            header: EXAM_HEADER,
            batches: once(figures.ranked.byAverage.map(examCells)),
          };
        case 'badges':
          return {
            name: 'badge-distribution',
            header: ['Badge', 'Results'],
            batches: once(figures.badges.map((row) => [row.badge, row.count])),
          };
        case 'attention':
          return {
            name: 'students-needing-attention',
            header: ['Student', 'Email', 'Roll number', 'Last exam', 'Last %', 'Exam before', 'Before %'],
            batches: once(
              figures.needsAttention.map((student) => [
                student.full_name,
                student.email,
                student.roll_number ?? '',
                student.results[0]?.title ?? '',
                student.results[0]?.percentage ?? '',
                student.results[1]?.title ?? '',
                student.results[1]?.percentage ?? '',
              ]),
            ),
          };
      }
    },
  };
}
