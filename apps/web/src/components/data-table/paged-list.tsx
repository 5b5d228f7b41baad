import { useLingui } from '@lingui/react/macro';
import type { Paginated } from '@vidya/contract';
import type { ReactNode } from 'react';
import { Pagination } from '../ui/pagination';
import { QueryError } from '../ui/query-error';
import { DataTable, type DataColumn, type Ordering, type RowSelection } from './data-table';
import { SkeletonRows } from './skeleton-rows';

/** What an RTK Query list hook returns that the list needs. */
export type ListQuery<Row> = {
  data?: Paginated<Row>;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * A server-paginated list in the spec's pagination shape: skeleton rows while the first page
 * loads, the failure with a way to retry, then the table, how many there are in all, and the
 * page buttons.
 */
export function PagedList<Row>({
  query,
  title,
  loadingLabel,
  failureFallback,
  columns,
  getRowId,
  empty,
  countLabel,
  pagesLabel,
  onPageChange,
  selection,
  ordering,
}: {
  query: ListQuery<Row>;
  /** Names the table for screen readers, with the page: "<title>, page 2 of 5". */
  title: string;
  loadingLabel: string;
  /** The spec's fallback message for this list, e.g. 'Failed to fetch exams'. */
  failureFallback: string;
  columns: DataColumn<Row>[];
  getRowId: (row: Row) => string | number;
  empty: ReactNode;
  /** "12 exams in all". */
  countLabel: (count: number) => string;
  /** Names the page navigation, e.g. "Exam list pages". */
  pagesLabel: string;
  onPageChange: (page: number) => void;
  selection?: RowSelection<Row>;
  ordering?: Ordering;
}) {
  const { t } = useLingui();
  const { data, error, isLoading, isFetching, refetch } = query;
  if (isLoading) return <SkeletonRows label={loadingLabel} />;
  // RTK Query keeps the last page in `data` when the next one fails: say so, not show old rows.
  if (error !== undefined || data === undefined) {
    return <QueryError error={error} fallback={failureFallback} onRetry={() => void refetch()} />;
  }
  const { current_page: currentPage, total_pages: totalPages } = data;
  return (
    <>
      <DataTable
        caption={t`${title}, page ${currentPage} of ${totalPages}`}
        columns={columns}
        rows={data.results}
        getRowId={getRowId}
        isBusy={isFetching}
        empty={empty}
        selection={selection}
        ordering={ordering}
      />
      <p className="mt-3 text-sm text-slate-700">{countLabel(data.count)}</p>
      <Pagination
        label={pagesLabel}
        page={data.current_page}
        totalPages={data.total_pages}
        onPageChange={onPageChange}
      />
    </>
  );
}
