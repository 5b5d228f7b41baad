import type { MarkRow } from '@vidya/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paginate } from '../../../../test/course-fixtures';
import { stubApi } from '../../../../test/fake-server';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { makeExamRow } from '../../authoring/test-fixtures';

const MARKS = 'GET /api/admin-portal/marks/';
const EXPORT = 'GET /api/admin-portal/marks/export/';
const EXAMS = 'GET /api/admin-portal/exams/';
const COLLEGES = 'GET /api/colleges/list/';

function makeMark(overrides: Partial<MarkRow> = {}): MarkRow {
  return {
    attempt: 41,
    student: 12,
    student_name: 'Meera Joshi',
    student_email: 'meera@example.com',
    exam: 7,
    exam_title: 'Aptitude Mock Test',
    attempt_number: 2,
    status: 'submitted',
    score: 8,
    max_score: 10,
    percentage: 80,
    passed: true,
    started_at: '2026-03-01T08:00:00.000Z',
    submitted_at: '2026-03-01T08:30:00.000Z',
    college: 3,
    college_name: 'Sunrise Institute of Technology',
    ...overrides,
  };
}

const EXAM_CHOICES = [
  makeExamRow({ id: 7, title: 'Aptitude Mock Test' }),
  makeExamRow({ id: 8, title: 'Reasoning Test' }),
];
const COLLEGE_CHOICES = [
  { id: 3, college_name: 'Sunrise Institute of Technology', city: 'Pune', state: 'Maharashtra' },
  { id: 4, college_name: 'Lakeview College of Engineering', city: 'Nagpur', state: 'Maharashtra' },
];

const lastQuery = (calls: Request[]) => Object.fromEntries(new URL(calls.at(-1)!.url).searchParams);
const open = (path: string) => renderApp({ path, session: signedInAs('admin') });

function stubMarks(rows: MarkRow[], count = rows.length) {
  return stubApi({
    [MARKS]: () => ({ body: paginate(rows, { pageSize: 25, count }) }),
    [EXAMS]: () => ({ body: paginate(EXAM_CHOICES, { pageSize: 100 }) }),
    [COLLEGES]: () => ({ body: COLLEGE_CHOICES }),
    [EXPORT]: () => ({
      body: 'attempt_id\n41\n',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="marks-with-college-2026-11-24.csv"',
      },
    }),
  });
}

describe('the marks with college page', () => {
  it("lists finished attempts with the student's college, and each leads to its review", async () => {
    const { callsTo } = stubMarks([makeMark()], 26);
    open('/AdminDashboard/MarksWithCollege');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marks With College' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Marks, page 1 of 2' });
    const row = within(table).getByRole('row', { name: /Meera Joshi/ });
    expect(within(row).getByText('meera@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Sunrise Institute of Technology')).toBeInTheDocument();
    expect(within(row).getByText('Aptitude Mock Test')).toBeInTheDocument();
    expect(within(row).getByText('8 / 10')).toBeInTheDocument();
    expect(within(row).getByText('80%')).toBeInTheDocument();
    expect(within(row).getByText('Passed')).toBeInTheDocument();
    expect(within(row).getByText('1 Mar 2026, 2:00 pm IST')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'Review attempt 2 of Meera Joshi at Aptitude Mock Test' }),
    ).toHaveAttribute(
      'href',
      '/AdminDashboard/StudentExamDetail/12-meera-joshi/7-aptitude-mock-test?attempt=41',
    );
    expect(within(row).getByRole('link', { name: 'Meera Joshi' })).toHaveAttribute(
      'href',
      '/AdminDashboard/StudentExamList/12-meera-joshi',
    );
    expect(screen.getByText('26 finished attempts in all')).toBeInTheDocument();
    expect(lastQuery(callsTo(MARKS))).toEqual({ page: '1', scope: 'with_college' });
    expect(lastQuery(callsTo(EXAMS))).toEqual({ page_size: '100' });
  });

  it('filters by exam, college, days and the trimmed search, all kept in the address', async () => {
    const { callsTo } = stubMarks([makeMark()]);
    const { user } = open('/AdminDashboard/MarksWithCollege');
    await screen.findByRole('table');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Exam' }), 'Reasoning Test');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'College' }),
      'Lakeview College of Engineering',
    );
    await user.type(screen.getByLabelText('Submitted from'), '2026-03-01');
    await user.type(screen.getByLabelText('Submitted to'), '2026-03-31');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  meera ');
    await waitFor(() =>
      expect(lastQuery(callsTo(MARKS))).toEqual({
        page: '1',
        scope: 'with_college',
        search: 'meera',
        exam: '8',
        college: '4',
        submitted_from: '2026-03-01',
        submitted_to: '2026-03-31',
      }),
    );
  });

  it('opens with the filters of its address and exports what they pick', async () => {
    const { callsTo } = stubMarks([makeMark()]);
    const { user } = open('/AdminDashboard/MarksWithCollege?exam=7&college=3&from=2026-03-01&search=meera');
    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'College' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(callsTo(EXPORT)).toHaveLength(1));
    expect(lastQuery(callsTo(EXPORT))).toEqual({
      format: 'csv',
      scope: 'with_college',
      search: 'meera',
      exam: '7',
      college: '3',
      submitted_from: '2026-03-01',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the days are the wrong way round, and asks for nothing', async () => {
    const { callsTo } = stubMarks([makeMark()]);
    open('/AdminDashboard/MarksWithCollege?from=2026-03-10&to=2026-03-01');
    expect(
      await screen.findByText('No marks can be listed for these days: the end day is before the start day.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Submitted to')).toHaveAccessibleDescription(
      'Choose a day on or after the “Submitted from” day.',
    );
    expect(callsTo(MARKS)).toHaveLength(0);
  });

  it('says when an export fails', async () => {
    stubApi({
      [MARKS]: () => ({ body: paginate([makeMark()], { pageSize: 25 }) }),
      [EXAMS]: () => ({ body: paginate(EXAM_CHOICES, { pageSize: 100 }) }),
      [COLLEGES]: () => ({ body: COLLEGE_CHOICES }),
      [EXPORT]: () => ({ status: 503, body: { detail: 'Exports are paused.', code: 'unavailable' } }),
    });
    const { user } = open('/AdminDashboard/MarksWithCollege');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Exports are paused.');
  });
});

describe('the marks without college page', () => {
  it('asks for platform students only, has no college filter or column, and says when nothing matches', async () => {
    const { callsTo } = stubMarks([]);
    open('/AdminDashboard/MarksWithoutCollege?search=nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marks Without College' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No marks match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'College' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'College' })).not.toBeInTheDocument();
    expect(lastQuery(callsTo(MARKS))).toEqual({ page: '1', scope: 'without_college', search: 'nobody' });
    expect(callsTo(COLLEGES)).toHaveLength(0);
  });

  it('says when the marks cannot be loaded', async () => {
    stubApi({
      [MARKS]: () => ({ status: 500, body: {} }),
      [EXAMS]: () => ({ body: paginate(EXAM_CHOICES, { pageSize: 100 }) }),
    });
    open('/AdminDashboard/MarksWithoutCollege');
    expect(await screen.findByRole('alert')).toHaveTextContent('The marks could not be loaded.');
  });
});
