import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CollegeSummary } from '@vidya/contract';
import { useState } from 'react';
import { paths } from '../../../../lib/paths';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryError } from '../../../../components/ui/query-error';
import { TextField } from '../../../../components/ui/text-field';
import { TextLink } from '../../../../components/ui/text-link';
import { useGetCollegeChoicesQuery } from '../../../../lib/api/college-directory';
import { DataTable } from '../../../../components/data-table/data-table';
import { SkeletonRows } from '../../../../components/data-table/skeleton-rows';

const matches = (college: CollegeSummary, text: string) =>
  [college.college_name, college.city ?? '', college.state ?? ''].some((value) =>
    value.toLowerCase().includes(text),
  );

/** `ExamManagement/college`: the approved colleges, each leading to its exams. */
export function ExamCollegesPage() {
  const { t } = useLingui();
  const { data, error, isLoading, refetch } = useGetCollegeChoicesQuery(undefined);
  const [filter, setFilter] = useState('');
  const text = filter.trim().toLowerCase();
  const colleges = (data ?? []).filter((college) => text === '' || matches(college, text));
  return (
    <>
      <PageHeader
        title={t`Exams by College`}
        description={t`Choose a college to see and manage its exams.`}
      />
      <form
        role="search"
        aria-label={t`Filter colleges`}
        className="mb-6 max-w-md"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label={t`Search colleges`}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </form>
      {isLoading ? (
        <SkeletonRows label={t`Loading colleges`} />
      ) : data === undefined ? (
        <QueryError
          error={error}
          fallback={FALLBACK_MESSAGES.collegesSearch}
          onRetry={() => void refetch()}
        />
      ) : (
        <DataTable
          caption={t`Approved colleges`}
          rows={colleges}
          getRowId={(college) => college.id}
          empty={
            data.length === 0 ? t`No college has been approved yet.` : t`No college matches this search.`
          }
          columns={[
            {
              id: 'name',
              header: t`College`,
              cell: (college) => (
                <TextLink to={paths.admin.examManagementCollege.href({ collegeId: college.id })}>
                  {college.college_name}
                </TextLink>
              ),
            },
            {
              id: 'place',
              header: t`Place`,
              cell: (college) => [college.city, college.state].filter(Boolean).join(', ') || '—',
            },
          ]}
        />
      )}
    </>
  );
}
