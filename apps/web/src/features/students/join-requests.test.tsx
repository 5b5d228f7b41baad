import { screen, waitFor, within } from '@testing-library/react';
import type { StudentInvitation } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { errorReply, stubApi } from '../../test/fake-server';
import { PROFILE_ROUTES, STUDENT_PROFILE } from '../../test/profiles';
import { renderApp, signedInAs } from '../../test/render-app';

const REQUEST: StudentInvitation = {
  id: 9,
  college: 2,
  college_name: 'Sunrise Institute of Technology',
  roll_number: 'CS-01',
  invited_at: '2026-11-24T10:00:00.000Z',
  expires_at: '2026-12-08T10:00:00.000Z',
};

describe("a student's join requests", () => {
  it('lists the invitations on the dashboard and accepts one', async () => {
    let accepted = false;
    const { callsTo } = stubApi({
      'GET /api/students/profile/': () => ({
        body: accepted
          ? STUDENT_PROFILE
          : { ...STUDENT_PROFILE, college: null, is_approved_by_college: false },
      }),
      'GET /api/students/invitations/': () => ({ body: accepted ? [] : [REQUEST] }),
      'POST /api/students/invitations/9/accept/': () => {
        accepted = true;
        return { body: { detail: 'You joined Sunrise Institute of Technology.', id: 9 } };
      },
    });
    const { user } = renderApp({ path: '/StudentDashboard', session: signedInAs('student') });
    const card = (await screen.findByRole('heading', { name: 'Invitations from colleges' })).parentElement!;
    expect(within(card).getByText(/with the roll number CS-01/)).toBeInTheDocument();
    await user.click(
      within(card).getByRole('button', { name: 'Accept the invitation of Sunrise Institute of Technology' }),
    );
    expect(
      await screen.findByText('You joined Sunrise Institute of Technology. Its exams are open to you.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/students/invitations/9/accept/')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Invitations from colleges' })).toBeNull(),
    );
  });

  it('says why a decline was refused', async () => {
    stubApi({
      ...PROFILE_ROUTES,
      'GET /api/students/invitations/': () => ({ body: [REQUEST] }),
      'POST /api/students/invitations/9/decline/': () =>
        errorReply(409, 'Sunrise Institute of Technology withdrew this invitation.', {
          code: 'invitation_revoked',
        }),
    });
    const { user } = renderApp({ path: '/StudentDashboard', session: signedInAs('student') });
    await user.click(
      await screen.findByRole('button', {
        name: 'Decline the invitation of Sunrise Institute of Technology',
      }),
    );
    const refusal = await screen.findByText('Sunrise Institute of Technology withdrew this invitation.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
  });
});
