import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import { createPostgresDatabase } from './helper.ts';

const MIGRATION = '0006_stored_urls_http_only';

type Journal = { entries: { idx: number; tag: string }[] };

/** A copy of the migrations folder that ends just before `tag`: what a database had before it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'vidya-migrations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at === -1) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

type Rows = Record<string, unknown>[];

/**
 * A database of its own, migrated up to just before `tag`; `migrate` then applies every
 * migration the app ships, as a start of the server does.
 */
async function openDatabaseBefore(
  tag: string,
): Promise<{ query: (text: string) => Promise<Rows>; migrate: () => Promise<void> }> {
  const before = migrationsBefore(tag);
  if (process.env.TEST_DB === 'postgres') {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const created = await createPostgresDatabase({ empty: true });
    const pool = new pg.Pool({ connectionString: created.url, max: 2 });
    afterAll(async () => {
      await pool.end();
      await created.drop();
    });
    const db = drizzle({ client: pool });
    await migrate(db, { migrationsFolder: before });
    return {
      query: async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
      migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create();
  afterAll(() => client.close());
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: before });
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
  };
}

/** Stored before the rule, and what the migration leaves of each (null: cleared or deleted). */
const STORED: [string, string | null][] = [
  ['javascript:alert(document.domain)', null],
  ['JAVASCRIPT:alert(1)', null],
  [' javascript:alert(1)', null],
  ['data:text/html,<script>alert(1)</script>', null],
  ['VBScript:msgbox(1)', null],
  ['www.college.edu.in', null],
  ['', null],
  ['https://', null],
  ['https://college.edu.in/a page', null],
  ['https://college.edu.in', 'https://college.edu.in'],
  ['HTTP://College.EDU.in/x', 'HTTP://College.EDU.in/x'],
  ['  https://college.edu.in/trimmed \n', 'https://college.edu.in/trimmed'],
];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

describe(`migration ${MIGRATION}`, () => {
  it('clears every stored link that is not http(s), and trims the ones that only needed it', async () => {
    const database = await openDatabaseBefore(MIGRATION);
    await database.query(
      `INSERT INTO users (email, password_hash, role, full_name)
       SELECT 'college' || n || '@example.org', 'x', 'college', 'College ' || n FROM generate_series(0, ${STORED.length}) AS n`,
    );
    const values = STORED.map(([text], index) => `(${index}, ${quote(text)})`).join(', ');
    await database.query(
      `INSERT INTO colleges (user_id, college_name, contact_person, website)
       SELECT u.id, 'College ' || v.n, 'Someone', v.url
       FROM (VALUES ${values}) AS v (n, url) JOIN users u ON u.email = 'college' || v.n || '@example.org'`,
    );
    const lastUser = `'college${STORED.length}@example.org'`;
    await database.query(
      `INSERT INTO colleges (user_id, college_name, contact_person, website)
       SELECT id, 'No website', 'Someone', NULL FROM users WHERE email = ${lastUser}`,
    );
    await database.query(
      `INSERT INTO courses (slug, title, description, category) VALUES ('c', 'Course', 'About', 'Programming')`,
    );
    await database.query(
      `INSERT INTO lessons (course_id, title, video_url, "order")
       SELECT c.id, 'Lesson ' || v.n, v.url, v.n + 1 FROM (VALUES ${values}) AS v (n, url), courses c`,
    );
    await database.query(
      `INSERT INTO lesson_resources (lesson_id, title, url)
       SELECT l.id, 'Resource', l.video_url FROM lessons l`,
    );

    await database.migrate();

    const websites = await database.query(
      `SELECT college_name, website FROM colleges ORDER BY college_name = 'No website', user_id`,
    );
    expect(websites.map((row) => row.website)).toEqual([...STORED.map(([, kept]) => kept), null]);

    const videos = await database.query(`SELECT video_url FROM lessons ORDER BY "order"`);
    expect(videos.map((row) => row.video_url)).toEqual(STORED.map(([, kept]) => kept));

    // A resource is only its link: one that is not http(s) is gone.
    const resources = await database.query(
      `SELECT r.url FROM lesson_resources r JOIN lessons l ON l.id = r.lesson_id ORDER BY l."order"`,
    );
    expect(resources.map((row) => row.url)).toEqual(
      STORED.flatMap(([, kept]) => (kept === null ? [] : [kept])),
    );
  });
});
