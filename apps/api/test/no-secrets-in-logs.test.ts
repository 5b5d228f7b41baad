import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from './helper.ts';

/**
 * A stand-in SMTP server on the loopback interface, so the app runs with SMTP configured and
 * nothing leaves the machine. It keeps every message it is sent; while `isRefusing` it reads the
 * message and then refuses it, as a server does when it rejects mail.
 */
async function startFakeSmtp() {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const state = { isRefusing: false };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let pending = '';
    let message: string[] | null = null;
    socket.write('220 localhost fake ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf('\r\n'); end !== -1; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (message) {
          if (line !== '.') {
            message.push(line);
            continue;
          }
          received.push(message.join('\n'));
          message = null;
          socket.write(state.isRefusing ? '554 5.7.1 Message refused\r\n' : '250 2.0.0 Queued\r\n');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'DATA') {
          message = [];
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fake SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    state,
    /** The 6-digit code in the newest message to this address. */
    lastCodeSentTo(email: string): string {
      const mail = received.filter((text) => text.includes(`To: ${email}`)).at(-1);
      const code = mail?.match(/^ {4}(\d{6})$/m)?.[1];
      if (!code) throw new Error(`no code was mailed to ${email}`);
      return code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const smtp = await startFakeSmtp();
const logLines: string[] = [];
const { app, database } = await createTestApp(
  { SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
  { logStream: { write: (line) => void logLines.push(line) } },
);
afterAll(() => smtp.close());
beforeEach(() => {
  logLines.length = 0;
  smtp.state.isRefusing = false;
});

const PASSWORD = 'Str0ng!pass';
const NEW_PASSWORD = 'Br4nd!new1';
/** Every hash apps/api/src/lib/passwords.ts writes starts so. */
const HASH_PREFIX = 'scrypt$';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const registerStudent = (email: string) =>
  post('/api/students/register/', { full_name: 'Meera Joshi', email, password: PASSWORD });

/**
 * A CHECK constraint the existing rows are not checked against: any later insert or update of
 * a matching row fails in the database with "Failing row contains (...)", the whole row, hash
 * included, in the error's detail.
 */
async function refuseUserRowsWithEmail(constraint: string, pattern: string) {
  await database.db.execute(
    sql.raw(`ALTER TABLE users ADD CONSTRAINT ${constraint} CHECK (email NOT LIKE '${pattern}') NOT VALID`),
  );
}

const log = () => logLines.join('');
const errorLines = () =>
  logLines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level >= 50);

describe('a statement the database refuses', () => {
  it('at sign-up: the log has the statement and the error, not the email or the password hash', async () => {
    await refuseUserRowsWithEmail('refuse_leak_signup', '%@refused.test');
    const email = 'meera.joshi@refused.test';

    const response = await registerStudent(email);

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('refused.test');
    expect(errorLines().map((line) => line.msg)).toEqual(['unhandled error']);
    for (const secret of [HASH_PREFIX, email, PASSWORD]) expect(log()).not.toContain(secret);
    // What an operator needs: which statement, what the database said.
    expect(log()).toContain('insert into \\"users\\"');
    expect(log()).toContain('23514');
    expect(log()).toContain('refuse_leak_signup');
    expect(await registerStudent('meera.joshi@example.org')).toMatchObject({ statusCode: 201 });
  });

  it('at a password change: no email, no password, no hash, no code in the log', async () => {
    const email = 'kiran.rao@example.org';
    expect((await registerStudent(email)).statusCode).toBe(201);
    const code = smtp.lastCodeSentTo(email);
    const verified = await post('/api/students/verify-otp/', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    await refuseUserRowsWithEmail('refuse_leak_password', email);

    const response = await post(
      '/api/students/change-password/',
      { current_password: PASSWORD, new_password: NEW_PASSWORD },
      bearer(verified.json<{ access: string }>().access),
    );

    expect(response.statusCode).toBe(500);
    expect(errorLines().map((line) => line.msg)).toEqual(['unhandled error']);
    for (const secret of [HASH_PREFIX, email, PASSWORD, NEW_PASSWORD, code]) {
      expect(log()).not.toContain(secret);
    }
    expect(log()).toContain('update \\"users\\"');
    expect(log()).toContain('23514');
  });
});

describe('mail over SMTP', () => {
  it('a code that was sent never appears in the log', async () => {
    const email = 'asha.menon@example.org';
    expect((await registerStudent(email)).statusCode).toBe(201);
    const code = smtp.lastCodeSentTo(email);
    expect(log()).not.toContain(code);
  });

  it('a message the server refuses is logged as failed, without its code', async () => {
    smtp.state.isRefusing = true;
    const email = 'ravi.kumar@example.org';
    expect((await registerStudent(email)).statusCode).toBe(201);
    const code = smtp.lastCodeSentTo(email);
    expect(errorLines().map((line) => line.msg)).toEqual(['sending mail failed']);
    expect(log()).toContain('554');
    expect(log()).not.toContain(code);
    expect(log()).not.toContain(HASH_PREFIX);
  });
});
