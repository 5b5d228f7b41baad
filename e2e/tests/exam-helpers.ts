import type { APIRequestContext } from '@playwright/test';
import type { ExamSummary, PlatformExamCreateBody, QuestionInput } from '@vidya/contract';
import { DEMO, DEMO_PASSWORD, expect } from './fixtures';

/** A question whose right answer is `correct`; the options are the numbers 1–4 as words. */
export function makeQuestion(text: string, correct: QuestionInput['correct_answer']): QuestionInput {
  return {
    question_text: text,
    option_a: 'One',
    option_b: 'Two',
    option_c: 'Three',
    option_d: 'Four',
    correct_answer: correct,
    marks: 1,
    explanation: `The answer is ${String(correct).toUpperCase()}.`,
  };
}

/**
 * A live platform exam made through the API as the demo admin, so a journey depends on no seeded
 * exam. Titles are made unique per call so parallel runs never meet.
 */
export async function createPlatformExam(
  request: APIRequestContext,
  exam: Omit<PlatformExamCreateBody, 'is_active'>,
): Promise<ExamSummary> {
  const login = await request.post('/api/auth/admin/login/', {
    data: { email: DEMO.admin.email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  const created = await request.post('/api/exams/platform/', {
    headers: { Authorization: `Bearer ${access}` },
    data: { ...exam, is_active: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as ExamSummary;
}

export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36).toUpperCase()}`;
