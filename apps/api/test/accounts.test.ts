import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, students, users } from '../src/db/schema.ts';
import { createCodeService } from '../src/modules/accounts/codes.ts';
import {
  bearer,
  createTestApp,
  DEMO_ACCOUNTS,
  lastCodeSentTo,
  login,
  LOGIN_PATHS,
  readOutbox,
} from './helper.ts';

const { app, env, database } = await createTestApp();
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

let counter = 0;
const newEmail = (label: string) => `${label}.${++counter}@example.org`;
const PASSWORD = 'Str0ng!pass';

async function registerStudent(email: string, extra: object = {}) {
  const response = await post('/api/students/register/', {
    full_name: 'Meera Joshi',
    email,
    password: PASSWORD,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

describe('student sign-up', () => {
  it('register → code in the outbox → verify signs in → login works', async () => {
    const email = newEmail('newstudent');
    const registered = await registerStudent(email);
    expect(registered.json().detail).toContain(email);

    const mail = readOutbox(env)
      .filter((m) => m.to === email)
      .at(-1);
    expect(mail?.subject).toContain('verification code');
    expect(mail?.html).toContain('Vidya');

    const beforeVerify = await post(LOGIN_PATHS.student, { email, password: PASSWORD });
    expect(beforeVerify.statusCode).toBe(403);
    expect(beforeVerify.json().code).toBe('email_unverified');

    const verified = await post('/api/students/verify-otp/', { email, otp: lastCodeSentTo(env, email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ user: { email, role: 'student', full_name: 'Meera Joshi' } });
    expect(verified.cookies.find((c) => c.name === 'vidya_refresh')?.httpOnly).toBe(true);

    const profile = await app.inject({
      method: 'GET',
      url: '/api/students/profile/',
      headers: bearer(verified.json().access),
    });
    expect(profile.json()).toMatchObject({ email, college: null, is_approved_by_college: false });

    expect((await post(LOGIN_PATHS.student, { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('links the student to the chosen approved college, awaiting its approval', async () => {
    const email = newEmail('withcollege');
    const [college] = (await app.inject({ method: 'GET', url: '/api/colleges/search/?q=sunrise' })).json();
    await registerStudent(email, { college_id: college.id });
    const verified = await post('/api/students/verify-otp/', { email, otp: lastCodeSentTo(env, email) });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/students/profile/',
      headers: bearer(verified.json().access),
    });
    expect(profile.json()).toMatchObject({
      college: college.id,
      college_or_university: 'Sunrise Institute of Technology',
      is_approved_by_college: false,
    });
  });

  it('refuses a college that is not approved', async () => {
    const [pending] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.pendingCollege));
    const response = await post('/api/students/register/', {
      full_name: 'Meera Joshi',
      email: newEmail('badcollege'),
      password: PASSWORD,
      college_id: pending!.id + 1000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.college_id[0]).toContain('approved colleges');
  });

  it('refuses a duplicate email with a field error', async () => {
    const response = await post('/api/students/register/', {
      full_name: 'Someone Else',
      email: DEMO_ACCOUNTS.student,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.email[0]).toContain('already exists');
  });

  it('says what a weak password still needs, one thing at a time', async () => {
    for (const [password, needs] of [
      ['Pa5$', 'Use at least 8 characters.'],
      ['password', 'Add an uppercase letter (A–Z).'],
      ['PASSWORD', 'Add a lowercase letter (a–z).'],
      ['Password', 'Add a number (0–9).'],
      ['Password1', 'Add a symbol, such as ! or #.'],
    ]) {
      const response = await post('/api/students/register/', {
        full_name: 'Weak Pw',
        email: newEmail('weak'),
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.password).toEqual([needs]);
    }
  });

  it('ignores nothing: role or approval flags in the body are refused and nothing is created', async () => {
    const email = newEmail('sneaky');
    for (const extra of [
      { role: 'admin' },
      { is_approved_by_college: true },
      { is_approved_by_admin: true },
    ]) {
      const response = await post('/api/students/register/', {
        full_name: 'Sneaky',
        email,
        password: PASSWORD,
        ...extra,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(Object.keys(extra)[0]);
    }
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('one-time codes', () => {
  it('five wrong codes void it, even the right one afterwards', async () => {
    const email = newEmail('guesser');
    await registerStudent(email);
    const code = lastCodeSentTo(env, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post('/api/students/verify-otp/', { email, otp: wrong });
      expect(response.statusCode).toBe(400);
      if (attempt < 5) expect(response.json().errors.otp[0]).toContain(`${5 - attempt}`);
    }
    const right = await post('/api/students/verify-otp/', { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().detail).toContain('no longer works');
  });

  it('an expired code is refused', async () => {
    const email = newEmail('late');
    await registerStudent(email);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    await database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user!.id));
    const response = await post('/api/students/verify-otp/', { email, otp: lastCodeSentTo(env, email) });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('expired');
  });

  it('a code for one purpose does not work for another', async () => {
    const email = newEmail('purpose');
    await registerStudent(email);
    const verifyCode = lastCodeSentTo(env, email);
    const reset = await post('/api/students/forgot-password/reset/', {
      email,
      otp: verifyCode,
      new_password: 'An0ther!pass',
    });
    expect(reset.statusCode).toBe(400);
    expect((await post('/api/students/verify-otp/', { email, otp: verifyCode })).statusCode).toBe(200);
  });

  it('codes with letters or the wrong length get a field error', async () => {
    for (const otp of ['12a456', '12345', '1234567']) {
      const response = await post('/api/students/verify-otp/', { email: DEMO_ACCOUNTS.student, otp });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.otp[0]).toBe('The code is the 6 digits from the email.');
    }
  });

  it('resending is throttled', async () => {
    const email = newEmail('impatient');
    await registerStudent(email);
    const resend = await post('/api/students/resend-otp/', { email });
    expect(resend.statusCode).toBe(429);
    expect(resend.json().detail).toContain('throttled');
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('only the newest code works', async () => {
    const email = newEmail('twice');
    await registerStudent(email);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const codes = createCodeService(app.context);
    const owner = { id: user!.id, email, fullName: 'Twice', language: null };
    const first = (await codes.issue(database.db, owner, 'verify_email')).text.match(/\d{6}/)![0];
    const second = (await codes.issue(database.db, owner, 'verify_email')).text.match(/\d{6}/)![0];
    if (first !== second) {
      await expect(codes.consume(database.db, owner.id, 'verify_email', first)).rejects.toThrow(
        /not correct/,
      );
    }
    await expect(codes.consume(database.db, owner.id, 'verify_email', second)).resolves.toBeUndefined();
  });
});

describe('password recovery', () => {
  it('answers the same for an unknown email and sends nothing', async () => {
    const before = readOutbox(env).length;
    const known = await post('/api/students/forgot-password/request-otp/', {
      email: DEMO_ACCOUNTS.platformStudent,
    });
    const unknown = await post('/api/students/forgot-password/request-otp/', { email: 'ghost@example.org' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(readOutbox(env).length).toBe(before + 1);
  });

  it('reset works with the code, revokes old sessions, and the new password signs in', async () => {
    const email = newEmail('forgetful');
    await registerStudent(email);
    await post('/api/students/verify-otp/', { email, otp: lastCodeSentTo(env, email) });
    const { refresh } = await login(app, 'student', email, PASSWORD);

    await post('/api/students/forgot-password/request-otp/', { email });
    const reset = await post('/api/students/forgot-password/reset/', {
      email,
      otp: lastCodeSentTo(env, email),
      new_password: 'N3w!password',
    });
    expect(reset.statusCode).toBe(200);

    const oldSession = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      cookies: { vidya_refresh: refresh },
    });
    expect(oldSession.statusCode).toBe(401);
    expect((await post(LOGIN_PATHS.student, { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post(LOGIN_PATHS.student, { email, password: 'N3w!password' })).statusCode).toBe(200);
  });

  it('the student endpoint does not reset a college account', async () => {
    const before = readOutbox(env).length;
    await post('/api/students/forgot-password/request-otp/', { email: DEMO_ACCOUNTS.secondCollege });
    expect(readOutbox(env).length).toBe(before);
  });
});

describe('security settings', () => {
  async function signedInStudent() {
    const email = newEmail('secure');
    await registerStudent(email);
    const verified = await post('/api/students/verify-otp/', { email, otp: lastCodeSentTo(env, email) });
    return { email, access: verified.json().access as string };
  }

  it('changing the password needs the current one', async () => {
    const { email, access } = await signedInStudent();
    const wrong = await post(
      '/api/students/change-password/',
      { current_password: 'nope', new_password: 'Br4nd!new1' },
      bearer(access),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.current_password[0]).toContain('not correct');

    const right = await post(
      '/api/students/change-password/',
      { current_password: PASSWORD, new_password: 'Br4nd!new1' },
      bearer(access),
    );
    expect(right.statusCode).toBe(200);
    expect(right.json().access).toEqual(expect.any(String));
    expect((await post(LOGIN_PATHS.student, { email, password: 'Br4nd!new1' })).statusCode).toBe(200);
  });

  it('changing the email is confirmed by a code sent to the new address', async () => {
    const { access } = await signedInStudent();
    const target = newEmail('moved');
    const step1 = await post(
      '/api/students/change-email/',
      { new_email: target, current_password: PASSWORD },
      bearer(access),
    );
    expect(step1.statusCode).toBe(200);
    const code = lastCodeSentTo(env, target);
    const step2 = await post('/api/students/change-email/', { new_email: target, otp: code }, bearer(access));
    expect(step2.statusCode).toBe(200);
    expect(step2.json().email).toBe(target);
    expect((await post(LOGIN_PATHS.student, { email: target, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an email that another account uses', async () => {
    const { access } = await signedInStudent();
    const response = await post(
      '/api/students/change-email/',
      { new_email: DEMO_ACCOUNTS.college, current_password: PASSWORD },
      bearer(access),
    );
    expect(response.statusCode).toBe(409);
  });

  it('deleting the account needs the password and removes it', async () => {
    const { email, access } = await signedInStudent();
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/students/student/delete/',
      payload: { current_password: 'x' },
      headers: bearer(access),
    });
    expect(wrong.statusCode).toBe(400);
    const right = await app.inject({
      method: 'DELETE',
      url: '/api/students/student/delete/',
      payload: { current_password: PASSWORD },
      headers: bearer(access),
    });
    expect(right.statusCode).toBe(200);
    expect((await post(LOGIN_PATHS.student, { email, password: PASSWORD })).json().detail).toContain(
      'No active account',
    );
  });
});

describe('college sign-up', () => {
  const college = (email: string) => ({
    college_name: 'Riverside Arts and Science College',
    contact_person: 'Dr. Kavita Rao',
    email,
    password: PASSWORD,
    phone: '+91 80 4455 6677',
    city: 'Mysuru',
    state: 'Karnataka',
  });

  it('verifies by code, then waits for approval: login says pending', async () => {
    const email = newEmail('college');
    expect((await post('/api/colleges/register/', college(email))).statusCode).toBe(201);
    const verified = await post('/api/colleges/verify-otp/', { email, otp: lastCodeSentTo(env, email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().access).toBeUndefined();
    expect(verified.json().detail).toContain('approval');

    const signIn = await post(LOGIN_PATHS.college, { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().detail).toContain('pending admin approval');

    const search = await app.inject({ method: 'GET', url: '/api/colleges/search/?q=Riverside' });
    expect(search.json()).toEqual([]);
  });

  it('refuses is_approved_by_admin in the body', async () => {
    const response = await post('/api/colleges/register/', {
      ...college(newEmail('eager')),
      is_approved_by_admin: true,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('profiles', () => {
  it('a student updates personal details; approval flags cannot be sent', async () => {
    const { access } = await login(app, 'student', DEMO_ACCOUNTS.student);
    const update = await app.inject({
      method: 'PUT',
      url: '/api/students/profile/',
      headers: bearer(access),
      payload: { headline: 'Aspiring data engineer', biography: 'I like SQL.', phone: '+91 98200 99887' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      headline: 'Aspiring data engineer',
      biography: 'I like SQL.',
      is_approved_by_college: true,
    });

    for (const extra of [{ is_approved_by_college: false }, { is_suspended: false }, { role: 'admin' }]) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/students/profile/',
        headers: bearer(access),
        payload: extra,
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('moving to another college restarts approval', async () => {
    const { access } = await login(app, 'student', 'ananya.iyer@example.com');
    const [sunrise] = (await app.inject({ method: 'GET', url: '/api/colleges/search/?q=Sunrise' })).json();
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/students/profile/',
      headers: bearer(access),
      payload: { college_id: sunrise.id },
    });
    expect(moved.json()).toMatchObject({ college: sunrise.id, is_approved_by_college: false });
  });

  it('get-by-id: admin sees anyone, a college only its own students, a student nobody', async () => {
    const [aarav] = await database.db
      .select({ id: students.id })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.student));
    const [priya] = await database.db
      .select({ id: students.id })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.platformStudent));
    const admin = (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access;
    const college = (await login(app, 'college', DEMO_ACCOUNTS.college)).access;
    const student = (await login(app, 'student', DEMO_ACCOUNTS.platformStudent)).access;
    const get = (id: number, token: string) =>
      app.inject({ method: 'GET', url: `/api/students/get-by-id/${id}/`, headers: bearer(token) });

    expect((await get(priya!.id, admin)).statusCode).toBe(200);
    expect((await get(aarav!.id, college)).json().email).toBe(DEMO_ACCOUNTS.student);
    expect((await get(priya!.id, college)).statusCode).toBe(404);
    expect((await get(aarav!.id, student)).statusCode).toBe(403);
    expect((await get(999999, admin)).statusCode).toBe(404);
  });

  it('a college updates its details', async () => {
    const { access } = await login(app, 'college', DEMO_ACCOUNTS.college);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/colleges/profile/',
      headers: bearer(access),
      payload: { city: 'Pimpri-Chinchwad' },
    });
    expect(response.json()).toMatchObject({ city: 'Pimpri-Chinchwad', is_approved_by_admin: true });
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/colleges/profile/',
      headers: bearer(access),
      payload: { is_approved_by_admin: false },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('profile photo', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (access: string, bytes: Buffer, filename: string, type: string) => {
    const boundary = 'vidyaboundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/students/profile/photo/',
      headers: { ...bearer(access), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
  };

  it('stores a real image and serves it', async () => {
    const { access } = await login(app, 'student', DEMO_ACCOUNTS.platformStudent);
    const response = await upload(access, PNG, 'me.png', 'image/png');
    expect(response.statusCode).toBe(200);
    expect(response.json().photo).toMatch(/^\/media\/photos\/.+\.png$/);
  });

  it('refuses a non-image even when it claims to be one', async () => {
    const { access } = await login(app, 'student', DEMO_ACCOUNTS.platformStudent);
    const response = await upload(access, Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.photo[0]).toContain('PNG, JPEG or WebP');
  });

  it('refuses an oversized file with 413', async () => {
    const { access } = await login(app, 'student', DEMO_ACCOUNTS.platformStudent);
    const response = await upload(
      access,
      Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]),
      'big.png',
      'image/png',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toContain('too large');
  });
});

describe('college directory', () => {
  it('search and list show approved colleges only', async () => {
    const all = (await app.inject({ method: 'GET', url: '/api/colleges/list/' })).json();
    const names = all.map((c: { college_name: string }) => c.college_name);
    expect(names).toContain('Sunrise Institute of Technology');
    expect(names).not.toContain('Greenfield Polytechnic');
    const search = (await app.inject({ method: 'GET', url: '/api/colleges/search/?q=kochi' })).json();
    expect(search.map((c: { college_name: string }) => c.college_name)).toEqual([
      'Lakeview College of Engineering',
    ]);
  });

  it('treats % and _ in the text literally', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/colleges/search/?q=%25' })).json()).toEqual([]);
  });
});
