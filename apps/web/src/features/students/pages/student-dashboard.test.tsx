import { screen, within } from '@testing-library/react';
import { FALLBACK_MESSAGES, SKELETON_COUNTS } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeEnrollment, paginate } from '../../../test/course-fixtures';
import { stubApi } from '../../../test/fake-server';
import { STUDENT_PROFILE } from '../../../test/profiles';
import { renderApp, signedInAs } from '../../../test/render-app';
import {
  DASHBOARD_FIGURES,
  NEW_STUDENT_STATS,
  NO_EXAM_RESULTS,
  RETURNING_STATS,
  streakWith,
} from '../../../test/student-dashboard-fixtures';

/** A student who has taken no exam, so only the dashboard's figures vary. */
const NO_RESULTS = {
  'GET /api/students/profile/': () => ({ body: STUDENT_PROFILE }),
  ...NO_EXAM_RESULTS,
};

const open = () => renderApp({ path: '/StudentDashboard', session: signedInAs('student') });

describe('the student dashboard (issue #15)', () => {
  it('welcomes a new student, not "welcomed back", with zero counters and no streak', async () => {
    stubApi({
      ...NO_RESULTS,
      ...DASHBOARD_FIGURES,
      'GET /api/students/dashboard-stats/': () => ({ body: NEW_STUDENT_STATS }),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Your learning at a glance' });
    expect(within(figures).getAllByRole('term')).toHaveLength(4);
    const streak = await screen.findByRole('region', { name: 'Learning streak' });
    expect(await within(streak).findByText('0 days')).toBeInTheDocument();
    expect(within(streak).getByText(/to start a streak/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next exam' })).toHaveTextContent(
      'No exam is scheduled for you right now.',
    );
    expect(await screen.findByText(/No course in progress/)).toBeInTheDocument();
  });

  it('shows a returning student the four counters, the streak calendar, the next exam and the courses to continue', async () => {
    const course = makeCourse({ id: 12, title: 'Python for Data Science', is_enrolled: true });
    stubApi({
      ...NO_RESULTS,
      'GET /api/students/dashboard-stats/': () => ({ body: RETURNING_STATS }),
      'GET /api/students/profile/streak/': () => ({ body: streakWith([0, 1, 2, 10], 3, 4) }),
      'GET /api/courses/my-enrollments/paginated/': (request) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('in_progress');
        return {
          body: paginate([
            makeEnrollment({
              course,
              last_lesson: 7,
              progress: { percentage: 50, completed_lessons: 1, total_lessons: 2, is_completed: false },
            }),
          ]),
        };
      },
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha Verma' }),
    ).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Your learning at a glance' });
    const valueOf = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(valueOf('Enrolled courses')).toBe('3');
    expect(valueOf('In progress')).toBe('2');
    expect(valueOf('Completed')).toBe('1');
    expect(valueOf('Exams taken')).toBe('2');
    expect(within(figures).getByText('1 certificate')).toBeInTheDocument();
    expect(within(figures).getByText('Average score 72.5%')).toBeInTheDocument();

    const streak = await screen.findByRole('region', { name: 'Learning streak' });
    expect(await within(streak).findByText('3 days')).toBeInTheDocument();
    expect(within(streak).getByText(/Longest: 4 days\./)).toBeInTheDocument();
    const calendar = within(streak).getByRole('list', { name: 'The last 30 days (India Standard Time)' });
    const days = within(calendar).getAllByRole('listitem');
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toHaveTextContent('Today, 24 Nov 2026: 1 learning activity');
    expect(days.at(-4)).toHaveTextContent('21 Nov 2026: no learning activity');

    const next = screen.getByRole('region', { name: 'Next exam' });
    expect(within(next).getByRole('link', { name: 'Quantitative Aptitude Mock Test' })).toHaveAttribute(
      'href',
      '/StudentDashboard/Examination/9-quantitative-aptitude-mock-test',
    );
    expect(within(next).getByText('Upcoming')).toBeInTheDocument();

    const learning = screen.getByRole('region', { name: 'Continue learning' });
    expect(await within(learning).findByRole('link', { name: 'Python for Data Science' })).toHaveAttribute(
      'href',
      '/StudentDashboard/Courses/12/player?lesson=7',
    );
    expect(
      within(learning).getByRole('progressbar', { name: 'Progress in Python for Data Science' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(within(learning).getByText('1 of 2 lessons · 50%')).toBeInTheDocument();
  });

  it('shows four stat-card placeholders while the figures load', async () => {
    stubApi({
      ...NO_RESULTS,
      ...DASHBOARD_FIGURES,
      'GET /api/students/dashboard-stats/': () => new Promise(() => {}),
    });
    open();
    const loading = await screen.findByRole('status', { name: 'Loading your dashboard' });
    expect(loading.querySelectorAll('.xl\\:grid-cols-4 > div')).toHaveLength(SKELETON_COUNTS.statCards);
  });

  it("says 'Failed to fetch stats' when the figures cannot be loaded, and tries again", async () => {
    let calls = 0;
    stubApi({
      ...NO_RESULTS,
      ...DASHBOARD_FIGURES,
      'GET /api/students/dashboard-stats/': () => {
        calls += 1;
        return calls === 1 ? { status: 502, body: '' } : { body: RETURNING_STATS };
      },
    });
    const { user } = open();
    expect(await screen.findByText(FALLBACK_MESSAGES.statsFetch)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your learning at a glance' })).toBeInTheDocument();
  });
});
