import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../src/db/client.ts';
import { createPostgresDatabase } from './helper.ts';

/**
 * Issue #18: what keeps several API processes on one PostgreSQL from doing the same work twice.
 * Each "process" here is a connection pool of its own, as a second API process would have.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('several processes on one PostgreSQL', () => {
  const opened: DatabaseConnection[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((connection) => connection.close()));
    for (const drop of drops) await drop();
  });

  async function twoProcessesOnAnEmptyDatabase() {
    const created = await createPostgresDatabase({ empty: true });
    drops.push(created.drop);
    const connections = await Promise.all(
      [0, 1].map(() => connectDatabase({ kind: 'postgres', url: created.url, poolSize: 3 })),
    );
    opened.push(...connections);
    return connections as [DatabaseConnection, DatabaseConnection];
  }

  it('starting together on an empty database, they apply the migrations once', async () => {
    const [first, second] = await twoProcessesOnAnEmptyDatabase();
    const [applied] = await first.runPrepared({
      name: 'count-migrations',
      query: sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    });
    const migrations = Number(applied!.count);
    expect(migrations).toBeGreaterThanOrEqual(15);
    const [hashes] = await second.runPrepared({
      name: 'count-migration-hashes',
      query: sql`select count(distinct hash)::int as count from drizzle.__drizzle_migrations`,
    });
    expect(Number(hashes!.count)).toBe(migrations);
  });

  it('a job runs on one process at a time; the other skips its turn, and runs once the first is done', async () => {
    const [first, second] = await twoProcessesOnAnEmptyDatabase();
    let finish: () => void = () => undefined;
    let holding: () => void = () => undefined;
    const firstHoldsTheLock = new Promise<void>((resolve) => (holding = resolve));
    const running = first.runExclusively('vidya:job:test', () => {
      holding();
      return new Promise<string>((resolve) => (finish = () => resolve('first')));
    });
    // The second asks only once the first runs, so the first is never the one that skips.
    await firstHoldsTheLock;
    expect(await second.runExclusively('vidya:job:test', async () => 'second')).toBeUndefined();
    expect(await second.runExclusively('vidya:job:other', async () => 'another job')).toBe('another job');
    finish();
    expect(await running).toBe('first');
    expect(await second.runExclusively('vidya:job:test', async () => 'second')).toBe('second');
  });

  it('a run that fails lets go of the lock', async () => {
    const [first, second] = await twoProcessesOnAnEmptyDatabase();
    await expect(
      first.runExclusively('vidya:job:failing', () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow('database away');
    expect(await second.runExclusively('vidya:job:failing', async () => 'ran')).toBe('ran');
  });
});
