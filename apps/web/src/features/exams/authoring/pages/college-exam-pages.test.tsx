import { screen, waitFor, within } from '@testing-library/react';
import type { AdminExamRow } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { paginate } from '../../../../test/course-fixtures';
import { stubApi } from '../../../../test/fake-server';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { makeExamDetail, makeExamRow } from '../test-fixtures';

const MY_EXAMS = 'GET /api/exams/my-college/';
const EXAM = 'GET /api/colleges/admin/exams/7/';

const collegeExam = (overrides: Partial<AdminExamRow> = {}): AdminExamRow => ({
  ...makeExamRow({
    id: 7,
    kind: 'college',
    title: 'Physics Unit Test',
    college: 3,
    college_name: 'Sunrise College',
    exam_date: '2030-03-04',
    start_time: '2030-03-04T04:30:00.000Z',
    end_time: '2030-03-04T05:30:00.000Z',
    total_questions: 5,
    is_active: true,
  }),
  cancelled_at: null,
  ...overrides,
});

const open = (path: string) => renderApp({ path, session: signedInAs('college') });

describe('CreateExam', () => {
  it("creates the college's own exam (no college to choose) and goes on to its questions", async () => {
    const { callsTo } = stubApi({
      'POST /api/exams/create/': () => ({
        status: 201,
        body: makeExamRow({ id: 7, kind: 'college', title: 'Chemistry Quiz', college: 3 }),
      }),
      [EXAM]: () => ({
        body: makeExamDetail({ id: 7, kind: 'college', title: 'Chemistry Quiz', college: 3 }),
      }),
      'GET /api/colleges/admin/questions/': () => ({ body: paginate([], { pageSize: 25 }) }),
    });
    const { user } = open('/CollegeDashboard/CreateExam');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Exam' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /College/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Chemistry Quiz');
    await user.click(screen.getByRole('button', { name: 'Create exam' }));
    expect(await screen.findAllByText('Scheduled date and time are required')).not.toHaveLength(0);
    expect(callsTo('POST /api/exams/create/')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Exam date/), '2030-03-04');
    await user.type(screen.getByLabelText(/Start time/), '10:00');
    await user.click(screen.getByRole('button', { name: 'Create exam' }));
    await waitFor(() => expect(callsTo('POST /api/exams/create/')).toHaveLength(1));
    const body = (await callsTo('POST /api/exams/create/')[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Chemistry Quiz', exam_date: '2030-03-04', start_time: '10:00' });
    expect(body).not.toHaveProperty('college');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam Questions' })).toBeInTheDocument();
    expect(screen.getByText(/“Chemistry Quiz” was created/)).toBeInTheDocument();
  });
});

describe('ScheduledExams', () => {
  it('lists upcoming exams only, reschedules one and cancels another after a confirmation', async () => {
    let exams = [
      collegeExam(),
      collegeExam({ id: 8, title: 'Maths Mock', start_time: '2030-04-01T04:30:00.000Z', end_time: null }),
      collegeExam({ id: 9, title: 'Called Off', cancelled_at: '2026-01-01T00:00:00.000Z', is_active: false }),
      collegeExam({
        id: 10,
        title: 'Long Over',
        start_time: '2020-01-01T04:30:00.000Z',
        end_time: '2020-01-01T05:30:00.000Z',
      }),
    ];
    const { callsTo } = stubApi({
      [MY_EXAMS]: () => ({ body: exams }),
      'POST /api/colleges/admin/exams/7/reschedule/': () => ({
        body: collegeExam({
          exam_date: '2030-03-05',
          start_time: '2030-03-05T06:00:00.000Z',
          end_time: null,
        }),
      }),
      'POST /api/colleges/admin/exams/8/cancel/': () => {
        exams = exams.filter((exam) => exam.id !== 8);
        return { body: collegeExam({ id: 8, cancelled_at: '2026-11-24T10:00:00.000Z', is_active: false }) };
      },
    });
    const { user } = open('/CollegeDashboard/ScheduledExams');
    const table = await screen.findByRole('table', { name: /Scheduled exams/ });
    expect(within(table).getByRole('link', { name: 'Physics Unit Test' })).toHaveAttribute(
      'href',
      '/CollegeDashboard/ExamDetails/7',
    );
    expect(within(table).getByText('Maths Mock')).toBeInTheDocument();
    expect(within(table).queryByText('Called Off')).not.toBeInTheDocument();
    expect(within(table).queryByText('Long Over')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edit Physics Unit Test' })).toHaveAttribute(
      'href',
      '/CollegeDashboard/EditExam/7',
    );

    await user.click(within(table).getByRole('button', { name: 'Reschedule Physics Unit Test' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule “Physics Unit Test”' });
    const date = within(dialog).getByLabelText(/Exam date/);
    await user.clear(date);
    await user.type(date, '2030-03-05');
    const start = within(dialog).getByLabelText(/Start time/);
    await user.clear(start);
    await user.type(start, '11:30');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText(/Its students were told by email/)).toBeInTheDocument();
    expect(await callsTo('POST /api/colleges/admin/exams/7/reschedule/')[0]!.json()).toEqual({
      exam_date: '2030-03-05',
      start_time: '11:30',
    });

    await user.click(screen.getByRole('button', { name: 'Cancel Maths Mock' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel this exam?' });
    expect(confirm).toHaveTextContent(/cannot be undone/);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel exam' }));
    expect(
      await screen.findByText(/“Maths Mock” was cancelled and its students were told/),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/colleges/admin/exams/8/cancel/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Maths Mock' })).not.toBeInTheDocument());
  });

  it('shows a refusal from the server inside the reschedule dialog', async () => {
    stubApi({
      [MY_EXAMS]: () => ({ body: [collegeExam()] }),
      'POST /api/colleges/admin/exams/7/reschedule/': () => ({
        status: 409,
        body: {
          detail:
            'This exam started on 2030-03-04 at 10:00 (India Standard Time), so it can no longer be edited, moved or cancelled.',
          code: 'exam_started',
          values: { date: '2030-03-04', time: '10:00' },
        },
      }),
    });
    const { user } = open('/CollegeDashboard/ScheduledExams');
    await user.click(await screen.findByRole('button', { name: 'Reschedule Physics Unit Test' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule “Physics Unit Test”' });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(
      await within(dialog).findByText(/can no longer be edited, moved or cancelled/),
    ).toBeInTheDocument();
  });
});

describe("a college exam's questions", () => {
  it("picks from the college's bank or the platform's and activates through the college's routes", async () => {
    const question = {
      id: 41,
      question_text: 'What is inertia?',
      option_a: 'A',
      option_b: 'B',
      option_c: '',
      option_d: '',
      correct_answer: 'a' as const,
      marks: 1,
      explanation: '',
      college: 3,
      used_in_exams: 0,
      created_at: '2026-11-01T09:00:00.000Z',
    };
    const { callsTo } = stubApi({
      [EXAM]: () => ({
        body: makeExamDetail({
          id: 7,
          kind: 'college',
          title: 'Physics Unit Test',
          college: 3,
          is_active: false,
        }),
      }),
      'GET /api/colleges/admin/questions/': () => ({ body: paginate([question], { pageSize: 25 }) }),
      'POST /api/colleges/admin/exams/7/questions/attach/': () => ({ body: makeExamDetail({ id: 7 }) }),
      'POST /api/colleges/admin/exams/7/toggle-status/': () => ({ body: collegeExam({ is_active: true }) }),
    });
    const { user } = open('/CollegeDashboard/ExamQuestions/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam Questions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add from bank' }));
    const dialog = screen.getByRole('dialog', { name: 'Add questions from the bank' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /What is inertia/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Bank' }), 'platform');
    await waitFor(() =>
      expect(
        new URL(callsTo('GET /api/colleges/admin/questions/').at(-1)!.url).searchParams.get('scope'),
      ).toBe('platform'),
    );
    expect(new URL(callsTo('GET /api/colleges/admin/questions/')[0]!.url).searchParams.get('scope')).toBe(
      'college',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 question' }));
    await waitFor(() =>
      expect(callsTo('POST /api/colleges/admin/exams/7/questions/attach/')).toHaveLength(1),
    );

    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(/your students can see it and were told by email/)).toBeInTheDocument();
    expect(await callsTo('POST /api/colleges/admin/exams/7/toggle-status/')[0]!.json()).toEqual({
      is_active: true,
    });
  });

  it("says so for another college's exam", async () => {
    stubApi({
      'GET /api/colleges/admin/exams/99/': () => ({ status: 404, body: { detail: 'Exam not found.' } }),
    });
    open('/CollegeDashboard/EditExam/99');
    expect(await screen.findByText('There is no exam with this id.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All exams' })).toHaveAttribute(
      'href',
      '/CollegeDashboard/ScheduledExams',
    );
  });
});
