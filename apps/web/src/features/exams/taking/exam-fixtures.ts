/* eslint-disable lingui/no-unlocalized-strings -- test data the fake server answers with (exam titles, question texts: user data), never part of the app */
import type {
  AttemptResult,
  AttemptView,
  ExamCompletionState,
  ExamSummary,
  StudentExamDetail,
} from '@vidya/contract';

/** An open platform exam as the API lists it for a student. */
export function makeExam(overrides: Partial<ExamSummary> = {}): ExamSummary {
  return {
    id: 7,
    kind: 'platform',
    title: 'Quantitative Aptitude Mock Test',
    slug: '7-quantitative-aptitude-mock-test',
    description: 'Percentages, averages, time and work.',
    college: null,
    college_name: null,
    course: null,
    duration_minutes: 20,
    pass_percentage: 50,
    attempts_allowed: 2,
    total_questions: 3,
    total_marks: 5,
    start_time: null,
    end_time: null,
    exam_date: null,
    is_active: true,
    shuffle_questions: false,
    shuffle_options: false,
    results_release: 'immediate',
    results_released_at: null,
    allow_join_by_code: false,
    status: 'open',
    attempts_used: 0,
    ...overrides,
  };
}

export function makeExamDetail(overrides: Partial<StudentExamDetail> = {}): StudentExamDetail {
  return {
    ...makeExam(),
    status: 'open',
    attempts_used: 0,
    attempts_left: 2,
    open_attempt: null,
    last_attempt: null,
    rules: [
      'You have 20 minutes for 3 questions worth 5 marks; you pass with 50 %.',
      'If your connection drops, keep answering: answers are kept on this device and sent when you are back online.',
    ],
    ...overrides,
  };
}

type Question = AttemptView['questions'][number];

const choices = (a: string, b: string, c: string, d: string): Question['options'] => [
  { key: 'a', text: a },
  { key: 'b', text: b },
  { key: 'c', text: c },
  { key: 'd', text: d },
];

/** The mock test's three questions, as a student sees them (new objects each time). */
const mockQuestions = (): [Question, Question, Question] => [
  { id: 101, question_text: 'What is 20% of 150?', options: choices('20', '30', '35', '45'), marks: 2 },
  {
    id: 102,
    question_text: 'A train covers 120 km in 2 hours. Its speed?',
    options: choices('40 km/h', '50 km/h', '60 km/h', '80 km/h'),
    marks: 2,
  },
  { id: 103, question_text: 'The average of 4, 8 and 12?', options: choices('6', '8', '10', '12'), marks: 1 },
];

/** A question's part of its review once the attempt is graded. */
const reviewOf = ({ id, question_text, options, marks }: Question) => ({
  question: id,
  question_text,
  options,
  marks,
});

/** An attempt in progress with three questions, `secondsLeft` before its deadline by the server's clock. */
export function makeAttempt(
  overrides: Partial<AttemptView> = {},
  { secondsLeft = 600 }: { secondsLeft?: number } = {},
): AttemptView {
  const now = Date.now();
  return {
    id: 41,
    exam: 7,
    exam_title: 'Quantitative Aptitude Mock Test',
    status: 'in_progress',
    started_at: new Date(now - 60_000).toISOString(),
    deadline: new Date(now + secondsLeft * 1000).toISOString(),
    server_now: new Date(now).toISOString(),
    questions: mockQuestions(),
    answers: [],
    ...overrides,
  };
}

export function makeResult(overrides: Partial<AttemptResult> = {}): AttemptResult {
  const [first, , third] = mockQuestions();
  return {
    attempt: 41,
    exam: 7,
    exam_title: 'Quantitative Aptitude Mock Test',
    exam_slug: '7-quantitative-aptitude-mock-test',
    badge: 'good',
    certificate_code: null,
    status: 'submitted',
    score: 4,
    max_score: 5,
    percentage: 80,
    passed: true,
    time_taken_seconds: 754,
    submitted_at: '2026-11-20T10:12:34.000Z',
    is_released: true,
    review: [
      {
        ...reviewOf(first),
        your_answer: 'b',
        correct_answer: 'b',
        explanation: '150 × 0.2 = 30.',
        awarded: 2,
      },
      {
        ...reviewOf(third),
        your_answer: 'a',
        correct_answer: 'b',
        explanation: '(4 + 8 + 12) / 3 = 8.',
        awarded: 0,
      },
    ],
    ...overrides,
  };
}

export const NO_COMPLETIONS: ExamCompletionState = {
  completed_exams: [],
  last_completed_exam: null,
  submissions: [],
};
