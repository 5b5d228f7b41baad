import { screen, waitFor, within } from '@testing-library/react';
import type { AdminAttemptDetail, CollegeExamHistoryRow, ExamRosterRow, ItemAnalysis } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { paginate } from '../../../../test/course-fixtures';
import { stubApi } from '../../../../test/fake-server';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { makeExamDetail, makeExamRow } from '../../authoring/test-fixtures';

const HISTORY = 'GET /api/colleges/admin/exams/history/';
const EXAM = 'GET /api/colleges/admin/exams/9/';
const ROSTER = 'GET /api/colleges/admin/exams/9/results/';
const ANALYSIS = 'GET /api/colleges/admin/exams/9/item-analysis/';
const REVIEW = 'GET /api/colleges/admin/exams/9/attempts/51/';
const RELEASE = 'POST /api/colleges/admin/exams/9/release-results/';

const historyRow = (overrides: Partial<CollegeExamHistoryRow> = {}): CollegeExamHistoryRow => ({
  id: 9,
  title: 'Networks Midterm',
  college: 2,
  start_time: '2026-11-20T04:30:00.000Z',
  end_time: '2026-11-20T06:30:00.000Z',
  state: 'ended',
  cancelled_at: null,
  participants: 40,
  average_percentage: 62.5,
  pass_rate: 80,
  pass_percentage: 40,
  results_release: 'manual',
  results_released_at: null,
  results_released: false,
  ...overrides,
});

const rosterRow = (overrides: Partial<ExamRosterRow> = {}): ExamRosterRow => ({
  student: 5,
  full_name: 'Asha Rao',
  email: 'asha@example.com',
  roll_number: 'CS-01',
  joined_by_code: false,
  status: 'submitted',
  attempt: 51,
  attempts_used: 1,
  score: 9,
  max_score: 10,
  percentage: 90,
  passed: true,
  badge: 'excellent',
  time_taken_seconds: 754,
  submitted_at: '2026-11-20T05:00:00.000Z',
  ...overrides,
});

const exam = makeExamDetail({
  id: 9,
  kind: 'college',
  title: 'Networks Midterm',
  college: 2,
  start_time: '2026-11-20T04:30:00.000Z',
  end_time: '2026-11-20T06:30:00.000Z',
  join_code: 'K7PQ2MXA',
  is_active: true,
  results_release: 'manual',
  questions: [
    {
      id: 31,
      position: 1,
      question_text: 'Which layer routes packets?',
      option_a: 'Network',
      option_b: 'Link',
      option_c: 'Session',
      option_d: '',
      correct_answer: 'a',
      marks: 1,
      explanation: '',
      college: 2,
      used_in_exams: 1,
      created_at: '2026-11-01T09:00:00.000Z',
    },
  ],
});

const analysis: ItemAnalysis = {
  available: true,
  finished_attempts: 12,
  required_attempts: 10,
  group_size: 3,
  items: [
    {
      question: 31,
      position: 1,
      question_text: 'Which layer routes packets?',
      correct_answer: 'a',
      facility: 0.25,
      discrimination: -0.3333,
      upper_correct: 0,
      lower_correct: 1,
      option_counts: { a: 3, b: 6, c: 2, d: 0, unanswered: 1 },
      options: ['a', 'b', 'c'],
      flags: ['negative_discrimination'],
    },
  ],
};

const review: AdminAttemptDetail = {
  attempt: 51,
  student: 5,
  student_name: 'Asha Rao',
  student_email: 'asha@example.com',
  exam: 9,
  exam_title: 'Networks Midterm',
  attempt_number: 1,
  status: 'submitted',
  score: 0,
  max_score: 1,
  percentage: 0,
  passed: false,
  started_at: '2026-11-20T04:40:00.000Z',
  submitted_at: '2026-11-20T05:00:00.000Z',
  review: [
    {
      question: 31,
      question_text: 'Which layer routes packets?',
      options: [
        { key: 'a', text: 'Network' },
        { key: 'b', text: 'Link' },
      ],
      your_answer: 'b',
      correct_answer: 'a',
      explanation: '',
      marks: 1,
      awarded: 0,
    },
  ],
};

const open = (path: string) => renderApp({ path, session: signedInAs('college') });

describe('ExamHistory', () => {
  it('lists held exams with their figures and releases a manual exam after a confirmation', async () => {
    let released = false;
    const { callsTo } = stubApi({
      [HISTORY]: () => ({
        body: paginate(
          [
            historyRow({
              results_released: released,
              results_released_at: released ? '2026-11-21T00:00:00Z' : null,
            }),
            historyRow({
              id: 10,
              title: 'Called Off',
              state: 'cancelled',
              participants: 0,
              average_percentage: null,
              pass_rate: null,
            }),
          ],
          { pageSize: 25 },
        ),
      }),
      [RELEASE]: () => {
        released = true;
        return { body: makeExamRow({ id: 9, results_released_at: '2026-11-21T00:00:00Z' }) };
      },
    });
    const { user } = open('/CollegeDashboard/ExamHistory');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam History' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Exams held, page 1 of 1' });
    const row = within(table).getByRole('row', { name: /Networks Midterm/ });
    expect(row).toHaveTextContent('62.5%');
    expect(row).toHaveTextContent('80%');
    expect(row).toHaveTextContent('Not released');
    expect(within(row).getByRole('link', { name: 'Networks Midterm' })).toHaveAttribute(
      'href',
      '/CollegeDashboard/ExamDetails/9',
    );
    const cancelled = within(table).getByRole('row', { name: /Called Off/ });
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Release the results of Networks Midterm' }));
    const dialog = screen.getByRole('dialog', { name: 'Release the results of Networks Midterm?' });
    expect(dialog).toHaveTextContent(/cannot be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Release results' }));
    expect(await screen.findByText(/Results of Networks Midterm released/)).toBeInTheDocument();
    expect(callsTo(RELEASE)).toHaveLength(1);
    await waitFor(() => expect(within(row).getByText('Released')).toBeInTheDocument());
  });
});

describe('ExamDetails', () => {
  it('shows the exam, its results sorted and searched, a review and the item analysis with flags in words', async () => {
    const { callsTo } = stubApi({
      [EXAM]: () => ({ body: exam }),
      [ROSTER]: () => ({
        body: paginate(
          [
            rosterRow(),
            rosterRow({
              student: 6,
              full_name: 'Bala Iyer',
              status: 'missed',
              attempt: null,
              score: null,
              max_score: null,
              percentage: null,
              passed: null,
              badge: null,
              time_taken_seconds: null,
            }),
          ],
          { pageSize: 25 },
        ),
      }),
      [ANALYSIS]: () => ({ body: analysis }),
      [REVIEW]: () => ({ body: review }),
    });
    const { user } = open('/CollegeDashboard/ExamDetails/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Networks Midterm' })).toBeInTheDocument();
    expect(screen.getByText('K7PQ2MXA')).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Release results' })).toBeInTheDocument();
    expect(screen.getByText(/Network \(correct answer\)/)).toBeInTheDocument();

    const results = await screen.findByRole('table', { name: 'Results of every student, page 1 of 1' });
    const asha = within(results).getByRole('row', { name: /Asha Rao/ });
    expect(asha).toHaveTextContent('9 / 10 · 90%');
    expect(asha).toHaveTextContent('Excellent');
    expect(asha).toHaveTextContent('12:34');
    expect(within(results).getByRole('row', { name: /Bala Iyer/ })).toHaveTextContent('Missed');
    expect(new URL(callsTo(ROSTER)[0]!.url).searchParams.get('ordering')).toBe('-score');

    await user.click(within(results).getByRole('button', { name: 'Student' }));
    await waitFor(() =>
      expect(new URL(callsTo(ROSTER).at(-1)!.url).searchParams.get('ordering')).toBe('full_name'),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'asha');
    await waitFor(() => expect(new URL(callsTo(ROSTER).at(-1)!.url).searchParams.get('search')).toBe('asha'));

    await user.click(screen.getByRole('button', { name: 'Review the answers of Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answers of Asha Rao' });
    expect(await within(dialog).findByText(/Link \(student’s answer\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    const items = await screen.findByRole('table', { name: 'Item analysis, one row per question' });
    const item = within(items).getByRole('row', { name: /Which layer routes packets/ });
    expect(item).toHaveTextContent('25%');
    expect(item).toHaveTextContent('-0.33');
    expect(item).toHaveTextContent('A (correct): 3');
    expect(item).toHaveTextContent('Unanswered: 1');
    expect(item).toHaveTextContent('Weaker students did better than stronger ones');
  });

  it('says how many attempts the item analysis still waits for', async () => {
    stubApi({
      [EXAM]: () => ({ body: exam }),
      [ROSTER]: () => ({ body: paginate([rosterRow()], { pageSize: 25 }) }),
      [ANALYSIS]: () => ({
        body: { available: false, finished_attempts: 4, required_attempts: 10, group_size: 0, items: [] },
      }),
    });
    open('/CollegeDashboard/ExamDetails/9');
    expect(
      await screen.findByText('The item analysis appears once 10 attempts are finished; 4 are so far.'),
    ).toBeInTheDocument();
  });

  it('says a cancelled exam was cancelled, not that it is a draft, and offers no extra time', async () => {
    stubApi({
      [EXAM]: () => ({ body: { ...exam, is_active: false, cancelled_at: '2026-11-19T10:00:00.000Z' } }),
      [ROSTER]: () => ({ body: paginate([rosterRow({ status: 'not_started' })], { pageSize: 25 }) }),
      [ANALYSIS]: () => ({
        body: { available: false, finished_attempts: 0, required_attempts: 10, group_size: 0, items: [] },
      }),
    });
    open('/CollegeDashboard/ExamDetails/9');
    expect(await screen.findByText('Cancelled: not held')).toBeInTheDocument();
    expect(screen.queryByText('Not open to students (a draft)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /extra time/i })).not.toBeInTheDocument();
  });

  it('says an exam that is not the college’s is not found', async () => {
    stubApi({});
    open('/CollegeDashboard/ExamDetails/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam not found' })).toBeInTheDocument();
  });
});
