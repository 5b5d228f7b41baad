import { GENERIC_ERRORS } from '@vidya/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, makeAccessToken, stubApi } from '../../test/fake-server';
import { PROFILE_ROUTES } from '../../test/profiles';
import { DEMO_USERS, renderApp } from '../../test/render-app';

const CODE_HELP = 'The code is the 6 digits from the email.';

describe('the student code page', () => {
  it('takes the email from the address and fills the code from a pasted message', async () => {
    const { callsTo } = stubApi({
      'POST /api/students/verify-otp/': () => ({ status: 400, body: { detail: 'x', code: 'invalid' } }),
    });
    const { user } = renderApp({ path: '/verify-otp?email=asha%40example.com' });
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(code);
    await user.paste('Your code: 482 913');
    expect(code).toHaveValue('482913');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(callsTo('POST /api/students/verify-otp/')).toHaveLength(1));
    expect(await callsTo('POST /api/students/verify-otp/')[0]?.json()).toEqual({
      email: 'asha@example.com',
      otp: '482913',
    });
  });

  it('explains a code with letters or the wrong length, and sends nothing', async () => {
    const { fetchMock } = stubApi({});
    const { user } = renderApp({ path: '/verify-otp?email=asha%40example.com' });
    const code = await screen.findByLabelText('6-digit code');
    await user.type(code, '12a45');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(CODE_HELP));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the email when the address does not carry it', async () => {
    renderApp({ path: '/verify-otp' });
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });

  it("shows the server's verdict on a wrong code next to the field", async () => {
    const wrong = 'This code is not correct. 4 tries left.';
    stubApi({ 'POST /api/students/verify-otp/': () => errorReply(400, wrong, { errors: { otp: [wrong] } }) });
    const { user } = renderApp({ path: '/verify-otp?email=asha%40example.com' });
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(wrong));
  });

  it('signs the student in and opens the dashboard once the code is right', async () => {
    const access = makeAccessToken({ sub: String(DEMO_USERS.student.id), role: 'student' });
    stubApi({
      'POST /api/students/verify-otp/': () => ({
        body: { detail: 'Email verified. Welcome aboard!', access, user: DEMO_USERS.student },
      }),
      ...PROFILE_ROUTES,
    });
    const { user, router, store } = renderApp({ path: '/verify-otp?email=student%40example.com' });
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha Verma' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/StudentDashboard');
    expect(store.getState().session).toMatchObject({ isAuthenticated: true, userRole: 'student' });
  });

  it('counts down on the resend button for as long as the server asks', async () => {
    stubApi({
      'POST /api/students/resend-otp/': () =>
        errorReply(429, 'Request was throttled. Expected available in 42 seconds.', {
          code: 'throttled',
          headers: { 'Retry-After': '42' },
        }),
    });
    const { user } = renderApp({ path: '/verify-otp?email=asha%40example.com' });
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 0:42' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_ERRORS.rateLimited);
  });

  it('confirms a new code was sent and waits a minute before offering another', async () => {
    const sent = 'If an account is waiting for verification with this email, we sent it a new code.';
    const { callsTo } = stubApi({ 'POST /api/students/resend-otp/': () => ({ body: { detail: sent } }) });
    const { user } = renderApp({ path: '/verify-otp?email=asha%40example.com' });
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend code in (1:00|0:[0-5]\d)$/ })).toBeDisabled();
    expect(await callsTo('POST /api/students/resend-otp/')[0]?.json()).toEqual({ email: 'asha@example.com' });
  });
});

describe('the college code page', () => {
  it('tells a verified college it now waits for approval, and where to log in later', async () => {
    const detail =
      'Email verified. Your college is now waiting for approval by our team; we will email you as soon as it is approved.';
    stubApi({ 'POST /api/colleges/verify-otp/': () => ({ body: { detail } }) });
    const { user, store } = renderApp({ path: '/CollegeOTPVerification?email=office%40sahyadri.edu.in' });
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Your college is waiting for approval',
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to college login' })).toHaveAttribute(
      'href',
      '/CollegeLogin',
    );
    expect(store.getState().session.isAuthenticated).toBe(false);
  });
});
