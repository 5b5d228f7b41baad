import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/lib/access-tokens.ts';
import { authGuardPlugin } from '../src/plugins/auth-guard.ts';
import { errorsPlugin } from '../src/plugins/errors.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

const { app } = await createTestApp();
const tokens = {
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
};
const roles = ['student', 'college', 'admin'] as const;

/** A concrete URL for a route pattern: ids become 1, other params a word. */
const toUrl = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => (name.toLowerCase().includes('id') ? '1' : 'sample'));

const apiRules = app.authRules.filter((rule) => !rule.url.startsWith('/api/docs'));

describe('authorization matrix', () => {
  it('knows every API route, and each one declares who may call it', () => {
    expect(apiRules.length).toBeGreaterThan(5);
    for (const rule of apiRules) expect(rule.auth, `${rule.method} ${rule.url}`).toBeTruthy();
  });

  it('refuses to start when a route forgets its declaration', async () => {
    const bare = Fastify();
    await bare.register(authGuardPlugin, {
      accessTokens: createAccessTokens('x'.repeat(40)),
      sessions: app.context.sessions,
    });
    expect(() => bare.get('/api/forgotten/', () => 'oops')).toThrow(/does not declare config.auth/);
  });

  const guarded = apiRules.filter((rule) => rule.auth !== 'public');
  it.each(guarded.map((rule) => [rule.method, rule.url] as const))(
    '%s %s answers 401 without a token',
    async (method, url) => {
      const response = await app.inject({ method: method as 'GET', url: toUrl(url) });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    },
  );

  const roleRestricted = guarded.flatMap((rule) =>
    roles
      .filter((role) => rule.auth !== 'any' && ![rule.auth].flat().includes(role))
      .map((role) => [rule.method, rule.url, role] as const),
  );
  it.runIf(roleRestricted.length > 0).each(roleRestricted)(
    '%s %s answers 403 to a %s',
    async (method, url, role) => {
      const response = await app.inject({
        method: method as 'GET',
        url: toUrl(url),
        headers: bearer(tokens[role]),
      });
      expect(response.statusCode).toBe(403);
    },
  );
});

describe('error bodies', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no/such/thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('never shows internals in a 500', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(errorsPlugin);
    bare.get('/boom', () => {
      throw new Error('connection string postgres://secret@db failed');
    });
    const response = await bare.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      detail: 'A server error occurred. Please try again later.',
      code: 'internal',
    });
  });
});
