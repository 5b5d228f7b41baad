import type { Paginated } from '@vidya/contract';
import { act, screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkActionBar } from './bulk-action-bar';
import type { DataColumn } from './data-table';
import { ListToolbar } from './list-toolbar';
import { PagedList, type ListQuery } from './paged-list';
import { useListParams } from './use-list-params';
import { useRowSelection } from './use-row-selection';

type College = { id: number; name: string };

const COLLEGES: College[] = [
  { id: 1, name: 'Sunrise Institute' },
  { id: 2, name: 'Riverside College' },
  { id: 3, name: 'Hilltop University' },
];

const page = (results: College[], current = 1, totalPages = 1): Paginated<College> => ({
  count: results.length,
  page_size: 25,
  current_page: current,
  total_pages: totalPages,
  next: current < totalPages ? current + 1 : null,
  previous: current > 1 ? current - 1 : null,
  results,
});

const COLUMNS: DataColumn<College>[] = [
  { id: 'name', header: 'College', cell: (college) => college.name, sortField: 'name' },
];

function Location() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** A list page as a feature builds it, with the query it would make recorded. */
function CollegeList({
  query,
  onQuery,
  onApprove,
  onArchive,
}: {
  query: ListQuery<College>;
  onQuery: (params: object) => void;
  onApprove: (ids: number[]) => Promise<string | null>;
  onArchive: () => Promise<string | null>;
}) {
  const list = useListParams({ status: 'pending' });
  const selection = useRowSelection();
  onQuery({ page: list.page, search: list.search, status: list.filter('status'), ordering: list.ordering });
  return (
    <>
      <ListToolbar
        label="Filter colleges"
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
      >
        <label>
          Status
          <select
            value={list.filter('status')}
            onChange={(event) => list.setFilter('status', event.target.value)}
          >
            <option value="pending">Pending</option>
            <option value="approved">Approved</option>
          </select>
        </label>
      </ListToolbar>
      <BulkActionBar
        label="Selected colleges"
        count={selection.selectedIds.length}
        noneSelected="No college selected"
        actions={[
          { label: 'Archive selected', busyLabel: 'Archiving...', run: () => onArchive() },
          {
            label: 'Approve selected',
            busyLabel: 'Approving...',
            confirm: {
              title: (count) => `Approve ${count} ${count === 1 ? 'college' : 'colleges'}?`,
              body: (count) => `${count} will be able to sign in.`,
              confirmLabel: 'Approve',
            },
            run: async () => {
              const failure = await onApprove(selection.selectedIds);
              if (failure === null) selection.clear();
              return failure;
            },
          },
        ]}
      />
      <PagedList
        query={query}
        title="Colleges"
        loadingLabel="Loading colleges"
        failureFallback="Failed to fetch pending colleges"
        columns={COLUMNS}
        getRowId={(college) => college.id}
        empty={list.isFiltered ? 'No college matches.' : 'No colleges yet.'}
        countLabel={(count) => `${count} in all`}
        pagesLabel="College pages"
        onPageChange={list.setPage}
        ordering={{ value: list.ordering, onChange: list.setOrdering }}
        selection={{
          state: selection.state,
          onChange: selection.onChange,
          selectAllLabel: 'Select every college on this page',
          selectRowLabel: (college) => `Select ${college.name}`,
        }}
      />
      <Location />
    </>
  );
}

function renderList(
  url: string,
  query: Partial<ListQuery<College>> = {},
  onApprove: (ids: number[]) => Promise<string | null> = async () => null,
  onArchive: () => Promise<string | null> = async () => null,
) {
  const queries: object[] = [];
  const fullQuery: ListQuery<College> = {
    data: page(COLLEGES, 2, 3),
    isLoading: false,
    isFetching: false,
    refetch: vi.fn(),
    ...query,
  };
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <CollegeList
            query={fullQuery}
            onQuery={(params) => queries.push(params)}
            onApprove={onApprove}
            onArchive={onArchive}
          />
        ),
      },
      {
        // A page that takes a moment to load, as a lazy route does.
        path: '/details',
        lazy: async () => {
          await new Promise((resolve) => window.setTimeout(resolve, 700));
          return { Component: () => <h1>Details</h1> };
        },
      },
    ],
    { initialEntries: [url] },
  );
  renderWithI18n(<RouterProvider router={router} />);
  return { queries, refetch: fullQuery.refetch, router, user: userEvent.setup() };
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('the list kit', () => {
  it('reads the view from the URL, so a reload or a shared link shows the same list', () => {
    const { queries } = renderList('/list?page=2&search=sun&status=approved&ordering=-name');
    expect(queries.at(-1)).toEqual({ page: 2, search: 'sun', status: 'approved', ordering: '-name' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sun');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('approved');
    expect(screen.getByRole('table', { name: 'Colleges, page 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'College' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('puts a filter, the order and the settled search in the URL, back on page 1', async () => {
    const { user } = renderList('/list?page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    expect(address()).toBe('/list?status=approved');

    await user.click(screen.getByRole('button', { name: 'College' }));
    expect(address()).toBe('/list?status=approved&ordering=name');
    await user.click(screen.getByRole('button', { name: 'College' }));
    expect(address()).toBe('/list?status=approved&ordering=-name');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(address()).toBe('/list?status=approved&ordering=-name&page=3');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  river ');
    await vi.waitFor(() => expect(address()).toBe('/list?status=approved&ordering=-name&search=river'));

    // A filter back at its default leaves the URL.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    expect(address()).toBe('/list?ordering=-name&search=river');
  });

  it('never turns a link followed from the list into a search of the list', async () => {
    // The clock runs on by itself (for the typing) and is moved on through the page's load below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, user } = renderList('/list');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'river');
    // Followed before the search settles; the list stays on screen while the page loads. The
    // search settles (350 ms) and is drawn, then the page has loaded (700 ms).
    await act(async () => {
      void router.navigate('/details');
    });
    await act(() => vi.advanceTimersByTimeAsync(400));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/details');
  });

  it('asks before a bulk action, naming how many rows will change, and clears the selection after', async () => {
    const approve = vi.fn(async () => null);
    const { user } = renderList('/list', {}, approve);
    const bar = screen.getByRole('group', { name: 'Selected colleges' });
    expect(within(bar).getByText('No college selected')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Approve selected' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Sunrise Institute' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Hilltop University' }));
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));

    const dialog = screen.getByRole('dialog', { name: 'Approve 2 colleges?' });
    expect(within(dialog).getByText('2 will be able to sign in.')).toBeInTheDocument();
    expect(approve).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(approve).toHaveBeenCalledWith([1, 3]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(bar).getByText('No college selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Sunrise Institute' })).not.toBeChecked();
  });

  it('keeps the confirmation open with the server’s message when a bulk action fails', async () => {
    const { user } = renderList('/list', {}, async () => 'Failed to approve colleges');
    await user.click(screen.getByRole('checkbox', { name: 'Select every college on this page' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve 3 colleges?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Failed to approve colleges')).toBeInTheDocument();
    expect(screen.getByText('3 selected')).toBeInTheDocument();
  });

  it('shows skeleton rows while the first page loads', async () => {
    renderList('/list', { data: undefined, isLoading: true });
    expect(screen.getByRole('status', { name: 'Loading colleges' })).toBeInTheDocument();
  });

  it('says what failed and retries', async () => {
    const { user, refetch } = renderList('/list', {
      data: undefined,
      error: { status: 500, data: { detail: 'The database is not answering.' } },
    });
    expect(screen.getByText('The database is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('tells an empty list from a search that matches nothing', () => {
    renderList('/list', { data: page([]) });
    expect(screen.getByText('No colleges yet.')).toBeInTheDocument();
  });

  it('says when a search matches nothing', () => {
    renderList('/list?search=zzz', { data: page([]) });
    expect(screen.getByText('No college matches.')).toBeInTheDocument();
  });

  it('says a page failed even when the last one is still in hand', () => {
    renderList('/list?page=3', { error: { status: 500, data: { detail: 'Page 3 could not be read.' } } });
    expect(screen.getByText('Page 3 could not be read.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the search box in step with the URL when the address changes under it', async () => {
    const { router, user } = renderList('/list?search=sun');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'rise ');
    await vi.waitFor(() => expect(address()).toBe('/list?search=sunrise'));
    expect(box).toHaveValue('sunrise ');

    await act(() => router.navigate('/list'));
    expect(box).toHaveValue('');
  });

  it('shows an action as busy until it is done, however often the page draws itself meanwhile', async () => {
    let finish: (failure: string | null) => void = () => undefined;
    const { user } = renderList('/list', {}, undefined, () => new Promise((resolve) => (finish = resolve)));
    await user.click(screen.getByRole('checkbox', { name: 'Select Riverside College' }));
    await user.click(screen.getByRole('button', { name: 'Archive selected' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Hilltop University' }));
    expect(screen.getByRole('button', { name: 'Archiving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
    await act(async () => finish(null));
    expect(screen.getByRole('button', { name: 'Archive selected' })).toBeEnabled();
  });
});
