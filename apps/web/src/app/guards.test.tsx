import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/fake-server';
import { PROFILE_ROUTES } from '../test/profiles';
import { renderApp, signedInAs } from '../test/render-app';

describe('route guards in the app', () => {
  it('sends a signed-out visitor of a student page to the student login, remembering the page', async () => {
    stubApi(PROFILE_ROUTES);
    const { router } = renderApp({ path: '/StudentDashboard/Certificates' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/StudentLogin');
    expect(router.state.location.state).toEqual({ from: '/StudentDashboard/Certificates' });
  });

  it.each([
    ['/AdminDashboard/PendingColleges', 'Admin Login', '/AdminLogin'],
    ['/CollegeDashboard/CreateExam', 'College Login', '/CollegeLogin'],
    ['/courses', 'Welcome Back', '/StudentLogin'],
    ['/examination', 'Welcome Back', '/StudentLogin'],
  ])('sends a signed-out visitor of %s to the %s page', async (path, heading, loginPath) => {
    stubApi(PROFILE_ROUTES);
    const { router } = renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(loginPath);
  });

  it('sends a student who opens an admin page to the student dashboard', async () => {
    stubApi(PROFILE_ROUTES);
    const { router } = renderApp({ path: '/AdminDashboard/QuestionBank', session: signedInAs('student') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha Verma' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/StudentDashboard');
  });

  it('sends a signed-in college from the landing page to its dashboard', async () => {
    stubApi(PROFILE_ROUTES);
    const { router } = renderApp({ path: '/', session: signedInAs('college') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/CollegeDashboard'));
  });

  it('takes a student from the footer’s Courses link to their courses', async () => {
    stubApi(PROFILE_ROUTES);
    const { router } = renderApp({ path: '/courses', session: signedInAs('student') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/StudentDashboard/Courses');
  });

  it('sends a signed-in admin away from any login page to the admin dashboard', async () => {
    stubApi(PROFILE_ROUTES);
    const { router } = renderApp({ path: '/StudentLogin', session: signedInAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/AdminDashboard');
  });

  it('signs out a user whose token carries no role when they open a login page', async () => {
    const { callsTo } = stubApi({ 'POST /api/auth/logout/': () => ({ body: { detail: 'Logged out.' } }) });
    const { store } = renderApp({
      path: '/CollegeLogin',
      session: { ...signedInAs('college'), userRole: '' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'College Login' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.isAuthenticated).toBe(false));
    expect(callsTo('POST /api/auth/logout/')).toHaveLength(1);
  });
});
