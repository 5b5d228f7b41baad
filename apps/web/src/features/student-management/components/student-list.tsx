import { plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  FALLBACK_MESSAGES,
  STUDENT_TABS,
  type ExportFormat,
  type ManagedStudent,
  type StudentTab,
} from '@vidya/contract';
import { useState, type ReactNode } from 'react';
import { BulkActionBar } from '../../../components/data-table/bulk-action-bar';
import type { DataColumn } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { ListNoticeAlert, type ListNotice } from '../../../components/data-table/list-notice';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { PagedList } from '../../../components/data-table/paged-list';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { Tabs } from '../../../components/ui/tabs';
import { describeFailure } from '../../../lib/errors';
import { formatDate, formatNumber } from '../../../lib/format';
import { useNotice } from '../../../lib/navigation-notice';
import {
  useBulkApproveStudentsMutation,
  useBulkDeleteStudentsMutation,
  useExportStudentsMutation,
  useGetStudentsQuery,
  type StudentFilters,
} from '../api';
import { CollegeFilter } from './college-filter';
import { DeletionConsequences } from './deletion-consequences';
import {
  AccountStatusBadge,
  ApprovalBadge,
  EmailText,
  StudentNameLink,
  formatAverage,
} from './student-cells';

const TAB_LABELS: Record<StudentTab, MessageDescriptor> = {
  all: msg`All`,
  platform: msg`Platform`,
  college: msg`College`,
};

const readTab = (value: string): StudentTab =>
  (STUDENT_TABS as readonly string[]).includes(value) ? (value as StudentTab) : 'all';

const readBoolean = (value: string): '' | 'true' | 'false' =>
  value === 'true' || value === 'false' ? value : '';

/**
 * An admin student list, 20 a page (spec §9): search, filters by college, account status and
 * college link (all kept in the URL), selection with bulk approve and delete, and the export of
 * what the filters show. `fixedTab` pins the tab (AllStudents, PlatformStudents, CollegeStudents);
 * without it the tabs All / Platform / College choose it (StudentManagement, `tab` in the URL).
 */
export function StudentList({
  fixedTab,
  title,
  description,
}: {
  fixedTab?: StudentTab;
  title: string;
  description: string;
}) {
  const { t } = useLingui();
  const list = useListParams({ tab: 'all', college: '', is_active: '', has_college: '' });
  const tab = fixedTab ?? readTab(list.filter('tab'));
  const filters: StudentFilters = {
    tab,
    search: list.search,
    // A platform student has no college: the college filters mean nothing on that tab.
    college: tab === 'platform' ? '' : list.filter('college'),
    isActive: readBoolean(list.filter('is_active')),
    hasCollege: tab === 'all' ? readBoolean(list.filter('has_college')) : '',
    isApprovedByCollege: '',
  };
  const query = useGetStudentsQuery({ ...filters, page: list.page });
  // The tab is not a filter: an empty tab says there is nobody there, not that nobody matches.
  const isNarrowed =
    filters.search !== '' || filters.college !== '' || filters.isActive !== '' || filters.hasCollege !== '';
  const selection = useRowSelection();
  const { selectedIds } = selection;
  // A student deleted from their detail page arrives here with the server's message.
  const arrivedNotice = useNotice();
  const [notice, setNotice] = useState<ListNotice | null>(
    arrivedNotice === null ? null : { tone: 'success', text: arrivedNotice },
  );
  const [bulkApproveStudents] = useBulkApproveStudentsMutation();
  const [bulkDeleteStudents] = useBulkDeleteStudentsMutation();
  const [exportStudents] = useExportStudentsMutation();

  const succeed = (text: string) => {
    selection.clear();
    setNotice({ tone: 'success', text });
  };

  const approveSelected = async () => {
    setNotice(null);
    const result = await bulkApproveStudents(selectedIds);
    if (result.error !== undefined) return describeFailure(result.error, FALLBACK_MESSAGES.studentsApprove);
    const count = result.data.ids.length;
    succeed(
      t`${plural(count, { one: '# student approved for their college.', other: '# students approved for their colleges.' })}`,
    );
    return null;
  };

  const deleteSelected = async () => {
    setNotice(null);
    const result = await bulkDeleteStudents(selectedIds);
    if (result.error !== undefined) return describeFailure(result.error, FALLBACK_MESSAGES.studentDelete);
    const count = result.data.ids.length;
    succeed(t`${plural(count, { one: '# student deleted.', other: '# students deleted.' })}`);
    return null;
  };

  const exportList = async (format: ExportFormat) => {
    setNotice(null);
    const result = await exportStudents({ ...filters, format });
    if (result.error !== undefined)
      setNotice({
        tone: 'error',
        text: describeFailure(result.error, t`The student list could not be exported. Please try again.`),
      });
  };

  const changeFilter = (name: 'tab' | 'college' | 'is_active' | 'has_college', value: string) => {
    selection.clear();
    list.setFilter(name, value);
  };

  const columns: DataColumn<ManagedStudent>[] = [
    { id: 'name', header: t`Name`, cell: (student) => <StudentNameLink student={student} /> },
    { id: 'email', header: t`Email`, cell: (student) => <EmailText email={student.email} /> },
    { id: 'college', header: t`College`, cell: (student) => student.college_name ?? t`None (platform)` },
    { id: 'approval', header: t`College approval`, cell: (student) => <ApprovalBadge student={student} /> },
    { id: 'status', header: t`Status`, cell: (student) => <AccountStatusBadge student={student} /> },
    { id: 'enrollments', header: t`Enrolments`, cell: (student) => formatNumber(student.enrollments_count) },
    { id: 'exams', header: t`Exams taken`, cell: (student) => formatNumber(student.exams_taken) },
    { id: 'average', header: t`Average`, cell: (student) => formatAverage(student.average_percentage) },
    {
      id: 'joined',
      header: t`Joined`,
      cell: (student) => <span className="whitespace-nowrap">{formatDate(student.date_joined)}</span>,
    },
  ];

  const body: ReactNode = (
    <>
      <ListToolbar
        label={t`Filter students`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        searchHint={t`Name or email.`}
        gridClassName="md:grid-cols-2 xl:grid-cols-4"
      >
        {tab !== 'platform' && (
          <CollegeFilter value={filters.college} onChange={(value) => changeFilter('college', value)} />
        )}
        <SelectField
          label={t`Account`}
          value={filters.isActive}
          onChange={(event) => changeFilter('is_active', event.target.value)}
        >
          <option value="">{t`Any account`}</option>
          <option value="true">{t`Active`}</option>
          <option value="false">{t`Suspended or closed`}</option>
        </SelectField>
        {tab === 'all' && (
          <SelectField
            label={t`College link`}
            value={filters.hasCollege}
            onChange={(event) => changeFilter('has_college', event.target.value)}
          >
            <option value="">{t`Any`}</option>
            <option value="true">{t`Linked to a college`}</option>
            <option value="false">{t`Without a college`}</option>
          </SelectField>
        )}
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
                    one: 'The selected student will be approved on behalf of the college they chose, and can then take its exams. A student without a college cannot be approved.',
                    other:
                      'The # selected students will be approved on behalf of the colleges they chose, and can then take their exams. Students without a college cannot be approved.',
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
                t`${plural(count, { one: 'Delete # student?', other: 'Delete # students?' })}`,
              body: (count) => <DeletionConsequences count={count} />,
              confirmLabel: t`Delete`,
            },
            run: deleteSelected,
          },
        ]}
      />
      <PagedList
        query={query}
        title={title}
        loadingLabel={t`Loading students`}
        failureFallback={FALLBACK_MESSAGES.studentsFetch}
        columns={columns}
        getRowId={(student) => student.id}
        empty={isNarrowed ? t`No student matches these filters.` : t`No student here yet.`}
        countLabel={(count) => t`${plural(count, { one: '# student in all', other: '# students in all' })}`}
        pagesLabel={t`Student list pages`}
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

  return (
    <>
      <PageHeader title={title} description={description} actions={<ExportButton onExport={exportList} />} />
      {fixedTab === undefined ? (
        <Tabs
          label={t`Which students`}
          tabs={STUDENT_TABS.map((id) => ({ id, label: t(TAB_LABELS[id]) }))}
          selectedId={tab}
          onSelect={(id) => changeFilter('tab', id)}
        >
          {body}
        </Tabs>
      ) : (
        body
      )}
    </>
  );
}
