import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { INVITATION_STATUSES, type CollegeInvitation, type InvitationStatus } from '@vidya/contract';
import { useState } from 'react';
import type { DataColumn } from '../../../components/data-table/data-table';
import { ListNoticeAlert, type ListNotice } from '../../../components/data-table/list-notice';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { PagedList } from '../../../components/data-table/paged-list';
import { useListParams } from '../../../components/data-table/use-list-params';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { describeFailure } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { InvitationUpload } from '../components/invitation-upload';
import { EmailText } from '../components/student-cells';
import {
  useGetInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from '../invitations-api';

const STATUS: Record<InvitationStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Waiting`, tone: 'warning' },
  expired: { label: msg`Expired`, tone: 'neutral' },
  accepted: { label: msg`Joined`, tone: 'success' },
  declined: { label: msg`Declined`, tone: 'danger' },
  revoked: { label: msg`Revoked`, tone: 'neutral' },
};

const isStatus = (value: string): value is InvitationStatus =>
  (INVITATION_STATUSES as readonly string[]).includes(value);

/** Asks before an invitation is withdrawn, saying what happens to its code. */
function RevokeDialog({
  invitation,
  onClose,
  onDone,
}: {
  invitation: CollegeInvitation;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useLingui();
  const [revoke, { isLoading }] = useRevokeInvitationMutation();
  const [error, setError] = useState<string | null>(null);
  const email = invitation.email;

  const confirm = async () => {
    setError(null);
    const result = await revoke(invitation.id);
    if (result.error !== undefined)
      return setError(
        describeFailure(result.error, t`The invitation could not be revoked. Please try again.`),
      );
    onDone(t`The invitation to ${email} is revoked.`);
  };

  return (
    <ConfirmDialog
      isOpen
      title={t`Revoke this invitation?`}
      confirmLabel={t`Revoke`}
      busyLabel={t`Revoking...`}
      isBusy={isLoading}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        <Trans>
          The invitation to <strong className="text-slate-900">{email}</strong> stops working: its code no
          longer signs anyone up, and it no longer counts against your plan. You can invite the address again
          later.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

/**
 * `/CollegeDashboard/Invitations`: a college invites students in bulk from a CSV or Excel file
 * (checked first, sent all or none), then follows what it sent, newest first, 25 a page, by status
 * and a search; a waiting or expired invitation can be sent again or revoked.
 */
export function CollegeInvitationsPage() {
  const { t, i18n } = useLingui();
  const list = useListParams<'status'>({ status: '' });
  const statusFilter = list.filter('status');
  const status = isStatus(statusFilter) ? statusFilter : '';
  const query = useGetInvitationsQuery({ page: list.page, search: list.search, status });
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [revoking, setRevoking] = useState<CollegeInvitation | null>(null);
  const [resend, { isLoading: isResending }] = useResendInvitationMutation();

  const resendOne = async (invitation: CollegeInvitation) => {
    setNotice(null);
    const result = await resend(invitation.id);
    const email = invitation.email;
    if (result.error !== undefined)
      return setNotice({
        tone: 'error',
        text: describeFailure(result.error, t`The invitation could not be sent again. Please try again.`),
      });
    setNotice({ tone: 'success', text: t`The invitation was sent again to ${email}, with a new code.` });
  };

  const columns: DataColumn<CollegeInvitation>[] = [
    { id: 'name', header: t`Name`, cell: (invitation) => invitation.full_name },
    { id: 'email', header: t`Email`, cell: (invitation) => <EmailText email={invitation.email} /> },
    { id: 'roll', header: t`Roll number`, cell: (invitation) => invitation.roll_number ?? '—' },
    {
      id: 'status',
      header: t`Status`,
      cell: (invitation) => {
        const shown = STATUS[invitation.status];
        return <Badge tone={shown.tone}>{i18n._(shown.label)}</Badge>;
      },
    },
    {
      id: 'kind',
      header: t`Sent as`,
      cell: (invitation) => (invitation.existing_student ? t`Join request` : t`Sign-up code`),
    },
    {
      id: 'sent',
      header: t`Last sent`,
      cell: (invitation) => {
        const times = invitation.send_count;
        return (
          <span className="whitespace-nowrap">
            {formatDate(invitation.last_sent_at)}
            <span className="block text-sm text-slate-700">
              {t`${plural(times, { one: 'sent # time', other: 'sent # times' })}`}
            </span>
          </span>
        );
      },
    },
    {
      id: 'expires',
      header: t`Valid until`,
      cell: (invitation) => <span className="whitespace-nowrap">{formatDate(invitation.expires_at)}</span>,
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (invitation) => {
        if (invitation.status !== 'pending' && invitation.status !== 'expired') return '—';
        const email = invitation.email;
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={isResending}
              aria-label={t`Resend the invitation to ${email}`}
              onClick={() => void resendOne(invitation)}
            >
              {t`Resend`}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t`Revoke the invitation to ${email}`}
              onClick={() => setRevoking(invitation)}
            >
              {t`Revoke`}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t`Invite Students`}
        description={t`Invite your students in bulk from a file; each joins your college already approved, with their roll number.`}
      />
      <InvitationUpload
        onSent={(count) =>
          setNotice({
            tone: 'success',
            text: t`${plural(count, { one: '# invitation sent.', other: '# invitations sent.' })}`,
          })
        }
      />
      <h2 className="mb-4 text-xl font-semibold text-slate-900">
        <Trans>Invitations you sent</Trans>
      </h2>
      <ListToolbar
        label={t`Filter invitations`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        searchHint={t`Name, email or roll number.`}
        gridClassName="md:grid-cols-[minmax(0,28rem)_minmax(0,14rem)]"
      >
        <SelectField
          label={t`Status`}
          value={status}
          onChange={(event) => list.setFilter('status', event.target.value)}
        >
          <option value="">{t`All invitations`}</option>
          {INVITATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {i18n._(STATUS[value].label)}
            </option>
          ))}
        </SelectField>
      </ListToolbar>
      <ListNoticeAlert notice={notice} />
      <PagedList
        query={query}
        title={t`Invitations`}
        loadingLabel={t`Loading your invitations`}
        failureFallback={t`The invitations could not be loaded.`}
        columns={columns}
        getRowId={(invitation) => invitation.id}
        empty={
          list.isFiltered ? t`No invitation matches this search.` : t`You have not invited any student yet.`
        }
        countLabel={(count) =>
          t`${plural(count, { one: '# invitation in all', other: '# invitations in all' })}`
        }
        pagesLabel={t`Invitation list pages`}
        onPageChange={list.setPage}
      />
      {revoking !== null && (
        <RevokeDialog
          invitation={revoking}
          onClose={() => setRevoking(null)}
          onDone={(text) => {
            setRevoking(null);
            setNotice({ tone: 'success', text });
          }}
        />
      )}
    </>
  );
}
