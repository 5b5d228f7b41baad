import { z } from 'zod';
import { ExportFormat, PaginationQuery, QueryRecordId } from '../common.ts';
import { OPTION_KEYS, PERFORMANCE_BADGES, ResultsRelease } from './exam.ts';

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
