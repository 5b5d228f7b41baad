import type { ReactNode } from 'react';
import { readErrorStatus } from '../lib/errors';
import { SkeletonRows } from './data-table/skeleton-rows';
import { PageHeader } from './ui/page-header';
import { QueryError } from './ui/query-error';

/**
 * What a record's detail page shows before the record itself: "not found" for an address that
 * names no record (malformed, or a 404), skeleton rows while it loads, the failure with "Try
 * again", and then the record.
 */
export function RecordDetailGate<Record>({
  hasId,
  query,
  title,
  loadingLabel,
  failureFallback,
  notFound,
  children,
}: {
  /** Whether the address held a usable id (when not, nothing was asked). */
  hasId: boolean;
  query: { data?: Record; error?: unknown; isLoading: boolean; refetch: () => unknown };
  title: string;
  loadingLabel: string;
  failureFallback: string;
  notFound: (isMalformed: boolean) => ReactNode;
  children: (record: Record) => ReactNode;
}) {
  if (!hasId) return notFound(true);
  if (readErrorStatus(query.error) === 404) return notFound(false);
  if (query.isLoading) return <SkeletonRows rows={6} label={loadingLabel} />;
  if (query.data === undefined) {
    return (
      <>
        <PageHeader title={title} />
        <QueryError error={query.error} fallback={failureFallback} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return children(query.data);
}
