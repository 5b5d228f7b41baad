import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

// Issue #18: Prometheus metrics on a port of their own (METRICS_PORT), never on the API's.

const { app: plain, env, database } = await createTestApp();
const app = await buildApp({
  env: loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: env.dataDir,
    AUTH_IP_LIMIT_PER_MINUTE: '100000',
    METRICS_PORT: '0',
  }),
  database,
  serveWeb: false,
  logger: false,
});
app.get('/api/test-failure/', { config: { auth: 'public' } }, async () => {
  throw new Error('something broke');
});
await app.ready();

const scrape = async () => {
  const address = app.metricsAddress();
  if (!address) throw new Error('the metrics server is not listening');
  const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
};

/** The value of one series, e.g. `vidya_answer_saves_total` or `name{label="x"}`; 0 when absent. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('metrics', () => {
  it('are off unless METRICS_PORT is set, and never on the API port', async () => {
    expect(plain.hasDecorator('metricsAddress')).toBe(false);
    for (const on of [plain, app]) {
      const response = await on.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
    }
  });

  it('count requests and their latency per route pattern, not per URL, and count 5xx', async () => {
    const before = await scrape();
    for (const id of [1, 2, 999_999]) await app.inject({ method: 'GET', url: `/api/courses/${id}/` });
    await app.inject({ method: 'GET', url: '/api/no-such-thing/42/' });
    expect((await app.inject({ method: 'GET', url: '/api/test-failure/' })).statusCode).toBe(500);

    const text = await scrape();
    const route = (pattern: string, status: number) =>
      `vidya_http_request_duration_seconds_count{method="GET",route="${pattern}",status="${status}"}`;
    expect(valueOf(text, route('/api/courses/:id/', 200))).toBe(2);
    expect(valueOf(text, route('/api/courses/:id/', 404))).toBe(1);
    expect(text).not.toContain('route="/api/courses/1/"');
    expect(valueOf(text, route('unmatched', 404)) - valueOf(before, route('unmatched', 404))).toBe(1);
    expect(text).toContain(
      'vidya_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/courses/:id/",status="200"}',
    );
    expect(valueOf(text, 'vidya_http_server_errors_total{method="GET",route="/api/test-failure/"}')).toBe(1);
  });

  it('report the event loop lag and Node’s own figures', async () => {
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('report the PostgreSQL pool’s use, and nothing for the embedded database', async () => {
    const text = await scrape();
    if (database.kind === 'postgres') {
      expect(valueOf(text, 'vidya_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(text).toMatch(/^vidya_db_pool_connections\{state="waiting"\} \d/m);
    } else {
      expect(text).not.toMatch(/^vidya_db_pool_connections\{/m);
    }
  });

  it('count attempts in progress and answer saves', async () => {
    const before = await scrape();
    const student = (await login(app, 'student', DEMO_ACCOUNTS.student)).access;
    const started = await app.inject({
      method: 'POST',
      url: '/api/exams/1/attempts/',
      headers: bearer(student),
    });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const attempt = started.json<{ id: number; questions: { id: number }[] }>();
    for (const [seq, answer] of [
      [1, 'a'],
      [2, 'b'],
    ] as const) {
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/exams/attempts/${attempt.id}/answers/`,
        headers: bearer(student),
        payload: { question: attempt.questions[0]!.id, answer, seq },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // A refused save is not a save.
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/exams/attempts/${attempt.id}/answers/`,
      headers: bearer(student),
      payload: { question: attempt.questions[0]!.id, answer: 'z', seq: 3 },
    });
    expect(refused.statusCode).toBe(400);

    const after = await scrape();
    expect(valueOf(after, 'vidya_answer_saves_total') - valueOf(before, 'vidya_answer_saves_total')).toBe(2);
    expect(
      valueOf(after, 'vidya_exam_attempts_in_progress') - valueOf(before, 'vidya_exam_attempts_in_progress'),
    ).toBe(1);
  });

  it('answer 404 for anything but /metrics on their port, and stop with the app', async () => {
    const { port } = app.metricsAddress()!;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    await app.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
