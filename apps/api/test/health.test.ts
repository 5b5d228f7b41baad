import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import { createHealthService } from '../src/modules/health/service.ts';
import { createTestApp } from './helper.ts';

const { app, env, database } = await createTestApp();

describe('health', () => {
  it.each(['/api/health/', '/api/health/ready/'])('%s reports the database up', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('reports 503 when the database cannot be reached', async () => {
    const unreachable = await buildApp({
      env,
      database: { ...database, ping: async () => false },
      serveWeb: false,
      logger: false,
    });
    for (const url of ['/api/health/', '/api/health/ready/']) {
      const response = await unreachable.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    }
    await unreachable.close();
  });
});

describe('readiness reports each part', () => {
  it('without Redis configured: database up, Redis not configured, migrations applied, not draining', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'not_configured',
      migrations: 'applied',
      draining: false,
      uptime_seconds: expect.any(Number),
    });
  });

  it('a Redis that cannot be reached makes the process not ready, while it stays alive', async () => {
    // A port nothing listens on: taken, then given back.
    const port = await new Promise<number>((resolvePort) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolvePort(free));
      });
    });
    const withoutRedis = await buildApp({
      env: loadEnv({
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: env.dataDir,
        REDIS_URL: `redis://127.0.0.1:${port}`,
      }),
      database,
      serveWeb: false,
      logger: false,
    });
    const ready = await withoutRedis.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      database: 'up',
      redis: 'down',
      detail: 'Not ready: Redis cannot be reached.',
      code: 'unavailable',
    });
    const live = await withoutRedis.inject({ method: 'GET', url: '/api/health/' });
    expect(live.statusCode).toBe(200);
    await withoutRedis.close();
  });

  it.runIf(process.env.TEST_REDIS_URL)('with Redis configured and reachable: Redis up', async () => {
    const withRedis = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', DATA_DIR: env.dataDir, REDIS_URL: process.env.TEST_REDIS_URL }),
      database,
      serveWeb: false,
      logger: false,
    });
    await expect
      .poll(async () => (await withRedis.inject({ method: 'GET', url: '/api/health/ready/' })).json())
      .toMatchObject({ status: 'ok', redis: 'up' });
    await withRedis.close();
  });

  it('a database that lacks a migration this build carries is not ready', async () => {
    const migrationsDir = mkdtempSync(join(tmpdir(), 'vidya-migrations-'));
    mkdirSync(join(migrationsDir, 'meta'));
    // A migration newer than any the database recorded.
    writeFileSync(
      join(migrationsDir, 'meta', '_journal.json'),
      JSON.stringify({ entries: [{ idx: 0, when: Date.now() + 365 * 24 * 3600 * 1000, tag: 'future' }] }),
    );
    const report = await createHealthService(app.context, migrationsDir).ready(false);
    expect(report).toMatchObject({ status: 'unavailable', database: 'up', migrations: 'pending' });
    rmSync(migrationsDir, { recursive: true, force: true });
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, answers new ones with 503 and turns readiness 503, not liveness', async () => {
    const server = await buildApp({ env, database, serveWeb: false, logger: false });
    let releaseSlow!: () => void;
    const slowStarted = new Promise<void>((resolveStarted) => {
      server.get('/api/test-slow/', { config: { auth: 'public' } }, async () => {
        resolveStarted();
        await new Promise<void>((resolveSlow) => (releaseSlow = resolveSlow));
        return { finished: true };
      });
    });
    await server.ready();

    const inFlight = server.inject({ method: 'GET', url: '/api/test-slow/' });
    await slowStarted;
    let isDrained = false;
    const draining = server.drain().then(() => (isDrained = true));
    const during = await server.inject({ method: 'GET', url: '/api/courses/' });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ detail: expect.any(String), code: 'unavailable' });
    expect(during.headers.connection).toBe('close');
    const ready = await server.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      database: 'up',
      draining: true,
      detail: 'Not ready: the server is shutting down.',
      code: 'unavailable',
    });
    const live = await server.inject({ method: 'GET', url: '/api/health/' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    expect(isDrained).toBe(false);
    releaseSlow();
    expect((await inFlight).json()).toEqual({ finished: true });
    await draining;
    await server.close();
  });
});
