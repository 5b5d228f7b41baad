import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, type EmbeddedDatabase } from './pglite-thread.ts';

// What the app relies on from PGlite, now that it answers from a worker thread (decision 035).
describe('the embedded database on its thread', () => {
  let database: EmbeddedDatabase;
  beforeAll(async () => {
    database = await openEmbeddedDatabase(null);
    await database.query('create table things (id int primary key, name text not null, at timestamptz)');
  });
  afterAll(() => database.close());

  it('answers rows as objects or arrays, parsing types in the worker or with the caller’s parsers', async () => {
    await database.query('insert into things values (1, $1, $2)', ['one', new Date('2026-01-02T03:04:05Z')]);
    const objects = await database.query<{ id: number; at: Date }>('select id, at from things');
    expect(objects.rows).toEqual([{ id: 1, at: new Date('2026-01-02T03:04:05Z') }]);
    const arrays = await database.query('select id, at from things', [], {
      rowMode: 'array',
      parsers: { 1184: (text: string) => `text:${text}` },
    });
    expect(arrays.rows).toEqual([[1, 'text:2026-01-02 03:04:05+00']]);
  });

  it('gives a PostgreSQL error its code and detail', async () => {
    const failure = database.query('insert into things values (1, $1, null)', ['again']);
    await expect(failure).rejects.toMatchObject({
      code: '23505',
      detail: 'Key (id)=(1) already exists.',
    });
  });

  it('rolls back a transaction whose callback throws, and commits one that returns', async () => {
    await expect(
      database.transaction(async (tx) => {
        await tx.query("insert into things values (2, 'two', null)");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const kept = await database.transaction(async (tx) => {
      await tx.query("insert into things values (3, 'three', null)");
      return 'done';
    });
    expect(kept).toBe('done');
    const { rows } = await database.query<{ id: number }>('select id from things order by id');
    expect(rows.map((row) => row.id)).toEqual([1, 3]);
  });

  it('holds a query made outside an open transaction back until the transaction ends', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await database.transaction(async (tx) => {
      await tx.query("update things set name = 'changed' where id = 3");
      outside = database
        .query<{ name: string }>('select name from things where id = 3')
        .then(({ rows }) => order.push(`outside saw ${rows[0]?.name}`));
      await tx.query('select 1');
      order.push('transaction ended');
    });
    await outside;
    expect(order).toEqual(['transaction ended', 'outside saw changed']);
  });

  it('dumps its data directory while running', async () => {
    const dump = await database.transaction(async (tx) => {
      await tx.query('CHECKPOINT');
      return database.dumpDataDir('gzip');
    });
    const bytes = new Uint8Array(await dump.arrayBuffer());
    // A gzip stream starts with 1f 8b.
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  });
});
