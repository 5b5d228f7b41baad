import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp } from './helper.ts';

const { app, env, database } = await createTestApp();

describe('health', () => {
  it('reports the database up', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
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
    const response = await unreachable.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    await unreachable.close();
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish and answers new ones with 503', async () => {
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
    const during = await server.inject({ method: 'GET', url: '/api/health/' });
    expect(during.statusCode).toBe(503);
    expect(during.json().code).toBe('unavailable');
    expect(isDrained).toBe(false);
    releaseSlow();
    expect((await inFlight).json()).toEqual({ finished: true });
    await draining;
    await server.close();
  });
});
