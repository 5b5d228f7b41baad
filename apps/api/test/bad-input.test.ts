import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp, LOGIN_PATHS } from './helper.ts';

const { app } = await createTestApp({ AUTH_IP_LIMIT_PER_MINUTE: '100000' });
const loginPaths = Object.values(LOGIN_PATHS);

const postRaw = (url: string, body: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url, body, headers: { 'content-type': contentType } });

describe.each(loginPaths)('bad bodies on %s', (url) => {
  it('empty body → 400 saying so', async () => {
    const response = await postRaw(url, '');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/empty/i);
  });

  it('no body at all → 400', async () => {
    const response = await app.inject({ method: 'POST', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/request body/i);
  });

  it('malformed JSON → 400', async () => {
    const response = await postRaw(url, '{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Malformed JSON in request body.');
  });

  it('non-JSON content → 400 naming JSON', async () => {
    const response = await postRaw(url, 'email=a@b.c&password=x', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/JSON/);
  });

  it('huge body → 413', async () => {
    const response = await postRaw(url, JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(64 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large.', code: 'payload_too_large' });
  });

  it('wrong types → 400 with field errors', async () => {
    const response = await postRaw(url, JSON.stringify({ email: 42, password: ['x'] }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('invalid');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('missing fields → 400 naming the field', async () => {
    const response = await postRaw(url, JSON.stringify({ email: 'student@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('password');
    expect(response.json().detail).toMatch(/password/);
  });

  it('extra fields → 400 naming them', async () => {
    const response = await postRaw(
      url,
      JSON.stringify({ email: 'student@example.com', password: 'Demo@1234', role: 'admin' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/role/);
  });
});

describe('fuzzed bodies', () => {
  it('no JSON value sent to an auth route produces a 5xx', async () => {
    const urls = [...loginPaths, '/api/auth/refresh/', '/api/auth/logout/'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls),
        fc.oneof(
          fc.json(),
          fc.record({ email: fc.oneof(fc.string(), fc.emailAddress(), fc.integer()), password: fc.string() }),
          fc.string(),
        ),
        async (url, body) => {
          const response = await postRaw(url, typeof body === 'string' ? body : JSON.stringify(body));
          expect(response.statusCode).toBeLessThan(500);
          expect(response.json()).toHaveProperty('detail');
        },
      ),
      { numRuns: 150 },
    );
  });
});
