import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paginate } from '../../../../test/course-fixtures';
import { errorReply, stubApi } from '../../../../test/fake-server';
import { PROFILE_ROUTES } from '../../../../test/profiles';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { makeExam, NO_COMPLETIONS } from '../exam-fixtures';

const collegeExams = Array.from({ length: 8 }, (_, index) =>
  makeExam({
    id: 20 + index,
    kind: 'college',
    title: `Semester test ${index + 1}`,
    slug: `${20 + index}-semester-test-${index + 1}`,
    college: 2,
    college_name: 'Government Engineering College, Pune',
  }),
);

const upcoming = makeExam({
  id: 9,
  title: 'Verbal Ability Mock Test',
  slug: '9-verbal-ability-mock-test',
  status: 'upcoming',
  start_time: new Date(Date.now() + 2 * 3600_000).toISOString(),
});
const inProgress = makeExam({ status: 'in_progress' });

function stubExams(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    ...PROFILE_ROUTES,
    'GET /api/exams/': (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return {
        body: paginate(collegeExams.slice((page - 1) * 6, page * 6), { page, count: collegeExams.length }),
      };
    },
    'GET /api/exams/platform-student/': () => ({ body: paginate([inProgress, upcoming]) }),
    'GET /api/exams/my-results/': () => ({ body: paginate([], { pageSize: 10 }) }),
    'GET /api/exams/my-submissions/': () => ({ body: NO_COMPLETIONS }),
    ...overrides,
  });
}

const openExams = (path = '/StudentDashboard/Examination') =>
  renderApp({ path, session: signedInAs('student') });

describe('the examination page', () => {
  it('lists the college exams six a page, and the platform exams on their tab (kept in the URL)', async () => {
    const { callsTo } = stubExams();
    const { user, router } = openExams();

    expect(await screen.findByRole('heading', { level: 1, name: 'Examination' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'Semester test 1' });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(6);
    expect(within(panel).getAllByText('Government Engineering College, Pune')).toHaveLength(6);
    expect(new URL(callsTo('GET /api/exams/')[0]!.url).search).toBe('?page=1&page_size=6');

    await user.click(within(panel).getByRole('button', { name: 'Next page' }));
    expect(
      await within(panel).findByRole('heading', { level: 3, name: 'Semester test 7' }),
    ).toBeInTheDocument();

    // The tabs work from the keyboard and the choice is kept in the URL.
    const collegeTab = screen.getByRole('tab', { name: 'College exams' });
    collegeTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Platform exams' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=platform'));

    const resume = await screen.findByRole('link', { name: 'Resume: Quantitative Aptitude Mock Test' });
    expect(resume).toHaveAttribute(
      'href',
      '/StudentDashboard/Examination/7-quantitative-aptitude-mock-test/test',
    );
    const upcomingCard = screen.getByRole('article', { name: 'Verbal Ability Mock Test' });
    expect(within(upcomingCard).getByText('Upcoming')).toBeInTheDocument();
    expect(within(upcomingCard).getByText(/^Opens in (1 h 59 min|2 h)/)).toBeInTheDocument();
  });

  it('opens on Platform exams when the student has no college exam (no approved college, or none yet), and keeps a tab named in the URL', async () => {
    stubExams({ 'GET /api/exams/': () => ({ body: paginate([]) }) });
    const first = openExams();
    expect(await screen.findByRole('tab', { name: 'Platform exams' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('article', { name: 'Verbal Ability Mock Test' })).toBeInTheDocument();
    expect(first.router.state.location.search).toBe('');
    first.unmount();

    openExams('/StudentDashboard/Examination?tab=college');
    expect(await screen.findByRole('tab', { name: 'College exams' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText(/No college exams for you yet/)).toBeInTheDocument();
  });

  it("shows the server's reason when a code is refused, and opens the exam when one is accepted", async () => {
    const joined = makeExam({ id: 31, title: 'Open Mock 2026', slug: '31-open-mock-2026' });
    let isKnown = false;
    const { callsTo } = stubExams({
      'POST /api/exams/join-by-code/': () =>
        isKnown
          ? { body: joined }
          : errorReply(404, 'No open exam has this code. Check it with whoever gave it to you.', {
              code: 'not_found',
            }),
      'GET /api/exams/31/': () => errorReply(404, 'Exam not found.', { code: 'not_found' }),
    });
    const { user, router } = openExams();

    const field = await screen.findByRole('textbox', { name: 'Exam code' });
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Join exam' }));
    expect(await screen.findByText('Enter the exam code exactly as you were given it.')).toBeInTheDocument();
    expect(callsTo('POST /api/exams/join-by-code/')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Join exam' }));
    expect(
      await screen.findByText('No open exam has this code. Check it with whoever gave it to you.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await callsTo('POST /api/exams/join-by-code/')[0]!.json()).toEqual({ code: 'ABCD1234' });

    isKnown = true;
    await user.click(screen.getByRole('button', { name: 'Join exam' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/StudentDashboard/Examination/31-open-mock-2026'),
    );
  });

  it("shows a failed list with the server's words and tries again", async () => {
    let isDown = true;
    stubExams({
      'GET /api/exams/': () =>
        isDown ? errorReply(503, 'The database is unreachable.') : { body: paginate([]) },
    });
    const { user } = openExams('/StudentDashboard/Examination?tab=college');
    expect(await screen.findByText('The database is unreachable.')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No college exams for you yet/)).toBeInTheDocument();
  });

  it('lists my results with their badges', async () => {
    stubExams({
      'GET /api/exams/my-results/': () => ({
        body: paginate(
          [
            {
              attempt: 41,
              exam: 7,
              exam_title: 'Quantitative Aptitude Mock Test',
              exam_slug: '7-quantitative-aptitude-mock-test',
              kind: 'platform',
              status: 'submitted',
              score: 4,
              max_score: 5,
              percentage: 80,
              passed: true,
              badge: 'good',
              time_taken_seconds: 300,
              submitted_at: '2026-11-20T10:00:00.000Z',
              is_released: true,
            },
          ],
          { pageSize: 10 },
        ),
      }),
    });
    openExams();
    const table = await screen.findByRole('table', { name: 'Your exam results' });
    const row = within(table).getByRole('row', { name: /Quantitative Aptitude Mock Test/ });
    expect(row).toHaveTextContent('4/5 (80%)');
    expect(row).toHaveTextContent('Passed');
    expect(row).toHaveTextContent('Badge: Good');
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      '/StudentDashboard/Examination/7-quantitative-aptitude-mock-test/results?attempt=41',
    );
  });
});
