import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type ManagedCollege } from '@vidya/contract';
import type { DataColumn } from '../../../components/data-table/data-table';
import { ListNoticeAlert } from '../../../components/data-table/list-notice';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { PagedList } from '../../../components/data-table/paged-list';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDate, formatNumber } from '../../../lib/format';
import { useNotice } from '../../../lib/navigation-notice';
import { useGetRegisteredCollegesQuery } from '../api';
import { useState } from 'react';
import { CollegeExportButton } from '../components/college-export-button';
import { CollegeContact, CollegeNameLink, formatPlace } from '../components/college-cells';

/** `/AdminDashboard/RegisteredColleges`: the approved colleges by name, 10 a page (spec §9). */
export function RegisteredCollegesPage() {
  const { t } = useLingui();
  const arrivedNotice = useNotice();
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const list = useListParams();
  const query = useGetRegisteredCollegesQuery({ page: list.page, search: list.search });

  const columns: DataColumn<ManagedCollege>[] = [
    { id: 'name', header: t`College`, cell: (college) => <CollegeNameLink college={college} /> },
    { id: 'contact', header: t`Contact`, cell: (college) => <CollegeContact college={college} /> },
    { id: 'place', header: t`City, state`, cell: formatPlace },
    {
      id: 'students',
      header: t`Students`,
      cell: (college) => formatNumber(college.students_count),
    },
    {
      id: 'approved',
      header: t`Approved on`,
      cell: (college) => (
        <span className="whitespace-nowrap">
          {college.approved_at === null ? '—' : formatDate(college.approved_at)}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t`Registered Colleges`}
        description={t`Colleges an admin has approved: they sign in to the college portal, and students can choose them. Open a college to see its students, exams and history.`}
        actions={<CollegeExportButton list="registered" search={list.search} onFailure={setExportFailure} />}
      />
      <ListToolbar
        label={t`Search registered colleges`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        searchHint={t`Name, email, contact person, city or state.`}
        gridClassName="md:grid-cols-[minmax(0,28rem)]"
      />
      <ListNoticeAlert
        notice={
          exportFailure !== null
            ? { tone: 'error', text: exportFailure }
            : arrivedNotice === null
              ? null
              : { tone: 'success', text: arrivedNotice }
        }
      />
      <PagedList
        query={query}
        title={t`Registered colleges`}
        loadingLabel={t`Loading registered colleges`}
        failureFallback={FALLBACK_MESSAGES.registeredCollegesFetch}
        columns={columns}
        getRowId={(college) => college.id}
        empty={
          list.isFiltered
            ? t`No registered college matches this search.`
            : t`No college has been approved yet.`
        }
        countLabel={(count) =>
          t`${plural(count, { one: '# registered college in all', other: '# registered colleges in all' })}`
        }
        pagesLabel={t`Registered college pages`}
        onPageChange={list.setPage}
      />
    </>
  );
}
