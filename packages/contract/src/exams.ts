import { z } from 'zod';
import { PaginationQuery } from './common.ts';

export const OPTION_KEYS = ['a', 'b', 'c', 'd'] as const;
export const OptionKey = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(OPTION_KEYS, { message: 'The answer must be one of a, b, c or d.' }),
);
export type OptionKey = (typeof OPTION_KEYS)[number];

export const RESULTS_RELEASE = ['immediate', 'after_window', 'manual'] as const;
export const ResultsRelease = z.enum(RESULTS_RELEASE);

const OptionText = z.string().trim().min(1, 'Every option needs text.').max(1000);

/** An MCQ as its author writes it (spec §3 exam question). */
export const QuestionInput = z.strictObject({
  question_text: z.string().trim().min(3, 'Write the question.').max(4000),
  option_a: OptionText,
  option_b: OptionText,
  option_c: OptionText,
  option_d: OptionText,
  correct_answer: OptionKey,
  marks: z.number().int('Marks are whole numbers.').min(1, 'A question is worth at least 1 mark.').max(100),
  explanation: z.string().trim().max(4000).default(''),
});
export type QuestionInput = z.input<typeof QuestionInput>;

export const PlatformExamCreateBody = z
  .strictObject({
    title: z.string().trim().min(3, 'Enter a title of at least 3 characters.').max(200),
    description: z.string().trim().max(5000).default(''),
    duration_minutes: z
      .number()
      .int()
      .min(1, 'An exam lasts at least 1 minute.')
      .max(600, 'An exam lasts at most 600 minutes.'),
    pass_percentage: z.number().int().min(0).max(100).default(40),
    attempts_allowed: z.number().int().min(1).max(20).default(1),
    shuffle_questions: z.boolean().default(false),
    shuffle_options: z.boolean().default(false),
    results_release: ResultsRelease.default('immediate'),
    is_active: z.boolean().default(false),
    /** Empty start/end times are left out of a platform payload (spec §5). */
    start_time: z.iso.datetime({ offset: true }).optional(),
    end_time: z.iso.datetime({ offset: true }).optional(),
    questions: z.array(QuestionInput).max(500).default([]),
  })
  .refine(
    (exam) => !exam.start_time || !exam.end_time || new Date(exam.end_time) > new Date(exam.start_time),
    {
      message: 'The end time must be after the start time.',
      path: ['end_time'],
    },
  );
export type PlatformExamCreateBody = z.input<typeof PlatformExamCreateBody>;

export const ExamSummary = z
  .object({
    id: z.number().int(),
    kind: z.enum(['platform', 'college']),
    title: z.string(),
    description: z.string(),
    duration_minutes: z.number().int(),
    pass_percentage: z.number().int(),
    attempts_allowed: z.number().int(),
    total_questions: z.number().int(),
    total_marks: z.number().int(),
    start_time: z.iso.datetime().nullable(),
    end_time: z.iso.datetime().nullable(),
    is_active: z.boolean(),
    results_release: ResultsRelease,
    /** For the calling student: what they can do now. */
    status: z.enum(['upcoming', 'open', 'attempted', 'missed', 'closed']).optional(),
    attempts_used: z.number().int().optional(),
  })
  .meta({ id: 'ExamSummary' });
export type ExamSummary = z.infer<typeof ExamSummary>;

export const ExamListQuery = PaginationQuery;

/** A question as a student sees it while taking the exam: never the correct answer. */
export const AttemptQuestion = z.object({
  id: z.number().int(),
  question_text: z.string(),
  options: z.array(z.object({ key: z.enum(OPTION_KEYS), text: z.string() })),
  marks: z.number().int(),
});

export const SavedAnswer = z.object({
  question: z.number().int(),
  answer: z.enum(OPTION_KEYS).nullable(),
  seq: z.number().int(),
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
  })
  .meta({ id: 'Attempt' });
export type AttemptView = z.infer<typeof AttemptView>;

export const SaveAnswerBody = z.strictObject({
  question: z.number().int().positive(),
  /** null clears the answer. */
  answer: OptionKey.nullable(),
  /** Increases with every change the browser makes; an older save never overwrites a newer one. */
  seq: z.number().int().min(1).max(1_000_000_000),
});
export type SaveAnswerBody = z.input<typeof SaveAnswerBody>;

export const AttemptResult = z
  .object({
    attempt: z.number().int(),
    exam: z.number().int(),
    exam_title: z.string(),
    status: z.enum(['submitted', 'expired']),
    score: z.number().int(),
    max_score: z.number().int(),
    percentage: z.number(),
    passed: z.boolean(),
    time_taken_seconds: z.number().int(),
    submitted_at: z.iso.datetime(),
    is_released: z.boolean(),
    /** Present once results are released. */
    review: z
      .array(
        z.object({
          question: z.number().int(),
          question_text: z.string(),
          options: z.array(z.object({ key: z.enum(OPTION_KEYS), text: z.string() })),
          your_answer: z.enum(OPTION_KEYS).nullable(),
          correct_answer: z.enum(OPTION_KEYS),
          explanation: z.string(),
          marks: z.number().int(),
          awarded: z.number().int(),
        }),
      )
      .nullable(),
  })
  .meta({ id: 'AttemptResult' });
export type AttemptResult = z.infer<typeof AttemptResult>;
