import type { ReactNode } from 'react';
import { QueryError } from '../ui/query-error';

/** What an RTK Query hook returns that a list of cards needs. */
export type CardListQuery<Data> = {
  data?: Data;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * The states of a list that is not a table (cards, search results): `loading` while the first
 * page loads, the failure with Try again, `empty` when `isEmpty` says there is nothing, then
 * `children`. Busy while a later page or search is fetched. As in `PagedList`, a failed fetch
 * shows the failure rather than the last page RTK Query kept.
 */
export function QueryList<Data>({
  query: { data, error, isLoading, isFetching, refetch },
  loading,
  failureFallback,
  isEmpty,
  empty,
  children,
}: {
  query: CardListQuery<Data>;
  loading: ReactNode;
  /** The spec's fallback message for this list, e.g. 'Failed to fetch courses'. */
  failureFallback: string;
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  return (
    <div aria-busy={isFetching}>
      {isLoading ? (
        loading
      ) : error !== undefined || data === undefined ? (
        <QueryError error={error} fallback={failureFallback} onRetry={() => void refetch()} />
      ) : isEmpty?.(data) === true ? (
        empty
      ) : (
        children(data)
      )}
    </div>
  );
}
