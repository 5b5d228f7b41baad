import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fake-server';
import { COLLEGE_PROFILE } from '../../../test/profiles';
import { renderApp, signedInAs } from '../../../test/render-app';

describe('college dashboard home', () => {
  it("shows the college's own profile", async () => {
    stubApi({ 'GET /api/colleges/profile/': () => ({ body: COLLEGE_PROFILE }) });
    renderApp({ path: '/CollegeDashboard', session: signedInAs('college') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Government Engineering College, Pune' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('+91 20 2550 7000')).toBeInTheDocument();
    expect(screen.getByText('Shivajinagar, Pune, Maharashtra')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
  });

  it('uses the fallback text when the profile fails without a message', async () => {
    stubApi({ 'GET /api/colleges/profile/': () => ({ status: 404, body: undefined }) });
    renderApp({ path: '/CollegeDashboard', session: signedInAs('college') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch profile');
  });
});

describe('college sidebar', () => {
  it('links every college page without parameters', async () => {
    stubApi({ 'GET /api/colleges/profile/': () => ({ body: COLLEGE_PROFILE }) });
    renderApp({ path: '/CollegeDashboard', session: signedInAs('college') });
    const sidebar = await screen.findByRole('navigation', { name: 'College dashboard' });
    const hrefs = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const children = [
      'CollegeStudents',
      'CollegeProfile',
      'CollegeDetails',
      'CollegeSecurity',
      'CreateExam',
      'ScheduledExams',
      'CollegePerformance',
      'ExamHistory',
      'YourPlan',
      'AllStudent',
    ];
    expect([...hrefs].sort()).toEqual(
      ['/CollegeDashboard', ...children.map((child) => `/CollegeDashboard/${child}`)].sort(),
    );
  });
});
