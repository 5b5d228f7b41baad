import { z } from 'zod';

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

/** Time zone of the college schedule fields (`exam_date` + `start_time`/`end_time` as HH:MM). */
export const EXAM_TIME_ZONE = 'Asia/Kolkata';
export const EXAM_TIME_ZONE_OFFSET = '+05:30';

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
