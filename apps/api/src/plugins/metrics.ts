import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the metrics server listens, once the app is ready; tests ask it for the port. */
    metricsAddress: () => AddressInfo | null;
  }
}

/** The route that saves one answer: its successful answers are the answer saves. */
const ANSWER_SAVE_ROUTE = '/api/exams/attempts/:id/answers/';

/** Seconds; from a cached read to an export that takes a while. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics of this process (issue #18), served on a port of their own (METRICS_PORT)
 * and never through the public one: behind a load balancer a scrape must reach each process, not
 * whichever one round-robin picks, and nothing public can read them (docs/deploy.md).
 *
 * Per route (the pattern, `/api/exams/:id/`, never the raw URL, so ids do not multiply series):
 * request counts and latency histograms by method and status, and 5xx counts. Node's own (event
 * loop lag, heap, CPU), the PostgreSQL pool's use, attempts in progress (the database's count, the
 * same on every process) and answer saves.
 */
export const metricsPlugin = fp<{ ctx: AppContext; port: number; host: string }>(
  async (app: FastifyInstance, { ctx, port, host }) => {
    // A registry per app, so several apps in one test process keep their figures apart.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status'] as const;
    const duration = new Histogram({
      name: 'vidya_http_request_duration_seconds',
      help: 'Time to answer an API request, by route pattern; its _count is the request count',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const serverErrors = new Counter({
      name: 'vidya_http_server_errors_total',
      help: 'Requests answered with a 5xx, by route pattern',
      labelNames: ['method', 'route'] as const,
      registers: [registry],
    });
    const answerSaves = new Counter({
      name: 'vidya_answer_saves_total',
      help: 'Exam answers saved (successful saves of one answer)',
      registers: [registry],
    });
    const { poolUsage } = ctx.database;
    new Gauge({
      name: 'vidya_db_pool_connections',
      help: 'PostgreSQL pool connections of this process by state (total, idle, waiting clients); absent on the embedded database',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        if (!poolUsage) return;
        const usage = poolUsage();
        this.set({ state: 'total' }, usage.total);
        this.set({ state: 'idle' }, usage.idle);
        this.set({ state: 'waiting' }, usage.waiting);
      },
    });
    new Gauge({
      name: 'vidya_exam_attempts_in_progress',
      help: 'Exam attempts in progress, across the whole deployment (every process reports the same count)',
      registers: [registry],
      async collect() {
        try {
          const result = await ctx.database.db.execute(
            sql`select count(*)::int as count from exam_attempts where status = 'in_progress'`,
          );
          const [row] = (result as unknown as { rows: { count: number }[] }).rows;
          this.set(Number(row?.count ?? 0));
        } catch (error) {
          // The rest of the scrape still answers; the database's own metrics say why.
          ctx.log.warn({ err: error }, 'counting attempts in progress for metrics failed');
        }
      },
    });

    // Callback-style, as the drain plugin's: on the hot path every avoided promise shows.
    app.addHook('onResponse', (request, reply, done) => {
      // Unmatched URLs (404s, probes) share one series instead of one per URL.
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      duration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
      if (status >= 500) serverErrors.inc({ method: request.method, route });
      else if (route === ANSWER_SAVE_ROUTE && status < 300) answerSaves.inc();
      done();
    });

    let server: Server | null = null;
    app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
    app.addHook('onReady', async () => {
      const metricsServer = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response
            .writeHead(404, { 'content-type': 'text/plain' })
            .end('Not found: the metrics are at /metrics\n');
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          (error: unknown) => {
            ctx.log.error({ err: error }, 'collecting metrics failed');
            response.writeHead(500, { 'content-type': 'text/plain' }).end('Collecting metrics failed\n');
          },
        );
      });
      server = metricsServer;
      await new Promise<void>((resolveListen, rejectListen) => {
        metricsServer.once('error', rejectListen);
        metricsServer.listen(port, host, () => resolveListen());
      });
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolveClose) =>
        server ? server.close(() => resolveClose()) : resolveClose(),
      );
    });
  },
  { name: 'metrics' },
);
