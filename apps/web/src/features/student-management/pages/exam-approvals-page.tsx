import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type ManagedStudent } from '@vidya/contract';
import { useState } from 'react';
import { BulkActionBar } from '../../../components/data-table/bulk-action-bar';
import type { DataColumn } from '../../../components/data-table/data-table';
import { ListNoticeAlert, type ListNotice } from '../../../components/data-table/list-notice';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { PagedList } from '../../../components/data-table/paged-list';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { PageHeader } from '../../../components/ui/page-header';
import { describeFailure } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useBulkApproveStudentsMutation, useGetStudentsQuery } from '../api';
import { CollegeFilter } from '../components/college-filter';
import { EmailText, StudentNameLink } from '../components/student-cells';

/**
 * `/AdminDashboard/StudentManagement/ExamApprovals`: students linked to a college that has not
 * approved them yet, so they cannot take its exams. An admin approves them on the college's
 * behalf, together, after a confirmation naming how many.
 */
export function ExamApprovalsPage() {
  const { t } = useLingui();
  const list = useListParams({ college: '' });
  const college = list.filter('college');
  const query = useGetStudentsQuery({
    page: list.page,
    tab: 'college',
    search: list.search,
    college,
    isActive: '',
    hasCollege: 'true',
    isApprovedByCollege: 'false',
  });
  const selection = useRowSelection();
  const { selectedIds } = selection;
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [bulkApproveStudents] = useBulkApproveStudentsMutation();

  const approveSelected = async () => {
    setNotice(null);
    const result = await bulkApproveStudents(selectedIds);
    if (result.error !== undefined) return describeFailure(result.error, FALLBACK_MESSAGES.studentsApprove);
    const count = result.data.ids.length;
    selection.clear();
    setNotice({
      tone: 'success',
      text: t`${plural(count, { one: '# student approved for their college.', other: '# students approved for their colleges.' })}`,
    });
    return null;
  };

  const columns: DataColumn<ManagedStudent>[] = [
    { id: 'name', header: t`Name`, cell: (student) => <StudentNameLink student={student} /> },
    { id: 'email', header: t`Email`, cell: (student) => <EmailText email={student.email} /> },
    { id: 'college', header: t`College`, cell: (student) => student.college_name ?? '—' },
    {
      id: 'joined',
      header: t`Joined`,
      cell: (student) => <span className="whitespace-nowrap">{formatDate(student.date_joined)}</span>,
    },
  ];

  return (
    <>
      <PageHeader
        title={t`Exam Approvals`}
        description={t`Students who chose a college that has not approved them yet cannot take its exams. Approve them here on the college's behalf.`}
      />
      <ListToolbar
        label={t`Filter students awaiting approval`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        searchHint={t`Name or email.`}
        gridClassName="md:grid-cols-2"
      >
        <CollegeFilter
          value={college}
          onChange={(value) => {
            selection.clear();
            list.setFilter('college', value);
          }}
        />
      </ListToolbar>
      <ListNoticeAlert notice={notice} />
      <BulkActionBar
        label={t`Selected students`}
        count={selectedIds.length}
        noneSelected={t`No student selected`}
        actions={[
          {
            label: t`Approve for their college`,
            busyLabel: t`Approving...`,
            confirm: {
              title: (count) =>
                t`${plural(count, { one: 'Approve # student?', other: 'Approve # students?' })}`,
              body: (count) => (
                <p>
                  {t`${plural(count, {
                    one: 'The selected student will be approved on behalf of the college they chose, and can then take its exams.',
                    other:
                      'The # selected students will be approved on behalf of the colleges they chose, and can then take their exams.',
                  })}`}
                </p>
              ),
              confirmLabel: t`Approve`,
            },
            run: approveSelected,
          },
        ]}
      />
      <PagedList
        query={query}
        title={t`Students awaiting their college's approval`}
        loadingLabel={t`Loading students`}
        failureFallback={FALLBACK_MESSAGES.studentsFetch}
        columns={columns}
        getRowId={(student) => student.id}
        empty={
          list.isFiltered
            ? t`No student awaiting approval matches these filters.`
            : t`No student is waiting for their college's approval.`
        }
        countLabel={(count) =>
          t`${plural(count, { one: '# student waiting in all', other: '# students waiting in all' })}`
        }
        pagesLabel={t`Exam approval pages`}
        onPageChange={list.setPage}
        selection={{
          state: selection.state,
          onChange: selection.onChange,
          selectAllLabel: t`Select every student on this page`,
          selectRowLabel: ({ full_name: name }) => t`Select ${name}`,
        }}
      />
    </>
  );
}
