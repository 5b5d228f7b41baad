// `npm run bench`: every scenario as a ratio to a bare Fastify measured in the same run on the
// same machine, so the numbers mean something whatever the hardware. Not part of `npm test`.
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  BENCH_JWT_SECRET,
  countDuplicateAttempts,
  countScoredAttempts,
  prepareExamFixture,
} from './lib/exam-fixture.ts';
import { adminHeaders, measureCsvExport, type ExportResult } from './lib/admin-load.ts';
import { finishEveryAttempt, prepareCollegeFixture } from './lib/college-fixture.ts';
import {
  startStormWhileInvigilating,
  timeCalls,
  type PollingResult,
  type TimedCalls,
} from './lib/college-load.ts';
import { answerSaveLoad, startStorm, submitStorm, type StormResult } from './lib/exam-load.ts';
import { hasNginx, sampleUsage, startFleet, type Usage } from './lib/fleet.ts';
import { measure, withSteal, type LoadResult } from './lib/load.ts';
import { preparePeopleFixture } from './lib/people-fixture.ts';
import { startApp, startBareFastify, type RunningServer } from './lib/servers.ts';

type Row = { scenario: string; database: string; target: string } & LoadResult & {
    ratio: number;
    baseline: LoadResult;
  };

const repoRoot = new URL('../', import.meta.url).pathname;
const adminDatabaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

execSync('npm run build -w @vidya/api', { cwd: repoRoot, stdio: 'inherit' });

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs the demo seed's admin in (the bench admin exists only in the admin scenarios' fixture). */
async function demoAdminHeaders(app: RunningServer): Promise<Record<string, string>> {
  const { access } = await json<{ access: string }>(
    await fetch(`${app.url}/api/auth/admin/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Demo@1234' }),
    }),
  );
  return { authorization: `Bearer ${access}` };
}

/** Signs the demo student in and enrolls them in a free course, for the authenticated scenarios. */
async function prepareStudent(app: RunningServer) {
  const { access } = await json<{ access: string }>(
    await fetch(`${app.url}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student2@example.com', password: 'Demo@1234' }),
    }),
  );
  const headers = { authorization: `Bearer ${access}` };
  const catalogue = await json<{ results: { id: number; is_free: boolean }[] }>(
    await fetch(`${app.url}/api/courses/?category=Aptitude`, { headers }),
  );
  const free = catalogue.results.find((course) => course.is_free);
  if (!free) throw new Error('the demo seed has no free Aptitude course');
  // The scenario measures completion itself, not watching the video first: the course's admin
  // turns the watch rule off (docs/decisions/028-watch-progress-before-completion.md).
  const unwatched = await fetch(`${app.url}/api/courses/${free.id}/update/`, {
    method: 'PUT',
    headers: { ...(await demoAdminHeaders(app)), 'content-type': 'application/json' },
    body: JSON.stringify({ watch_threshold_percent: 0 }),
  });
  if (!unwatched.ok) throw new Error(`turning the watch rule off answered ${unwatched.status}`);
  await fetch(`${app.url}/api/courses/${free.id}/enroll/`, { method: 'POST', headers });
  const course = await json<{ lesson_list: { id: number }[] }>(
    await fetch(`${app.url}/api/courses/${free.id}/`, { headers }),
  );
  const lesson = course.lesson_list[0];
  if (!lesson) throw new Error('the free course has no lesson');
  return { headers, lessonId: lesson.id, courseId: free.id };
}

async function createBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `vidya_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.warn(
      `PostgreSQL at ${adminDatabaseUrl} is not usable (${String(error)}); measuring PGlite only.`,
    );
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminDatabaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

// The bare Fastify stays up for the whole run and is measured again right before each scenario:
// the ratio compares two runs seconds apart, not minutes, so a machine whose speed drifts (a
// shared virtual machine's stolen CPU) moves both sides of it together.
const bare = await startBareFastify(4310);
const measureBare = () => measure(`${bare.url}/`);
const firstBaseline = await measureBare();
const rows: Row[] = [];
type StormRow = { scenario: string; database: string; target: string; check: string } & StormResult & {
    stealPercent: number | null;
  };
const storms: StormRow[] = [];
/** A whole class: 3,000 students by default (BENCH_STUDENTS to change it). */
const STORM_STUDENTS = Number(process.env.BENCH_STUDENTS ?? 3000);
const SUBMIT_WINDOW_MS = 60_000;
/** Measures the bare Fastify, then the scenario, and records the scenario as a ratio to it. */
async function record(scenario: string, database: string, target: string, load: () => Promise<LoadResult>) {
  const baseline = await measureBare();
  const result = await load();
  rows.push({
    scenario,
    database,
    target,
    ...result,
    baseline,
    ratio: result.requestsPerSecond / baseline.requestsPerSecond,
  });
}

async function runScenarios(database: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const app = await startApp(4311, { databaseUrl });
  try {
    const { headers, lessonId, courseId } = await prepareStudent(app);
    await record('GET /api/health/', database, database === 'PGlite' ? '≥ 0.75' : '', () =>
      measure(`${app.url}/api/health/`),
    );
    await record(
      'GET catalogue page (available-courses, 6)',
      database,
      database === 'PostgreSQL' ? '≥ 0.25, p99 ≤ 50 ms' : '',
      () => measure(`${app.url}/api/courses/available-courses/paginated/?page=1&page_size=6`, { headers }),
    );
    // Issue #18: no request waits more than 1 s on the embedded database; an idempotent repeat
    // at ≥ 1,000 req/s on PostgreSQL.
    const fair = database === 'PGlite' ? 'p99 ≤ 1 s, 0 errors' : '';
    await record('POST lesson completion (a repeat)', database, fair || '≥ 1,000 req/s', () =>
      measure(`${app.url}/api/courses/lessons/${lessonId}/complete/`, { headers, method: 'POST' }),
    );
    // A course's progress: four reads (lessons, completions, counts, watch progress), the route
    // issue #18 measured at p99 0.6–5 s on PGlite.
    await record("GET a course's progress", database, fair, () =>
      measure(`${app.url}/api/courses/${courseId}/progress/`, { headers }),
    );
  } finally {
    await app.stop();
  }
}

/**
 * BENCH_FLEET=N also runs the exam storms through nginx to N built API processes on the same
 * PostgreSQL and one Redis, right after the single process (issue #18); 2 by default when nginx
 * is installed, 0 to skip. A list runs each in turn: `1,2` separates what nginx and Redis cost
 * (one process behind them) from what the second process does. BENCH_REDIS_URL is the Redis
 * they share (its database 7).
 */
const FLEET_PROCESSES = (process.env.BENCH_FLEET ?? (hasNginx() ? '2' : '0'))
  .split(',')
  .map(Number)
  .filter((processes) => processes > 0);
const fleetRedisUrl = new URL(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379');
fleetRedisUrl.pathname = '/7';
/** Where the CPU went during each PostgreSQL storm (bench/lib/fleet.ts). */
const usages: ({ scenario: string; database: string } & Usage)[] = [];

/**
 * Exam start storm, answer saves under load and the submit storm, on a pre-seeded class: on one
 * process, or given `fleetOf`, through nginx to that many processes with Redis (PostgreSQL only).
 */
async function runExamScenarios(database: 'PGlite' | 'PostgreSQL', databaseUrl?: string, fleetOf?: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vidya-bench-exam-'));
  const target = databaseUrl
    ? { kind: 'postgres' as const, url: databaseUrl }
    : { kind: 'pglite' as const, dataDir };
  const processes = databaseUrl === undefined ? undefined : fleetOf;
  const label =
    processes === undefined
      ? database
      : `PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''} + nginx`;
  try {
    const fixture = await prepareExamFixture(target, STORM_STUDENTS);
    const env = { JWT_SECRET: BENCH_JWT_SECRET };
    const fleet =
      processes !== undefined && databaseUrl !== undefined
        ? await startFleet({
            processes,
            // Clear of bench:large's 4321 and 4322.
            port: 4330,
            databaseUrl,
            redisUrl: fleetRedisUrl.toString(),
            dataDir,
            clients: STORM_STUDENTS,
            env,
          })
        : null;
    const app = fleet ?? (await startApp(4312, { databaseUrl, dataDir, env }));
    /** Runs a storm, sampling where the CPU goes on PostgreSQL. */
    const sampled = async <T extends object>(scenario: string, storm: () => Promise<T>) => {
      if (!databaseUrl) return withSteal(storm);
      const usage = sampleUsage({
        apiPids: fleet ? fleet.apiPids : app.pid === undefined ? [] : [app.pid],
        nginxPid: fleet?.nginxPid,
        databaseUrl,
        databaseName: new URL(databaseUrl).pathname.slice(1),
      });
      const result = await withSteal(storm);
      usages.push({ scenario, database: label, ...(await usage.stop()) });
      return result;
    };
    let starts: Awaited<ReturnType<typeof startStorm>> & { stealPercent: number | null };
    let submits: StormResult & { stealPercent: number | null };
    try {
      starts = await sampled('Start storm', () => startStorm(app.url, fixture));
      const { attempts } = starts;
      await record('PUT answer save', label, database === 'PostgreSQL' ? '≥ 0.25, p99 ≤ 50 ms' : '', () =>
        answerSaveLoad(app.url, fixture, attempts),
      );
      submits = await sampled('Submit storm', () => submitStorm(app.url, attempts, SUBMIT_WINDOW_MS));
    } finally {
      await app.stop();
    }
    const duplicates = await countDuplicateAttempts(target, fixture.examId);
    const scored = await countScoredAttempts(target, fixture.examId);
    storms.push({
      scenario: `Start storm: ${STORM_STUDENTS} start + load questions at once`,
      database: label,
      target: 'all within 10 s, 0 errors, 0 duplicates',
      check: `${duplicates} duplicate attempts`,
      ...starts,
    });
    storms.push({
      scenario: `Submit storm: ${starts.attempts.length} submits in ${SUBMIT_WINDOW_MS / 1000} s`,
      database: label,
      target: '0 lost, p99 ≤ 1 s',
      check: `${scored} of ${starts.attempts.length} scored`,
      ...submits,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The admin lists' population (issue #13): BENCH_ADMIN_STUDENTS students and 300 colleges. */
const ADMIN_STUDENTS = Number(process.env.BENCH_ADMIN_STUDENTS ?? 20_000);
const ADMIN_COLLEGES = 300;
const exportsMeasured: ({ scenario: string; database: string } & ExportResult & {
    stealPercent: number | null;
  })[] = [];

/** The admin's students list under load and the students export, on a seeded population. */
async function runAdminScenarios(database: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vidya-bench-admin-'));
  const target = databaseUrl
    ? { kind: 'postgres' as const, url: databaseUrl }
    : { kind: 'pglite' as const, dataDir };
  try {
    const fixture = await preparePeopleFixture(target, {
      students: ADMIN_STUDENTS,
      colleges: ADMIN_COLLEGES,
    });
    const app = await startApp(4313, { databaseUrl, dataDir });
    try {
      const headers = await adminHeaders(app);
      await record(
        `GET admin students page (20, search, has_college), ${ADMIN_STUDENTS} students, 50 conns`,
        database,
        database === 'PostgreSQL' ? 'p99 ≤ 50 ms' : '',
        () =>
          measure(
            `${app.url}/api/admin-portal/students/?page=1&page_size=20&search=${fixture.searchWord}&has_college=true`,
            { headers, connections: 50 },
          ),
      );
      // The same page again and again is served from memory for 5 s (decision 010); a different
      // search on every request shows what PostgreSQL itself costs.
      await record(
        `GET admin students page, a different search each time (past the cache), 50 conns`,
        database,
        '',
        () =>
          measure(app.url, {
            headers,
            connections: 50,
            pathOf: (n) =>
              `/api/admin-portal/students/?page=1&page_size=20&search=Student%20${n}&has_college=true`,
          }),
      );
      const exported = await withSteal(() =>
        measureCsvExport(app, '/api/admin-portal/students/export/?format=csv', headers),
      );
      exportsMeasured.push({ scenario: 'GET students export (CSV, every student)', database, ...exported });
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What the college benchmark measured beside its load rows (issue #14). */
const collegeChecks: {
  database: string;
  monitor: PollingResult;
  itemAnalysis: TimedCalls;
  itemAnalysisCached: TimedCalls;
  finished: number;
}[] = [];

/**
 * One college's exam day (issue #14): STORM_STUDENTS approved students start its 50-question
 * exam at once while 5 invigilators poll the live monitor every 5 s; then every attempt is
 * finished in SQL and the ExamDetails results page (25 rows by score) is loaded at 20
 * connections and the item analysis timed.
 */
async function runCollegeScenarios(database: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vidya-bench-college-'));
  const target = databaseUrl
    ? { kind: 'postgres' as const, url: databaseUrl }
    : { kind: 'pglite' as const, dataDir };
  try {
    const fixture = await prepareCollegeFixture(target, STORM_STUDENTS);
    const examPath = `/api/colleges/admin/exams/${fixture.examId}`;
    let app = await startApp(4314, { databaseUrl, dataDir, env: { JWT_SECRET: BENCH_JWT_SECRET } });
    try {
      const { storm, monitor, stealPercent } = await withSteal(() =>
        startStormWhileInvigilating(app.url, fixture, `${examPath}/monitor/`),
      );
      storms.push({
        scenario: `College start storm: ${STORM_STUDENTS} start while 5 invigilators poll the monitor`,
        database,
        target: 'all within 10 s, 0 errors',
        check: `monitor: ${monitor.polls} polls, p99 ${Math.round(monitor.p99Ms)} ms, ${monitor.errors} errors`,
        ...storm,
        stealPercent,
      });
      await app.stop();
      const finished = await finishEveryAttempt(target, fixture.examId);
      // A fresh process, so no cache holds the attempts from before they were finished.
      app = await startApp(4314, { databaseUrl, dataDir, env: { JWT_SECRET: BENCH_JWT_SECRET } });
      const headers = { authorization: `Bearer ${fixture.collegeToken}` };
      await record(
        `GET college exam results (25, by score), ${finished} attempts, 20 conns`,
        database,
        database === 'PostgreSQL' ? 'p99 ≤ 100 ms' : '',
        () =>
          measure(`${app.url}${examPath}/results/?page=1&page_size=25&ordering=-score`, {
            headers,
            connections: 20,
          }),
      );
      // The first call computes the analysis; the next ones within 5 s are served from memory.
      const itemAnalysisUrl = `${app.url}${examPath}/item-analysis/`;
      const itemAnalysis = await timeCalls(itemAnalysisUrl, fixture.collegeToken, 1);
      const itemAnalysisCached = await timeCalls(itemAnalysisUrl, fixture.collegeToken, 5);
      collegeChecks.push({ database, monitor, itemAnalysis, itemAnalysisCached, finished });
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_DATABASES=postgres (or pglite) measures one database only; both by default. */
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').toLowerCase().split(',');
/**
 * BENCH_SCENARIOS=exams runs only the exam scenarios (the start storm, then the answer saves and
 * the submit storm), e.g. to compare two commits on answer saves; `admin` only the admin lists
 * and export; `college` the college portal's exam day; all four groups by default.
 */
const scenarios = (process.env.BENCH_SCENARIOS ?? 'requests,exams,admin,college').toLowerCase().split(',');
async function runAll(database: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  if (scenarios.includes('requests')) await runScenarios(database, databaseUrl);
  if (scenarios.includes('exams')) await runExamScenarios(database, databaseUrl);
  // Back to back with the single process, so both see the same machine.
  for (const processes of scenarios.includes('exams') && databaseUrl ? FLEET_PROCESSES : [])
    await runExamScenarios(database, databaseUrl, processes);
  if (scenarios.includes('admin')) await runAdminScenarios(database, databaseUrl);
  if (scenarios.includes('college')) await runCollegeScenarios(database, databaseUrl);
}
try {
  if (databases.includes('pglite')) await runAll('PGlite');
  const postgres = databases.includes('postgres') ? await createBenchDatabase() : null;
  if (postgres) {
    try {
      await runAll('PostgreSQL', postgres.url);
    } finally {
      await postgres.drop();
    }
  }
} finally {
  await bare.stop();
}

const format = (value: number, digits = 0) => value.toFixed(digits);
console.log(
  `\nBare Fastify, first run: ${format(firstBaseline.requestsPerSecond)} req/s, p99 ${firstBaseline.p99Ms} ms (100 connections, ${cpus().length} CPUs); each ratio below is to the bare run just before it`,
);
console.table(
  rows.map((row) => ({
    scenario: row.scenario,
    database: row.database,
    'req/s': format(row.requestsPerSecond),
    'p99 ms': row.p99Ms,
    errors: row.errors,
    non2xx: row.non2xx,
    'bare req/s': format(row.baseline.requestsPerSecond),
    'ratio to bare': format(row.ratio, 2),
    'steal %': row.stealPercent ?? '',
    target: row.target,
  })),
);

if (storms.length > 0) {
  console.table(
    storms.map((storm) => ({
      scenario: storm.scenario,
      database: storm.database,
      'elapsed s': format(storm.elapsedMs / 1000, 1),
      'p99 ms': format(storm.p99Ms),
      errors: storm.errors,
      'steal %': storm.stealPercent ?? '',
      check: storm.check,
      target: storm.target,
    })),
  );
}
if (exportsMeasured.length > 0) {
  const mib = (value: number | null) => (value === null ? '' : format(value, 1));
  console.table(
    exportsMeasured.map((row) => ({
      scenario: row.scenario,
      database: row.database,
      rows: row.rows,
      'elapsed s': format(row.elapsedMs / 1000, 2),
      'rows/s': format(row.rowsPerSecond),
      MiB: format(row.bytes / 1024 / 1024, 1),
      'RSS before MiB': mib(row.rssBeforeMiB),
      'RSS peak MiB': mib(row.rssPeakMiB),
      'RSS after MiB': mib(row.rssAfterMiB),
      'steal %': row.stealPercent ?? '',
      target: '≥ 20,000 rows/s, RSS growth ≤ 50 MB',
    })),
  );
}
if (collegeChecks.length > 0) {
  console.table(
    collegeChecks.map((row) => ({
      database: row.database,
      'attempts finished': row.finished,
      'monitor polls': row.monitor.polls,
      'monitor p99 ms': format(row.monitor.p99Ms),
      'monitor max ms': format(row.monitor.maxMs),
      'monitor errors': row.monitor.errors,
      'item analysis, computed, ms': format(row.itemAnalysis.maxMs),
      'item analysis, cached, median ms': format(row.itemAnalysisCached.medianMs),
      'item analysis errors': row.itemAnalysis.errors + row.itemAnalysisCached.errors,
      target: 'item analysis ≤ 500 ms',
    })),
  );
}
if (usages.length > 0) {
  // CPU seconds per part, and as cores in use on average (CPU seconds / elapsed).
  const cores = (usage: Usage, seconds: number) =>
    `${format(seconds, 1)} (${format(seconds / usage.elapsedS, 2)})`;
  console.log('\nWhere the CPU went during the PostgreSQL storms: CPU s (cores in use on average)');
  console.table(
    usages.map((usage) => ({
      scenario: usage.scenario,
      database: usage.database,
      'elapsed s': format(usage.elapsedS, 1),
      ...Object.fromEntries(
        Object.entries(usage.cpuSeconds).map(([group, seconds]) => [group, cores(usage, seconds)]),
      ),
      'pg connections (max open / active)': `${usage.maxConnections} / ${usage.maxActive}`,
    })),
  );
}
for (const storm of storms.filter((row) => row.failures.length > 0)) {
  console.log(`${storm.scenario} (${storm.database}) failures, first few:`, storm.failures);
}

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/latest.json', import.meta.url),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      cpus: cpus().length,
      firstBaseline,
      rows,
      storms,
      exports: exportsMeasured,
      college: collegeChecks,
      usages,
    },
    null,
    2,
  ),
);
