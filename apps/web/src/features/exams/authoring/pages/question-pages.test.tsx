import type { AdminAttemptDetail, AdminAttemptRow, QuestionView } from '@vidya/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paginate } from '../../../../test/course-fixtures';
import { stubApi } from '../../../../test/fake-server';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { makeExamDetail } from '../test-fixtures';

const admin = signedInAs('admin');

const makeQuestion = (id: number, text: string, overrides: Partial<QuestionView> = {}): QuestionView => ({
  id,
  question_text: text,
  option_a: 'One',
  option_b: 'Two',
  option_c: 'Three',
  option_d: 'Four',
  correct_answer: 'b',
  marks: 1,
  explanation: '',
  college: null,
  used_in_exams: 1,
  created_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

describe("an exam's questions", () => {
  it('moves a question down by sending the new order', async () => {
    const exam = makeExamDetail({
      questions: [
        { ...makeQuestion(31, 'First question'), position: 1 },
        { ...makeQuestion(32, 'Second question'), position: 2 },
        { ...makeQuestion(33, 'Third question'), position: 3 },
      ],
    });
    const { callsTo } = stubApi({
      'GET /api/admin-portal/exams/7/': () => ({ body: exam }),
      'PUT /api/admin-portal/exams/7/questions/order/': () => ({ body: exam }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/ExamQuestions/7', session: admin });
    expect(await screen.findByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    await waitFor(() => expect(callsTo('PUT /api/admin-portal/exams/7/questions/order/')).toHaveLength(1));
    expect(await callsTo('PUT /api/admin-portal/exams/7/questions/order/')[0]!.json()).toEqual({
      question_ids: [32, 31, 33],
    });
  });
});

describe('the question bank', () => {
  it('filters by bank in the URL and deletes a question after asking', async () => {
    const { callsTo } = stubApi({
      'GET /api/admin-portal/questions/': () => ({
        body: paginate([makeQuestion(41, 'What is 7 × 8?', { used_in_exams: 2 })], { pageSize: 25 }),
      }),
      'DELETE /api/admin-portal/questions/41/': () => ({ status: 204 }),
    });
    const { user, router } = renderApp({ path: '/AdminDashboard/QuestionBank', session: admin });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'college');
    await waitFor(() => expect(router.state.location.search).toBe('?scope=college'));
    await waitFor(() =>
      expect(new URL(callsTo('GET /api/admin-portal/questions/').at(-1)!.url).searchParams.get('scope')).toBe(
        'college',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Delete: What is 7 × 8?' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this question?' });
    expect(dialog).toHaveTextContent('removed from the 2 exams that use it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The question was deleted.')).toBeInTheDocument();
    expect(callsTo('DELETE /api/admin-portal/questions/41/')).toHaveLength(1);
  });
});

describe('exporting a bank selection', () => {
  it('exports the chosen questions in a Moodle format and clears the selection', async () => {
    const { callsTo } = stubApi({
      'GET /api/admin-portal/questions/': () => ({
        body: paginate(
          [
            makeQuestion(41, 'What is 7 × 8?'),
            makeQuestion(42, 'What is 9 × 9?'),
            makeQuestion(43, 'What is 2 + 2?'),
          ],
          { pageSize: 25 },
        ),
      }),
      'GET /api/admin-portal/questions/export/': () => ({
        body: '// question: 1\n',
        headers: { 'Content-Type': 'text/plain' },
      }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/QuestionBank', session: admin });
    await user.click(await screen.findByRole('checkbox', { name: 'Select: What is 9 × 9?' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select: What is 7 × 8?' }));
    await user.click(screen.getByRole('button', { name: 'Export GIFT' }));
    await waitFor(() => expect(callsTo('GET /api/admin-portal/questions/export/')).toHaveLength(1));
    const url = new URL(callsTo('GET /api/admin-portal/questions/export/')[0]!.url);
    expect(url.searchParams.get('format')).toBe('gift');
    expect(url.searchParams.get('ids')?.split(',').sort()).toEqual(['41', '42']);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select: What is 9 × 9?' })).not.toBeChecked(),
    );
  });
});

describe('importing a file straight into the bank', () => {
  it('checks a Moodle file and imports its questions into the platform bank, in no exam', async () => {
    const report = {
      dry_run: true,
      total_rows: 2,
      valid_rows: 2,
      imported: 0,
      errors: [],
      preview: [
        { row: 1, question_text: 'What is 7 × 6?', correct_answer: 'a' as const, marks: 1 },
        { row: 6, question_text: 'Which is prime?', correct_answer: 'c' as const, marks: 1 },
      ],
      format: 'aiken' as const,
      unsupported: [],
      warnings: [],
    };
    const { callsTo } = stubApi({
      'GET /api/admin-portal/questions/': () => ({ body: paginate([], { pageSize: 25 }) }),
      'POST /api/admin-portal/questions/import/': (request) =>
        new URL(request.url).searchParams.get('dry_run') === 'true'
          ? { body: report }
          : { status: 201, body: { ...report, dry_run: false, imported: 2 } },
    });
    const { user } = renderApp({ path: '/AdminDashboard/QuestionBank', session: admin });
    expect(await screen.findByText(/The questions go to the platform bank, in no exam/)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Questions file'),
      new File(['What is 7 × 6?\nA) 42\nB) 36\nANSWER: A\n'], 'bank.txt', { type: 'text/plain' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Read as Aiken.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 questions' }));
    expect(await screen.findByText('2 questions were imported.')).toBeInTheDocument();
    const calls = callsTo('POST /api/admin-portal/questions/import/');
    expect(calls.map((call) => new URL(call.url).searchParams.get('dry_run'))).toEqual(['true', 'false']);
  });
});

const ATTEMPT: AdminAttemptRow = {
  attempt: 501,
  student: 11,
  student_name: 'Asha Verma',
  student_email: 'student@example.com',
  exam: 7,
  exam_title: 'Aptitude Mock Test',
  attempt_number: 1,
  status: 'submitted',
  score: 1,
  max_score: 2,
  percentage: 50,
  passed: true,
  started_at: '2026-11-02T09:00:00.000Z',
  submitted_at: '2026-11-02T09:20:00.000Z',
};

describe("a student's exams", () => {
  it('lists the attempts with score, percentage and outcome', async () => {
    const { callsTo } = stubApi({
      'GET /api/admin-portal/students/11/exam_results/': () => ({ body: [ATTEMPT] }),
    });
    renderApp({ path: '/AdminDashboard/StudentExamList/11-asha-verma', session: admin });
    const row = await screen.findByRole('row', { name: /Aptitude Mock Test/ });
    expect(row).toHaveTextContent('1 / 2');
    expect(row).toHaveTextContent('50%');
    expect(within(row).getByText('Passed')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Aptitude Mock Test' })).toHaveAttribute(
      'href',
      '/AdminDashboard/StudentExamDetail/11-asha-verma/7-aptitude-mock-test?attempt=501',
    );
    expect(callsTo('GET /api/admin-portal/students/11/exam_results/')).toHaveLength(1);
  });

  it("shows the student's answers against the correct ones", async () => {
    const detail: AdminAttemptDetail = {
      ...ATTEMPT,
      review: [
        {
          question: 31,
          question_text: 'What is 2 + 2?',
          options: [
            { key: 'a', text: '3' },
            { key: 'b', text: '4' },
            { key: 'c', text: '5' },
            { key: 'd', text: '22' },
          ],
          your_answer: 'c',
          correct_answer: 'b',
          explanation: 'Two and two make four.',
          marks: 1,
          awarded: 0,
        },
      ],
    };
    const { callsTo } = stubApi({
      'GET /api/admin-portal/students/11/exam_results/': () => ({ body: [ATTEMPT] }),
      'GET /api/admin-portal/attempts/501/': () => ({ body: detail }),
    });
    renderApp({
      path: '/AdminDashboard/StudentExamDetail/11-asha-verma/7-aptitude-mock-test',
      session: admin,
    });
    expect(await screen.findByText('B. 4 (correct answer)')).toBeInTheDocument();
    expect(screen.getByText('C. 5 (student’s answer)')).toBeInTheDocument();
    expect(screen.getByText(/Wrong · 0 of 1 mark/)).toBeInTheDocument();
    expect(
      new URL(callsTo('GET /api/admin-portal/students/11/exam_results/')[0]!.url).searchParams.get('exam'),
    ).toBe('7');
  });
});
