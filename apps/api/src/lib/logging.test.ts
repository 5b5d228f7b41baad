import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLoggerOptions, describeError, requestLoggerFactory, serializeError } from './logging.ts';

const EMAIL = 'meera.joshi@example.org';
const HASH = 'scrypt$16384$8$1$7qxdGQrbzZZNinsmZvojHw==$qbaM0AbOKSihclH9VTrdLu5Xhwcdr/CEwb3ynwZFamCaa==';
const QUERY = 'insert into "users" ("email", "password_hash") values ($1, $2)';

/** An error as node-postgres and PGlite raise it (PGlite also attaches the statement and values). */
function driverError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

function failedInsert() {
  const cause = driverError('new row for relation "users" violates check constraint "users_email_check"', {
    code: '23514',
    table: 'users',
    constraint: 'users_email_check',
    detail: `Failing row contains (7, ${EMAIL}, ${HASH}, student).`,
    where: `COPY users, line 1: "${EMAIL}"`,
    query: QUERY,
    params: [EMAIL, HASH],
  });
  return new DrizzleQueryError(QUERY, [EMAIL, HASH], cause);
}

describe('serializeError', () => {
  it('keeps the statement, the driver message and SQLSTATE; drops the values and the row', () => {
    const serialized = serializeError(failedInsert());
    const text = JSON.stringify(serialized);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('scrypt$');
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: `Failed query: ${QUERY}: new row for relation "users" violates check constraint "users_email_check" (SQLSTATE 23514)`,
      query: QUERY,
      cause: { code: '23514', table: 'users', constraint: 'users_email_check', severity: 'ERROR' },
    });
    expect(serialized.stack).toMatch(/^DrizzleQueryError: Failed query: .*\n\s+at /);
    expect(serialized.cause).not.toHaveProperty('detail');
    expect(serialized.cause).not.toHaveProperty('where');
    expect(serialized.cause).not.toHaveProperty('params');
  });

  it('cuts a value the driver quoted in its message out of it', () => {
    const cause = driverError(`invalid input syntax for type integer: "${EMAIL}"`, { code: '22P02' });
    const error = new DrizzleQueryError('select 1 where $1::int = 1', [EMAIL], cause);
    expect(describeError(error)).toBe(
      'Failed query: select 1 where $1::int = 1: invalid input syntax for type integer: "[Redacted]" (SQLSTATE 22P02)',
    );
    expect(JSON.stringify(serializeError(error))).not.toContain(EMAIL);
  });

  it('walks a chain of causes and aggregate errors, and stops on a loop', () => {
    const outer = new Error('sign-up failed', { cause: failedInsert() });
    const looping = new Error('looping') as Error & { cause?: unknown };
    looping.cause = looping;
    const aggregate = new AggregateError([outer, looping], 'several failed');

    const text = JSON.stringify(serializeError(aggregate));
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('scrypt$');
    expect(text).toContain('SQLSTATE 23514');
    expect(text).toContain('looping');
  });

  it('passes through an error without values unchanged in substance', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
    });
    expect(serializeError('plain text')).toMatchObject({ message: 'plain text' });
  });
});

describe('the API logger', () => {
  function createLogger() {
    const lines: string[] = [];
    const app = Fastify({
      logger: createLoggerOptions({ level: 'info', stream: { write: (line) => void lines.push(line) } }),
    });
    return { log: app.log, text: () => lines.join('') };
  }

  it('never prints the values of a failed statement, even as the default message', () => {
    const { log, text } = createLogger();
    log.error(failedInsert());
    log.error({ err: failedInsert() });
    log.error({ err: failedInsert() }, failedInsert().message);
    log.warn({ error: failedInsert() }, 'background job failed');
    expect(text()).not.toContain(EMAIL);
    expect(text()).not.toContain('scrypt$');
    expect(text().match(/SQLSTATE 23514/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('redacts secret fields and keeps error codes', () => {
    const { log, text } = createLogger();
    log.info(
      {
        body: {
          email: EMAIL,
          password: 'Str0ng!pass',
          new_password: 'Br4nd!new1',
          otp: '482913',
          code: '551204',
        },
        req: { headers: { authorization: 'Bearer eyJhbGciOi', cookie: 'vidya_refresh=abc123def' } },
        res: { headers: { 'set-cookie': 'vidya_refresh=zyx987wvu' } },
        reply: { detail: 'Too many attempts.', code: 'throttled' },
        err: Object.assign(new Error('duplicate key'), { code: '23505' }),
        user: { passwordHash: HASH, access: 'eyJhbGciOiJIUzI1NiJ9.access', refresh: 'opaque-refresh' },
        note: `hash ${HASH} in a message`,
      },
      'request',
    );
    for (const secret of [
      'Str0ng!pass',
      'Br4nd!new1',
      '482913',
      '551204',
      'eyJhbGciOi',
      'abc123def',
      'zyx987wvu',
      'opaque-refresh',
      'scrypt$',
    ]) {
      expect(text()).not.toContain(secret);
    }
    const line = JSON.parse(text()) as {
      reply: { code: string };
      err: { code: string };
      body: { email: string };
    };
    expect(line.reply.code).toBe('throttled');
    expect(line.err.code).toBe('23505');
    expect(line.body.email).toBe(EMAIL);
  });
});

describe('requestLoggerFactory', () => {
  it('writes the request id on every line of the request, its children’s too, and still redacts', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: createLoggerOptions({ level: 'info', stream: { write: (line) => void lines.push(line) } }),
      childLoggerFactory: requestLoggerFactory,
      genReqId: () => 'req-abc123',
      logController: new LogController({ disableRequestLogging: true }),
    });
    app.get('/', async (request) => {
      request.log.info({ body: { password: 'Str0ng!pass' } }, 'first');
      request.log.child({ job: 'receipt' }).warn('second');
      return {};
    });
    await app.inject({ method: 'GET', url: '/' });
    app.log.info('outside any request');
    await app.close();

    const parsed = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string; job?: string });
    expect(parsed.map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
      { msg: 'first', reqId: 'req-abc123' },
      { msg: 'second', reqId: 'req-abc123' },
      { msg: 'outside any request', reqId: undefined },
    ]);
    expect(parsed[1]?.job).toBe('receipt');
    expect(lines.join('')).not.toContain('Str0ng!pass');
  });
});
