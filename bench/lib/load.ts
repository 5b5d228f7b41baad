import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Share of the machine's CPU time the hypervisor gave to other guests during the run (Linux). */
  stealPercent: number | null;
};

/** The machine's CPU counters since boot, from /proc/stat (null where there is none). */
function cpuTimes(): { steal: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    return { steal: fields[7] ?? 0, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/**
 * Runs `load` and says how much CPU the hypervisor took meanwhile: on a shared virtual machine
 * that swings from nothing to more than half, and every figure moves with it.
 */
/** The p-th percentile of a run's latencies (the nearest rank, as autocannon reports them). */
export function percentile(values: ArrayLike<number>, p: number): number {
  const sorted = Array.from(values).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function withSteal<T extends object>(
  load: () => Promise<T>,
): Promise<T & { stealPercent: number | null }> {
  const before = cpuTimes();
  const result = await load();
  const after = cpuTimes();
  const stealPercent =
    before && after && after.total > before.total
      ? Math.round((100 * (after.steal - before.steal)) / (after.total - before.total))
      : null;
  return { ...result, stealPercent };
}

export async function measure(
  url: string,
  options: {
    connections?: number;
    durationSeconds?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    /** A different path for every request (the n-th), e.g. to read past a cache. */
    pathOf?: (n: number) => string;
  } = {},
): Promise<LoadResult> {
  let sent = 0;
  const { pathOf } = options;
  const base = {
    url,
    connections: options.connections ?? 100,
    headers: options.headers,
    method: options.method ?? 'GET',
    ...(pathOf && {
      requests: [
        {
          setupRequest: (request: autocannon.Request) => ({ ...request, path: pathOf((sent += 1)) }),
        },
      ],
    }),
  };
  // A short warm-up lets the JIT and connection pools settle before the measured run.
  await autocannon({ ...base, duration: 2 });
  const result = await withSteal(() => autocannon({ ...base, duration: options.durationSeconds ?? 10 }));
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    stealPercent: result.stealPercent,
  };
}
