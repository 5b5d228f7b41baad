import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service decides where the transaction boundary is. */
export type Executor = Database | Transaction;

export type DatabaseConnection = {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string | null };

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
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: () => pingWith(db as unknown as Database),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(join(target.dataDir, 'pgdata'));
  } else {
    client = await PGlite.create();
  }
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: () => pingWith(db as unknown as Database),
    close: () => client.close(),
  };
}

async function pingWith(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
