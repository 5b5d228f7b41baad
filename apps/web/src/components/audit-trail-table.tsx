import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@vidya/contract';
import { formatDateTime } from '../lib/format';
import { DataTable } from './data-table/data-table';

/**
 * A record's audit trail (who did what, when, why), newest first, as the admin's detail pages
 * show it. Each page names the actions its records can see; an action not named shows as its code.
 */
export function AuditTrailTable({
  entries,
  caption,
  empty,
  actionLabels,
}: {
  entries: AuditEntry[];
  caption: string;
  empty: string;
  actionLabels: Readonly<Record<string, MessageDescriptor>>;
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
          cell: (entry) => {
            const label = actionLabels[entry.action];
            return label === undefined ? <code>{entry.action}</code> : t(label);
          },
        },
        { id: 'by', header: t`By`, cell: (entry) => <span className="break-all">{entry.actor_email}</span> },
        { id: 'reason', header: t`Reason`, cell: (entry) => entry.reason ?? '—' },
      ]}
    />
  );
}
