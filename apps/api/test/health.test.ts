import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
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
    expect(ready.json().code).toBe('unavailable');
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
