import { z } from 'zod';
import { PaginationQuery, RecordId } from '../common.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { ClientId, EVENTS_PER_BATCH_MAX } from './integrity.ts';

export const OPTION_KEYS = ['a', 'b', 'c', 'd'] as const;
export const OptionKey = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(OPTION_KEYS, { message: 'The answer must be one of a, b, c or d.' }),
);
export type OptionKey = (typeof OPTION_KEYS)[number];

export const RESULTS_RELEASE = ['immediate', 'after_window', 'manual'] as const;
export const ResultsRelease = z.enum(RESULTS_RELEASE);

const OptionText = z.string().trim().min(1, 'Every option needs text.').max(1000);
/** Options C and D may be left empty: a question has 2, 3 or 4 options (decision 019). */
const LaterOptionText = z.string().trim().max(1000);

export const OPTION_MESSAGES = {
  gap: 'Fill in option C before option D.',
  answerNotGiven: 'The correct answer must be one of the options given.',
} as const;

/** The rules between a question's options: filled in order, the right answer among them. */
export function optionProblems(question: {
  option_c: string;
  option_d: string;
  correct_answer: OptionKey;
}): { field: 'option_c' | 'correct_answer'; message: string }[] {
  const problems: { field: 'option_c' | 'correct_answer'; message: string }[] = [];
  const c = question.option_c.trim();
  const d = question.option_d.trim();
  if (c === '' && d !== '') problems.push({ field: 'option_c', message: OPTION_MESSAGES.gap });
  if ((question.correct_answer === 'c' && c === '') || (question.correct_answer === 'd' && d === ''))
    problems.push({ field: 'correct_answer', message: OPTION_MESSAGES.answerNotGiven });
  return problems;
}

/** A question's fields, each on its own; `QuestionInput` adds the rules between them. */
export const QuestionFields = z.strictObject({
  question_text: z.string().trim().min(3, 'Write the question.').max(4000),
  option_a: OptionText,
  option_b: OptionText,
  option_c: LaterOptionText,
  option_d: LaterOptionText,
  correct_answer: OptionKey,
  marks: z.number().int('Marks are whole numbers.').min(1, 'A question is worth at least 1 mark.').max(100),
  explanation: z.string().trim().max(4000).default(''),
});

/** An MCQ as its author writes it (spec §3 exam question), with 2, 3 or 4 options. */
export const QuestionInput = QuestionFields.superRefine((question, ctx) => {
  for (const problem of optionProblems(question))
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type QuestionInput = z.input<typeof QuestionInput>;

const ExamTitle = z.string().trim().min(3, 'Enter a title of at least 3 characters.').max(200);
const DurationMinutes = z
  .number({ message: 'Enter the duration in minutes.' })
  .int('The duration is a whole number of minutes.')
  .min(1, 'An exam lasts at least 1 minute.')
  .max(600, 'An exam lasts at most 600 minutes.');

/** Settings every exam has, whoever owns it. */
const examSettings = {
  title: ExamTitle,
  description: z.string().trim().max(5000).default(''),
  duration_minutes: DurationMinutes,
  pass_percentage: z
    .number()
    .int()
    .min(0, 'The pass mark is 0–100 %.')
    .max(100, 'The pass mark is 0–100 %.')
    .default(40),
  attempts_allowed: z
    .number()
    .int()
    .min(1, 'Allow at least 1 attempt.')
    .max(20, 'Allow at most 20 attempts.')
    .default(1),
  shuffle_questions: z.boolean().default(false),
  shuffle_options: z.boolean().default(false),
  /** The integrity log records copy and paste on the test screen, never what (issue #22). */
  record_clipboard: z.boolean().default(false),
  /** Only the first browser to open an attempt may answer it, until the invigilator releases it (#22). */
  one_device_per_attempt: z.boolean().default(false),
  results_release: ResultsRelease.default('immediate'),
  is_active: z.boolean().default(false),
  /** A platform exam may be tied to a course (shown with it). */
  course: RecordId.nullable().optional(),
  questions: z.array(QuestionInput).max(500, 'An exam has at most 500 questions.').default([]),
};

const endAfterStart = <T extends { start_time?: string | undefined; end_time?: string | undefined }>(
  exam: T,
) => !exam.start_time || !exam.end_time || new Date(exam.end_time) > new Date(exam.start_time);
const END_AFTER_START = { message: 'The end time must be after the start time.', path: ['end_time'] };

const IsoDateTime = z.iso.datetime({
  offset: true,
  message: 'Use a date and time like 2026-12-01T10:00:00+05:30.',
});

export const PlatformExamCreateBody = z
  .strictObject({
    ...examSettings,
    /** Empty start/end times are left out of a platform payload (spec §5). */
    start_time: IsoDateTime.optional(),
    end_time: IsoDateTime.optional(),
  })
  .refine(endAfterStart, END_AFTER_START);
export type PlatformExamCreateBody = z.input<typeof PlatformExamCreateBody>;

/** Time zone of the college schedule fields (`exam_date` + `start_time`/`end_time` as HH:MM). */
export const EXAM_TIME_ZONE = 'Asia/Kolkata';
export const EXAM_TIME_ZONE_OFFSET = '+05:30';

const ExamDate = z
  .string({ message: VALIDATION_MESSAGES.scheduleRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, VALIDATION_MESSAGES.scheduleRequired);
const ClockTime = z
  .string({ message: VALIDATION_MESSAGES.scheduleRequired })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30.');

/**
 * A college exam (spec §5): scheduled on `exam_date` from `start_time` (and optionally until
 * `end_time`), both HH:MM in India Standard Time. Admins name the college; a college creates its own.
 */
export const CollegeExamCreateBody = z
  .strictObject({
    ...examSettings,
    college: RecordId.optional(),
    exam_date: ExamDate,
    start_time: ClockTime,
    end_time: ClockTime.optional(),
    /** Lets students outside the college join with the exam's code. */
    allow_join_by_code: z.boolean().default(false),
  })
  .refine((exam) => !exam.end_time || exam.end_time > exam.start_time, END_AFTER_START);
export type CollegeExamCreateBody = z.input<typeof CollegeExamCreateBody>;

/**
 * Editing an exam's settings; questions are edited one by one. Any field may be left out.
 * `start_time`/`end_time` follow the exam's kind: ISO date-times for a platform exam (null removes
 * the bound), HH:MM on `exam_date` for a college exam.
 */
export const ExamUpdateBody = z
  .strictObject({
    title: ExamTitle,
    description: z.string().trim().max(5000),
    duration_minutes: DurationMinutes,
    pass_percentage: z
      .number()
      .int()
      .min(0, 'The pass mark is 0–100 %.')
      .max(100, 'The pass mark is 0–100 %.'),
    attempts_allowed: z
      .number()
      .int()
      .min(1, 'Allow at least 1 attempt.')
      .max(20, 'Allow at most 20 attempts.'),
    shuffle_questions: z.boolean(),
    shuffle_options: z.boolean(),
    record_clipboard: z.boolean(),
    one_device_per_attempt: z.boolean(),
    results_release: ResultsRelease,
    is_active: z.boolean(),
    course: RecordId.nullable(),
    allow_join_by_code: z.boolean(),
    exam_date: ExamDate,
    start_time: z.union([IsoDateTime, ClockTime]).nullable(),
    end_time: z.union([IsoDateTime, ClockTime]).nullable(),
  })
  .partial();
export type ExamUpdateBody = z.input<typeof ExamUpdateBody>;

export const EXAM_STATUSES = ['upcoming', 'open', 'in_progress', 'attempted', 'missed', 'closed'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];

export const ExamSummary = z
  .object({
    id: z.number().int(),
    kind: z.enum(['platform', 'college']),
    title: z.string(),
    /** `{id}-{slug}`: the `{examName}` of the student's exam URLs. */
    slug: z.string(),
    description: z.string(),
    college: z.number().int().nullable(),
    college_name: z.string().nullable(),
    course: z.number().int().nullable(),
    duration_minutes: z.number().int(),
    pass_percentage: z.number().int(),
    attempts_allowed: z.number().int(),
    total_questions: z.number().int(),
    total_marks: z.number().int(),
    /** The window: when it opens and closes (null = no bound). */
    start_time: z.iso.datetime().nullable(),
    end_time: z.iso.datetime().nullable(),
    /** College exams: the scheduled day (India Standard Time). */
    exam_date: z.string().nullable(),
    is_active: z.boolean(),
    shuffle_questions: z.boolean(),
    shuffle_options: z.boolean(),
    /** The integrity log records copy and paste (issue #22); absent from older replies. */
    record_clipboard: z.boolean().optional(),
    /** One device per attempt (issue #22); absent from older replies. */
    one_device_per_attempt: z.boolean().optional(),
    results_release: ResultsRelease,
    results_released_at: z.iso.datetime().nullable(),
    allow_join_by_code: z.boolean(),
    /** For the calling student: what they can do now. */
    status: z.enum(EXAM_STATUSES).optional(),
    attempts_used: z.number().int().optional(),
  })
  .meta({ id: 'ExamSummary' });
export type ExamSummary = z.infer<typeof ExamSummary>;

export const ExamListQuery = PaginationQuery;

/** What a student sees before starting: the exam, their standing and the rules. */
export const StudentExamDetail = ExamSummary.extend({
  status: z.enum(EXAM_STATUSES),
  attempts_used: z.number().int(),
  attempts_left: z.number().int(),
  /** The attempt in progress, to resume. */
  open_attempt: z.number().int().nullable(),
  /** The latest finished attempt, for its result. */
  last_attempt: z.number().int().nullable(),
  rules: z.array(z.string()),
}).meta({ id: 'StudentExamDetail' });
export type StudentExamDetail = z.infer<typeof StudentExamDetail>;

/** Lower-case words joined by hyphens, for readable URLs. */
export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

export const examSlug = (exam: { id: number; title: string }) => `${exam.id}-${slugify(exam.title)}`;

/** Exam names in URLs: `{id}-{slug}`; the id decides, the slug is for people. */
export const ExamRefParams = z.object({
  ref: z
    .string()
    .regex(/^\d+(-[a-z0-9-]*)?$/, 'Exam not found.')
    .transform((value) => Number(value.split('-')[0])),
});

/** Length of the codes the platform gives college exams (typed codes may be 6–16 characters). */
export const JOIN_CODE_LENGTH = 8;
export const JoinByCodeBody = z.strictObject({
  code: z
    .string({ message: 'Enter the exam code.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,16}$/, 'Enter the exam code exactly as you were given it.'),
});
export type JoinByCodeBody = z.input<typeof JoinByCodeBody>;

/** A question as a student sees it while taking the exam: never the correct answer. */
export const AttemptQuestion = z.object({
  id: z.number().int(),
  question_text: z.string(),
  options: z.array(z.object({ key: z.enum(OPTION_KEYS), text: z.string() })),
  marks: z.number().int(),
});
export type AttemptQuestion = z.infer<typeof AttemptQuestion>;

export const SavedAnswer = z.object({
  question: z.number().int(),
  answer: z.enum(OPTION_KEYS).nullable(),
  seq: z.number().int(),
  /** The student's "Mark for review" flag (issue #17), kept with the answer under the same seq. */
  marked_for_review: z.boolean(),
  saved_at: z.iso.datetime(),
});
export type SavedAnswer = z.infer<typeof SavedAnswer>;

export const AttemptView = z
  .object({
    id: z.number().int(),
    exam: z.number().int(),
    exam_title: z.string(),
    status: z.enum(['in_progress', 'submitted', 'expired']),
    started_at: z.iso.datetime(),
    deadline: z.iso.datetime(),
    /** The server's clock when this was sent, so the browser's timer follows the server. */
    server_now: z.iso.datetime(),
    questions: z.array(AttemptQuestion),
    answers: z.array(SavedAnswer),
    /** The test screen records copy and paste (never what) for the integrity log (issue #22). */
    record_clipboard: z.boolean().optional(),
  })
  .meta({ id: 'Attempt' });
export type AttemptView = z.infer<typeof AttemptView>;

export const SaveAnswerBody = z.strictObject({
  question: RecordId,
  /** null clears the answer. */
  answer: OptionKey.nullable(),
  /** Increases with every change the browser makes; an older save never overwrites a newer one. */
  seq: z.number().int().min(1).max(1_000_000_000),
  /**
   * "Mark for review" (issue #17): the question's whole state travels together, so the flag obeys
   * the same seq as the answer (a flag with no answer is `answer: null`). Left out, the stored flag
   * stays as it is.
   */
  marked_for_review: z.boolean().optional(),
  /** The browser's id for this attempt (issue #22): devices are told apart by it. */
  client_id: ClientId.optional(),
  /**
   * Integrity events travelling with the save (`ClientEvent`s, in order). Checked after the answer
   * is stored, so a refused batch (400) never loses the answer that came with it.
   */
  events: z.array(z.unknown()).max(EVENTS_PER_BATCH_MAX, 'Too many events at once.').optional(),
});
export type SaveAnswerBody = z.input<typeof SaveAnswerBody>;

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

/** The spec's whole-attempt submit (`/exams/submit/`, `/exams/platform-submit/`). */
export const WholeSubmitBody = z.strictObject({
  exam: RecordId,
  answers: z.array(z.strictObject({ question: RecordId, answer: OptionKey.nullable() })).max(500),
});
export type WholeSubmitBody = z.input<typeof WholeSubmitBody>;

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
