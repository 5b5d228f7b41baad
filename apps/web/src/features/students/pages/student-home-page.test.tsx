import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fake-server';
import { STUDENT_PROFILE } from '../../../test/profiles';
import { renderApp, signedInAs } from '../../../test/render-app';

describe('student dashboard home', () => {
  it("shows the student's own profile", async () => {
    stubApi({ 'GET /api/students/profile/': () => ({ body: STUDENT_PROFILE }) });
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
      'GET /api/students/profile/': () => ({ body: { ...STUDENT_PROFILE, is_approved_by_college: false } }),
    });
    renderApp({ path: '/StudentDashboard', session: signedInAs('student') });
    expect(await screen.findByText('Waiting for your college to approve you')).toBeInTheDocument();
  });

  it('shows a loading placeholder, then the error and a retry when the profile fails', async () => {
    let attempts = 0;
    stubApi({
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

describe('student sidebar', () => {
  it('links every student page without parameters', async () => {
    stubApi({ 'GET /api/students/profile/': () => ({ body: STUDENT_PROFILE }) });
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
