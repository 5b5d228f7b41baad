import type { ManagedStudent, Paginated } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.ts';
import { cachedStudentPage, forgetStudentLists } from '../src/modules/students/admin-list-cache.ts';

const page = (count: number): Paginated<ManagedStudent> => ({
  count,
  total_pages: 1,
  current_page: 1,
  page_size: 20,
  next: null,
  previous: null,
  results: [],
});

describe("the admin's student list cache", () => {
  it('reads a page again, rather than failing, when a change clears the cache while it is being read', async () => {
    const ctx = {} as AppContext;
    let finishFirstRead!: () => void;
    const firstRead = new Promise<void>((resolve) => (finishFirstRead = resolve));
    let reads = 0;
    const read = async () => {
      reads += 1;
      if (reads === 1) {
        await firstRead;
        return page(1);
      }
      return page(2);
    };
    const reader = cachedStudentPage(ctx, { page: 1 }, read);
    // An admin's change is committed while the first read is still on its way.
    forgetStudentLists(ctx);
    finishFirstRead();
    expect(await reader).toEqual(page(2));
    expect(reads).toBe(2);
  });
});
