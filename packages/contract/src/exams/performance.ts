import { z } from 'zod';
import { ExportFormat } from '../common.ts';
import { PERFORMANCE_BADGES } from './exam.ts';
import { PlanUsage } from '../plans.ts';

/**
 * A college's dashboard figures and performance across its exams (issue #14, docs/colleges.md
 * "Dashboard and performance"). A held exam is a college exam, not cancelled, whose window has
 * opened and that has at least one finished attempt. Each student counts once per exam, with
 * their best finished attempt (the highest percentage).
 */

/** One held exam's figures. Percentages run 0–100 with two decimals. */
export const ExamPerformance = z
  .object({
    exam: z.number().int(),
    title: z.string(),
    /** When the exam's window opened. */
    date: z.iso.datetime(),
    /** True while the window is still open: the figures may still change. */
    is_open: z.boolean(),
    pass_percentage: z.number().int(),
    /** Students with a finished attempt. */
    participants: z.number().int(),
    average_percentage: z.number(),
    /** The share of participants who passed, 0–100. */
    pass_rate: z.number(),
  })
  .meta({ id: 'ExamPerformance' });
export type ExamPerformance = z.infer<typeof ExamPerformance>;

/** `GET /colleges/admin/dashboard-stats/`: the college dashboard's figures. */
export const CollegeDashboardStats = z
  .object({
    pending_requests: z.number().int(),
    approved_students: z.number().int(),
    /** Active exams, not cancelled, whose window opens later. */
    upcoming_exams: z.number().int(),
    next_exam: z
      .object({
        exam: z.number().int(),
        title: z.string(),
        starts_at: z.iso.datetime(),
        ends_at: z.iso.datetime().nullable(),
      })
      .nullable(),
    /** The held exam that opened last; null before the first. */
    last_exam: ExamPerformance.nullable(),
    plan: z.object({ name: z.string(), usage: PlanUsage }),
  })
  .meta({ id: 'CollegeDashboardStats' });
export type CollegeDashboardStats = z.infer<typeof CollegeDashboardStats>;

const PerformanceDate = (field: string) =>
  z.iso.date(`${field} must be a date written YYYY-MM-DD.`).optional();

/** The optional range of exam dates (India Standard Time, both days included). */
export const CollegePerformanceQuery = z.object({
  from: PerformanceDate('from'),
  to: PerformanceDate('to'),
});
export type CollegePerformanceQuery = z.input<typeof CollegePerformanceQuery>;

export const PERFORMANCE_FIGURES = ['trends', 'badges', 'exams', 'attention'] as const;
export type PerformanceFigure = (typeof PERFORMANCE_FIGURES)[number];

export const CollegePerformanceExportQuery = CollegePerformanceQuery.extend({
  figure: z.enum(PERFORMANCE_FIGURES, "figure must be 'trends', 'badges', 'exams' or 'attention'."),
  format: ExportFormat.default('csv'),
});
export type CollegePerformanceExportQuery = z.input<typeof CollegePerformanceExportQuery>;

export const BadgeCount = z.object({ badge: z.enum(PERFORMANCE_BADGES), count: z.number().int() });
export type BadgeCount = z.infer<typeof BadgeCount>;

/** One result of a student needing attention. */
export const AttentionResult = z.object({
  exam: z.number().int(),
  title: z.string(),
  date: z.iso.datetime(),
  percentage: z.number(),
});

/** An approved student below the attention line in each of their last two held exams here. */
export const StudentNeedingAttention = z.object({
  student: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  roll_number: z.string().nullable(),
  /** Their last two results, latest first. */
  results: z.array(AttentionResult),
});
export type StudentNeedingAttention = z.infer<typeof StudentNeedingAttention>;

/** Below this percentage in each of the last two exams, a student needs attention. */
export const ATTENTION_BELOW_PERCENTAGE = 40;
/** How many exams the strongest and the weakest lists name. */
export const RANKED_EXAMS = 3;

/** `GET /colleges/admin/performance/`. */
export const CollegePerformance = z
  .object({
    from: z.iso.date().nullable(),
    to: z.iso.date().nullable(),
    /** Held exams, oldest first. */
    trends: z.array(ExamPerformance),
    /** Every badge, excellent first, with how many best results earned it. */
    badges: z.array(BadgeCount),
    /** Up to three exams by highest average, from the upper half. */
    strongest: z.array(ExamPerformance),
    /** Up to three exams by lowest average (lowest first), from the lower half: never among the strongest. */
    weakest: z.array(ExamPerformance),
    /** Weakest first (lowest mean of the two results). */
    needs_attention: z.array(StudentNeedingAttention),
  })
  .meta({ id: 'CollegePerformance' });
export type CollegePerformance = z.infer<typeof CollegePerformance>;
