import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.ts';

/**
 * The API's own requests over the last 5 minutes, in memory (decision 024): when each finished,
 * how long it took and whether it answered a 5xx. The admin's system health reads p50/p95 and the
 * share of 5xx from here. Each process measures itself; nothing is stored.
 */
export const WINDOW_MS = 5 * 60 * 1000;
/** Past this many requests in the window the oldest are dropped, so memory stays bounded. */
const MAX_KEPT = 50_000;

export type WindowFigures = { requests: number; p50: number; p95: number; errorRate: number };

export type RequestWindow = {
  record: (durationMs: number, statusCode: number, at?: number) => void;
  figures: (now?: number) => WindowFigures;
};

export function createRequestWindow(): RequestWindow {
  // Parallel arrays used as a queue: `start` is the index of the oldest kept request.
  let finishedAt: number[] = [];
  let durations: number[] = [];
  let failed: boolean[] = [];
  let start = 0;

  function prune(now: number) {
    while (start < finishedAt.length && (finishedAt[start] ?? 0) < now - WINDOW_MS) start += 1;
    if (finishedAt.length - start > MAX_KEPT) start = finishedAt.length - MAX_KEPT;
    // Compact once the dropped head is as big as what is kept.
    if (start > 1024 && start * 2 > finishedAt.length) {
      finishedAt = finishedAt.slice(start);
      durations = durations.slice(start);
      failed = failed.slice(start);
      start = 0;
    }
  }

  return {
    record(durationMs, statusCode, at = Date.now()) {
      finishedAt.push(at);
      durations.push(durationMs);
      failed.push(statusCode >= 500);
      prune(at);
    },
    figures(now = Date.now()) {
      prune(now);
      const kept = durations.slice(start).sort((a, b) => a - b);
      const requests = kept.length;
      if (requests === 0) return { requests: 0, p50: 0, p95: 0, errorRate: 0 };
      const errors = failed.slice(start).filter(Boolean).length;
      const at = (share: number) => kept[Math.min(requests - 1, Math.ceil(share * requests) - 1)] ?? 0;
      return {
        requests,
        p50: round1(at(0.5)),
        p95: round1(at(0.95)),
        errorRate: round1((errors * 100) / requests),
      };
    },
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

const byContext = new WeakMap<AppContext, RequestWindow>();

/** This app's window (one per built app, so tests do not share one). */
export function requestWindowOf(ctx: AppContext): RequestWindow {
  let window = byContext.get(ctx);
  if (!window) {
    window = createRequestWindow();
    byContext.set(ctx, window);
  }
  return window;
}

/**
 * Records every API request as it finishes (registered once, app-wide, in app.ts). A callback-style
 * hook, as the drain plugin's: on the hot path every avoided promise shows in the benchmark.
 */
export const requestWindowPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const window = requestWindowOf(ctx);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api')) window.record(reply.elapsedTime, reply.statusCode);
    done();
  });
});
