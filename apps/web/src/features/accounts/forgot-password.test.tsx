import { PASSWORD_RULE } from '@vidya/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubApi } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const REQUESTED = 'If an account exists for this email, we sent it a code to reset the password.';
const RESET = 'Your password has been reset. You can now sign in with the new password.';

describe('password recovery', () => {
  it('sends a code, sets the new password with it, and returns to the login page saying so', async () => {
    const { callsTo } = stubApi({
      'POST /api/students/forgot-password/request-otp/': () => ({ body: { detail: REQUESTED } }),
      'POST /api/students/forgot-password/reset/': () => ({ body: { detail: RESET } }),
    });
    const { user, router } = renderApp({ path: '/ForgotPassword' });
    await user.type(await screen.findByLabelText('Email'), 'Asha@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toHaveFocus();
    expect(screen.getByText(REQUESTED)).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    // A one-minute countdown, already ticking (a loaded machine may take a second to get here).
    expect(screen.getByRole('button', { name: /^Resend code in (1:00|0:[0-5]\d)$/ })).toBeDisabled();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(PASSWORD_RULE);

    await user.type(screen.getByLabelText('6-digit code'), '135790');
    await user.type(screen.getByLabelText('New password'), 'Fresh@2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh@2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/StudentLogin');
    expect(screen.getByRole('status')).toHaveTextContent(RESET);
    expect(await callsTo('POST /api/students/forgot-password/request-otp/')[0]?.json()).toEqual({
      email: 'asha@example.com',
    });
    expect(await callsTo('POST /api/students/forgot-password/reset/')[0]?.json()).toEqual({
      email: 'asha@example.com',
      otp: '135790',
      new_password: 'Fresh@2026',
    });
  });

  it('keeps the new password and shows why the code was refused', async () => {
    const refused = 'This code is not valid for this email. Ask for a new code.';
    stubApi({
      'POST /api/colleges/forgot-password/request-otp/': () => ({ body: { detail: REQUESTED } }),
      'POST /api/colleges/forgot-password/reset/': () =>
        errorReply(400, refused, { errors: { otp: [refused] } }),
    });
    const { user, router } = renderApp({ path: '/CollegeForgotPassword' });
    await user.type(await screen.findByLabelText('Email'), 'college@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await user.type(screen.getByLabelText('New password'), 'Fresh@2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh@2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(refused));
    expect(screen.getByLabelText('New password')).toHaveValue('Fresh@2026');
    expect(router.state.location.pathname).toBe('/CollegeForgotPassword');
  });

  it('lets the person go back and use another email', async () => {
    stubApi({ 'POST /api/students/forgot-password/request-otp/': () => ({ body: { detail: REQUESTED } }) });
    const { user } = renderApp({ path: '/ForgotPassword' });
    await user.type(await screen.findByLabelText('Email'), 'typo@exmaple.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('typo@exmaple.com');
  });

  it('rejects an invalid email before asking the server', async () => {
    const { fetchMock } = stubApi({});
    const { user } = renderApp({ path: '/ForgotPassword' });
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
