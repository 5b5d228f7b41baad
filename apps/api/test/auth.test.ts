import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, login, LOGIN_PATHS } from './helper.ts';

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const { app, database } = await createTestApp({ JWT_SECRET });

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const refreshWith = (token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh/', cookies: { vidya_refresh: token }, headers });
const getProfile = (token: string) =>
  app.inject({ method: 'GET', url: '/api/students/profile/', headers: bearer(token) });

describe('login', () => {
  it.each([
    ['student', DEMO_ACCOUNTS.student, 'Aarav Sharma'],
    ['college', DEMO_ACCOUNTS.college, 'Dr. Meera Kulkarni'],
    ['admin', DEMO_ACCOUNTS.admin, 'Asha Menon'],
  ] as const)('signs a %s in through their own portal', async (portal, email, fullName) => {
    const response = await post(LOGIN_PATHS[portal], { email, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email, role: portal, full_name: fullName });
    const [, payload] = body.access.split('.');
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      role: portal,
      typ: 'access',
    });
    const cookie = response.cookies.find((c) => c.name === 'vidya_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/' });
    // The page's hint that there is a session to restore: readable, and no secret in it.
    const hint = response.cookies.find((c) => c.name === 'vidya_session');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Strict', path: '/', maxAge: cookie?.maxAge });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const response = await post(LOGIN_PATHS.student, {
      email: '  Student@Example.COM ',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['student', DEMO_ACCOUNTS.college, 'Only students can login here'],
    ['student', DEMO_ACCOUNTS.admin, 'Only students can login here'],
    ['college', DEMO_ACCOUNTS.student, 'Only colleges can login here'],
    ['admin', DEMO_ACCOUNTS.student, 'Only admins can login here'],
    ['admin', DEMO_ACCOUNTS.college, 'Only admins can login here'],
  ] as const)('the %s portal refuses %s with "%s"', async (portal, email, words) => {
    const response = await post(LOGIN_PATHS[portal], { email, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toContain(words);
    expect(response.json().detail.toLowerCase()).toContain('access denied');
    expect(response.cookies).toHaveLength(0);
  });

  it('says no active account for an unknown email', async () => {
    const response = await post(LOGIN_PATHS.student, {
      email: 'nobody@example.com',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toContain('No active account found');
  });

  it('says invalid credentials for a wrong password', async () => {
    const response = await post(LOGIN_PATHS.admin, { email: DEMO_ACCOUNTS.admin, password: 'Wrong@1234' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toContain('Invalid credentials');
  });

  it('refuses a suspended student as inactive', async () => {
    const response = await post(LOGIN_PATHS.student, {
      email: DEMO_ACCOUNTS.suspendedStudent,
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toContain('inactive');
  });

  it('refuses a deactivated account as inactive', async () => {
    await database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'ananya.iyer@example.com'));
    const response = await post(LOGIN_PATHS.student, {
      email: 'ananya.iyer@example.com',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toContain('inactive');
  });

  it('tells a college awaiting approval that it is pending', async () => {
    const response = await post(LOGIN_PATHS.college, {
      email: DEMO_ACCOUNTS.pendingCollege,
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toContain('pending admin approval');
  });

  it('throttles an account after five failed passwords, even for the right one', async () => {
    const email = DEMO_ACCOUNTS.secondCollege;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post(LOGIN_PATHS.college, { email, password: 'Wrong@1234' })).statusCode).toBe(401);
    }
    const response = await post(LOGIN_PATHS.college, { email, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(429);
    expect(response.json().detail).toContain('throttled');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('login rate limit per address', async () => {
  const limited = await createTestApp({ AUTH_IP_LIMIT_PER_MINUTE: '3' });
  it('answers 429 throttled once an address exceeds the per-minute limit', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: LOGIN_PATHS.student,
        payload: { email: DEMO_ACCOUNTS.student, password: DEMO_PASSWORD },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(200);
    const response = await attempt();
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'throttled' });
    expect(response.json().detail).toContain('throttled');
    expect(response.headers['retry-after']).toBeDefined();
  });
});

describe('refresh', () => {
  it('rotates: a new access token and a new cookie each time', async () => {
    const { refresh } = await login(app, 'student', DEMO_ACCOUNTS.student);
    const response = await refreshWith(refresh);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      access: expect.any(String),
      user: { email: DEMO_ACCOUNTS.student, role: 'student' },
    });
    const rotated = response.cookies.find((c) => c.name === 'vidya_refresh');
    expect(rotated?.value).toBeTruthy();
    expect(rotated?.value).not.toBe(refresh);
    expect((await getProfile(response.json().access)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const { refresh } = await login(app, 'student', DEMO_ACCOUNTS.platformStudent);
    const first = await refreshWith(refresh);
    const next = first.cookies.find((c) => c.name === 'vidya_refresh')?.value ?? '';

    const reuse = await refreshWith(refresh);
    expect(reuse.statusCode).toBe(401);
    // The legitimate holder's newer token dies with the family.
    expect((await refreshWith(next)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await post('/api/auth/refresh/')).statusCode).toBe(401);
    expect((await refreshWith('not-a-real-token')).statusCode).toBe(401);
  });

  it('refuses a cross-site request', async () => {
    const { refresh } = await login(app, 'admin', DEMO_ACCOUNTS.admin);
    expect((await refreshWith(refresh, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await refreshWith(refresh, { origin: 'https://evil.example' })).statusCode).toBe(403);
    // The token is still good for the real site.
    expect((await refreshWith(refresh, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const { refresh } = await login(app, 'college', DEMO_ACCOUNTS.college);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      cookies: { vidya_refresh: refresh },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Successfully logged out.' });
    expect(response.cookies.find((c) => c.name === 'vidya_refresh')?.value).toBe('');
    expect(response.cookies.find((c) => c.name === 'vidya_session')?.value).toBe('');
    const refused = await refreshWith(refresh);
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies.find((c) => c.name === 'vidya_session')?.value).toBe('');
  });

  it('succeeds without a session too', async () => {
    expect((await post('/api/auth/logout/')).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(JWT_SECRET);
  const studentId = async () => (await login(app, 'student', DEMO_ACCOUNTS.student)).access;

  it('accepts a valid token', async () => {
    expect((await getProfile(await studentId())).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const expired = await new SignJWT({ role: 'student', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('5')
      .setIssuer('vidya')
      .setAudience('vidya-web')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(key);
    const response = await getProfile(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toContain('expired');
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = (await studentId()).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await getProfile(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses an unsigned alg:none token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: '1',
        role: 'admin',
        typ: 'access',
        iss: 'vidya',
        aud: 'vidya-web',
        exp: 9999999999,
      }),
    ).toString('base64url');
    expect((await getProfile(`${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const other = await new SignJWT({ role: 'student', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('5')
      .setIssuer('vidya')
      .setAudience('vidya-web')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await getProfile(other)).statusCode).toBe(401);
  });
});

describe('profiles', () => {
  it('gives a student their own profile with their college', async () => {
    const { access } = await login(app, 'student', DEMO_ACCOUNTS.student);
    const response = await getProfile(access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: DEMO_ACCOUNTS.student,
      full_name: 'Aarav Sharma',
      college_or_university: 'Sunrise Institute of Technology',
      is_approved_by_college: true,
      is_suspended: false,
    });
  });

  it('gives a college its own profile and 404 on the student one', async () => {
    const { access } = await login(app, 'college', DEMO_ACCOUNTS.college);
    const college = await app.inject({
      method: 'GET',
      url: '/api/colleges/profile/',
      headers: bearer(access),
    });
    expect(college.statusCode).toBe(200);
    expect(college.json()).toMatchObject({
      college_name: 'Sunrise Institute of Technology',
      is_approved_by_admin: true,
    });
    expect((await getProfile(access)).statusCode).toBe(404);
  });

  it('answers 404 on both profiles for an admin, which means "admin, no profile"', async () => {
    const { access } = await login(app, 'admin', DEMO_ACCOUNTS.admin);
    expect((await getProfile(access)).statusCode).toBe(404);
    const college = await app.inject({
      method: 'GET',
      url: '/api/colleges/profile/',
      headers: bearer(access),
    });
    expect(college.statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/students/profile/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
  });
});
