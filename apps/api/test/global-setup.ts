import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`). */
    postgresTemplate: string | null;
    /** The start of the name of every database this run's files create, dropped at its end. */
    postgresPrefix: string;
    /** A migrated, empty PGlite data directory as an uncompressed tarball, to load. */
    pgliteSnapshot: string | null;
  }
}

/**
 * Migrates one database per run and test project, before any file starts, so each file copies
 * it instead of migrating its own: on PostgreSQL a template database (0.1–0.2 s a copy against
 * 0.4–0.7 s), on PGlite a dump of its data directory (about 0.5 s a load against 3–4.5 s; issue
 * #39). The copies are migrated and empty: each file seeds its own demo people, at its own time.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const run = `${process.pid}_${randomBytes(4).toString('hex')}`;
    const name = `vidya_template_${run}`;
    const prefix = `vidya_test_${run}_`;
    const onServer = async <Row extends Record<string, unknown>>(
      statement: string,
      values: unknown[] = [],
    ) => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        return (await admin.query<Row>(statement, values)).rows;
      } finally {
        await admin.end();
      }
    };
    await onServer(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Migrating is all connectDatabase does before it returns (on two connections: one holds the
    // migration lock); a copy needs no open connection.
    await (await connectDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 })).close();
    project.provide('postgresTemplate', name);
    project.provide('postgresPrefix', prefix);
    project.provide('pgliteSnapshot', null);
    return async () => {
      // A file that failed before its own clean-up leaves nothing behind on the server either.
      const left = await onServer<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of [...left, { datname: name }])
        await onServer(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    };
  }
  const directory = mkdtempSync(join(tmpdir(), 'vidya-test-snapshot-'));
  const file = join(directory, 'migrated.tar');
  const database = await connectDatabase({ kind: 'pglite', dataDir: null });
  try {
    // Uncompressed: loading it in every file is what costs, and gzip would add to each load.
    const dump = await database.pglite?.dumpDataDir('none');
    if (!dump) throw new Error('the embedded database gave no dump');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', null);
  project.provide('postgresPrefix', 'vidya_test_');
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(directory, { recursive: true, force: true });
}
