// The college portal's benchmarks (issue #14): invigilators polling the live monitor while the
// whole class starts, and the item analysis timed call by call.
import type { CollegeFixture } from './college-fixture.ts';
import { startStorm } from './exam-load.ts';
import { percentile } from './load.ts';

export type PollingResult = {
  polls: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
};

/**
 * The start storm with `invigilators` college sessions each reading the live monitor every
 * `everyMs` from just before the class is released until every student has started.
 */
export async function startStormWhileInvigilating(
  base: string,
  fixture: CollegeFixture,
  monitorPath: string,
  invigilators = 5,
  everyMs = 5_000,
): Promise<{ storm: Awaited<ReturnType<typeof startStorm>>; monitor: PollingResult }> {
  const latencies: number[] = [];
  let errors = 0;
  let stormDone = false;
  const poll = async () => {
    const began = performance.now();
    try {
      const response = await fetch(`${base}${monitorPath}`, {
        headers: { authorization: `Bearer ${fixture.collegeToken}` },
      });
      await response.arrayBuffer();
      if (!response.ok) errors += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - began);
  };
  const invigilator = async (index: number) => {
    // Staggered, as real people are, and at least one read while the storm is under way.
    await new Promise((resolveDelay) => setTimeout(resolveDelay, (index * everyMs) / invigilators));
    do {
      const began = performance.now();
      await poll();
      await new Promise((resolveDelay) =>
        setTimeout(resolveDelay, Math.max(0, everyMs - (performance.now() - began))),
      );
    } while (!stormDone);
  };
  const watchers = Array.from({ length: invigilators }, (_, index) => invigilator(index));
  const storm = await startStorm(base, fixture);
  stormDone = true;
  await Promise.all(watchers);
  return {
    storm,
    monitor: {
      polls: latencies.length,
      p99Ms: percentile(latencies, 99),
      maxMs: Math.max(0, ...latencies),
      errors,
    },
  };
}

export type TimedCalls = { calls: number; medianMs: number; maxMs: number; errors: number };

/** `times` calls of one path in a row, each timed from request to the last byte. */
export async function timeCalls(url: string, token: string, times: number): Promise<TimedCalls> {
  const latencies: number[] = [];
  let errors = 0;
  for (let call = 0; call < times; call += 1) {
    const began = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) errors += 1;
    latencies.push(performance.now() - began);
  }
  return {
    calls: times,
    medianMs: percentile(latencies, 50),
    maxMs: Math.max(0, ...latencies),
    errors,
  };
}
