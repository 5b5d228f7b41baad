import type { CollegePerformance, ExamPerformance } from '@vidya/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, stubApi, type FakeReply } from '../../../test/fake-server';
import { renderApp, signedInAs } from '../../../test/render-app';

const exam = (id: number, title: string, average: number, passRate: number): ExamPerformance => ({
  exam: id,
  title,
  date: `2026-03-0${id}T04:30:00Z`,
  is_open: false,
  pass_percentage: 40,
  participants: 30 + id,
  average_percentage: average,
  pass_rate: passRate,
});
const A = exam(1, 'Arrays Quiz', 72.5, 90);
const B = exam(2, 'Trees Test', 38.25, 40);
const C = exam(3, 'Graphs Test', 55, 66.67);

const PERFORMANCE: CollegePerformance = {
  from: null,
  to: null,
  trends: [A, B, C],
  badges: [
    { badge: 'excellent', count: 5 },
    { badge: 'good', count: 10 },
    { badge: 'average', count: 15 },
    { badge: 'poor', count: 10 },
    { badge: 'weak', count: 10 },
  ],
  strongest: [A, C],
  weakest: [B],
  needs_attention: [
    {
      student: 41,
      full_name: 'Ravi Kumar',
      email: 'ravi@example.com',
      roll_number: 'CS-041',
      results: [
        { exam: 3, title: 'Graphs Test', date: C.date, percentage: 20 },
        { exam: 2, title: 'Trees Test', date: B.date, percentage: 35.5 },
      ],
    },
  ],
};

const open = (reply: (request: Request) => FakeReply = () => ({ body: PERFORMANCE })) => {
  const server = stubApi({
    'GET /api/colleges/admin/performance/': reply,
    'GET /api/colleges/admin/performance/export/': () => ({
      body: 'Badge,Results\n',
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="badges.csv"' },
    }),
  });
  renderApp({ path: '/CollegeDashboard/CollegePerformance', session: signedInAs('college') });
  return server;
};

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const section = (name: string) => screen.getByRole('region', { name });

describe('CollegePerformance', () => {
  it('lists the trends as a table, the badges, the strongest and weakest exams and who needs attention', async () => {
    open();
    const trends = await screen.findByRole('table', {
      name: 'Average and pass rate of each exam, oldest first',
    });
    const rows = within(trends).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Arrays Quiz'),
      expect.stringContaining('Trees Test'),
      expect.stringContaining('Graphs Test'),
    ]);
    expect(rows[0]).toHaveTextContent('72.5%');
    expect(rows[0]).toHaveTextContent('90%');
    expect(rows[1]).toHaveTextContent('38.3%');
    expect(within(rows[0]!).getByRole('link', { name: 'Arrays Quiz' })).toHaveAttribute(
      'href',
      '/CollegeDashboard/ExamDetails/1',
    );

    const badges = within(section('Badge distribution')).getByRole('table');
    expect(within(badges).getAllByRole('row')[1]).toHaveTextContent(/Excellent\s*5\s*10%/);
    expect(within(badges).getAllByRole('row')[3]).toHaveTextContent(/Average\s*15\s*30%/);

    const ranked = section('Strongest and weakest exams');
    const strongest = within(ranked).getByRole('table', { name: 'Exams with the highest average' });
    expect(
      within(strongest)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Arrays Quiz'), expect.stringContaining('Graphs Test')]);
    const weakest = within(ranked).getByRole('table', { name: 'Exams with the lowest average' });
    expect(within(weakest).getAllByRole('row')).toHaveLength(2);

    const attention = section('Students who need attention');
    expect(
      within(attention).getByText('1 student is below 40% in each of their last two exams.'),
    ).toBeInTheDocument();
    const student = within(attention).getAllByRole('row')[1]!;
    expect(student).toHaveTextContent('Ravi Kumar');
    expect(student).toHaveTextContent('CS-041');
    expect(within(student).getByRole('link', { name: 'Graphs Test' })).toHaveAttribute(
      'href',
      '/CollegeDashboard/ExamDetails/3',
    );
    expect(within(student).getByRole('link', { name: 'ravi@example.com' })).toHaveAttribute(
      'href',
      'mailto:ravi@example.com',
    );
  });

  it('asks for a range of dates, and exports a figure with it', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((blob: Blob) => `blob:figure-${blob.size}`);
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { callsTo } = open();
    await screen.findByRole('region', { name: 'Trends' });
    await user.type(screen.getByLabelText('From'), '2026-03-02');
    await waitFor(() =>
      expect(callsTo('GET /api/colleges/admin/performance/').map((request) => request.url)).toContainEqual(
        expect.stringContaining('from=2026-03-02'),
      ),
    );
    const group = await screen.findByRole('group', { name: 'Export the badge distribution' });
    await user.click(within(group).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(callsTo('GET /api/colleges/admin/performance/export/')).toHaveLength(1));
    const url = new URL(callsTo('GET /api/colleges/admin/performance/export/')[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2026-03-02',
      figure: 'badges',
      format: 'csv',
    });
  });

  it('says when there is nothing to show yet', async () => {
    open(() => ({
      body: {
        ...PERFORMANCE,
        trends: [],
        badges: PERFORMANCE.badges.map((row) => ({ ...row, count: 0 })),
        strongest: [],
        weakest: [],
        needs_attention: [],
      },
    }));
    expect(await screen.findByText('No exam was held in this period.')).toBeInTheDocument();
    expect(screen.getByText('No results yet.')).toBeInTheDocument();
    expect(screen.getByText('No student is below 40% in both of their last two exams.')).toBeInTheDocument();
  });

  it("shows the server's message when the figures fail", async () => {
    open(() => errorReply(400, 'The end date cannot be before the start date.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date cannot be before the start date.',
    );
  });
});
