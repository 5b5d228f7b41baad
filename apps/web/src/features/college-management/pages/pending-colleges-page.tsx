import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type ManagedCollege } from '@vidya/contract';
import { useState } from 'react';
import { BulkActionBar } from '../../../components/data-table/bulk-action-bar';
import type { DataColumn } from '../../../components/data-table/data-table';
import { ListNoticeAlert, type ListNotice } from '../../../components/data-table/list-notice';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { PagedList } from '../../../components/data-table/paged-list';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { describeFailure } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useNotice } from '../../../lib/navigation-notice';
import {
  useBulkApproveCollegesMutation,
  useBulkDeleteCollegesMutation,
  useGetPendingCollegesQuery,
} from '../api';
import { CollegeExportButton } from '../components/college-export-button';
import { CollegeContact, CollegeNameLink, formatPlace } from '../components/college-cells';
import {
  CollegeActionDialog,
  DeletionConsequences,
  type CollegeAction,
} from '../components/college-action-dialog';

/**
 * `/AdminDashboard/PendingColleges`: colleges that signed up and verified their email, longest
 * waiting first, 20 a page (spec §9); approved or deleted one by one or together, each confirmed.
 */
export function PendingCollegesPage() {
  const { t } = useLingui();
  const list = useListParams();
  const query = useGetPendingCollegesQuery({ page: list.page, search: list.search });
  const selection = useRowSelection();
  const { selectedIds } = selection;
  // A college deleted from its detail page arrives here with the spec's message.
  const arrivedNotice = useNotice();
  const [notice, setNotice] = useState<ListNotice | null>(
    arrivedNotice === null ? null : { tone: 'success', text: arrivedNotice },
  );
  const [action, setAction] = useState<CollegeAction | null>(null);
  const [bulkApproveColleges] = useBulkApproveCollegesMutation();
  const [bulkDeleteColleges] = useBulkDeleteCollegesMutation();

  const succeed = (text: string) => {
    selection.clear();
    setNotice({ tone: 'success', text });
  };

  const approveSelected = async () => {
    setNotice(null);
    const result = await bulkApproveColleges(selectedIds);
    if (result.error !== undefined) return describeFailure(result.error, FALLBACK_MESSAGES.collegesApprove);
    const count = result.data.ids.length;
    succeed(t`${plural(count, { one: '# college approved.', other: '# colleges approved.' })}`);
    return null;
  };

  const deleteSelected = async () => {
    setNotice(null);
    const result = await bulkDeleteColleges(selectedIds);
    if (result.error !== undefined) return describeFailure(result.error, FALLBACK_MESSAGES.collegeDelete);
    const count = result.data.ids.length;
    succeed(t`${plural(count, { one: '# college deleted.', other: '# colleges deleted.' })}`);
    return null;
  };

  const columns: DataColumn<ManagedCollege>[] = [
    { id: 'name', header: t`College`, cell: (college) => <CollegeNameLink college={college} /> },
    { id: 'contact', header: t`Contact`, cell: (college) => <CollegeContact college={college} /> },
    { id: 'place', header: t`City, state`, cell: formatPlace },
    {
      id: 'signed-up',
      header: t`Signed up`,
      cell: (college) => <span className="whitespace-nowrap">{formatDate(college.date_joined)}</span>,
    },
    {
      id: 'actions',
      header: (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      cell: (college) => {
        const name = college.college_name;
        return (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-label={t`Approve: ${name}`}
              onClick={() => setAction({ kind: 'approve', college })}
            >
              <Trans>Approve</Trans>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-800 hover:bg-red-50"
              aria-label={t`Delete: ${name}`}
              onClick={() => setAction({ kind: 'delete', college })}
            >
              <Trans>Delete</Trans>
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t`Pending Colleges`}
        description={t`Colleges that have signed up and verified their email wait here until an admin approves them. Approve a college to let it sign in, or delete it.`}
        actions={
          <CollegeExportButton
            list="pending"
            search={list.search}
            onFailure={(text) => setNotice({ tone: 'error', text })}
          />
        }
      />
      <ListToolbar
        label={t`Search pending colleges`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        searchHint={t`Name, email, contact person, city or state.`}
        gridClassName="md:grid-cols-[minmax(0,28rem)]"
      />
      <ListNoticeAlert notice={notice} />
      <BulkActionBar
        label={t`Selected colleges`}
        count={selectedIds.length}
        noneSelected={t`No college selected`}
        actions={[
          {
            label: t`Approve selected`,
            busyLabel: t`Approving...`,
            confirm: {
              title: (count) =>
                t`${plural(count, { one: 'Approve # college?', other: 'Approve # colleges?' })}`,
              body: (count) => (
                <p>
                  {t`${plural(count, {
                    one: 'The selected college will be able to sign in, and is emailed that it has been approved.',
                    other:
                      'The # selected colleges will be able to sign in, and each is emailed that it has been approved.',
                  })}`}
                </p>
              ),
              confirmLabel: t`Approve`,
            },
            run: approveSelected,
          },
          {
            label: t`Delete selected`,
            busyLabel: t`Deleting...`,
            variant: 'danger',
            confirm: {
              title: (count) =>
                t`${plural(count, { one: 'Delete # college?', other: 'Delete # colleges?' })}`,
              body: (count) => <DeletionConsequences count={count} />,
              confirmLabel: t`Delete`,
            },
            run: deleteSelected,
          },
        ]}
      />
      <PagedList
        query={query}
        title={t`Pending colleges`}
        loadingLabel={t`Loading pending colleges`}
        failureFallback={FALLBACK_MESSAGES.pendingCollegesFetch}
        columns={columns}
        getRowId={(college) => college.id}
        empty={
          list.isFiltered
            ? t`No pending college matches this search.`
            : t`No college is waiting for approval.`
        }
        countLabel={(count) =>
          t`${plural(count, { one: '# college waiting in all', other: '# colleges waiting in all' })}`
        }
        pagesLabel={t`Pending college pages`}
        onPageChange={list.setPage}
        selection={{
          state: selection.state,
          onChange: selection.onChange,
          selectAllLabel: t`Select every college on this page`,
          selectRowLabel: ({ college_name: name }) => t`Select ${name}`,
        }}
      />
      <CollegeActionDialog
        action={action}
        onClose={() => setAction(null)}
        onDone={(message) => {
          setAction(null);
          succeed(message);
        }}
      />
    </>
  );
}
