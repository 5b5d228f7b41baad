import { eq } from 'drizzle-orm';
import { LANGUAGE_RULE } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { codeMail, noticeMail, type CodePurpose, type Notice } from '../src/mail/templates.ts';
import {
  bearer,
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  lastCodeSentTo,
  login,
  LOGIN_PATHS,
  readOutbox,
} from './helper.ts';

/**
 * Issue #21: a person's language (en or hi) is kept with their account, read and written through
 * their profile and PUT /api/auth/language/, carried by sign-in and refresh, and used for every
 * email they are sent. Null means they never chose: they get English.
 */
const { app, env, database } = await createTestApp();

const PASSWORD = 'Str0ng!pass';
const REFUSED_LANGUAGES: unknown[] = ['fr', 'HI', 'hi-IN', 'english', '', ' hi', null, 1, true, ['hi'], {}];
const DEVANAGARI = /[\u0900-\u097F]/;

let counter = 0;
const newEmail = (label: string) => `${label}.${++counter}@example.org`;

const setLanguage = (access: string | null, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/auth/language/',
    payload: payload as object,
    headers: access ? bearer(access) : {},
  });

const storedLanguage = async (email: string) => {
  const [row] = await database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email));
  return row?.language;
};

const mailsTo = (email: string) => readOutbox(env).filter((mail) => mail.to === email);

async function signInReply(portal: keyof typeof LOGIN_PATHS, email: string, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: LOGIN_PATHS[portal],
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const refresh = response.cookies.find((cookie) => cookie.name === 'vidya_refresh')?.value ?? '';
  return { body: response.json(), refresh };
}

/** A new, verified student who signed up in `language` (or without saying). */
async function newStudent(label: string, language?: 'en' | 'hi') {
  const email = newEmail(label);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/students/register/',
    payload: { full_name: 'Kavya Verma', email, password: PASSWORD, ...(language && { language }) },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/students/verify-otp/',
    payload: { email, otp: lastCodeSentTo(env, email) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { email, access: verified.json().access as string, user: verified.json().user };
}

describe('PUT /api/auth/language/', () => {
  it.each([
    ['student', DEMO_ACCOUNTS.student],
    ['college', DEMO_ACCOUNTS.college],
    ['admin', DEMO_ACCOUNTS.admin],
  ] as const)('keeps the choice of a %s account; sign-in and refresh carry it', async (portal, email) => {
    const first = await signInReply(portal, email);
    expect(first.body.user.language).toBeNull();

    const chosen = await setLanguage(first.body.access, { language: 'hi' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ language: 'hi' });
    expect(await storedLanguage(email)).toBe('hi');

    const again = await signInReply(portal, email);
    expect(again.body.user).toMatchObject({ email, role: portal, language: 'hi' });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      cookies: { vidya_refresh: again.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.language).toBe('hi');

    const back = await setLanguage(again.body.access, { language: 'en' });
    expect(back.json()).toEqual({ language: 'en' });
    expect((await signInReply(portal, email)).body.user.language).toBe('en');
  });

  it('refuses anything but en and hi with a 400 naming the field, and keeps the stored choice', async () => {
    const { access, email } = await newStudent('refused', 'hi');
    for (const language of REFUSED_LANGUAGES) {
      const response = await setLanguage(access, { language });
      expect(response.statusCode, JSON.stringify(language)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid',
        detail: `Invalid language: ${LANGUAGE_RULE}`,
        errors: { language: [LANGUAGE_RULE] },
      });
    }
    const missing = await setLanguage(access, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe(`Invalid language: ${LANGUAGE_RULE}`);
    expect((await setLanguage(access, { language: 'en', extra: 1 })).statusCode).toBe(400);
    expect((await setLanguage(access, 'hi')).statusCode).toBe(400);
    expect(await storedLanguage(email)).toBe('hi');
  });

  it('is kept to en, hi or nothing by the database itself', async () => {
    await expect(
      database.db
        .update(users)
        .set({ language: 'fr' as 'en' })
        .where(eq(users.email, DEMO_ACCOUNTS.admin)),
    ).rejects.toThrow();
    expect(await storedLanguage(DEMO_ACCOUNTS.admin)).not.toBe('fr');
  });

  it('is refused when signed out or with a bad token', async () => {
    const anonymous = await setLanguage(null, { language: 'hi' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('not_authenticated');
    expect((await setLanguage('not-a-token', { language: 'hi' })).statusCode).toBe(401);
  });

  it('changes only the caller’s own language: another account’s is not reachable', async () => {
    const mine = await newStudent('mine');
    const theirs = await newStudent('theirs', 'en');
    const [their] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, theirs.email));

    // There is no field naming the account: a body that tries is refused whole.
    for (const payload of [
      { language: 'hi', user: their!.id },
      { language: 'hi', user_id: their!.id },
      { language: 'hi', email: theirs.email },
    ]) {
      expect((await setLanguage(mine.access, payload)).statusCode).toBe(400);
    }
    expect(await storedLanguage(mine.email)).toBeNull();

    expect((await setLanguage(mine.access, { language: 'hi' })).statusCode).toBe(200);
    expect(await storedLanguage(mine.email)).toBe('hi');
    expect(await storedLanguage(theirs.email)).toBe('en');
  });

  it('is declared for every signed-in role and documented with its body', () => {
    expect(app.authRules).toContainEqual({ method: 'PUT', url: '/api/auth/language/', auth: 'any' });
    const document = app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown }>>;
    };
    const operation = document.paths['/api/auth/language/']?.put;
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(JSON.stringify(operation?.requestBody)).toContain('"hi"');
  });
});

describe('language in the profiles', () => {
  it('a student reads and writes it through GET/PUT /api/students/profile/', async () => {
    const { access, email } = await newStudent('profile');
    const read = () => app.inject({ method: 'GET', url: '/api/students/profile/', headers: bearer(access) });
    expect((await read()).json().language).toBeNull();

    const updated = await app.inject({
      method: 'PUT',
      url: '/api/students/profile/',
      headers: bearer(access),
      payload: { language: 'hi', headline: 'Learning in Hindi' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ language: 'hi', headline: 'Learning in Hindi' });
    expect((await read()).json().language).toBe('hi');
    expect((await signInReply('student', email, PASSWORD)).body.user.language).toBe('hi');

    // A change of other fields leaves it as it is.
    const other = await app.inject({
      method: 'PUT',
      url: '/api/students/profile/',
      headers: bearer(access),
      payload: { headline: 'Still Hindi' },
    });
    expect(other.json().language).toBe('hi');

    for (const language of REFUSED_LANGUAGES) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/students/profile/',
        headers: bearer(access),
        payload: { language },
      });
      expect(refused.statusCode, JSON.stringify(language)).toBe(400);
      expect(refused.json().errors).toEqual({ language: [LANGUAGE_RULE] });
    }
    expect((await read()).json().language).toBe('hi');
  });

  it('a college reads and writes it through GET/PUT /api/colleges/profile/', async () => {
    const { access } = await login(app, 'college', DEMO_ACCOUNTS.secondCollege);
    const read = () => app.inject({ method: 'GET', url: '/api/colleges/profile/', headers: bearer(access) });
    expect((await read()).json().language).toBeNull();

    const updated = await app.inject({
      method: 'PUT',
      url: '/api/colleges/profile/',
      headers: bearer(access),
      payload: { language: 'hi', city: 'Varanasi' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ language: 'hi', city: 'Varanasi' });
    expect((await read()).json().language).toBe('hi');
    expect(await storedLanguage(DEMO_ACCOUNTS.secondCollege)).toBe('hi');

    for (const language of REFUSED_LANGUAGES) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/colleges/profile/',
        headers: bearer(access),
        payload: { language, city: 'Lucknow' },
      });
      expect(refused.statusCode, JSON.stringify(language)).toBe(400);
      expect(refused.json().errors).toEqual({ language: [LANGUAGE_RULE] });
    }
    // Nothing of a refused change is stored.
    expect((await read()).json()).toMatchObject({ language: 'hi', city: 'Varanasi' });
  });

  it('nobody changes another account’s language through a profile', async () => {
    const student = await login(app, 'student', DEMO_ACCOUNTS.platformStudent);
    const college = await login(app, 'college', DEMO_ACCOUNTS.college);
    const others = [DEMO_ACCOUNTS.student, DEMO_ACCOUNTS.college, DEMO_ACCOUNTS.admin];
    const before = await Promise.all(others.map(storedLanguage));
    const put = (url: string, access: string, payload: object) =>
      app.inject({ method: 'PUT', url, headers: bearer(access), payload });

    // Each profile route is its caller's own: the other role is refused outright.
    expect((await put('/api/colleges/profile/', student.access, { language: 'hi' })).statusCode).toBe(403);
    expect((await put('/api/students/profile/', college.access, { language: 'hi' })).statusCode).toBe(403);

    // A body naming someone else is refused whole, not applied to them.
    const [other] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.student));
    for (const payload of [
      { language: 'hi', user: other!.id },
      { language: 'hi', id: other!.id },
      { language: 'hi', email: DEMO_ACCOUNTS.student },
    ]) {
      expect((await put('/api/students/profile/', student.access, payload)).statusCode).toBe(400);
    }
    expect(await storedLanguage(DEMO_ACCOUNTS.platformStudent)).toBeNull();

    // Changing one's own touches nobody else's.
    expect((await put('/api/students/profile/', student.access, { language: 'hi' })).json().language).toBe(
      'hi',
    );
    expect(await storedLanguage(DEMO_ACCOUNTS.platformStudent)).toBe('hi');
    expect(await Promise.all(others.map(storedLanguage))).toEqual(before);
  });
});

describe('sign-up in a language', () => {
  it('a student who signs up in Hindi gets the code in Hindi, and keeps Hindi', async () => {
    const { email, user } = await newStudent('hindi.signup', 'hi');
    const [codeMail] = mailsTo(email);
    expect(codeMail?.subject).toMatch(/^आपका सत्यापन कोड: \d{6} · Vidya$/);
    expect(codeMail?.text).toContain('नमस्ते Kavya Verma,');
    expect(codeMail?.text).toContain('यह कोड 10 मिनट तक मान्य है।');
    expect(codeMail?.text).not.toContain('Welcome!');
    expect(codeMail?.html).toContain('<html lang="hi">');
    expect(codeMail?.html).toContain('अपने ईमेल पते की पुष्टि करें');
    expect(user.language).toBe('hi');
    expect(await storedLanguage(email)).toBe('hi');
  });

  it('a college that signs up in Hindi gets the code in Hindi, and keeps Hindi', async () => {
    const email = newEmail('hindi.college');
    const response = await app.inject({
      method: 'POST',
      url: '/api/colleges/register/',
      payload: {
        college_name: 'Kashi Vidyapeeth College',
        contact_person: 'Dr. Anil Mishra',
        email,
        password: PASSWORD,
        phone: '+91 98390 11223',
        city: 'Varanasi',
        state: 'Uttar Pradesh',
        language: 'hi',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(mailsTo(email)[0]?.subject).toMatch(/^आपका सत्यापन कोड: \d{6} · Vidya$/);
    expect(await storedLanguage(email)).toBe('hi');
  });

  it('without a language the code is in English as before, and nothing is chosen', async () => {
    const { email, user } = await newStudent('no.language');
    const [mail] = mailsTo(email);
    expect(mail?.subject).toMatch(/^Your verification code: \d{6} · Vidya$/);
    expect(mail?.text).toContain('Welcome! Enter this code to confirm your email address');
    expect(mail?.html).toContain('<html lang="en">');
    expect(user.language).toBeNull();
    expect(await storedLanguage(email)).toBeNull();
  });

  it('refuses a language other than en and hi, and creates nothing', async () => {
    const email = newEmail('bad.language');
    const response = await app.inject({
      method: 'POST',
      url: '/api/students/register/',
      payload: { full_name: 'Kavya Verma', email, password: PASSWORD, language: 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ language: [LANGUAGE_RULE] });
    expect(await storedLanguage(email)).toBeUndefined();
    expect(mailsTo(email)).toEqual([]);
  });
});

describe('emails in the recipient’s language', () => {
  const resetPassword = async (email: string) => {
    const requested = await app.inject({
      method: 'POST',
      url: '/api/students/forgot-password/request-otp/',
      payload: { email },
    });
    expect(requested.statusCode).toBe(200);
    const code = lastCodeSentTo(env, email);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/students/forgot-password/reset/',
      payload: { email, otp: code, new_password: 'N3w!password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    return mailsTo(email).slice(-2);
  };

  it('a student who chose Hindi gets the password-reset code and notice in Hindi', async () => {
    const { email, access } = await newStudent('reset.hindi');
    expect((await setLanguage(access, { language: 'hi' })).statusCode).toBe(200);
    const [codeMessage, notice] = await resetPassword(email);
    expect(codeMessage?.subject).toMatch(/^पासवर्ड रीसेट करने के लिए आपका कोड: \d{6} · Vidya$/);
    expect(codeMessage?.text).toContain(
      'हमें आपका पासवर्ड रीसेट करने का अनुरोध प्राप्त हुआ है। नया पासवर्ड चुनने के लिए यह कोड दर्ज करें:',
    );
    expect(codeMessage?.html).toContain('<html lang="hi">');
    expect(notice?.subject).toBe('आपका पासवर्ड रीसेट कर दिया गया है · Vidya');
    expect(notice?.text).toContain('नमस्ते Kavya Verma, आपके खाते का पासवर्ड रीसेट कर दिया गया है');
  });

  it('a student who never chose gets them in English, word for word as before', async () => {
    const { email } = await newStudent('reset.english');
    const [codeMessage, notice] = await resetPassword(email);
    expect(codeMessage?.subject).toMatch(/^Your password reset code: \d{6} · Vidya$/);
    expect(codeMessage?.text).toContain(
      'We received a request to reset your password. Enter this code to choose a new one:',
    );
    expect(codeMessage?.text).toContain(
      'The code is valid for 10 minutes. If you did not ask for it, you can ignore this email: nothing changes without the code.',
    );
    expect(notice?.subject).toBe('Your password was reset · Vidya');
    expect(notice?.text).toContain(
      'Hello Kavya Verma, the password of your account was reset and every device was signed out.',
    );
  });

  it('a password change and an email change are told in Hindi to someone who chose it', async () => {
    const { email, access } = await newStudent('change.hindi', 'hi');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/students/change-password/',
      headers: bearer(access),
      payload: { current_password: PASSWORD, new_password: 'N3w!password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(mailsTo(email).at(-1)?.subject).toBe('आपका पासवर्ड बदल दिया गया है · Vidya');

    const newAddress = newEmail('change.hindi.new');
    const fresh = changed.json().access as string;
    const step1 = await app.inject({
      method: 'POST',
      url: '/api/students/change-email/',
      headers: bearer(fresh),
      payload: { new_email: newAddress, current_password: 'N3w!password' },
    });
    expect(step1.statusCode, step1.body).toBe(200);
    expect(mailsTo(newAddress).at(-1)?.subject).toMatch(/^अपने नए ईमेल पते की पुष्टि करें: \d{6} · Vidya$/);
    const step2 = await app.inject({
      method: 'POST',
      url: '/api/students/change-email/',
      headers: bearer(fresh),
      payload: { new_email: newAddress, otp: lastCodeSentTo(env, newAddress) },
    });
    expect(step2.statusCode, step2.body).toBe(200);
    const notice = mailsTo(email).at(-1);
    expect(notice?.subject).toBe('आपका ईमेल पता बदल दिया गया है · Vidya');
    expect(notice?.text).toContain(`अब आपके खाते में इस पते के स्थान पर ${newAddress} से लॉगिन होगा।`);
  });

  it('every email has a Hindi text of its own, in Devanagari, in a Hindi page', () => {
    const branding = { brand: 'Vidya', publicUrl: 'http://localhost' };
    const purposes: CodePurpose[] = ['verify_email', 'reset_password', 'change_email'];
    const notices: Notice[] = [
      { kind: 'password_reset', name: 'Kavya' },
      { kind: 'password_changed', name: 'Kavya' },
      { kind: 'email_changed', name: 'Kavya', newEmail: 'k@example.org' },
      {
        kind: 'payment_receipt',
        name: 'Kavya',
        courseTitle: 'Cloud Fundamentals',
        invoiceNumber: 'VID/2026-27/000001',
        amount: '₹999.00',
        paymentId: 'pay_123',
        paymentsUrl: 'http://localhost/StudentDashboard/Courses',
      },
      {
        kind: 'certificate_earned',
        name: 'Kavya',
        certificate: 'course',
        title: 'Cloud Fundamentals',
        code: 'VID-AAAA-BBBB-CCCC',
        verifyUrl: 'http://localhost/verify/VID-AAAA-BBBB-CCCC',
        certificatesUrl: 'http://localhost/StudentDashboard/Certificates',
      },
    ];
    const pairs = [
      ...purposes.map((purpose) =>
        (['en', 'hi'] as const).map((language) =>
          codeMail(branding, {
            to: 'k@example.org',
            name: 'Kavya',
            code: '123456',
            purpose,
            validMinutes: 10,
            language,
          }),
        ),
      ),
      ...notices.map((notice) =>
        (['en', 'hi'] as const).map((language) =>
          noticeMail(branding, { to: 'k@example.org', language, notice }),
        ),
      ),
    ];
    for (const [english, hindi] of pairs) {
      expect(hindi!.subject).toMatch(DEVANAGARI);
      expect(hindi!.text).toMatch(DEVANAGARI);
      expect(hindi!.html).toContain('<html lang="hi">');
      expect(english!.subject).not.toMatch(DEVANAGARI);
      expect(english!.text).not.toMatch(DEVANAGARI);
      expect(english!.html).toContain('<html lang="en">');
    }
    // No choice means English.
    const unchosen = noticeMail(branding, { to: 'k@example.org', language: null, notice: notices[0]! });
    expect(unchosen.subject).toBe('Your password was reset · Vidya');
  });
});
