import { z } from 'zod';
import { ExportFormatQuery, PaginationQuery, QueryRecordId, RecordId } from '../common.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { ExamSummary, OPTION_KEYS, QuestionFields, QuestionInput, ResultsRelease } from './exam.ts';
import { ReviewItem } from './results.ts';

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

/** A question with its answer, as its owner (admin or college) sees it. */
export const QuestionView = z
  .object({
    id: z.number().int(),
    question_text: z.string(),
    option_a: z.string(),
    option_b: z.string(),
    option_c: z.string(),
    option_d: z.string(),
    correct_answer: z.enum(OPTION_KEYS),
    marks: z.number().int(),
    explanation: z.string(),
    /** null: a platform question. */
    college: z.number().int().nullable(),
    /** How many exams use it (questions are reusable from the bank). */
    used_in_exams: z.number().int(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Question' });
export type QuestionView = z.infer<typeof QuestionView>;

/** `POST /exams/questions/create/`: a new question added to the end of an exam. */
export const ExamQuestionCreateBody = QuestionInput.extend({ exam: RecordId });
export type ExamQuestionCreateBody = z.input<typeof ExamQuestionCreateBody>;

/** `POST /admin-portal/questions/`: a bank question, optionally added to an exam at once. */
export const BankQuestionCreateBody = QuestionInput.extend({
  exam: RecordId.optional(),
  /** A college's bank; left out for the platform's. */
  college: RecordId.optional(),
});
export type BankQuestionCreateBody = z.input<typeof BankQuestionCreateBody>;

/** Any field may be left out; a left-out explanation stays as it is (no default here). */
export const QuestionUpdateBody = QuestionFields.partial().extend({
  explanation: z.string().trim().max(4000).optional(),
});
export type QuestionUpdateBody = z.input<typeof QuestionUpdateBody>;

export const QuestionBankQuery = PaginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  /** Questions of one exam, in the exam's order. */
  exam: QueryRecordId.optional(),
  scope: z.enum(['all', 'platform', 'college']).default('all'),
  college_id: QueryRecordId.optional(),
});

export const AdminExamListQuery = PaginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  kind: z.enum(['platform', 'college']).optional(),
  college_id: QueryRecordId.optional(),
  is_active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** An exam as its owner sees it in a list. */
export const AdminExamRow = ExamSummary.extend({
  join_code: z.string().nullable(),
  attempts_count: z.number().int(),
  created_at: z.iso.datetime(),
  /** When its college called the exam off before it started (it stays listed, inactive); else null. */
  cancelled_at: z.iso.datetime().nullable(),
}).meta({ id: 'AdminExam' });
export type AdminExamRow = z.infer<typeof AdminExamRow>;

export const AdminExamDetail = AdminExamRow.extend({
  questions: z.array(QuestionView.extend({ position: z.number().int() })),
  /** Whether questions can still be added, removed or re-marked (no one has taken it yet). */
  questions_locked: z.boolean(),
}).meta({ id: 'AdminExamDetail' });
export type AdminExamDetail = z.infer<typeof AdminExamDetail>;

export const ToggleStatusBody = z.strictObject({ is_active: z.boolean() });
export type ToggleStatusBody = z.input<typeof ToggleStatusBody>;

const QuestionIds = z.array(RecordId).min(1, 'Select at least one question.').max(500);
export const QuestionOrderBody = z.strictObject({ question_ids: QuestionIds });
export const AttachQuestionsBody = z.strictObject({ question_ids: QuestionIds });

/** Import columns, in template order. `explanation` may be empty. */
export const QUESTION_IMPORT_COLUMNS = [
  'question_text',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_answer',
  'marks',
  'explanation',
] as const;
export const QUESTION_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const QUESTION_IMPORT_MAX_ROWS = 500;

/** Question files: Vidya's own columns (csv, xlsx) and Moodle's Aiken, GIFT and Moodle XML. */
export const QUESTION_FILE_FORMATS = ['csv', 'xlsx', 'aiken', 'gift', 'moodlexml'] as const;
export const QuestionFileFormat = z.enum(QUESTION_FILE_FORMATS);
export type QuestionFileFormat = z.infer<typeof QuestionFileFormat>;

const QueryFlag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .default(false);

export const ImportQuery = z.object({
  dry_run: QueryFlag,
  /** Read the file as this format; without it the format is told from the content. */
  format: QuestionFileFormat.optional(),
  /** Import the questions that map and leave out the ones Vidya cannot hold. */
  skip_unsupported: QueryFlag,
});

/** What an import found: nothing is imported when any row is invalid. */
export const ImportReport = z
  .object({
    dry_run: z.boolean(),
    total_rows: z.number().int(),
    valid_rows: z.number().int(),
    imported: z.number().int(),
    /** `row` counts from 2: row 1 is the header, as in a spreadsheet. */
    errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
    preview: z.array(
      z.object({
        row: z.number().int(),
        question_text: z.string(),
        // A plain enum, not OptionKey: a reply schema must not preprocess (it cannot be encoded).
        correct_answer: z.enum(OPTION_KEYS),
        marks: z.number().int(),
      }),
    ),
    /** The format the file was read as. */
    format: QuestionFileFormat.optional(),
    /**
     * Items of a Moodle file Vidya cannot hold (numerical, matching, …): `row` is where each
     * starts (a line for Aiken and GIFT, the <question> element's position for Moodle XML).
     */
    unsupported: z
      .array(z.object({ row: z.number().int(), location: z.string(), name: z.string(), reason: z.string() }))
      .optional(),
    /** What was changed on the way in, such as an image left out. */
    warnings: z.array(z.object({ row: z.number().int(), message: z.string() })).optional(),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof ImportReport>;

/** Question files come as csv or xlsx (as every export) or in one of Moodle's formats. */
export const FileFormatQuery = z.object({ format: QuestionFileFormat.default('csv') });

/** A question file straight into the bank: the platform's, or with `college` that college's own. */
export const BankImportQuery = ImportQuery.extend({ college: QueryRecordId.optional() });

/** A selection of bank questions as a file: `ids=3,1,2`, in that order, at most 500. */
export const BankExportQuery = FileFormatQuery.extend({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'ids is a comma-separated list of question ids, such as 3,1,2.')
    .transform((value) => value.split(',').map(Number))
    .pipe(
      z
        .array(z.number().int().min(1, 'Question ids are 1 or more.'))
        .min(1)
        .max(500, 'Export at most 500 questions at a time.')
        .refine((ids) => new Set(ids).size === ids.length, 'List each question once.'),
    ),
});

/** `POST /colleges/admin/bulk-import-questions/`: all or nothing. */
export const BulkImportQuestionsBody = z.strictObject({
  exam_id: RecordId,
  questions: z.array(QuestionInput).min(1, 'Add at least one question.').max(500),
});
export type BulkImportQuestionsBody = z.input<typeof BulkImportQuestionsBody>;

/** One attempt of an exam, as the exam's owner sees it. */
export const AdminAttemptRow = z
  .object({
    attempt: z.number().int(),
    student: z.number().int(),
    student_name: z.string(),
    student_email: z.string(),
    exam: z.number().int(),
    exam_title: z.string(),
    attempt_number: z.number().int(),
    status: z.enum(['in_progress', 'submitted', 'expired']),
    score: z.number().int().nullable(),
    max_score: z.number().int().nullable(),
    percentage: z.number().nullable(),
    passed: z.boolean().nullable(),
    started_at: z.iso.datetime(),
    submitted_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminAttempt' });
export type AdminAttemptRow = z.infer<typeof AdminAttemptRow>;

export const AdminAttemptsQuery = PaginationQuery.extend({
  search: z.string().trim().max(100).optional(),
});

export const AdminAttemptDetail = AdminAttemptRow.extend({
  review: z.array(ReviewItem),
}).meta({ id: 'AdminAttemptDetail' });
export type AdminAttemptDetail = z.infer<typeof AdminAttemptDetail>;

export const GlobalSearchQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters to search.').max(100),
});

export const GlobalSearchResult = z
  .object({
    students: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
    colleges: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
    courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
    exams: z.array(
      z.object({ id: z.number().int(), title: z.string(), kind: z.enum(['platform', 'college']) }),
    ),
  })
  .meta({ id: 'GlobalSearchResult' });
export type GlobalSearchResult = z.infer<typeof GlobalSearchResult>;

/** Added with the exam admin routes: the reply of `POST /colleges/admin/bulk-import-questions/`. */
export const BulkImportResult = z.object({ detail: z.string(), imported: z.number().int() });
export type BulkImportResult = z.infer<typeof BulkImportResult>;

/** `GET /admin-portal/students/{id}/exam_results/?exam=`: one exam's attempts only. */
export const StudentExamResultsQuery = z.object({ exam: QueryRecordId.optional() });

/** `/exams/platform/{id}/questions/{qid}/…` and `/admin-portal/exams/{id}/questions/{qid}/`. */
export const ExamQuestionParams = z.object({
  id: QueryRecordId,
  qid: QueryRecordId,
});

// ---------------------------------------------------------------- marks (MarksWithCollege, MarksWithoutCollege)

/**
 * Whose marks: students linked to a college (`with_college`) or platform students who study
 * without one (`without_college`). docs/exams.md says how the admin's two marks pages read this.
 */
export const MARKS_SCOPES = ['with_college', 'without_college'] as const;
export type MarksScope = (typeof MARKS_SCOPES)[number];

const MarksDate = (field: string) => z.iso.date(`${field} must be a date written YYYY-MM-DD.`).optional();

/**
 * The marks list's filters; the export takes the same ones. Only finished attempts (submitted
 * or out of time) are listed, newest submission first. `submitted_from` and `submitted_to`
 * include their whole day (UTC); `college` needs scope `with_college`.
 */
export const MarksFilterQuery = z.object({
  scope: z.enum(MARKS_SCOPES, "scope must be 'with_college' or 'without_college'."),
  search: z.string().trim().max(100).optional(),
  exam: QueryRecordId.optional(),
  college: QueryRecordId.optional(),
  submitted_from: MarksDate('submitted_from'),
  submitted_to: MarksDate('submitted_to'),
});
export type MarksFilterQuery = z.input<typeof MarksFilterQuery>;
export const MarksQuery = PaginationQuery.extend(MarksFilterQuery.shape);
export type MarksQuery = z.input<typeof MarksQuery>;
export const MarksExportQuery = MarksFilterQuery.extend(ExportFormatQuery.shape);
export type MarksExportQuery = z.input<typeof MarksExportQuery>;

/** A finished attempt with the student's college (null for a platform student). */
export const MarkRow = AdminAttemptRow.extend({
  college: z.number().int().nullable(),
  college_name: z.string().nullable(),
}).meta({ id: 'Mark' });
export type MarkRow = z.infer<typeof MarkRow>;

/** A college's own exams: scheduling, rescheduling and cancelling (issue #14, docs/exams.md). */

/**
 * `POST /colleges/admin/exams/{id}/reschedule/`: the new day and start time (India Standard Time);
 * the end time is kept only if given, otherwise the exam closes when its duration has run out.
 */
export const RescheduleExamBody = z
  .strictObject({
    exam_date: z
      .string({ message: VALIDATION_MESSAGES.scheduleRequired })
      .regex(/^\d{4}-\d{2}-\d{2}$/, VALIDATION_MESSAGES.scheduleRequired),
    start_time: z
      .string({ message: VALIDATION_MESSAGES.scheduleRequired })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30.'),
    end_time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30.')
      .nullable()
      .optional(),
  })
  .refine((body) => !body.end_time || body.end_time > body.start_time, {
    message: 'The end time must be after the start time.',
    path: ['end_time'],
  });
export type RescheduleExamBody = z.input<typeof RescheduleExamBody>;

/** The banks a college picks questions from: its own, or the platform's. */
export const COLLEGE_BANK_SCOPES = ['college', 'platform'] as const;
export type CollegeBankScope = (typeof COLLEGE_BANK_SCOPES)[number];

/** `GET /colleges/admin/questions/`: the college's own bank (or the platform's), newest first. */
export const CollegeQuestionBankQuery = PaginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  scope: z.enum(COLLEGE_BANK_SCOPES).default('college'),
});
