import type { QuestionView } from '@vidya/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paginate } from '../../../../test/course-fixtures';
import { stubApi } from '../../../../test/fake-server';
import { renderApp, signedInAs } from '../../../../test/render-app';

const college = signedInAs('college');
const BANK = 'GET /api/colleges/admin/questions/';
const IMPORT = 'POST /api/colleges/admin/questions/import/';
const EXPORT = 'GET /api/colleges/admin/questions/export/';

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
  college: 3,
  used_in_exams: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

describe("the college's question bank", () => {
  it('lists its own bank, exports the chosen questions and shows why the API refuses to delete one', async () => {
    const { callsTo } = stubApi({
      [BANK]: () => ({ body: paginate([makeQuestion(41, 'What is 7 × 8?')], { pageSize: 25 }) }),
      [EXPORT]: () => ({ body: 'What is 7 × 8?\n', headers: { 'Content-Type': 'text/plain' } }),
      'DELETE /api/colleges/admin/questions/41/': () => ({
        status: 409,
        body: { detail: 'This question is in an exam that students have taken, so it cannot be deleted.' },
      }),
    });
    const { user } = renderApp({ path: '/CollegeDashboard/QuestionBank', session: college });
    expect(await screen.findByRole('heading', { level: 1, name: 'Question Bank' })).toBeInTheDocument();
    await screen.findByText('What is 7 × 8?');
    expect(new URL(callsTo(BANK).at(-1)!.url).searchParams.get('scope')).toBe('college');
    expect(screen.queryByRole('combobox', { name: 'Bank' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select: What is 7 × 8?' }));
    await user.click(screen.getByRole('button', { name: 'Export Aiken' }));
    await waitFor(() => expect(callsTo(EXPORT)).toHaveLength(1));
    const url = new URL(callsTo(EXPORT)[0]!.url);
    expect([url.searchParams.get('format'), url.searchParams.get('ids')]).toEqual(['aiken', '41']);

    await user.click(screen.getByRole('button', { name: 'Delete: What is 7 × 8?' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(/students have taken, so it cannot be deleted/),
    ).toBeInTheDocument();
    expect(callsTo('DELETE /api/colleges/admin/questions/41/')).toHaveLength(1);
  });

  it("checks a file and imports its questions into the college's bank, in no exam", async () => {
    const report = {
      dry_run: true,
      total_rows: 1,
      valid_rows: 1,
      imported: 0,
      errors: [],
      preview: [{ row: 1, question_text: 'What is 7 × 6?', correct_answer: 'a' as const, marks: 1 }],
      format: 'aiken' as const,
      unsupported: [],
      warnings: [],
    };
    const { callsTo } = stubApi({
      [BANK]: () => ({ body: paginate([], { pageSize: 25 }) }),
      [IMPORT]: (request) =>
        new URL(request.url).searchParams.get('dry_run') === 'true'
          ? { body: report }
          : { status: 201, body: { ...report, dry_run: false, imported: 1 } },
    });
    const { user } = renderApp({ path: '/CollegeDashboard/QuestionBank', session: college });
    expect(
      await screen.findByText(/The questions go to your college's bank, in no exam/),
    ).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Questions file'),
      new File(['What is 7 × 6?\nA) 42\nB) 36\nANSWER: A\n'], 'bank.txt', { type: 'text/plain' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Read as Aiken.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 1 question' }));
    expect(await screen.findByText('1 question was imported.')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(IMPORT).map((call) => new URL(call.url).searchParams.get('dry_run'))).toEqual([
        'true',
        'false',
      ]),
    );
  });
});
