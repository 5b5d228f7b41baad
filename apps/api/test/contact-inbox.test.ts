import { CONTACT_REPLY_NOT_SENT } from '@vidya/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditEvents, contactMessages, contactReplies } from '../src/db/schema.ts';
import * as accounts from '../src/modules/accounts/repository.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, login, readOutbox } from './helper.ts';
import { hashPassword } from '../src/lib/passwords.ts';

const { app, env, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string | null = tokens.admin, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

type Message = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  is_read: boolean;
  read_at: string | null;
  is_handled: boolean;
  handled_at: string | null;
  replies_count: number;
  replies?: { author_email: string; body: string }[];
};
type Page = {
  count: number;
  page_size: number;
  current_page: number;
  total_pages: number;
  next: number | null;
  previous: number | null;
  results: Message[];
};

let sent = 0;
/** A message as a visitor sends it through Contact Us (stored with its own time, oldest first). */
async function newMessage(
  overrides: Partial<{ name: string; email: string; subject: string; message: string }> = {},
) {
  sent += 1;
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: `Visitor ${sent}`,
      email: `visitor.${sent}@example.org`,
      subject: `Question number ${sent}`,
      message: `Hello, this is message number ${sent} about the courses.`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, sent)),
      ...overrides,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const listPage = async (query = '') => {
  const response = await call('GET', `/api/contact/messages/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};

const auditOf = (messageId: number) =>
  db
    .select({ action: auditEvents.action, actorEmail: auditEvents.actorEmail })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'contact_message'), eq(auditEvents.targetId, messageId)))
    .orderBy(auditEvents.id);

const stateOf = async (messageId: number) => {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  return row;
};
const repliesOf = (messageId: number) =>
  db.select().from(contactReplies).where(eq(contactReplies.messageId, messageId));

describe('who may use the inbox', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/contact/messages/'],
    ['GET', '/api/contact/messages/1/'],
    ['PATCH', '/api/contact/messages/1/', { is_read: true }],
    ['POST', '/api/contact/messages/1/reply/', { body: 'Thank you for asking.' }],
    ['DELETE', '/api/contact/messages/1/'],
  ];

  it.each(routes)('%s %s: admins only', async (method, url, payload) => {
    expect((await call(method, url, null, payload)).statusCode).toBe(401);
    expect((await call(method, url, tokens.student, payload)).statusCode).toBe(403);
    expect((await call(method, url, tokens.college, payload)).statusCode).toBe(403);
    expect([401, 403]).not.toContain((await call(method, url, tokens.admin, payload)).statusCode);
  });

  it('anyone may still send a message, without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact/messages/',
      payload: {
        name: 'Meena Pillai',
        email: 'meena@example.org',
        subject: 'Fees for the aptitude course',
        message: 'How much does the aptitude course cost for a group of 40 students?',
      },
    });
    expect(response.statusCode).toBe(201);
    await db.delete(contactMessages).where(eq(contactMessages.email, 'meena@example.org'));
  });
});

describe('the list', () => {
  it('answers the pagination shape, 25 a page by default, newest first', async () => {
    await db.delete(contactMessages);
    for (let index = 0; index < 27; index += 1) await newMessage();
    const first = await listPage();
    expect(Object.keys(first).sort()).toEqual([
      'count',
      'current_page',
      'next',
      'page_size',
      'previous',
      'results',
      'total_pages',
    ]);
    expect(first).toMatchObject({
      count: 27,
      page_size: 25,
      current_page: 1,
      total_pages: 2,
      next: 2,
      previous: null,
    });
    expect(first.results).toHaveLength(25);
    expect(first.results[0]!.subject).toBe(`Question number ${sent}`);
    expect(first.results[0]).toMatchObject({
      is_read: false,
      is_handled: false,
      replies_count: 0,
      read_at: null,
    });

    const second = await listPage('?page=2');
    expect(second).toMatchObject({ current_page: 2, next: null, previous: 1 });
    expect(second.results.map((message) => message.subject)).toEqual([
      `Question number ${sent - 25}`,
      `Question number ${sent - 26}`,
    ]);
    expect((await listPage('?page_size=5')).results).toHaveLength(5);
  });

  it('searches name, email, subject and message, trimmed', async () => {
    await db.delete(contactMessages);
    await newMessage({ name: 'Ananya Rao', subject: 'Certificates' });
    await newMessage({ email: 'principal@sunrise.edu.in', subject: 'College onboarding' });
    await newMessage({ subject: 'Exam timings', message: 'Can the proctored exam start at 7 AM?' });
    await newMessage({ subject: 'Something else', message: 'Nothing in common with the others here.' });

    const subjects = async (search: string) =>
      (await listPage(`?search=${encodeURIComponent(search)}`)).results.map((message) => message.subject);
    expect(await subjects('  ananya  ')).toEqual(['Certificates']);
    expect(await subjects('SUNRISE.edu')).toEqual(['College onboarding']);
    expect(await subjects('exam timings')).toEqual(['Exam timings']);
    expect(await subjects('proctored')).toEqual(['Exam timings']);
    expect(await subjects('100%')).toEqual([]);
    expect(await subjects('   ')).toHaveLength(4);
  });

  it('filters by status: unread, read, handled, open', async () => {
    await db.delete(contactMessages);
    const unread = await newMessage({ subject: 'Unread one' });
    const read = await newMessage({ subject: 'Read one' });
    const handled = await newMessage({ subject: 'Handled one' });
    expect((await call('GET', `/api/contact/messages/${read}/`)).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/contact/messages/${handled}/`, tokens.admin, { is_handled: true }))
        .statusCode,
    ).toBe(200);

    const subjects = async (status: string) =>
      (await listPage(`?status=${status}`)).results.map((message) => message.subject).sort();
    expect(await subjects('unread')).toEqual(['Unread one']);
    expect(await subjects('read')).toEqual(['Handled one', 'Read one']);
    expect(await subjects('handled')).toEqual(['Handled one']);
    expect(await subjects('open')).toEqual(['Read one', 'Unread one']);
    expect(unread).toBeGreaterThan(0);
  });

  it('refuses a bad query with 400 and a reason', async () => {
    for (const query of ['?status=archived', '?page=0', '?page_size=500', `?search=${'x'.repeat(101)}`]) {
      const response = await call('GET', `/api/contact/messages/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toBeTruthy();
    }
    expect((await call('GET', '/api/contact/messages/?status=archived')).json().detail).toContain(
      "status must be 'unread', 'read', 'handled' or 'open'.",
    );
  });
});

describe('one message', () => {
  it('opening it shows the message and marks it read; the list says so', async () => {
    const id = await newMessage({ message: '<b>Hello</b>\n\nTwo lines\nof text.' });
    const response = await call('GET', `/api/contact/messages/${id}/`);
    expect(response.statusCode).toBe(200);
    const message = response.json<Message>();
    expect(message).toMatchObject({ id, is_read: true, is_handled: false, replies: [] });
    expect(message.message).toBe('<b>Hello</b>\n\nTwo lines\nof text.');
    expect(message.read_at).not.toBeNull();
    // Opening it again keeps the first reading time.
    const again = (await call('GET', `/api/contact/messages/${id}/`)).json<Message>();
    expect(again.read_at).toBe(message.read_at);
    expect(await auditOf(id)).toEqual([]);
  });

  it('marks it unread and read again, handled and open again; only handling is audited', async () => {
    const id = await newMessage();
    const patch = (body: object) => call('PATCH', `/api/contact/messages/${id}/`, tokens.admin, body);

    let response = await patch({ is_handled: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toBe('Message marked as handled.');
    expect(response.json().message).toMatchObject({ is_handled: true, is_read: true });

    response = await patch({ is_read: false });
    expect(response.json()).toMatchObject({
      detail: 'Message marked as unread.',
      message: { is_read: false, is_handled: true },
    });
    response = await patch({ is_handled: false, is_read: true });
    expect(response.json()).toMatchObject({
      detail: 'Message reopened. Message marked as read.',
      message: { is_read: true, is_handled: false, handled_at: null },
    });
    response = await patch({ is_handled: false });
    expect(response.json().detail).toBe('Nothing to change: the message was already so.');

    expect(await auditOf(id)).toEqual([
      { action: 'contact_message.handle', actorEmail: DEMO_ACCOUNTS.admin },
      { action: 'contact_message.reopen', actorEmail: DEMO_ACCOUNTS.admin },
    ]);
  });

  it('refuses a bad update with 400 and a reason', async () => {
    const id = await newMessage();
    const cases: [object, string][] = [
      [{}, 'Say what to change: is_read, is_handled or both.'],
      [{ is_read: 'yes' }, 'is_read must be true or false.'],
      [{ is_handled: true, colour: 'red' }, ''],
    ];
    for (const [body, detail] of cases) {
      const response = await call('PATCH', `/api/contact/messages/${id}/`, tokens.admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (detail) expect(JSON.stringify(response.json())).toContain(detail);
    }
    expect((await stateOf(id))?.handledAt).toBeNull();
  });

  it('answers 404 for an id that is no message, on every route', async () => {
    const routes: [Method, string, object?][] = [
      ['GET', '/api/contact/messages/999999/'],
      ['PATCH', '/api/contact/messages/999999/', { is_read: true }],
      ['POST', '/api/contact/messages/999999/reply/', { body: 'Hello there.' }],
      ['DELETE', '/api/contact/messages/999999/'],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, tokens.admin, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().detail).toBe('Contact message not found. It may have been deleted.');
    }
    expect((await call('GET', '/api/contact/messages/abc/')).statusCode).toBe(400);
  });
});

describe('replying', () => {
  it('emails the answer to the sender, keeps it with the message and marks it handled', async () => {
    const id = await newMessage({
      name: 'Farhan Ali',
      email: 'farhan@example.org',
      subject: 'Group discount',
    });
    const body = '  Yes, groups of 20 or more get 15% off.\n\nWrite back with your college name.  ';
    const response = await call('POST', `/api/contact/messages/${id}/reply/`, tokens.admin, { body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().detail).toBe('Your reply was sent to farhan@example.org.');
    const message = response.json<{ message: Message }>().message;
    expect(message).toMatchObject({ is_handled: true, is_read: true, replies_count: 1 });
    expect(message.replies).toEqual([
      expect.objectContaining({
        author_email: DEMO_ACCOUNTS.admin,
        body: 'Yes, groups of 20 or more get 15% off.\n\nWrite back with your college name.',
      }),
    ]);

    const mail = readOutbox(env).filter((item) => item.to === 'farhan@example.org');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('Re: Group discount');
    expect(mail[0]!.text).toContain('Hello Farhan Ali');
    expect(mail[0]!.text).toContain('Yes, groups of 20 or more get 15% off.');
    expect(mail[0]!.text).toContain('Write back with your college name.');
    expect(mail[0]!.text).toContain('/ContactUs');
    expect(await auditOf(id)).toEqual([{ action: 'contact_message.reply', actorEmail: DEMO_ACCOUNTS.admin }]);
    expect((await listPage(`?search=farhan`)).results[0]).toMatchObject({
      replies_count: 1,
      is_handled: true,
    });
  });

  it('writes the email in Hindi when asked, or when the sender has a Hindi account', async () => {
    const asked = await newMessage({ email: 'asked.hindi@example.org', subject: 'Hindi please' });
    await call('POST', `/api/contact/messages/${asked}/reply/`, tokens.admin, {
      body: 'जी हाँ, उपलब्ध है।',
      language: 'hi',
    });
    expect(readOutbox(env).find((item) => item.to === 'asked.hindi@example.org')?.subject).toContain(
      'उत्तर: Hindi please',
    );

    await accounts.insertUser(db, {
      email: 'Hindi.Reader@example.org',
      fullName: 'Hindi Reader',
      role: 'student',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: new Date(),
      language: 'hi',
    });
    const known = await newMessage({ email: 'hindi.reader@example.org', subject: 'Account question' });
    await call('POST', `/api/contact/messages/${known}/reply/`, tokens.admin, { body: 'Done.' });
    expect(readOutbox(env).find((item) => item.to === 'hindi.reader@example.org')?.text).toContain('नमस्ते');
  });

  it('refuses an empty or too long reply with a clear message, and sends nothing', async () => {
    const id = await newMessage({ email: 'nobody.answered@example.org' });
    const cases: [object, string][] = [
      [{ body: '   ' }, 'Write your reply.'],
      [{}, 'Write your reply.'],
      [{ body: 'x'.repeat(5001) }, 'A reply must be at most 5000 characters.'],
      [{ body: 'Fine.', language: 'fr' }, ''],
    ];
    for (const [payload, text] of cases) {
      const response = await call('POST', `/api/contact/messages/${id}/reply/`, tokens.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (text) expect(response.json().errors.body[0]).toBe(text);
    }
    expect(readOutbox(env).filter((item) => item.to === 'nobody.answered@example.org')).toEqual([]);
    expect(await repliesOf(id)).toEqual([]);
  });

  it('keeps nothing when the mail server refuses the email: no reply, no audit row, not handled', async () => {
    const id = await newMessage({ email: 'refused@example.org' });
    const send = vi.spyOn(app.context.mailer, 'send').mockRejectedValueOnce(new Error('554 refused'));
    const response = await call('POST', `/api/contact/messages/${id}/reply/`, tokens.admin, {
      body: 'This will not arrive.',
    });
    send.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe(CONTACT_REPLY_NOT_SENT);
    expect(await repliesOf(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
    expect((await stateOf(id))?.handledAt).toBeNull();

    // Once the mail server takes it again, the same reply goes through.
    const retried = await call('POST', `/api/contact/messages/${id}/reply/`, tokens.admin, {
      body: 'This will arrive.',
    });
    expect(retried.statusCode).toBe(200);
    expect(await repliesOf(id)).toHaveLength(1);
  });

  it('sends nothing and keeps nothing when recording the reply fails', async () => {
    const id = await newMessage({ email: 'record.fails@example.org' });
    await db.execute(
      sql`alter table audit_events add constraint refuse_contact_audit check (target_type <> 'contact_message' or action <> 'contact_message.reply') not valid`,
    );
    try {
      const response = await call('POST', `/api/contact/messages/${id}/reply/`, tokens.admin, {
        body: 'Never recorded, never sent.',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table audit_events drop constraint refuse_contact_audit`);
    }
    expect(await repliesOf(id)).toEqual([]);
    expect((await stateOf(id))?.handledAt).toBeNull();
    expect(readOutbox(env).filter((item) => item.to === 'record.fails@example.org')).toEqual([]);
  });
});

describe('deleting', () => {
  it('deletes the message and its replies; the audit row stays', async () => {
    const id = await newMessage({ subject: 'To be deleted' });
    await call('POST', `/api/contact/messages/${id}/reply/`, tokens.admin, {
      body: 'Answered before deletion.',
    });
    const response = await call('DELETE', `/api/contact/messages/${id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Message deleted.', id });
    expect(await stateOf(id)).toBeUndefined();
    expect(await repliesOf(id)).toEqual([]);
    expect((await call('GET', `/api/contact/messages/${id}/`)).statusCode).toBe(404);
    expect((await auditOf(id)).map((row) => row.action)).toEqual([
      'contact_message.reply',
      'contact_message.delete',
    ]);
    expect((await call('DELETE', `/api/contact/messages/${id}/`)).statusCode).toBe(404);
  });
});
