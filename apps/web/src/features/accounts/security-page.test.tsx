import { PASSWORD_RULE } from '@vidya/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, makeAccessToken, stubApi } from '../../test/fake-server';
import { PROFILE_ROUTES } from '../../test/profiles';
import { DEMO_USERS, renderApp, signedInAs } from '../../test/render-app';

const WRONG_PASSWORD = 'Your current password is not correct.';

describe('changing the password', () => {
  it('needs the rule and a matching confirmation before asking the server', async () => {
    const { callsTo } = stubApi(PROFILE_ROUTES);
    const { user } = renderApp({ path: '/StudentDashboard/StudentSecurity', session: signedInAs('student') });
    const form = (await screen.findByRole('region', { name: 'Change password' })) as HTMLElement;
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(PASSWORD_RULE);
    await user.type(within(form).getByLabelText('Current password'), 'Demo@1234');
    await user.type(within(form).getByLabelText('New password'), 'Fresh@2026');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Fresh@2027');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(callsTo('POST /api/students/change-password/')).toHaveLength(0);
  });

  it('keeps this tab signed in with the new token, and says the password changed', async () => {
    const newToken = makeAccessToken({ sub: String(DEMO_USERS.student.id), role: 'student', jti: 'fresh' });
    stubApi({
      ...PROFILE_ROUTES,
      'POST /api/students/change-password/': () => ({
        body: {
          detail: 'Your password has been changed. Other devices have been signed out.',
          access: newToken,
        },
      }),
    });
    const { user, store } = renderApp({
      path: '/StudentDashboard/StudentSecurity',
      session: signedInAs('student'),
    });
    const form = (await screen.findByRole('region', { name: 'Change password' })) as HTMLElement;
    await user.type(within(form).getByLabelText('Current password'), 'Demo@1234');
    await user.type(within(form).getByLabelText('New password'), 'Fresh@2026');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Fresh@2026');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(store.getState().session).toMatchObject({ accessToken: newToken, user: DEMO_USERS.student });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('puts a wrong current password next to that field', async () => {
    stubApi({
      ...PROFILE_ROUTES,
      'POST /api/colleges/change-password/': () =>
        errorReply(400, WRONG_PASSWORD, { errors: { current_password: [WRONG_PASSWORD] } }),
    });
    const { user } = renderApp({ path: '/CollegeDashboard/CollegeSecurity', session: signedInAs('college') });
    const form = (await screen.findByRole('region', { name: 'Change password' })) as HTMLElement;
    await user.type(within(form).getByLabelText('Current password'), 'Wrong@1234');
    await user.type(within(form).getByLabelText('New password'), 'Fresh@2026');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Fresh@2026');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(WRONG_PASSWORD),
    );
    expect(within(form).getByLabelText('New password')).toHaveValue('Fresh@2026');
  });
});

describe('changing the email', () => {
  it('sends a code to the new address, then switches with that code', async () => {
    const { callsTo } = stubApi({
      ...PROFILE_ROUTES,
      'POST /api/students/change-email/': async (request) => {
        const body = (await request.clone().json()) as Record<string, string>;
        return 'otp' in body
          ? { body: { detail: 'Your email address is now asha.v@example.com.', email: 'asha.v@example.com' } }
          : {
              body: {
                detail: 'We sent a 6-digit code to asha.v@example.com. Enter it to confirm the change.',
              },
            };
      },
    });
    const { user, store } = renderApp({
      path: '/StudentDashboard/StudentSecurity',
      session: signedInAs('student'),
    });
    const section = (await screen.findByRole('region', { name: 'Change email' })) as HTMLElement;
    expect(section).toHaveTextContent('You sign in with student@example.com.');
    await user.type(within(section).getByLabelText('New email'), 'Asha.V@example.com');
    await user.type(within(section).getByLabelText('Current password'), 'Demo@1234');
    await user.click(within(section).getByRole('button', { name: 'Send code to the new email' }));

    expect(
      await within(section).findByText(/We sent a 6-digit code to asha.v@example.com/),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /^Resend code in (1:00|0:[0-5]\d)$/ })).toBeDisabled();
    await user.type(within(section).getByLabelText('6-digit code'), '246810');
    await user.click(within(section).getByRole('button', { name: 'Confirm new email' }));

    expect(
      await within(section).findByText('Your email address is now asha.v@example.com.'),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent('You sign in with asha.v@example.com.');
    expect(store.getState().session.user?.email).toBe('asha.v@example.com');
    const [first, second] = callsTo('POST /api/students/change-email/');
    expect(await first?.json()).toEqual({ new_email: 'asha.v@example.com', current_password: 'Demo@1234' });
    expect(await second?.json()).toEqual({ new_email: 'asha.v@example.com', otp: '246810' });
  });
});

describe('deleting the account', () => {
  it('asks for the password in a dialog and keeps the account when cancelled', async () => {
    const { callsTo } = stubApi(PROFILE_ROUTES);
    const { user } = renderApp({ path: '/StudentDashboard/StudentSecurity', session: signedInAs('student') });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByLabelText('Current password')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('DELETE /api/students/student/delete/')).toHaveLength(0);
  });

  it('shows a wrong password inside the dialog', async () => {
    stubApi({
      ...PROFILE_ROUTES,
      'DELETE /api/students/student/delete/': () =>
        errorReply(400, WRONG_PASSWORD, { errors: { current_password: [WRONG_PASSWORD] } }),
    });
    const { user, store } = renderApp({
      path: '/StudentDashboard/StudentSecurity',
      session: signedInAs('student'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Wrong@1234');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription(WRONG_PASSWORD),
    );
    expect(store.getState().session.isAuthenticated).toBe(true);
  });

  it('deletes the account, forgets the session and lands on the home page saying so', async () => {
    const { callsTo } = stubApi({
      ...PROFILE_ROUTES,
      'DELETE /api/colleges/delete/': () => ({ body: { detail: 'Your account has been deleted.' } }),
      'GET /api/courses/featured/': () => ({ body: [] }),
    });
    const { user, store, router } = renderApp({
      path: '/CollegeDashboard/CollegeSecurity',
      session: signedInAs('college'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Demo@1234');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The sign-out finishes once the home page has taken over (under load, just after it shows).
    await waitFor(() =>
      expect(store.getState().session).toMatchObject({ isAuthenticated: false, accessToken: null }),
    );
    expect(await callsTo('DELETE /api/colleges/delete/')[0]?.json()).toEqual({
      current_password: 'Demo@1234',
    });
  });
});
