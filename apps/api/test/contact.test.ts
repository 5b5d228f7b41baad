import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_ACCOUNTS, login, readOutbox } from './helper.ts';

const { app, env } = await createTestApp({ CONTACT_LIMIT_PER_HOUR: '5' });
const message = {
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.org',
  subject: 'Placement training for our final years',
  message: 'We are a college in Nagpur and would like to know about the aptitude assessments.',
};
const send = (payload: object) => app.inject({ method: 'POST', url: '/api/contact/messages/', payload });

describe('contact messages', () => {
  it('stores a message and shows it to admins, newest first', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(response.json().detail).toContain('reply by email');

    const { access } = await login(app, 'admin', DEMO_ACCOUNTS.admin);
    const list = await app.inject({ method: 'GET', url: '/api/contact/messages/', headers: bearer(access) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      current_page: 1,
      total_pages: 1,
      next: null,
      previous: null,
    });
    expect(list.json().results[0]).toMatchObject({ ...message, phone: null, is_read: false });
  });

  it('tells the sender by email that the message arrived, in the language of the page', async () => {
    const sender = { ...message, email: 'asha.rao@example.org', name: 'Asha Rao' };
    expect((await send(sender)).statusCode).toBe(201);
    expect((await send({ ...sender, email: 'meena.iyer@example.org', language: 'hi' })).statusCode).toBe(201);
    const [english] = readOutbox(env).filter((mail) => mail.to === 'asha.rao@example.org');
    expect(english?.subject).toContain('We have your message: Placement training for our final years');
    expect(english?.text).toContain('Hello Asha Rao, thank you for writing to us.');
    expect(english?.text).toContain(message.message);
    const [hindi] = readOutbox(env).filter((mail) => mail.to === 'meena.iyer@example.org');
    expect(hindi?.subject).toContain('आपका संदेश हमें मिल गया है');
  });

  it('refuses a 20 KB message with a field error and stores nothing', async () => {
    const response = await send({ ...message, message: 'x'.repeat(20 * 1024) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.message[0]).toBe('Message must be at most 5000 characters.');
  });

  it('explains each invalid field', async () => {
    const response = await send({ name: 'R', email: 'not-an-email', subject: '', message: 'short' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('students cannot read the messages', async () => {
    const { access } = await login(app, 'student', DEMO_ACCOUNTS.student);
    expect(
      (await app.inject({ method: 'GET', url: '/api/contact/messages/', headers: bearer(access) }))
        .statusCode,
    ).toBe(403);
  });

  it('is rate-limited per address', async () => {
    let last = await send(message);
    for (let i = 0; i < 5 && last.statusCode !== 429; i += 1) last = await send(message);
    expect(last.statusCode).toBe(429);
    expect(last.json().detail).toContain('throttled');
  });
});
