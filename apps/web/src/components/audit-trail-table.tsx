import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AuditAction, AuditEntry } from '@vidya/contract';
import { formatDateTime } from '../lib/format';
import { DataTable } from './data-table/data-table';

/** What each action of the audit trail means, in words (one for every action the API can write). */
export const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'student.suspend': msg`Suspended the student`,
  'student.lift_suspension': msg`Lifted the suspension`,
  'student.approve': msg`Approved for their college`,
  'student.delete': msg`Deleted the student`,
  'student.college_approve': msg`The college approved the student`,
  'student.college_reject': msg`The college rejected the student's request`,
  'student.college_unlink': msg`The college unlinked the student`,
  'student.college_invite': msg`The college invited the student to join it`,
  'student.college_invitation_revoke': msg`The college withdrew its invitation`,
  'student.college_invitation_accept': msg`Joined a college through its invitation`,
  'college.approve': msg`Approved the college`,
  'college.delete': msg`Deleted the college`,
  'college.assign_plan': msg`Assigned a plan`,
  'course.publish': msg`Published the course`,
  'course.feature': msg`Featured the course`,
  'course.unfeature': msg`Stopped featuring the course`,
  'course.delete': msg`Deleted the course`,
  'exam.activate': msg`Activated the exam`,
  'exam.deactivate': msg`Deactivated the exam`,
  'exam.update': msg`Edited the exam`,
  'exam.reschedule': msg`Moved the exam to another time`,
  'exam.cancel': msg`Cancelled the exam`,
  'exam.release_results': msg`Released the exam's results`,
  'exam.delete': msg`Deleted the exam`,
  'exam.extra_time': msg`Extra time in an exam was given or changed`,
  'exam.release_device': msg`Released an exam attempt to a new device`,
  'contact_message.handle': msg`Marked the message handled`,
  'contact_message.reopen': msg`Opened the message again`,
  'contact_message.reply': msg`Answered the message by email`,
  'contact_message.delete': msg`Deleted the message`,
  'promotion.update': msg`Changed the promotion`,
};

const isKnownAction = (action: string): action is AuditAction => Object.hasOwn(ACTION_LABELS, action);

/**
 * A record's audit trail (who did what, when, why), newest first, as the admin's detail pages
 * show it, each action in words (one recorded before its label existed shows as its code).
 */
export function AuditTrailTable({
  entries,
  caption,
  empty,
}: {
  entries: AuditEntry[];
  caption: string;
  empty: string;
}) {
  const { t } = useLingui();
  return (
    <DataTable
      caption={caption}
      rows={entries}
      getRowId={(entry) => entry.id}
      empty={empty}
      columns={[
        {
          id: 'when',
          header: t`When`,
          cell: (entry) => <span className="whitespace-nowrap">{formatDateTime(entry.created_at)}</span>,
        },
        {
          id: 'action',
          header: t`Action`,
          cell: (entry) =>
            isKnownAction(entry.action) ? t(ACTION_LABELS[entry.action]) : <code>{entry.action}</code>,
        },
        { id: 'by', header: t`By`, cell: (entry) => <span className="break-all">{entry.actor_email}</span> },
        { id: 'reason', header: t`Reason`, cell: (entry) => entry.reason ?? '—' },
      ]}
    />
  );
}
