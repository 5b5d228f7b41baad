import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fake-server';
import { STUDENT_PROFILE } from '../../../test/profiles';
import { renderApp, signedInAs } from '../../../test/render-app';
import { DASHBOARD_FIGURES, NO_EXAM_RESULTS } from '../../../test/student-dashboard-fixtures';

/** The dashboard's calls for a student who has not taken an exam. */
const NO_EXAMS = { ...NO_EXAM_RESULTS, ...DASHBOARD_FIGURES };

describe('student dashboard home', () => {
  it("shows the student's own profile", async () => {
    stubApi({ ...NO_EXAMS, 'GET /api/students/profile/': () => ({ body: STUDENT_PROFILE }) });
    renderApp({ path: '/StudentDashboard', session: signedInAs('student') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha Verma' }),
    ).toBeInTheDocument();
    expect(screen.getByText('student@example.com')).toBeInTheDocument();
    expect(screen.getByText('Government Engineering College, Pune')).toBeInTheDocument();
    expect(screen.getByText('Approved by your college')).toBeInTheDocument();
    expect(screen.getByText('15 Jan 2026')).toBeInTheDocument();
  });

  it('says when the college has not approved the student yet, or there is no college', async () => {
    stubApi({
      ...NO_EXAMS,
      'GET /api/students/profile/': () => ({ body: { ...STUDENT_PROFILE, is_approved_by_college: false } }),
    });
    renderApp({ path: '/StudentDashboard', session: signedInAs('student') });
    expect(await screen.findByText('Waiting for your college to approve you')).toBeInTheDocument();
  });

  it('shows a loading placeholder, then the error and a retry when the profile fails', async () => {
    let attempts = 0;
    stubApi({
      ...NO_EXAMS,
      'GET /api/students/profile/': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { detail: 'Database unavailable.', code: 'internal' } }
          : { body: STUDENT_PROFILE };
      },
    });
    const { user } = renderApp({ path: '/StudentDashboard', session: signedInAs('student') });
    expect(await screen.findByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha Verma' }),
    ).toBeInTheDocument();
  });
});

describe('the exams on the student dashboard', () => {
  it('invites a student who has taken no exam to the exam list', async () => {
    stubApi({ ...NO_EXAMS, 'GET /api/students/profile/': () => ({ body: STUDENT_PROFILE }) });
    renderApp({ path: '/StudentDashboard', session: signedInAs('student') });
    const card = await screen.findByRole('region', { name: 'Your exams' });
    expect(await within(card).findByText(/You have not taken an exam yet/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See the exams open to you' })).toHaveAttribute(
      'href',
      '/StudentDashboard/Examination',
    );
  });

  it('shows the overall badge and the latest results with their outcome', async () => {
    stubApi({
      'GET /api/students/profile/': () => ({ body: STUDENT_PROFILE }),
      'GET /api/exams/performance/': () => ({
        body: {
          total_attempts: 2,
          exams_taken: 2,
          passed: 1,
          average_percentage: 77.5,
          best_percentage: 95,
          badge: 'good',
          timeline: [],
          per_exam: [],
        },
      }),
      'GET /api/exams/my-results/': () => ({
        body: {
          count: 2,
          page_size: 10,
          current_page: 1,
          total_pages: 1,
          next: null,
          previous: null,
          results: [
            {
              attempt: 12,
              exam: 3,
              exam_title: 'Logical Reasoning Assessment',
              exam_slug: '3-logical-reasoning-assessment',
              kind: 'platform',
              status: 'submitted',
              score: 19,
              max_score: 20,
              percentage: 95,
              passed: true,
              badge: 'excellent',
              time_taken_seconds: 600,
              submitted_at: '2026-11-20T10:00:00.000Z',
              is_released: true,
            },
            {
              attempt: 11,
              exam: 4,
              exam_title: 'Data Structures Unit Test',
              exam_slug: '4-data-structures-unit-test',
              kind: 'college',
              status: 'expired',
              score: 6,
              max_score: 10,
              percentage: 60,
              passed: false,
              badge: 'average',
              time_taken_seconds: 900,
              submitted_at: '2026-11-19T10:00:00.000Z',
              is_released: false,
            },
          ],
        },
      }),
    });
    renderApp({ path: '/StudentDashboard', session: signedInAs('student') });
    const card = await screen.findByRole('region', { name: 'Your exams' });
    expect(await within(card).findByText(/2 attempts, average 77.5%, best 95%/)).toBeInTheDocument();
    expect(within(card).getByText('Good')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Logical Reasoning Assessment' })).toHaveAttribute(
      'href',
      '/StudentDashboard/Examination/3-logical-reasoning-assessment/results?attempt=12',
    );
    expect(within(card).getByText(/19\/20 · Passed/)).toBeInTheDocument();
    expect(within(card).getByText(/6\/10 · Failed/)).toBeInTheDocument();
  });
});

describe('student sidebar', () => {
  it('links every student page without parameters', async () => {
    stubApi({ ...NO_EXAMS, 'GET /api/students/profile/': () => ({ body: STUDENT_PROFILE }) });
    renderApp({ path: '/StudentDashboard', session: signedInAs('student') });
    const sidebar = await screen.findByRole('navigation', { name: 'Student dashboard' });
    const hrefs = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const children = [
      'Courses',
      'Examination',
      'Certificates',
      'Profile',
      'PersonalDetails',
      'StudentSecurity',
      'StudentPerformance',
    ];
    expect([...hrefs].sort()).toEqual(
      ['/StudentDashboard', ...children.map((child) => `/StudentDashboard/${child}`)].sort(),
    );
  });
});
