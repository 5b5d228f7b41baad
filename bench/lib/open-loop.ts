// An open-loop load generator (issue #22): requests sent at a fixed rate, evenly spaced, whether
// or not the earlier ones have been answered, as a class's browsers do. Each latency runs from the
// moment its request was due, not from when a free connection sent it, so a server falling behind
// shows in the tail instead of slowing the generator down (the "coordinated omission" a closed loop
// such as autocannon's connections has). autocannon's own `overallRate` sends each second's
// requests in bursts (bench/README.md), which measures the bursts.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import type { TailResult } from './large-load.ts';
import { percentile, withSteal } from './load.ts';

export type OpenLoopRequest = {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

async function fire(pool: Pool, ratePerSecond: number, durationSeconds: number, next: () => OpenLoopRequest) {
  const total = Math.round(ratePerSecond * durationSeconds);
  const latencies = new Float64Array(total);
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let non2xx = 0;
  const pending: Promise<void>[] = [];
  const began = performance.now();
  for (let index = 0; index < total;) {
    // Every request due by now goes out; then wait for the next one's moment.
    const now = performance.now();
    for (; index < total && began + (index * 1000) / ratePerSecond <= now; index += 1) {
      const due = began + (index * 1000) / ratePerSecond;
      const slot = index;
      const { method, path, headers, body } = next();
      pending.push(
        pool
          .request({ method, path, headers, body })
          .then(async (response) => {
            await response.body.dump();
            if (response.statusCode < 200 || response.statusCode > 299) {
              non2xx += 1;
              statusCodes[response.statusCode] = (statusCodes[response.statusCode] ?? 0) + 1;
            }
          })
          .catch(() => {
            errors += 1;
          })
          .finally(() => {
            latencies[slot] = performance.now() - due;
          }),
      );
    }
    if (index < total) await sleep(Math.max(0, began + (index * 1000) / ratePerSecond - performance.now()));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - began) / 1000;
  return { sent: total, elapsed, latencies, statusCodes, errors, non2xx };
}

/**
 * `ratePerSecond` requests a second for `durationSeconds` (after a 2 s warm-up at the same rate),
 * each from `next()`, over up to `connections` connections. The percentiles are in ms, rounded as
 * autocannon's are; `requestsPerSecond` is what was answered per second of the run.
 */
export async function openLoop(
  base: string,
  options: { ratePerSecond: number; durationSeconds: number; connections: number },
  next: () => OpenLoopRequest,
): Promise<TailResult> {
  const pool = new Pool(base, { connections: options.connections });
  try {
    await fire(pool, options.ratePerSecond, 2, next);
    const run = await withSteal(() => fire(pool, options.ratePerSecond, options.durationSeconds, next));
    const ms = (p: number) => Math.round(percentile(run.latencies, p));
    return {
      requestsPerSecond: (run.sent - run.errors) / run.elapsed,
      p50Ms: ms(50),
      p90Ms: ms(90),
      p975Ms: ms(97.5),
      p99Ms: ms(99),
      errors: run.errors,
      non2xx: run.non2xx,
      statusCodes: run.statusCodes,
      stealPercent: run.stealPercent,
      loadAverage: loadavg()[0] ?? 0,
    };
  } finally {
    await pool.close();
  }
}
