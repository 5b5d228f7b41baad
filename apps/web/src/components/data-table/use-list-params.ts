import { useEffect, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const SEARCH_DELAY_MS = 350;

export type ListParams<Filter extends string> = {
  /** The page in the URL, 1 when missing or not a page number. */
  page: number;
  setPage: (page: number) => void;
  /** The settled, trimmed search in the URL: what the list is fetched with. */
  search: string;
  /** What the search box shows while the person types; it reaches the URL once they pause. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** The server's `ordering` (`field` or `-field`), '' for its default order. */
  ordering: string;
  setOrdering: (ordering: string) => void;
  /** A filter's value in the URL, or its default. */
  filter: (name: Filter) => string;
  setFilter: (name: Filter, value: string) => void;
  /** Whether a search or a filter narrows the list (an empty list then says "no match"). */
  isFiltered: boolean;
};

const readPage = (value: string | null | undefined): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * A list's view kept in the URL (`page`, `search`, `ordering` and its filters), so a reload, the
 * back button or a shared link shows the same view. Changing the search, a filter or the order
 * goes back to page 1. A filter at its default value is left out of the URL.
 */
export function useListParams<Filter extends string = never>(
  defaults: Partial<Record<Filter, string>> = {},
): ListParams<Filter> {
  const [searchParams, setSearchParams] = useSearchParams();
  const isLeaving = useNavigation().state !== 'idle';
  const search = searchParams.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  const settledSearch = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  // The URL can change under the box (back, a link to the bare page): the box follows it then,
  // but not when it is only the typed text arriving there.
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (search !== searchText.trim()) setSearchText(search);
  }

  const setParam = (name: string, value: string, isDefault = value === '') =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (isDefault) next.delete(name);
        else next.set(name, value);
        if (name !== 'page') next.delete('page');
        return next;
      },
      // Each key typed is not a step back in history.
      { replace: name === 'search' },
    );

  useEffect(() => {
    // A search settling while the person follows a link from the list must not redirect that
    // navigation to '?search=…' (the list stays on screen while the next page loads); if the list
    // is still there once the navigation ends, the search is written then.
    if (settledSearch !== search && !isLeaving) setParam('search', settledSearch);
    // Only the settled search text moves into the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch, isLeaving]);

  const filter = (name: Filter) => searchParams.get(name) ?? defaults[name] ?? '';
  const filterNames = Object.keys(defaults) as Filter[];
  return {
    page: readPage(searchParams.get('page')),
    setPage: (page) => setParam('page', String(page), page === 1),
    search,
    searchText,
    setSearchText,
    ordering: searchParams.get('ordering') ?? '',
    setOrdering: (ordering) => setParam('ordering', ordering),
    filter,
    setFilter: (name, value) => setParam(name, value, value === (defaults[name] ?? '')),
    isFiltered: search !== '' || filterNames.some((name) => filter(name) !== (defaults[name] ?? '')),
  };
}
