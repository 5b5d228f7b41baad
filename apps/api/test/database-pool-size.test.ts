import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectDatabase, databaseTargetOf } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { createPostgresDatabase } from './helper.ts';

/**
 * DATABASE_POOL_SIZE: how many connections each API process keeps to PostgreSQL, so a fleet can
 * stay under the server's max_connections (issue #18, docs/deploy.md).
 */
describe('DATABASE_POOL_SIZE', () => {
  const baseEnv = { NODE_ENV: 'test', DATABASE_URL: 'postgres://vidya@db.example:5432/vidya' } as const;

  it('is 10 connections per process unless set', () => {
    expect(databaseTargetOf(loadEnv(baseEnv))).toMatchObject({ kind: 'postgres', poolSize: 10 });
    expect(databaseTargetOf(loadEnv({ ...baseEnv, DATABASE_POOL_SIZE: '40' }))).toMatchObject({
      kind: 'postgres',
      poolSize: 40,
    });
  });

  it.each([
    ['0', 'DATABASE_POOL_SIZE must be at least 1.'],
    ['2.5', 'DATABASE_POOL_SIZE must be a whole number.'],
    ['5000', 'DATABASE_POOL_SIZE must be at most 1000.'],
  ])('refuses %s, saying what it must be', (value, message) => {
    expect(() => loadEnv({ ...baseEnv, DATABASE_POOL_SIZE: value })).toThrow(message);
  });

  it('leaves the embedded database alone (it has no pool)', () => {
    expect(databaseTargetOf(loadEnv({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '3' }))).toMatchObject({
      kind: 'pglite',
    });
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'caps the connections one process opens: more queries than connections wait their turn',
    async () => {
      const created = await createPostgresDatabase();
      const database = await connectDatabase(
        databaseTargetOf(loadEnv({ NODE_ENV: 'test', DATABASE_URL: created.url, DATABASE_POOL_SIZE: '2' })),
      );
      try {
        const queries = Array.from(
          { length: 6 },
          // Drizzle runs a query when it is awaited.
          async () => await database.db.execute(sql`select pg_sleep(0.2)`),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(database.poolUsage?.()).toMatchObject({ total: 2, waiting: 4 });
        await Promise.all(queries);
        expect(database.poolUsage?.().total).toBeLessThanOrEqual(2);
      } finally {
        await database.close();
        await created.drop();
      }
    },
  );
});
