import { z } from 'zod';
import { ExportFormat, PaginationQuery, QueryRecordId } from '../common.ts';
import { PlanUsage } from '../plans.ts';
import { OPTION_KEYS, ResultsRelease } from './exam.ts';

/**
 * Performance badges (docs/exams.md): a percentage of 90 or more is excellent, 75 good, 60
 * average, 40 poor, anything lower weak. The one place the bands are defined.
 */
export const PERFORMANCE_BADGES = ['excellent', 'good', 'average', 'poor', 'weak'] as const;
export type PerformanceBadge = (typeof PERFORMANCE_BADGES)[number];
export const BADGE_LOWER_BOUNDS: Record<PerformanceBadge, number> = {
  excellent: 90,
  good: 75,
  average: 60,
  poor: 40,
  weak: 0,
};
export function badgeFor(percentage: number): PerformanceBadge {
  return PERFORMANCE_BADGES.find((badge) => percentage >= BADGE_LOWER_BOUNDS[badge]) ?? 'weak';
}

/** One question of a finished attempt, with the answer given and the right one. */
export const ReviewItem = z.object({
  question: z.number().int(),
  question_text: z.string(),
  options: z.array(z.object({ key: z.enum(OPTION_KEYS), text: z.string() })),
  your_answer: z.enum(OPTION_KEYS).nullable(),
  correct_answer: z.enum(OPTION_KEYS),
  explanation: z.string(),
  marks: z.number().int(),
  awarded: z.number().int(),
});

export const AttemptResult = z
  .object({
    attempt: z.number().int(),
    exam: z.number().int(),
    exam_title: z.string(),
    exam_slug: z.string(),
    badge: z.enum(PERFORMANCE_BADGES),
    /** The exam certificate earned by passing, if any. */
    certificate_code: z.string().nullable(),
    status: z.enum(['submitted', 'expired']),
    score: z.number().int(),
    max_score: z.number().int(),
    percentage: z.number(),
    passed: z.boolean(),
    time_taken_seconds: z.number().int(),
    submitted_at: z.iso.datetime(),
    is_released: z.boolean(),
    /** Present once results are released. */
    review: z.array(ReviewItem).nullable(),
  })
  .meta({ id: 'AttemptResult' });
export type AttemptResult = z.infer<typeof AttemptResult>;

/** One finished attempt in the student's results list (10 a page). */
export const ResultSummary = z
  .object({
    attempt: z.number().int(),
    exam: z.number().int(),
    exam_title: z.string(),
    exam_slug: z.string(),
    kind: z.enum(['platform', 'college']),
    status: z.enum(['submitted', 'expired']),
    score: z.number().int(),
    max_score: z.number().int(),
    percentage: z.number(),
    passed: z.boolean(),
    badge: z.enum(PERFORMANCE_BADGES),
    time_taken_seconds: z.number().int(),
    submitted_at: z.iso.datetime(),
    is_released: z.boolean(),
  })
  .meta({ id: 'ResultSummary' });
export type ResultSummary = z.infer<typeof ResultSummary>;

/** The spec's exam-completion state (§3), as the server knows it. */
export const ExamCompletionState = z.object({
  completed_exams: z.array(z.number().int()),
  last_completed_exam: z
    .object({ exam_id: z.number().int(), score: z.number().int(), completed_at: z.iso.datetime() })
    .nullable(),
  submissions: z.array(ResultSummary),
});
export type ExamCompletionState = z.infer<typeof ExamCompletionState>;

export const StudentPerformance = z
  .object({
    total_attempts: z.number().int(),
    exams_taken: z.number().int(),
    passed: z.number().int(),
    average_percentage: z.number(),
    best_percentage: z.number(),
    badge: z.enum(PERFORMANCE_BADGES).nullable(),
    /** Oldest first, for a chart. */
    timeline: z.array(
      z.object({
        attempt: z.number().int(),
        exam_title: z.string(),
        submitted_at: z.iso.datetime(),
        percentage: z.number(),
      }),
    ),
    per_exam: z.array(
      z.object({
        exam: z.number().int(),
        exam_title: z.string(),
        exam_slug: z.string(),
        attempts: z.number().int(),
        best_percentage: z.number(),
        last_percentage: z.number(),
        passed: z.boolean(),
        badge: z.enum(PERFORMANCE_BADGES),
      }),
    ),
  })
  .meta({ id: 'StudentPerformance' });
export type StudentPerformance = z.infer<typeof StudentPerformance>;

/** Exam counts for the admin dashboard (spec §3) or, scoped to it, a college. */
export const ExamStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  course_based: z.number().int(),
  college_based: z.number().int(),
  /** Share of exams with at least one attempt in the last 30 days, 0–100. */
  activity_rate: z.number(),
});
export type ExamStats = z.infer<typeof ExamStats>;

/**
 * What an exam's owner sees once students sit it (issue #14, docs/exams.md "Results for a
 * college"): the college's exam history, an exam's results roster, one attempt's review and the
 * item analysis. A college reaches only its own exams; an admin any college exam.
 */

/** ExamHistory: the college's exams that have started, ended or were cancelled, newest first. */
export const CollegeExamHistoryQuery = PaginationQuery.extend({
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
  /** Admins only: one college's exams (a college always sees its own). */
  college: QueryRecordId.optional(),
});
export type CollegeExamHistoryQuery = z.input<typeof CollegeExamHistoryQuery>;

export const HISTORY_STATES = ['running', 'ended', 'cancelled'] as const;
export type HistoryState = (typeof HISTORY_STATES)[number];

export const CollegeExamHistoryRow = z
  .object({
    id: z.number().int(),
    title: z.string(),
    college: z.number().int().nullable(),
    start_time: z.iso.datetime().nullable(),
    end_time: z.iso.datetime().nullable(),
    state: z.enum(HISTORY_STATES),
    cancelled_at: z.iso.datetime().nullable(),
    /** Students with a finished attempt. */
    participants: z.number().int(),
    /** Mean of each participant's best percentage, two decimals; null before the first. */
    average_percentage: z.number().nullable(),
    /** Share of participants whose best attempt passed, as a percentage with two decimals. */
    pass_rate: z.number().nullable(),
    pass_percentage: z.number().int(),
    results_release: ResultsRelease,
    results_released_at: z.iso.datetime().nullable(),
    /** Students can see their reviews now (released by hand, or the window closed for after_window). */
    results_released: z.boolean(),
  })
  .meta({ id: 'CollegeExamHistoryRow' });
export type CollegeExamHistoryRow = z.infer<typeof CollegeExamHistoryRow>;

/** Where one student stands in one exam. `missed`: the window closed without an attempt. */
export const ROSTER_STATUSES = ['not_started', 'in_progress', 'submitted', 'missed'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

/** How the roster can be sorted: a field, `-` in front for descending; `-score` unless asked. */
export const ROSTER_ORDERINGS = [
  '-score',
  'score',
  'full_name',
  '-full_name',
  'time_taken',
  '-time_taken',
] as const;
export type RosterOrdering = (typeof ROSTER_ORDERINGS)[number];

export const ExamRosterFilterQuery = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
  ordering: z.enum(ROSTER_ORDERINGS, 'ordering must be one of the roster orderings.').optional(),
});
export const ExamRosterQuery = PaginationQuery.extend(ExamRosterFilterQuery.shape);
export type ExamRosterQuery = z.input<typeof ExamRosterQuery>;
export const ExamRosterExportQuery = ExamRosterFilterQuery.extend({ format: ExportFormat.default('csv') });

/** One student who can take the exam, with their best finished attempt (docs/exams.md). */
export const ExamRosterRow = z
  .object({
    student: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    roll_number: z.string().nullable(),
    /** They take it through its join code rather than as the college's approved student. */
    joined_by_code: z.boolean(),
    status: z.enum(ROSTER_STATUSES),
    /** The attempt the figures come from (the best finished one), for its review. */
    attempt: z.number().int().nullable(),
    attempts_used: z.number().int(),
    score: z.number().int().nullable(),
    max_score: z.number().int().nullable(),
    percentage: z.number().nullable(),
    passed: z.boolean().nullable(),
    badge: z.enum(PERFORMANCE_BADGES).nullable(),
    /** Seconds from start to submission (or to the deadline when time ran out). */
    time_taken_seconds: z.number().int().nullable(),
    submitted_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ExamRosterRow' });
export type ExamRosterRow = z.infer<typeof ExamRosterRow>;

export const AttemptParams = z.object({ id: QueryRecordId, attemptId: QueryRecordId });

/** Item analysis needs this many finished attempts before its figures mean anything. */
export const ITEM_ANALYSIS_MIN_ATTEMPTS = 10;

export const ITEM_FLAGS = ['negative_discrimination', 'too_easy', 'too_hard'] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

export const ItemAnalysisItem = z.object({
  question: z.number().int(),
  position: z.number().int(),
  question_text: z.string(),
  correct_answer: z.enum(OPTION_KEYS),
  /** Share of the analysed attempts that answered correctly, 0 to 1. */
  facility: z.number(),
  /** p_upper − p_lower over the top and bottom 27 % of total scores, −1 to 1. */
  discrimination: z.number(),
  upper_correct: z.number().int(),
  lower_correct: z.number().int(),
  /** How many picked each option the question has, and how many left it unanswered. */
  option_counts: z.object({
    a: z.number().int(),
    b: z.number().int(),
    c: z.number().int(),
    d: z.number().int(),
    unanswered: z.number().int(),
  }),
  options: z.array(z.enum(OPTION_KEYS)),
  flags: z.array(z.enum(ITEM_FLAGS)),
});
export type ItemAnalysisItem = z.infer<typeof ItemAnalysisItem>;

/** Before ITEM_ANALYSIS_MIN_ATTEMPTS finished attempts: `available: false`, no items. */
export const ItemAnalysis = z
  .object({
    available: z.boolean(),
    /** Attempts analysed: each student's best finished attempt. */
    finished_attempts: z.number().int(),
    required_attempts: z.number().int(),
    /** n = max(1, round(0.27 · N)): the size of the upper and of the lower group. */
    group_size: z.number().int(),
    items: z.array(ItemAnalysisItem),
  })
  .meta({ id: 'ItemAnalysis' });
export type ItemAnalysis = z.infer<typeof ItemAnalysis>;

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
