import { screen, waitFor } from '@testing-library/react';
import type { InvitationPreview } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { errorReply, makeAccessToken, stubApi } from '../../test/fake-server';
import { PROFILE_ROUTES } from '../../test/profiles';
import { DEMO_USERS, renderApp } from '../../test/render-app';

const PREVIEW = 'GET /api/students/invitations/preview/';
const SIGN_UP = 'POST /api/students/register/invitation/';
const PASSWORD = 'Invited#2026';

const INVITATION: InvitationPreview = {
  college_name: 'Sunrise Institute of Technology',
  email: 'meera@example.com',
  full_name: 'Meera Iyer',
  roll_number: 'CS-01',
  expires_at: '2026-12-08T10:00:00.000Z',
};

describe('signing up through an invitation', () => {
  it('shows what the code opens, prefills the name, and signs the student in', async () => {
    const access = makeAccessToken({ sub: String(DEMO_USERS.student.id), role: 'student' });
    const { callsTo } = stubApi({
      [PREVIEW]: () => ({ body: INVITATION }),
      [SIGN_UP]: () => ({
        status: 201,
        body: { detail: 'Welcome!', access, user: DEMO_USERS.student },
      }),
      ...PROFILE_ROUTES,
    });
    const { user, router } = renderApp({ path: '/StudentSignUp?invite=ABCDEFGHJKMN' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join your college' })).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Your invitation' });
    expect(details).toHaveTextContent('Sunrise Institute of Technology');
    expect(details).toHaveTextContent('meera@example.com');
    expect(details).toHaveTextContent('CS-01');
    expect(new URL(callsTo(PREVIEW)[0]!.url).searchParams.get('code')).toBe('ABCDEFGHJKMN');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Meera Iyer'));

    await user.type(screen.getByLabelText('Password', { exact: true }), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/StudentDashboard'));
    expect(await callsTo(SIGN_UP)[0]!.json()).toEqual({
      code: 'ABCDEFGHJKMN',
      full_name: 'Meera Iyer',
      password: PASSWORD,
      language: 'en',
    });
  });

  it("offers a code field from the sign-up page, and shows the server's refusal of the code", async () => {
    const expired = 'This invitation has expired. Ask Sunrise Institute of Technology to resend it.';
    stubApi({ [PREVIEW]: () => errorReply(409, expired, { code: 'invitation_expired' }) });
    const { user } = renderApp({ path: '/StudentSignUp' });
    await user.click(await screen.findByRole('link', { name: 'Sign up with your invitation code' }));
    const code = await screen.findByLabelText('Invitation code');
    await user.type(code, 'abcd-efgh-jkmn');
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.queryByRole('region', { name: 'Your invitation' })).toBeNull();
  });
});
