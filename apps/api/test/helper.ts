import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { connectDatabase, type DatabaseConnection } from '../src/db/client.ts';
import { colleges, users } from '../src/db/schema.ts';
import type { LogStream } from '../src/lib/logging.ts';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import * as accounts from '../src/modules/accounts/repository.ts';
import * as exams from '../src/modules/exams/repository.ts';
import { loadEnv, type Env } from '../src/env.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/demo/seed.ts';

/** Which database this test project runs on; vitest.config.ts sets it per project. */
const target = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh database on the TEST_DATABASE_URL server, and how to drop it: a copy of the run's
 * migrated template (test/global-setup.ts), or with `{ empty: true }` one with no tables at all,
 * for tests of the migrations themselves.
 */
export async function createPostgresDatabase({ empty = false } = {}): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `${inject('postgresPrefix')}${randomBytes(4).toString('hex')}`;
  const template = empty ? null : inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The run's migrated PGlite (test/global-setup.ts), when this project made one. */
const pgliteSnapshot = () => inject('pgliteSnapshot') ?? undefined;

export type TestApp = {
  app: App;
  env: Env;
  database: DatabaseConnection;
};

/**
 * Builds the real app on a database of its own (in-memory PGlite, or a fresh PostgreSQL database
 * dropped afterwards) with the demo people seeded, and closes everything after the file's tests.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: {
    fetch?: typeof fetch;
    /** Receives every log line (JSON) at LOG_LEVEL; without it the app logs nothing. */
    logStream?: LogStream;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vidya-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests call from one address many times; the per-IP limit has its own test.
    AUTH_IP_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  });
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: DatabaseConnection;
  if (target === 'postgres') {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    database = await connectDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
  } else {
    database = await connectDatabase({ kind: 'pglite', dataDir: null, loadDataDir: pgliteSnapshot() });
  }
  await seedDemoIfEmpty(database.db);
  const app = await buildApp({
    env,
    database,
    serveWeb: false,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    fetch: options.fetch,
  });
  await app.ready();

  afterAll(async () => {
    await app.close();
    await database.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, env, database };
}

export type TestDatabase = {
  env: Env;
  /** Opens the database; the caller closes it, and may open it again. */
  connect: () => Promise<DatabaseConnection>;
};

/**
 * A database whose lifecycle the test owns, so it can close it the way the server does and open
 * it again to see what was stored: PGlite in a directory on disk, or a fresh PostgreSQL
 * database, created with the demo people seeded. Removed after the file's tests; the test closes
 * what it opened.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vidya-test-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  let dropDatabase: (() => Promise<void>) | undefined;
  let connect: () => Promise<DatabaseConnection>;
  if (target === 'postgres') {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    connect = () => connectDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
  } else {
    // The snapshot fills the directory on the first open only: PGlite loads a dump into an
    // empty data directory and opens an existing one as it is.
    const snapshot = pgliteSnapshot();
    let opened = false;
    connect = () => {
      const loadDataDir = opened ? undefined : snapshot;
      opened = true;
      return connectDatabase({ kind: 'pglite', dataDir: join(dataDir, 'database'), loadDataDir });
    };
  }
  afterAll(async () => {
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const database = await connect();
  await seedDemoIfEmpty(database.db);
  await database.close();
  return { env, connect };
}

export const LOGIN_PATHS = {
  student: '/api/auth/login/',
  college: '/api/auth/college/login/',
  admin: '/api/auth/admin/login/',
} as const;

/** Signs in through a portal and returns the access token and the refresh cookie value. */
export async function login(
  app: App,
  portal: keyof typeof LOGIN_PATHS,
  email: string,
  password = DEMO_PASSWORD,
) {
  const response = await app.inject({
    method: 'POST',
    url: LOGIN_PATHS[portal],
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'vidya_refresh');
  if (!cookie) throw new Error('login set no refresh cookie');
  return { access: response.json<{ access: string }>().access, refresh: cookie.value };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

type OutboxMail = { to: string; subject: string; text: string; html: string };

/** Every mail the app wrote to the outbox file, oldest first. */
export function readOutbox(env: Env): OutboxMail[] {
  const file = join(env.dataDir, 'mail', 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail);
}

/** The 6-digit code in the newest mail to this address. */
export function lastCodeSentTo(env: Env, email: string): string {
  const mail = readOutbox(env)
    .filter((message) => message.to === email)
    .at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

let demoPasswordHash: Promise<string> | undefined;

/**
 * A student account written straight to the database: email verified, the demo password, a
 * platform student unless given a college (and not approved by it unless `approved`). For tests
 * about what comes after sign-up; sign it in with `login(app, 'student', email)`. A service that
 * caches lists of students does not see it go in: clear those caches yourself.
 */
export async function addStudent(
  db: DatabaseConnection['db'],
  options: {
    name?: string;
    collegeId?: number | null;
    approved?: boolean;
    rollNumber?: string | null;
    createdAt?: Date;
    language?: 'en' | 'hi';
  } = {},
): Promise<{ id: number; userId: number; email: string; name: string }> {
  const name = options.name ?? 'Test Student';
  const email = `student.${randomBytes(6).toString('hex')}@example.com`;
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  const userId = await accounts.insertUser(db, {
    email,
    fullName: name,
    role: 'student',
    passwordHash: await demoPasswordHash,
    emailVerifiedAt: new Date(),
    language: options.language ?? null,
  });
  const approved = options.approved ?? false;
  const id = await accounts.insertStudent(db, userId, {
    collegeId: options.collegeId ?? null,
    isApprovedByCollege: approved,
    approvedByCollegeAt: approved ? new Date() : null,
    rollNumber: options.rollNumber ?? null,
    ...(options.createdAt && { createdAt: options.createdAt }),
  });
  return { id, userId, email, name };
}

/**
 * A college exam open now (from 10 minutes ago, for `windowMinutes` more, 120 by default), 30
 * minutes long, with three one-mark questions whose right answer is (b). Its id.
 */
export async function addOpenCollegeExam(
  db: DatabaseConnection['db'],
  options: {
    title: string;
    collegeId: number;
    windowMinutes?: number;
    recordClipboard?: boolean;
    oneDevicePerAttempt?: boolean;
  },
): Promise<number> {
  const { title, collegeId } = options;
  const now = Date.now();
  const exam = await exams.insertExam(db, {
    kind: 'college',
    collegeId,
    title,
    durationMinutes: 30,
    windowStart: new Date(now - 10 * 60_000),
    windowEnd: new Date(now + (options.windowMinutes ?? 120) * 60_000),
    joinCode: `T${randomBytes(5).toString('hex').toUpperCase()}`,
    isActive: true,
    recordClipboard: options.recordClipboard ?? false,
    oneDevicePerAttempt: options.oneDevicePerAttempt ?? false,
  });
  const inserted = await exams.insertQuestions(
    db,
    [1, 2, 3].map((index) => ({
      collegeId,
      questionText: `${title} question ${index}`,
      optionA: 'One',
      optionB: 'Two',
      optionC: 'Three',
      optionD: 'Four',
      correctAnswer: 'b',
      marks: 1,
    })),
  );
  await exams.linkQuestions(
    db,
    exam.id,
    inserted.map((question) => question.id),
  );
  return exam.id;
}

/** The id of the college whose account has this email (a demo college, or one a test made). */
export async function collegeIdOf(db: DatabaseConnection['db'], email: string): Promise<number> {
  const [row] = await db
    .select({ id: colleges.id })
    .from(colleges)
    .innerJoin(users, eq(users.id, colleges.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no college ${email}`);
  return row.id;
}

/**
 * Resolves once `to` hears `from` over the broadcast (Redis pub/sub): a second API process
 * subscribes when its own Redis connection is up, a moment after it is ready.
 */
export async function untilListening(from: App, to: App): Promise<void> {
  const topic = `test.ping.${randomBytes(4).toString('hex')}`;
  let heard = false;
  to.context.broadcast.subscribe(topic, () => (heard = true));
  const deadline = Date.now() + 30_000;
  while (!heard) {
    if (Date.now() > deadline) throw new Error('the second process never heard the first');
    await from.context.broadcast.publish(topic, '');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Resolves when this process next hears news on one of these topics. Subscribe after the
 * caches under test (they then forget before this resolves) and before the change is made.
 */
export function nextNews(app: App, ...topics: string[]): Promise<void> {
  return new Promise((resolve) => {
    for (const topic of topics) app.context.broadcast.subscribe(topic, () => resolve());
  });
}
