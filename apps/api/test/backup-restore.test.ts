import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { listenForBackupRequests, requestBackup, restoreBackup, runningServerPid } from '../src/db/backup.ts';
import { connectDatabase, type DatabaseConnection } from '../src/db/client.ts';
import { seedDemoIfEmpty } from '../src/modules/demo/seed.ts';
import { loadEnv } from '../src/env.ts';

// Issue #18: `npm run backup` while the app runs, `npm run restore` into a fresh data directory,
// and every row is there. The backup goes the way the command sends it: a request file and a
// signal to the process that holds the database (here, this test's own process).

async function rowCounts(database: DatabaseConnection): Promise<Record<string, number>> {
  const tables = (await database.db.execute(
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split('.') as [string, string];
    const result = (await database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[name] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

describe.runIf(process.env.TEST_DB !== 'postgres')(
  'backup and restore of the embedded database',
  async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vidya-backup-'));
    const restoredDir = mkdtempSync(join(tmpdir(), 'vidya-restored-'));
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const database = await connectDatabase({ kind: 'pglite', dataDir });
    await seedDemoIfEmpty(database.db);
    const app = await buildApp({ env, database, serveWeb: false, logger: false });
    await app.ready();
    const stopListening = listenForBackupRequests({
      dataDir,
      client: database.pglite!,
      log: { info: () => undefined, error: () => undefined },
    });
    afterAll(async () => {
      stopListening();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(restoredDir, { recursive: true, force: true });
    });

    it(
      'a backup taken from the running app restores into a fresh directory with every row',
      { timeout: 180_000 },
      async () => {
        // Rows written through the running app just before, beside the demo data.
        for (const index of [1, 2, 3]) {
          const sent = await app.inject({
            method: 'POST',
            url: '/api/contact/messages/',
            payload: {
              name: `Backup Tester ${index}`,
              email: `backup${index}@example.com`,
              subject: 'Backups',
              message: 'Is every row in the backup?',
            },
          });
          expect(sent.statusCode, sent.body).toBeLessThan(300);
        }
        expect(runningServerPid(dataDir)).toBe(process.pid);
        const file = join(dataDir, 'backups', 'test.tar.gz');
        // Requests keep arriving while the dump is made; it waits for them or they for it, never mixed.
        const during = Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/courses/' }));
        const bytes = await requestBackup({ dataDir, pid: process.pid, file, timeoutMs: 120_000 });
        expect(bytes).toBeGreaterThan(0);
        for (const response of await Promise.all(during)) expect(response.statusCode).toBeLessThan(500);
        const before = await rowCounts(database);

        await restoreBackup(file, restoredDir);
        const restored = await connectDatabase({ kind: 'pglite', dataDir: restoredDir });
        try {
          const after = await rowCounts(restored);
          expect(Object.keys(after).length).toBeGreaterThan(20);
          expect(after['public.contact_messages']).toBeGreaterThanOrEqual(3);
          expect(after).toEqual(before);
        } finally {
          await restored.close();
        }

        // A restore never overwrites a database.
        await expect(restoreBackup(file, restoredDir)).rejects.toThrow(/already holds a database/);
      },
    );
  },
);
