import { APP_TEXTS, LOGGED_OUT_FLAG_KEY, SESSION_HINT_COOKIE, SUCCESS_MESSAGES } from '@vidya/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../test/store';
import { makeAccessToken, stubApi, type FakeReply } from '../../test/fake-server';
import { PROFILE_ROUTES } from '../../test/profiles';
import { DEMO_USERS, renderApp, signedInAs } from '../../test/render-app';
import { restoreSession } from './restore-session';

const studentToken = makeAccessToken({ sub: String(DEMO_USERS.student.id), role: 'Student' });
const refreshReply = (access = studentToken): FakeReply => ({ body: { access, user: DEMO_USERS.student } });

describe('restoring the session on load', () => {
  // The server sets this readable cookie beside the refresh cookie.
  beforeEach(() => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
  });
  afterEach(() => {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
  });

  it('does not ask the server when it never said there is a session (a visitor)', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    const { fetchMock } = stubApi({ 'POST /api/auth/refresh/': () => refreshReply() });
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().session).toMatchObject({ isAuthenticated: false, isLoading: false });
  });

  it('restores through the refresh cookie and reads the role from the token, in any case', async () => {
    const { callsTo } = stubApi({
      'POST /api/auth/refresh/': () => refreshReply(),
      ...PROFILE_ROUTES,
    });
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().session).toMatchObject({
      isAuthenticated: true,
      userRole: 'student',
      accessToken: studentToken,
      isLoading: false,
    });
    expect(callsTo('POST /api/auth/refresh/')[0]?.credentials).toBe('include');
    // The profile follows a restore without anyone asking for it.
    await waitFor(() => expect(callsTo('GET /api/students/profile/')).toHaveLength(1));
  });

  it('knows who is signed in from the refresh reply, and keeps nothing of them in storage', async () => {
    stubApi({ 'POST /api/auth/refresh/': () => refreshReply(), ...PROFILE_ROUTES });
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().session.user).toEqual(DEMO_USERS.student);
    expect(window.localStorage.length).toBe(0);
  });

  it('stays signed out when the refresh reply has no user', async () => {
    stubApi({ 'POST /api/auth/refresh/': () => ({ body: { access: studentToken } }) });
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().session.isAuthenticated).toBe(false);
  });

  it('stays signed out, silently, when there is nothing to restore', async () => {
    stubApi({ 'POST /api/auth/refresh/': () => ({ status: 401, body: { detail: 'No session.' } }) });
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().session).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      userRole: '',
    });
  });

  it('does not try after an explicit logout in this tab', async () => {
    window.sessionStorage.setItem(LOGGED_OUT_FLAG_KEY, 'true');
    const { fetchMock } = stubApi({});
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().session.userExplicitlyLoggedOut).toBe(true);
  });

  it('leaves a token it cannot decode without a role', async () => {
    stubApi({ 'POST /api/auth/refresh/': () => refreshReply('not-a-jwt') });
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().session).toMatchObject({ isAuthenticated: true, userRole: '' });
  });

  it("shows 'Restoring session...' until the restore settles, then the page", async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    stubApi({ 'POST /api/auth/refresh/': () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    const { store } = renderApp({ path: '/AboutUs' });
    const restoring = store.dispatch(restoreSession());
    // The page's frame in grey, not a bare spinner, says what is happening meanwhile.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(APP_TEXTS.restoringSession));
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    answer({ status: 401, body: { detail: 'No session.' } });
    await restoring;
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByText(APP_TEXTS.restoringSession)).not.toBeInTheDocument();
  });
});

describe('signing out', () => {
  it('tells the server, forgets the session and lands on the login page of the role', async () => {
    const { callsTo } = stubApi({
      ...PROFILE_ROUTES,
      'POST /api/auth/logout/': () => ({ body: { detail: 'Logged out.' } }),
    });
    const { user, router, store } = renderApp({ path: '/CollegeDashboard', session: signedInAs('college') });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'College Login' })).toBeInTheDocument();
    expect(screen.getByText(SUCCESS_MESSAGES.loggedOut)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/CollegeLogin');
    expect(callsTo('POST /api/auth/logout/')[0]?.credentials).toBe('include');
    expect(store.getState().session).toMatchObject({ isAuthenticated: false, accessToken: null, user: null });
    // The cached profile went with the session, and nothing asked for it again.
    expect(store.getState().api?.queries).toEqual({});
    expect(callsTo('GET /api/colleges/profile/')).toHaveLength(1);
  });

  it('still signs out locally when the server call fails', async () => {
    stubApi({ ...PROFILE_ROUTES, 'POST /api/auth/logout/': () => ({ status: 500, body: 'boom' }) });
    const { user, store } = renderApp({ path: '/StudentDashboard', session: signedInAs('student') });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(store.getState().session.isAuthenticated).toBe(false);
  });

  it('sets the logged-out flag in session storage while it happens', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    stubApi({
      ...PROFILE_ROUTES,
      'POST /api/auth/logout/': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp({ path: '/AdminDashboard', session: signedInAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(window.sessionStorage.getItem(LOGGED_OUT_FLAG_KEY)).toBe('true');
    expect(screen.getByRole('button', { name: 'Signing out...' })).toBeDisabled();
    answer({ body: { detail: 'Logged out.' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });
});

describe('a session that expires', () => {
  it('sends a user on a dashboard to the login page once refreshing fails', async () => {
    stubApi({
      'GET /api/students/profile/': () => ({ status: 401, body: { detail: 'Token expired.' } }),
      'POST /api/auth/refresh/': () => ({ status: 401, body: { detail: 'No session.' } }),
    });
    const { router } = renderApp({ path: '/StudentDashboard/Profile', session: signedInAs('student') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/StudentDashboard/Profile' });
  });
});
