import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CollegeStudentCounts } from '@vidya/contract';
import type { DataColumn } from '../../../components/data-table/data-table';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { PagedList } from '../../../components/data-table/paged-list';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { formatNumber } from '../../../lib/format';
import { paths, withSearchParams } from '../../../lib/paths';
import { useGetCollegeStudentCountsQuery } from '../api';

/** StudentManagement's College tab showing one college's students. */
export const getCollegeStudentsHref = (collegeId: number) =>
  withSearchParams(paths.admin.studentManagement.href(), { tab: 'college', college: String(collegeId) });

/**
 * `/AdminDashboard/CollegeRegisteredStudents`: each registered college with its students
 * counted (linked, approved, awaiting approval), 25 a page; a college leads to its students.
 */
export function CollegeRegisteredStudentsPage() {
  const { t } = useLingui();
  const list = useListParams();
  const query = useGetCollegeStudentCountsQuery({ page: list.page, search: list.search });

  const columns: DataColumn<CollegeStudentCounts>[] = [
    {
      id: 'college',
      header: t`College`,
      cell: (row) => {
        const name = row.college_name;
        return (
          <TextLink to={getCollegeStudentsHref(row.college)} aria-label={t`Students of ${name}`}>
            {name}
          </TextLink>
        );
      },
    },
    { id: 'students', header: t`Students`, cell: (row) => formatNumber(row.students) },
    { id: 'approved', header: t`Approved by the college`, cell: (row) => formatNumber(row.approved) },
    { id: 'awaiting', header: t`Awaiting approval`, cell: (row) => formatNumber(row.awaiting_approval) },
  ];

  return (
    <>
      <PageHeader
        title={t`College Registered Students`}
        description={t`Each registered college with the students who chose it. Open a college to see and manage its students.`}
      />
      <ListToolbar
        label={t`Search colleges`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        searchHint={t`College name.`}
        gridClassName="md:grid-cols-[minmax(0,28rem)]"
      />
      <PagedList
        query={query}
        title={t`Colleges and their students`}
        loadingLabel={t`Loading colleges`}
        failureFallback={FALLBACK_MESSAGES.studentsFetch}
        columns={columns}
        getRowId={(row) => row.college}
        empty={list.isFiltered ? t`No college matches this search.` : t`No college has been registered yet.`}
        countLabel={(count) =>
          t`${plural(count, { one: '# registered college in all', other: '# registered colleges in all' })}`
        }
        pagesLabel={t`College pages`}
        onPageChange={list.setPage}
      />
    </>
  );
}
