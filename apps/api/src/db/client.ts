import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { openEmbeddedDatabase, type EmbeddedDatabase } from './pglite-thread.ts';
import * as schema from './schema.ts';
import type { Env } from '../env.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service decides where the transaction boundary is. */
export type Executor = Database | Transaction;

/**
 * A hot statement whose text never changes: PostgreSQL parses and plans it once per connection.
 * With `values`, `query` is one object built once that names its parameters with
 * `sql.placeholder`: it is compiled to text on its first run only, and each run then just fills
 * the placeholders (building the answer writer's statement cost the API more per save than
 * checking an integrity event, issue #22). Without, `query` carries its own parameters.
 */
export type PreparedStatement = { name: string; query: SQL; values?: Record<string, unknown> };

/** One array per named field of the rows: the `values` of a statement that takes a batch as `unnest`. */
export const arrayValues = <Row>(
  rows: Row[],
  fields: Record<string, (row: Row) => unknown>,
): Record<string, unknown[]> =>
  Object.fromEntries(Object.entries(fields).map(([name, pick]) => [name, rows.map(pick)]));

/** Text and parameters for `runPrepared`, compiling a statement with `values` once per name. */
function statementCompiler(dialect: PgDialect) {
  const compiled = new Map<string, { sql: string; params: unknown[] }>();
  return ({ name, query, values }: PreparedStatement) => {
    if (!values) return dialect.sqlToQuery(query);
    let statement = compiled.get(name);
    if (!statement) {
      statement = dialect.sqlToQuery(query);
      compiled.set(name, statement);
    }
    return { sql: statement.sql, params: fillPlaceholders(statement.params, values) };
  };
}

export type DatabaseConnection = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs a statement as a named prepared statement where the driver has them (node-postgres),
   * skipping the parse and plan each execution costs otherwise; on PGlite it is a plain query.
   * For the few statements run hundreds of times a second (the answer writer); the text of a
   * given name must never change.
   */
  runPrepared: (statement: PreparedStatement) => Promise<Record<string, unknown>[]>;
  ping: () => Promise<boolean>;
  /**
   * Runs `run` only if no other process of the fleet holds the lock named `name` right now, and
   * returns undefined without running it otherwise (issue #18: a background job runs once across
   * the fleet). On PostgreSQL a session advisory lock on a connection of its own: if the process
   * dies mid-run, the connection closes and the lock goes with it. PGlite serves one process.
   */
  runExclusively: <T>(name: string, run: () => Promise<T>) => Promise<T | undefined>;
  /** The connection pool's use, for metrics; PGlite has no pool. */
  poolUsage?: () => { total: number; idle: number; waiting: number };
  /** The embedded database itself, for backups taken while the app runs (db/backup.ts). */
  pglite?: EmbeddedDatabase;
  close: () => Promise<void>;
};

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /**
       * A tarball of a data directory (`dumpDataDir`, uncompressed) to start from instead of an
       * empty database: the tests migrate one copy per run and load it in every file (about
       * 0.5 s against 3–4.5 s to migrate an empty one).
       */
      loadDataDir?: string;
    };

/** The database the configuration names: PostgreSQL at DATABASE_URL, else the embedded one. */
export const databaseTargetOf = (
  env: Pick<Env, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'dataDir'>,
): DatabaseTarget =>
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: env.dataDir };

const dialect = new PgDialect();
const compile = statementCompiler(dialect);

export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseConnection> {
  if (target.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', () => undefined);
    const db = drizzle({ client: pool, schema });
    await migrateOnce(pool, () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }));
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      runPrepared: async (statement) => {
        const { sql: text, params } = compile(statement);
        return (await pool.query<Record<string, unknown>>({ name: statement.name, text, values: params }))
          .rows;
      },
      ping: () => pingWith(db as unknown as Database),
      runExclusively: async (name, run) => {
        const client = await pool.connect();
        try {
          const { rows } = await client.query<{ locked: boolean }>(
            'select pg_try_advisory_lock(hashtext($1)) as locked',
            [name],
          );
          if (rows[0]?.locked !== true) return undefined;
          try {
            return await run();
          } finally {
            await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
          }
        } finally {
          client.release();
        }
      },
      poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // PGlite runs on a thread of its own so its synchronous WebAssembly never holds the event loop
  // (issue #18, docs/decisions/035-pglite-in-a-worker-thread.md).
  const client = await openEmbeddedDatabase(
    target.dataDir ? join(target.dataDir, 'pgdata') : null,
    target.loadDataDir,
  );
  // Drizzle's PGlite driver calls `query` and `transaction` only, which the thread's client has.
  const db = drizzle({ client: client as unknown as PGlite, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    runPrepared: async (statement) => {
      const { sql: text, params } = compile(statement);
      return (await client.query<Record<string, unknown>>(text, params)).rows;
    },
    ping: () => pingWith(db as unknown as Database),
    runExclusively: (_name, run) => run(),
    pglite: client,
    close: () => client.close(),
  };
}

/**
 * Several processes starting together on an empty database apply the migrations once (issue #18):
 * each waits for an advisory lock held on a connection of its own, and the ones after the first
 * find every migration already applied.
 */
async function migrateOnce(pool: Pool, apply: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('vidya:migrations'))");
    try {
      await apply();
    } finally {
      await client.query("select pg_advisory_unlock(hashtext('vidya:migrations'))");
    }
  } finally {
    client.release();
  }
}

async function pingWith(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
