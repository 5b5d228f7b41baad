import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render-with-i18n';
import { QueryList, type CardListQuery } from './query-list';

type Courses = { titles: string[] };

const renderList = (query: CardListQuery<Courses>) =>
  renderWithI18n(
    <QueryList
      query={query}
      loading={<p>Loading courses</p>}
      failureFallback="Failed to fetch courses"
      isEmpty={(data) => data.titles.length === 0}
      empty={<p>No courses are published yet.</p>}
    >
      {(data) => (
        <ul>
          {data.titles.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
      )}
    </QueryList>,
  );

const settled = { isLoading: false, isFetching: false, refetch: () => undefined };

describe('a list of cards', () => {
  it('shows what loads first, then the items, busy while the next ones are fetched', () => {
    const { rerender } = renderList({ ...settled, isLoading: true, isFetching: true });
    expect(screen.getByText('Loading courses')).toBeInTheDocument();
    rerender(
      <QueryList
        query={{ ...settled, isFetching: true, data: { titles: ['Python for Data Science'] } }}
        loading={null}
        failureFallback="Failed to fetch courses"
      >
        {(data) => <p>{data.titles.join(', ')}</p>}
      </QueryList>,
    );
    expect(screen.getByText('Python for Data Science').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('says when there is nothing', () => {
    renderList({ ...settled, data: { titles: [] } });
    expect(screen.getByText('No courses are published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a failure with Try again instead of the items it kept from before', async () => {
    const refetch = vi.fn();
    renderList({
      ...settled,
      refetch,
      data: { titles: ['Old page'] },
      error: { status: 'FETCH_ERROR', error: 'offline' },
    });
    expect(screen.queryByText('Old page')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
