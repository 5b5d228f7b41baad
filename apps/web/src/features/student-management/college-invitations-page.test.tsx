import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CollegeInvitation, InvitationImportReport } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { paginate } from '../../test/course-fixtures';
import { errorReply, stubApi } from '../../test/fake-server';
import { renderApp, signedInAs } from '../../test/render-app';

const LIST = 'GET /api/colleges/admin/invitations/';
const IMPORT = 'POST /api/colleges/admin/invitations/import/';
const PAGE = '/CollegeDashboard/Invitations';

const invitation = (overrides: Partial<CollegeInvitation> = {}): CollegeInvitation => ({
  id: 4,
  email: 'meera@example.com',
  full_name: 'Meera Iyer',
  roll_number: 'CS-01',
  status: 'pending',
  existing_student: false,
  expires_at: '2026-12-08T10:00:00.000Z',
  last_sent_at: '2026-11-24T10:00:00.000Z',
  send_count: 1,
  responded_at: null,
  created_at: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

const REPORT: InvitationImportReport = {
  dry_run: true,
  total_rows: 2,
  valid_rows: 2,
  invited: 0,
  errors: [],
  preview: [
    { row: 2, name: 'Meera Iyer', email: 'meera@example.com', roll_number: 'CS-01', kind: 'new' },
    { row: 3, name: 'Kabir Das', email: 'kabir@example.com', roll_number: null, kind: 'existing' },
  ],
};

const file = () => new File(['name,email,roll_number\n'], 'students.csv', { type: 'text/csv' });
const open = (path = PAGE) => renderApp({ path, session: signedInAs('college') });

describe('the Invite Students page', () => {
  it('checks the file, shows whom it invites, then sends all of them', async () => {
    let sent = false;
    const { callsTo } = stubApi({
      [LIST]: () => ({ body: paginate(sent ? [invitation()] : [], { pageSize: 25 }) }),
      [IMPORT]: (request) => {
        if (new URL(request.url).searchParams.get('dry_run') === 'true') return { body: REPORT };
        sent = true;
        return { status: 201, body: { ...REPORT, dry_run: false, invited: 2 } };
      },
    });
    const { user } = open();
    expect(await screen.findByText('You have not invited any student yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the template (CSV)' })).toHaveAttribute(
      'download',
      'invite-students-template.csv',
    );
    expect(screen.getByRole('button', { name: 'Send invitations' })).toBeDisabled();
    await user.upload(screen.getByLabelText('Students file'), file());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(
      await screen.findByText('2 students ready to invite. Nothing has been sent yet.'),
    ).toBeInTheDocument();
    const found = screen.getByRole('table', { name: 'Students found in the file' });
    expect(within(found).getByRole('row', { name: /Kabir Das/ })).toHaveTextContent(
      'A join request (has an account)',
    );
    await user.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    expect(await screen.findByText('2 invitations sent.')).toBeInTheDocument();
    expect(callsTo(IMPORT).map((call) => new URL(call.url).searchParams.get('dry_run'))).toEqual([
      'true',
      'false',
    ]);
    const row = await screen.findByRole('row', { name: /Meera Iyer/ });
    expect(row).toHaveTextContent('CS-01');
    expect(within(row).getByText('Waiting')).toBeInTheDocument();
  });

  it('lists every bad row of a refused file, and sends nothing', async () => {
    stubApi({
      [LIST]: () => ({ body: paginate([], { pageSize: 25 }) }),
      [IMPORT]: () => ({
        body: {
          ...REPORT,
          valid_rows: 1,
          preview: REPORT.preview.slice(0, 1),
          errors: [{ row: 3, field: 'email', message: 'This student is already approved at your college.' }],
        },
      }),
    });
    const { user } = open();
    await user.upload(await screen.findByLabelText('Students file'), file());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText(/1 problem in 2 rows/)).toBeInTheDocument();
    const errors = screen.getByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getByRole('row', { name: /already approved/ })).toHaveTextContent('email');
    expect(screen.getByRole('button', { name: 'Send 1 invitation' })).toBeDisabled();
  });

  it("says why the plan refuses a file, in the server's words", async () => {
    const full =
      'Your plan (Campus) allows 500 approved students: 498 are approved and 1 invitations are waiting, so 2 more would pass it.';
    stubApi({
      [LIST]: () => ({ body: paginate([], { pageSize: 25 }) }),
      [IMPORT]: () => errorReply(409, full, { code: 'plan_student_limit' }),
    });
    const { user } = open();
    await user.upload(await screen.findByLabelText('Students file'), file());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(full);
  });

  it('refuses a file that is not CSV or Excel before sending it', async () => {
    const { callsTo } = stubApi({ [LIST]: () => ({ body: paginate([], { pageSize: 25 }) }) });
    open();
    const input = await screen.findByLabelText('Students file');
    // The picker offers only .csv and .xlsx; a file dropped in anyway is refused the same way.
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'students.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Choose a .csv or .xlsx file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(callsTo(IMPORT)).toHaveLength(0);
  });

  it('filters by status, resends, and revokes after a confirmation', async () => {
    let revoked = false;
    const { callsTo } = stubApi({
      [LIST]: () => ({
        body: paginate(
          [
            invitation(revoked ? { status: 'revoked' } : {}),
            invitation({ id: 5, status: 'accepted', email: 'joined@example.com', full_name: 'Joined One' }),
          ],
          {
            pageSize: 25,
          },
        ),
      }),
      'POST /api/colleges/admin/invitations/4/resend/': () => ({
        body: { detail: 'Invitation sent again to meera@example.com.', id: 4 },
      }),
      'DELETE /api/colleges/admin/invitations/4/': () => {
        revoked = true;
        return { body: { detail: 'The invitation to meera@example.com was revoked.', id: 4 } };
      },
    });
    const { user, router } = open();
    const row = await screen.findByRole('row', { name: /Meera Iyer/ });
    expect(within(screen.getByRole('row', { name: /Joined One/ })).queryByRole('button')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'expired');
    await waitFor(() => expect(router.state.location.search).toBe('?status=expired'));
    await waitFor(() =>
      expect(new URL(callsTo(LIST).at(-1)!.url).searchParams.get('status')).toBe('expired'),
    );

    await user.click(within(row).getByRole('button', { name: 'Resend the invitation to meera@example.com' }));
    expect(
      await screen.findByText('The invitation was sent again to meera@example.com, with a new code.'),
    ).toBeInTheDocument();

    await user.click(
      within(await screen.findByRole('row', { name: /Meera Iyer/ })).getByRole('button', {
        name: 'Revoke the invitation to meera@example.com',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke this invitation?' });
    expect(dialog).toHaveTextContent(/no longer counts against your plan/);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The invitation to meera@example.com is revoked.')).toBeInTheDocument();
    expect(callsTo('DELETE /api/colleges/admin/invitations/4/')).toHaveLength(1);
    expect(await screen.findByText('Revoked', { selector: 'span' })).toBeInTheDocument();
  });
});
