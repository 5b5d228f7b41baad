import { describe, expect, it, vi } from 'vitest';
import { batchPerTick } from '../src/lib/batch-per-tick.ts';

describe('batchPerTick', () => {
  it('serves the calls of one turn with one run, each caller getting its own result', async () => {
    const run = vi.fn(
      async (ids: number[]) => new Map(ids.filter((id) => id !== 3).map((id) => [id, `row ${id}`])),
    );
    const find = batchPerTick((id: number) => id, run);
    const results = await Promise.all([find(1), find(2), find(1), find(3)]);
    expect(results).toEqual(['row 1', 'row 2', 'row 1', undefined]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith([1, 2, 3]);
    expect(await find(2)).toBe('row 2');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('passes a failure to every caller of the batch', async () => {
    const find = batchPerTick(
      (id: number) => id,
      async () => {
        throw new Error('database down');
      },
    );
    const results = await Promise.allSettled([find(1), find(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  it('splits a burst larger than the batch limit', async () => {
    const run = vi.fn(async (ids: number[]) => new Map(ids.map((id) => [id, id * 2])));
    const find = batchPerTick((id: number) => id, run, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(find))).toEqual([2, 4, 6, 8, 10]);
    expect(run.mock.calls.map(([ids]) => ids)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
