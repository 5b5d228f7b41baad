import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../src/plugins/errors.ts';
import { createTestApp } from './helper.ts';

/**
 * Defence in depth behind the contract's rules (decision 014): when input the contract let
 * through is refused by the database itself, the client gets a 4xx saying what is wrong, not
 * a 500. Real statements on the real database, through Drizzle (which wraps the driver's error)
 * and through the driver directly, since both reach the error handler.
 */
const { database } = await createTestApp();

const STATEMENTS = {
  '22021': sql`select ${'a\u0000b'}::text`,
  '22P05': sql`select ${'"\\u0000"'}::jsonb`,
  '22001': sql`insert into contact_messages (name, email, subject, message) values (${'x'.repeat(151)}, 'a@b.c', 'Subject', 'Message')`,
  '22003': sql`select ${'2147483648'}::integer`,
  '22P02': sql`select ${'twelve'}::integer`,
  '23503': sql`insert into course_reviews (course_id, student_id, rating) values (2147483647, 2147483647, 5)`,
  '42601': sql`select from where`,
};
type Code = keyof typeof STATEMENTS;

const app = Fastify({ logger: false });
await app.register(errorsPlugin);
app.get<{ Params: { code: Code } }>('/drizzle/:code', async (request) => {
  await database.db.execute(STATEMENTS[request.params.code]);
  return {};
});
app.get<{ Params: { code: Code } }>('/driver/:code', async (request) => {
  await database.runPrepared({
    name: `refusal_${request.params.code}`,
    query: STATEMENTS[request.params.code],
  });
  return {};
});
await app.ready();

const EXPECTED: Record<Exclude<Code, '42601'>, { status: number; code: string; detail: RegExp }> = {
  '22021': { status: 400, code: 'invalid', detail: /characters that cannot be stored/ },
  '22P05': { status: 400, code: 'invalid', detail: /characters that cannot be stored/ },
  '22001': { status: 400, code: 'invalid', detail: /too long/ },
  '22003': { status: 400, code: 'invalid', detail: /out of range/ },
  '22P02': { status: 400, code: 'invalid', detail: /expected format/ },
  '23503': { status: 409, code: 'conflict', detail: /refers to a record that does not exist/ },
};

describe.each(['drizzle', 'driver'])('database refusals caused by input, through %s', (via) => {
  it.each(Object.entries(EXPECTED))('SQLSTATE %s → %o', async (code, expected) => {
    const response = await app.inject({ method: 'GET', url: `/${via}/${code}` });
    expect(response.statusCode, response.body).toBe(expected.status);
    const body = response.json();
    expect(body.code).toBe(expected.code);
    expect(body.detail).toMatch(expected.detail);
  });

  it('any other database error stays a 500 that says nothing internal', async () => {
    const response = await app.inject({ method: 'GET', url: `/${via}/42601` });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'A server error occurred. Please try again later.',
      code: 'internal',
    });
  });
});
