import { z } from 'zod';
import { ExportFormatQuery, PaginationQuery, QueryRecordId, RecordId } from '../common.ts';
import { ExamSummary, OPTION_KEYS, QuestionFields, QuestionInput, ReviewItem } from './exam.ts';

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
