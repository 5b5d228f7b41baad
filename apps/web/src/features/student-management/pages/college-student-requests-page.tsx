import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CollegeStudentRequest } from '@vidya/contract';
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
import {
  useBulkApproveStudentRequestsMutation,
  useBulkRejectStudentRequestsMutation,
  useGetStudentRequestsQuery,
} from '../college-api';
import {
  CollegeStudentActionDialog,
  type CollegeStudentActionKind,
} from '../components/college-student-action-dialog';
import { EmailText } from '../components/student-cells';

/**
 * `/CollegeDashboard/CollegeStudents`: the students who chose this college and wait for its
 * approval, oldest request first, 25 a page, searchable. The college approves or rejects one, or
 * the selected ones together, after a confirmation saying what happens.
 */
export function CollegeStudentRequestsPage() {
  const { t } = useLingui();
  const list = useListParams();
  const query = useGetStudentRequestsQuery({ page: list.page, search: list.search });
  const selection = useRowSelection();
  const { selectedIds } = selection;
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [acting, setActing] = useState<{
    kind: CollegeStudentActionKind;
    student: CollegeStudentRequest;
  } | null>(null);
  const [bulkApprove] = useBulkApproveStudentRequestsMutation();
  const [bulkReject] = useBulkRejectStudentRequestsMutation();

  const succeed = (text: string) => {
    selection.clear();
    setNotice({ tone: 'success', text });
  };

  const approveSelected = async () => {
    setNotice(null);
    const result = await bulkApprove(selectedIds);
    if (result.error !== undefined) return describeFailure(result.error, FALLBACK_MESSAGES.studentsApprove);
    const count = result.data.ids.length;
    succeed(t`${plural(count, { one: '# student approved.', other: '# students approved.' })}`);
    return null;
  };

  const rejectSelected = async () => {
    setNotice(null);
    const result = await bulkReject(selectedIds);
    if (result.error !== undefined)
      return describeFailure(result.error, t`The requests could not be rejected. Please try again.`);
    const count = result.data.ids.length;
    succeed(
      t`${plural(count, { one: '# request rejected; the student has been told by email.', other: '# requests rejected; the students have been told by email.' })}`,
    );
    return null;
  };

  const columns: DataColumn<CollegeStudentRequest>[] = [
    { id: 'name', header: t`Name`, cell: (student) => student.full_name },
    { id: 'email', header: t`Email`, cell: (student) => <EmailText email={student.email} /> },
    { id: 'phone', header: t`Phone`, cell: (student) => student.phone ?? '—' },
    {
      id: 'requested',
      header: t`Requested`,
      cell: (student) => <span className="whitespace-nowrap">{formatDate(student.requested_at)}</span>,
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (student) => {
        const name = student.full_name;
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              aria-label={t`Approve ${name}`}
              onClick={() => setActing({ kind: 'approve', student })}
            >
              {t`Approve`}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t`Reject ${name}`}
              onClick={() => setActing({ kind: 'reject', student })}
            >
              {t`Reject`}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t`Student Requests`}
        description={t`Students who chose your college wait here for your approval. Once approved they can take your college's exams.`}
      />
      <ListToolbar
        label={t`Search student requests`}
        searchText={list.searchText}
        onSearchTextChange={(text) => {
          selection.clear();
          list.setSearchText(text);
        }}
        searchHint={t`Name or email.`}
        gridClassName="md:grid-cols-2"
      />
      <ListNoticeAlert notice={notice} />
      <BulkActionBar
        label={t`Selected requests`}
        count={selectedIds.length}
        noneSelected={t`No request selected`}
        actions={[
          {
            label: t`Approve selected`,
            busyLabel: t`Approving...`,
            confirm: {
              title: (count) =>
                t`${plural(count, { one: 'Approve # student?', other: 'Approve # students?' })}`,
              body: (count) => (
                <p>
                  {t`${plural(count, {
                    one: 'The selected student will join your college and can take its exams from now on.',
                    other:
                      'The # selected students will join your college and can take its exams from now on.',
                  })}`}
                </p>
              ),
              confirmLabel: t`Approve`,
            },
            run: approveSelected,
          },
          {
            label: t`Reject selected`,
            busyLabel: t`Rejecting...`,
            variant: 'danger',
            confirm: {
              title: (count) =>
                t`${plural(count, { one: 'Reject # request?', other: 'Reject # requests?' })}`,
              body: (count) => (
                <p>
                  {t`${plural(count, {
                    one: 'The selected student will no longer be linked to your college and is told by email. They may choose a college again.',
                    other:
                      'The # selected students will no longer be linked to your college and are told by email. They may choose a college again.',
                  })}`}
                </p>
              ),
              confirmLabel: t`Reject`,
            },
            run: rejectSelected,
          },
        ]}
      />
      <PagedList
        query={query}
        title={t`Student requests`}
        loadingLabel={t`Loading student requests`}
        failureFallback={FALLBACK_MESSAGES.studentsFetch}
        columns={columns}
        getRowId={(student) => student.id}
        empty={
          list.isFiltered ? t`No request matches this search.` : t`No student is waiting for your approval.`
        }
        countLabel={(count) =>
          t`${plural(count, { one: '# request waiting in all', other: '# requests waiting in all' })}`
        }
        pagesLabel={t`Student request pages`}
        onPageChange={list.setPage}
        selection={{
          state: selection.state,
          onChange: selection.onChange,
          selectAllLabel: t`Select every request on this page`,
          selectRowLabel: ({ full_name: name }) => t`Select ${name}`,
        }}
      />
      {acting !== null && (
        <CollegeStudentActionDialog
          kind={acting.kind}
          student={acting.student}
          onClose={() => setActing(null)}
          onDone={(text) => {
            setActing(null);
            succeed(text);
          }}
        />
      )}
    </>
  );
}
