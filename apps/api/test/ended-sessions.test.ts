import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { students, users } from '../src/db/schema.ts';
import { upsertAdmin } from '../src/modules/accounts/service.ts';
import { createAuthService } from '../src/modules/auth/service.ts';
import {
  bearer,
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  lastCodeSentTo,
  login,
  nextNews,
  untilListening,
} from './helper.ts';

// CI sets it (the Redis every machine here runs); without it the two-process test cannot run.
const redisUrl = process.env.TEST_REDIS_URL;

const { app, env, database } = await createTestApp(redisUrl ? { REDIS_URL: redisUrl } : {});

const NEW_PASSWORD = 'Fr3sh!start';
const ENDED = { detail: 'Your session has ended. Please sign in again.', code: 'token_invalid' };

const readEnrollments = (on: App, access: string) =>
  on.inject({ method: 'GET', url: '/api/courses/my-enrollments/', headers: bearer(access) });
const enroll = (on: App, access: string) =>
  on.inject({ method: 'POST', url: '/api/courses/6/enroll/', headers: bearer(access) });
const startExam = (on: App, access: string) =>
  on.inject({ method: 'POST', url: '/api/exams/1/attempts/', headers: bearer(access) });

async function expectEnded(access: string, on: App = app) {
  for (const response of [
    await readEnrollments(on, access),
    await enroll(on, access),
    await startExam(on, access),
  ]) {
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual(ENDED);
  }
}

async function newStudent(label: string) {
  const email = `${label}.${Date.now()}@example.org`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/students/register/',
    payload: { full_name: 'Ravi Iyer', email, password: DEMO_PASSWORD },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/students/verify-otp/',
    payload: { email, otp: lastCodeSentTo(env, email) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, userId: user!.id, ...(await login(app, 'student', email)) };
}

const refreshWith = (refresh: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh/', cookies: { vidya_refresh: refresh } });

describe('a closed account is locked out at once', () => {
  it('a deleted student’s token is refused on reads and writes, never with a 500', async () => {
    const student = await newStudent('deleted');
    expect((await readEnrollments(app, student.access)).statusCode).toBe(200);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/students/student/delete/',
      payload: { current_password: DEMO_PASSWORD },
      headers: bearer(student.access),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    await expectEnded(student.access);
    expect((await refreshWith(student.refresh)).statusCode).toBe(401);
  });

  it('a suspended student’s token and refresh cookie stop working', async () => {
    const student = await newStudent('suspended');
    expect((await enroll(app, student.access)).statusCode).toBe(201);

    // What the admin portal's suspension does: the flag and the end of every session together.
    await app.context.sessions.announceStandingChanged(student.userId);
    expect((await readEnrollments(app, student.access)).statusCode).toBe(200);
    await database.db
      .update(students)
      .set({ isSuspended: true, suspensionReason: 'Impersonation during an exam' })
      .where(eq(students.userId, student.userId));
    await app.context.sessions.announceStandingChanged(student.userId);

    await expectEnded(student.access);
    expect((await refreshWith(student.refresh)).statusCode).toBe(401);
  });

  it('a deactivated account’s token stops working', async () => {
    const college = await login(app, 'college', DEMO_ACCOUNTS.secondCollege);
    const profile = () =>
      app.inject({ method: 'GET', url: '/api/colleges/profile/', headers: bearer(college.access) });
    expect((await profile()).statusCode).toBe(200);

    const [user] = await database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, DEMO_ACCOUNTS.secondCollege))
      .returning({ id: users.id });
    await app.context.sessions.announceStandingChanged(user!.id);

    const refused = await profile();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(ENDED);
  });

  it('changing the password ends the other sessions; the new one works', async () => {
    const student = await newStudent('changed');
    const otherDevice = await login(app, 'student', student.email);

    const changed = await app.inject({
      method: 'POST',
      url: '/api/students/change-password/',
      payload: { current_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
      headers: bearer(student.access),
    });
    expect(changed.statusCode, changed.body).toBe(200);

    await expectEnded(student.access);
    await expectEnded(otherDevice.access);
    expect((await refreshWith(otherDevice.refresh)).statusCode).toBe(401);
    const fresh = changed.json<{ access: string }>().access;
    expect((await readEnrollments(app, fresh)).statusCode).toBe(200);
    expect((await enroll(app, fresh)).statusCode).toBe(201);
  });

  it('resetting a forgotten password ends every session', async () => {
    const student = await newStudent('reset');
    await app.inject({
      method: 'POST',
      url: '/api/students/forgot-password/request-otp/',
      payload: { email: student.email },
    });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/students/forgot-password/reset/',
      payload: { email: student.email, otp: lastCodeSentTo(env, student.email), new_password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    await expectEnded(student.access);
    const again = await login(app, 'student', student.email, NEW_PASSWORD);
    expect((await readEnrollments(app, again.access)).statusCode).toBe(200);
  });

  it('a college that deletes itself is signed out everywhere', async () => {
    const college = await login(app, 'college', DEMO_ACCOUNTS.college);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/colleges/delete/',
      payload: { current_password: DEMO_PASSWORD },
      headers: bearer(college.access),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/colleges/profile/',
      headers: bearer(college.access),
    });
    expect(refused.statusCode).toBe(401);
  });
});

describe('a sign-in that a reset overtakes', () => {
  it('is refused when the sessions ended while its password was being checked', async () => {
    const student = await newStudent('overtaken');
    const auth = createAuthService(app.context);
    const account = {
      id: student.userId,
      email: student.email,
      role: 'student' as const,
      fullName: 'Ravi Iyer',
      language: null,
    };
    // The version the password was checked under, then a reset lands before the session starts.
    await auth.endAllSessions(student.userId, async () => undefined);
    await expect(auth.startSession(account, 0)).rejects.toMatchObject({ code: 'invalid_credentials' });
    await expect(auth.startSession(account, 1)).resolves.toHaveProperty('access');
  });
});

describe('a password reset from the command line', () => {
  it('ends the admin’s sessions: the refresh cookie stops working and old tokens are refused', async () => {
    const admin = await login(app, 'admin', DEMO_ACCOUNTS.admin);
    await upsertAdmin(database.db, {
      email: DEMO_ACCOUNTS.admin,
      password: NEW_PASSWORD,
      fullName: 'Asha Menon',
    });
    expect((await refreshWith(admin.refresh)).statusCode).toBe(401);
    // What a process that has not seen the admin yet (or whose 60 s of trust ran out) answers.
    const fresh = await buildApp({
      env: { ...env, REDIS_URL: undefined },
      database,
      serveWeb: false,
      logger: false,
    });
    try {
      const refused = await fresh.inject({
        method: 'GET',
        url: '/api/admin-portal/exams/',
        headers: bearer(admin.access),
      });
      expect(refused.statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});

describe('a process that missed the news', () => {
  it('trusts a newer token at once, and from then on refuses the older ones', async () => {
    // No Redis between them: this second process never hears that the sessions ended.
    const unaware = await buildApp({
      env: { ...env, REDIS_URL: undefined },
      database,
      serveWeb: false,
      logger: false,
    });
    await unaware.ready();
    try {
      const student = await newStudent('unaware');
      expect((await readEnrollments(unaware, student.access)).statusCode).toBe(200);
      const changed = await app.inject({
        method: 'POST',
        url: '/api/students/change-password/',
        payload: { current_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
        headers: bearer(student.access),
      });
      const fresh = changed.json<{ access: string }>().access;

      expect((await readEnrollments(unaware, fresh)).statusCode).toBe(200);
      expect((await readEnrollments(unaware, student.access)).statusCode).toBe(401);
    } finally {
      await unaware.close();
    }
  });
});

describe.runIf(redisUrl)('with several API processes on one database and one Redis', () => {
  let second: App;
  afterAll(async () => {
    await second?.close();
  });

  it('the other process refuses the ended session as soon as it hears', async () => {
    second = await buildApp({ env, database, serveWeb: false, logger: false });
    await second.ready();
    await untilListening(app, second);
    const student = await newStudent('elsewhere');
    // The second process has seen the token and remembers the account as standing.
    expect((await readEnrollments(second, student.access)).statusCode).toBe(200);

    const news = nextNews(second, 'account-standing');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/students/change-password/',
      payload: { current_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
      headers: bearer(student.access),
    });
    expect(changed.statusCode).toBe(200);
    await news;
    expect((await readEnrollments(second, student.access)).statusCode).toBe(401);
    await expectEnded(student.access, second);
  });
});
