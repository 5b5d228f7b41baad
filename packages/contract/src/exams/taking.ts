import { z } from 'zod';
import { PaginationQuery, RecordId } from '../common.ts';
import { EXAM_STATUSES, ExamSummary, OPTION_KEYS, OptionKey } from './exam.ts';
import { ClientId, EVENTS_PER_BATCH_MAX } from './monitor.ts';

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

/** The spec's whole-attempt submit (`/exams/submit/`, `/exams/platform-submit/`). */
export const WholeSubmitBody = z.strictObject({
  exam: RecordId,
  answers: z.array(z.strictObject({ question: RecordId, answer: OptionKey.nullable() })).max(500),
});
export type WholeSubmitBody = z.input<typeof WholeSubmitBody>;
