import { LOGGED_OUT_FLAG_KEY, LOGIN_UI_MESSAGES } from '@vidya/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, makeAccessToken, stubApi, type FakeReply } from '../../test/fake-server';
import { PROFILE_ROUTES } from '../../test/profiles';
import { DEMO_USERS, renderApp } from '../../test/render-app';

const loginReply = (role: 'student' | 'college' | 'admin'): FakeReply => ({
  body: { access: makeAccessToken({ sub: String(DEMO_USERS[role].id), role }), user: DEMO_USERS[role] },
});

const refused = (status: number, detail: string): FakeReply => ({ status, body: { detail, code: 'x' } });

/** A server reply that waits until the test lets it go. */
function deferredReply(reply: FakeReply) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, handler: async () => (await gate, reply) };
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');

describe('student login page', () => {
  it('shows its heading, an email field, a password field and the links', async () => {
    renderApp({ path: '/StudentLogin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/ForgotPassword');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/StudentSignUp');
  });

  it('shows and hides the password with the toggle', async () => {
    const { user } = renderApp({ path: '/StudentLogin' });
    await user.type(await screen.findByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it("answers an empty field with 'Please fill in all fields' and sends nothing", async () => {
    const { fetchMock } = stubApi({});
    const { user } = renderApp({ path: '/StudentLogin' });
    await user.type(await screen.findByLabelText('Email'), 'student@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the mapped server error and clears it when the user types', async () => {
    stubApi({ 'POST /api/auth/login/': () => refused(401, 'Invalid credentials.') });
    const { user } = renderApp({ path: '/StudentLogin' });
    await user.type(await screen.findByLabelText('Email'), 'student@example.com');
    await user.type(passwordField(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect email or password. Please try again.',
    );
    await user.type(passwordField(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Signing In...' and disables the button while the login is under way", async () => {
    const slowLogin = deferredReply(refused(401, 'Invalid credentials.'));
    stubApi({ 'POST /api/auth/login/': slowLogin.handler });
    const { user } = renderApp({ path: '/StudentLogin' });
    await user.type(await screen.findByLabelText('Email'), 'student@example.com');
    await user.type(passwordField(), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    slowLogin.release();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('signs in, sends the credentials with the cookie, and lands on the student dashboard', async () => {
    const { callsTo } = stubApi({ 'POST /api/auth/login/': () => loginReply('student'), ...PROFILE_ROUTES });
    const { user, router, store } = renderApp({ path: '/StudentLogin' });
    await user.type(await screen.findByLabelText('Email'), ' Student@Example.com ');
    await user.type(passwordField(), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha Verma' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/StudentDashboard');
    const [loginCall] = callsTo('POST /api/auth/login/');
    expect(loginCall?.credentials).toBe('include');
    expect(await loginCall?.json()).toEqual({ email: 'student@example.com', password: 'Demo@1234' });
    expect(store.getState().session).toMatchObject({ isAuthenticated: true, userRole: 'student' });
  });

  it('returns to the page the visitor first asked for', async () => {
    stubApi({ 'POST /api/auth/login/': () => loginReply('student'), ...PROFILE_ROUTES });
    const { user, router } = renderApp({ path: '/StudentDashboard/Certificates' });
    await user.type(await screen.findByLabelText('Email'), 'student@example.com');
    await user.type(passwordField(), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/StudentDashboard/Certificates');
  });

  it('refuses a token of another role and signs that session out again', async () => {
    const { callsTo } = stubApi({
      'POST /api/auth/login/': () => loginReply('admin'),
      'POST /api/auth/logout/': () => ({ body: { detail: 'Logged out.' } }),
    });
    const { user, store } = renderApp({ path: '/StudentLogin' });
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(passwordField(), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_UI_MESSAGES.student.accessDenied);
    expect(callsTo('POST /api/auth/logout/')).toHaveLength(1);
    expect(store.getState().session.isAuthenticated).toBe(false);
  });

  it('clears the logged-out flag when it opens', async () => {
    window.sessionStorage.setItem(LOGGED_OUT_FLAG_KEY, 'true');
    const { store } = renderApp({ path: '/StudentLogin' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    await waitFor(() => expect(window.sessionStorage.getItem(LOGGED_OUT_FLAG_KEY)).toBeNull());
    expect(store.getState().session.userExplicitlyLoggedOut).toBe(false);
  });
});

describe('college login page', () => {
  it('marks each empty required field', async () => {
    const { fetchMock } = stubApi({});
    const { user } = renderApp({ path: '/CollegeLogin' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription('Email is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to the college forgot-password and sign-up pages', async () => {
    renderApp({ path: '/CollegeLogin' });
    expect(await screen.findByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/CollegeForgotPassword',
    );
    expect(screen.getByRole('link', { name: 'Register your college' })).toHaveAttribute(
      'href',
      '/CollegeSignUp',
    );
  });

  it.each([
    ['Access denied. Only colleges can login here.', 403, LOGIN_UI_MESSAGES.college.accessDenied],
    ['Your college registration is pending admin approval.', 403, LOGIN_UI_MESSAGES.college.pendingApproval],
    ['Request was throttled. Expected available in 30 seconds.', 429, LOGIN_UI_MESSAGES.college.tooMany],
  ])('shows the right message for "%s"', async (detail, status, message) => {
    stubApi({ 'POST /api/auth/college/login/': () => refused(status, detail) });
    const { user } = renderApp({ path: '/CollegeLogin' });
    await user.type(await screen.findByLabelText('Email'), 'college@example.com');
    await user.type(passwordField(), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("says 'Signing in...' while the login is under way", async () => {
    const slowLogin = deferredReply(loginReply('college'));
    stubApi({ 'POST /api/auth/college/login/': slowLogin.handler, ...PROFILE_ROUTES });
    const { user } = renderApp({ path: '/CollegeLogin' });
    await user.type(await screen.findByLabelText('Email'), 'college@example.com');
    await user.type(passwordField(), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    slowLogin.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Government Engineering College, Pune' }),
    ).toBeInTheDocument();
  });
});

describe('an account whose email is not verified', () => {
  const unverified = () =>
    errorReply(
      403,
      'Please verify your email address first: enter the 6-digit code we emailed you, or ask for a new one.',
      { code: 'email_unverified' },
    );

  it.each([
    ['/StudentLogin', 'POST /api/auth/login/', 'Sign In', 'student', '/verify-otp'],
    ['/CollegeLogin', 'POST /api/auth/college/login/', 'Sign in', 'college', '/CollegeOTPVerification'],
  ] as const)(
    'on %s is told so and led to the code page with its email',
    async (page, route, button, portal, verifyPath) => {
      stubApi({ [route]: unverified });
      const { user } = renderApp({ path: page });
      await user.type(await screen.findByLabelText('Email'), 'New.Person@Example.com');
      await user.type(passwordField(), 'Demo@1234');
      await user.click(screen.getByRole('button', { name: button }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(LOGIN_UI_MESSAGES[portal].emailUnverified);
      expect(screen.getByRole('link', { name: 'Verify your email now' })).toHaveAttribute(
        'href',
        `${verifyPath}?email=new.person%40example.com`,
      );
    },
  );
});

describe('admin login page', () => {
  it("keeps 'Login to Admin Panel' disabled until both fields are filled", async () => {
    const { user } = renderApp({ path: '/AdminLogin' });
    const button = await screen.findByRole('button', { name: 'Login to Admin Panel' });
    expect(button).toBeDisabled();
    await user.type(emailField(), 'admin@example.com');
    expect(button).toBeDisabled();
    await user.type(passwordField(), 'Demo@1234');
    expect(button).toBeEnabled();
    await user.clear(emailField());
    expect(button).toBeDisabled();
  });

  it("says 'Logging in...', then shows the admin's mapped error", async () => {
    const slowLogin = deferredReply(refused(401, 'No active account found with the given credentials.'));
    stubApi({ 'POST /api/auth/admin/login/': slowLogin.handler });
    const { user } = renderApp({ path: '/AdminLogin' });
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.type(passwordField(), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Login to Admin Panel' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    slowLogin.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_UI_MESSAGES.admin.noAccount);
  });

  it('signs an admin in to the admin dashboard with their name', async () => {
    stubApi({ 'POST /api/auth/admin/login/': () => loginReply('admin') });
    const { user } = renderApp({ path: '/AdminLogin' });
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(passwordField(), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Login to Admin Panel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByText('Meera Iyer').length).toBeGreaterThan(0);
  });
});
