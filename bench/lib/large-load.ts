// Load for the large-data benchmarks (issues #15 and #22): autocannon runs that report the tail
// percentiles the targets name, answer saves with and without integrity events, and admins
// polling the dashboard every 5 s beside them.
import autocannon from 'autocannon';
import type { ExamFixture } from './exam-fixture.ts';
import { percentile, withSteal } from './load.ts';
import { openLoop } from './open-loop.ts';

export type TailResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  /** autocannon has no p95: p97.5 bounds it from above. */
  p975Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** How many answers of each status other than 2xx (e.g. `{ "503": 2 }`), to say what they were. */
  statusCodes: Record<string, number>;
  stealPercent: number | null;
  /** The 1-minute load average when the run ended. */
  loadAverage: number;
};

const loadAverage = async () => (await import('node:os')).loadavg()[0] ?? 0;

async function run(options: autocannon.Options, durationSeconds: number): Promise<TailResult> {
  // A short warm-up lets the JIT and the connection pools settle before the measured run.
  await autocannon({ ...options, duration: 2 });
  const result = await withSteal(() => autocannon({ ...options, duration: durationSeconds }));
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p975Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, stats]) => [code, stats.count ?? 0]),
    ),
    stealPercent: result.stealPercent,
    loadAverage: await loadAverage(),
  };
}

/** GETs at `connections`, each request's path and token from `pick(n)`. */
export function loadGets(
  base: string,
  connections: number,
  pick: (n: number) => { path: string; token: string },
  durationSeconds = 10,
): Promise<TailResult> {
  let sent = 0;
  return run(
    {
      url: base,
      connections,
      requests: [
        {
          setupRequest: (request: autocannon.Request): autocannon.Request => {
            sent += 1;
            const { path, token } = pick(sent);
            return { ...request, method: 'GET', path, headers: { authorization: `Bearer ${token}` } };
          },
        },
      ],
    },
    durationSeconds,
  );
}

/** Grows across runs, so a repeated run saves newer answers rather than stale ones. */
let counter = 0;

/** The client id of each attempt's (one) test screen. */
const clientIdOf = (attemptId: number) => `bench-client-${attemptId}`;

/**
 * Each attempt's test screen opens on its browser first, as a real one does before its first save
 * (a POST of `opened` with its client id): the browser joins the attempt once, so the saves then
 * measured are a class answering with one event each, not every browser joining on its first save.
 * Call it once before any save that sends the client id.
 */
export async function openTestScreens(base: string, attempts: { attemptId: number; token: string }[]) {
  const queue = [...attempts];
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let next = queue.pop(); next; next = queue.pop()) {
        const response = await fetch(`${base}/api/exams/attempts/${next.attemptId}/events/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${next.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            client_id: clientIdOf(next.attemptId),
            events: [{ kind: 'opened', at: new Date().toISOString() }],
          }),
        });
        if (!response.ok) throw new Error(`opening attempt ${next.attemptId}: ${response.status}`);
      }
    }),
  );
}

/**
 * The next answer save, round-robin across every attempt and question, as `exam-load.ts` does. With
 * `events`, each save carries the test screen's client id and one integrity event, as the client
 * sends them (apps/web/src/features/exams/use-answer-queue.ts): the attempt's page hidden, then back
 * after 1.5 s (a blip), in turn. `clientIdOnly`: the client id alone. Either needs
 * `openTestScreens` first.
 */
function answerSaveRequests(
  fixture: ExamFixture,
  attempts: { attemptId: number; token: string }[],
  options: { events: boolean; clientIdOnly?: boolean },
) {
  const sentTo = new Map<number, number>();
  return () => {
    counter += 1;
    const attempt = attempts[counter % attempts.length];
    const question = fixture.questionIds[counter % fixture.questionIds.length];
    if (!attempt || question === undefined) throw new Error('no attempts to save answers to');
    const body: Record<string, unknown> = { question, answer: 'abcd'[counter % 4], seq: counter };
    if (options.clientIdOnly) body.client_id = clientIdOf(attempt.attemptId);
    if (options.events) {
      const nth = (sentTo.get(attempt.attemptId) ?? 0) + 1;
      sentTo.set(attempt.attemptId, nth);
      body.client_id = clientIdOf(attempt.attemptId);
      const at = new Date().toISOString();
      body.events = [
        nth % 2 === 1 ? { kind: 'left', at, cause: 'hidden' } : { kind: 'returned', at, duration_ms: 1500 },
      ];
    }
    return {
      method: 'PUT' as const,
      path: `/api/exams/attempts/${attempt.attemptId}/answers/`,
      headers: { authorization: `Bearer ${attempt.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
  };
}

/** 100 connections saving as fast as the server answers (a closed loop: its p99 follows throughput). */
export async function answerSaves(
  base: string,
  fixture: ExamFixture,
  attempts: { attemptId: number; token: string }[],
  options: { events: boolean; clientIdOnly?: boolean },
): Promise<TailResult> {
  const next = answerSaveRequests(fixture, attempts, options);
  return run(
    {
      url: base,
      connections: 100,
      requests: [
        { setupRequest: (request: autocannon.Request): autocannon.Request => ({ ...request, ...next() }) },
      ],
    },
    10,
  );
}

/**
 * Saves sent at a fixed rate (`openLoop`): the latency a class sees while the server has room,
 * rather than its capacity.
 */
export function answerSavesAtRate(
  base: string,
  fixture: ExamFixture,
  attempts: { attemptId: number; token: string }[],
  options: { events: boolean; ratePerSecond: number },
): Promise<TailResult> {
  return openLoop(
    base,
    { ratePerSecond: options.ratePerSecond, durationSeconds: 10, connections: 100 },
    answerSaveRequests(fixture, attempts, options),
  );
}

export type PollResult = { polls: number; p50Ms: number; p99Ms: number; maxMs: number; errors: number };

/**
 * `admins` dashboards open while `during` runs: each loads what the AdminDashboard page loads
 * (analytics, the 30-day growth series, the first page of recent activity and the health) at
 * once, every `everyMs`, staggered. A poll's time is until its last reply.
 */
export async function whileAdminsPoll<T>(
  base: string,
  headers: Record<string, string>,
  during: () => Promise<T>,
  admins = 10,
  everyMs = 5_000,
): Promise<{ result: T; polls: PollResult }> {
  const paths = [
    '/api/admin-portal/dashboard/analytics/',
    '/api/admin-portal/growth-metrics/?days=30',
    '/api/admin-portal/recent-activity/?page=1&page_size=10',
    '/api/admin-portal/system-health/',
  ];
  const latencies: number[] = [];
  let errors = 0;
  let done = false;
  const poll = async () => {
    const began = performance.now();
    await Promise.all(
      paths.map(async (path) => {
        try {
          const response = await fetch(`${base}${path}`, { headers });
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
        } catch {
          errors += 1;
        }
      }),
    );
    latencies.push(performance.now() - began);
  };
  const admin = async (index: number) => {
    await new Promise((resolveDelay) => setTimeout(resolveDelay, (index * everyMs) / admins));
    while (!done) {
      const began = performance.now();
      await poll();
      const rest = Math.max(0, everyMs - (performance.now() - began));
      const until = performance.now() + rest;
      while (!done && performance.now() < until) {
        await new Promise((resolveDelay) => setTimeout(resolveDelay, Math.min(200, rest)));
      }
    }
  };
  const pollers = Array.from({ length: admins }, (_, index) => admin(index));
  try {
    const result = await during();
    return {
      result,
      polls: {
        polls: latencies.length,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        maxMs: Math.max(0, ...latencies),
        errors,
      },
    };
  } finally {
    done = true;
    await Promise.all(pollers);
  }
}

/** One call at a time, `times` calls, each timed until its last byte. */
export async function timeOne(url: string, headers: Record<string, string>): Promise<number> {
  const began = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - began;
}
