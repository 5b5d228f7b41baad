// `npm run bench:large -w @vidya/bench`: the dashboards on a university's worth of data (issue
// #15) and the answer save beside them, with and without integrity events (issue #22), on
// PostgreSQL. Not part of `npm test`. See bench/README.md ("Analytics on a university's data").
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { createAccessTokens } from '../apps/api/src/lib/access-tokens.ts';
import { adminHeaders } from './lib/admin-load.ts';
import { BENCH_JWT_SECRET, prepareExamFixture } from './lib/exam-fixture.ts';
import { startStorm } from './lib/exam-load.ts';
import { explainDashboards, type ExplainedStatement } from './lib/explain.ts';
import { largeFixtureCounts, seedLargeFixture, type LargeFixture } from './lib/large-fixture.ts';
import {
  answerSaves,
  answerSavesAtRate,
  openTestScreens,
  loadGets,
  timeOne,
  whileAdminsPoll,
  type PollResult,
  type TailResult,
} from './lib/large-load.ts';
import { startApp } from './lib/servers.ts';

const repoRoot = new URL('../', import.meta.url).pathname;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Kept between runs (seeding takes minutes): BENCH_LARGE_RESEED=1 seeds it again. */
const databaseName = process.env.BENCH_LARGE_DATABASE ?? 'vidya_bench_large';
/** Which parts to run: explain, dashboards, saves (all by default). */
const parts = (process.env.BENCH_LARGE_PARTS ?? 'explain,dashboards,saves').split(',');
/** Plain and one-event answer-save runs, in turn (issue #22): their median ratio is the figure. */
const savePairs = Number(process.env.BENCH_LARGE_PAIRS ?? 5);
/** The fixed-rate pairs' rate, as a share of the plain saves' median throughput. */
const fixedRateShare = Number(process.env.BENCH_LARGE_RATE_SHARE ?? 0.6);
/** The scenario names of each pair: as fast as answered, then at a fixed rate. */
const closedPair = {
  plain: (pair: number) => `answer save, plain (pair ${pair})`,
  events: (pair: number) => `answer save + client id + one integrity event (pair ${pair})`,
};
const fixedRatePair = {
  plain: (pair: number) => `answer save at a fixed rate, plain (pair ${pair})`,
  events: (pair: number) => `answer save at a fixed rate, one integrity event (pair ${pair})`,
};
/** The fixed-rate pairs' rate once the closed-loop pairs have measured plain throughput. */
let fixedRatePerSecond: number | undefined;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** The fixture's size when the database already holds it, else null. */
async function existingFixture(): Promise<{ students: number; attempts: number } | null> {
  const exists = await adminQuery(`select 1 from pg_database where datname = '${databaseName}'`);
  if (exists.rowCount === 0) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ students: number; attempts: number }>(
      `select (select count(*) from students where id < 1000000)::int as students,
              (select reltuples::bigint from pg_class where relname = 'exam_attempts')::int as attempts`,
    );
    const row = rows[0];
    return row && row.attempts > 0 ? row : null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

let seeded: LargeFixture | null = null;
const wanted = largeFixtureCounts();
const existing = process.env.BENCH_LARGE_RESEED === '1' ? null : await existingFixture();
if (!existing) {
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
  await adminQuery(`create database ${databaseName}`);
  console.log(
    `Seeding ${databaseName}: ${wanted.students} students × ${wanted.attemptsPerStudent} attempts…`,
  );
  seeded = await seedLargeFixture(databaseUrl, wanted);
  console.table(seeded.steps.map((s) => ({ ...s, seconds: s.seconds.toFixed(1) })));
  console.log(`Seeded in ${seeded.seedSeconds.toFixed(0)} s`);
} else {
  console.log(`Reusing ${databaseName}: ${existing.students} students, ~${existing.attempts} attempts`);
}
const studentCount = existing?.students ?? wanted.students;

// Apply any new migration before explaining (the app would on start).
const { connectDatabase } = await import('../apps/api/src/db/client.ts');
await (await connectDatabase({ kind: 'postgres', url: databaseUrl })).close();
await adminQuery(`select 1`);
{
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('analyze');
  await client.end();
}

let explained: ExplainedStatement[] = [];
if (parts.includes('explain')) {
  // A student in the middle of the fixture; run twice so the second reads a warm cache, as a
  // dashboard read after the first would.
  const studentId = Math.floor(studentCount / 2) + 1;
  await explainDashboards(databaseUrl, studentId);
  explained = await explainDashboards(databaseUrl, studentId);
  console.table(
    explained.map((row) => ({
      part: row.part,
      'exec ms': row.executionMs.toFixed(1),
      'plan ms': row.planningMs.toFixed(1),
      'buffers hit/read': `${row.sharedHit}/${row.sharedRead}`,
      nodes: row.nodes
        .filter((node) => /Scan/.test(node))
        .slice(0, 6)
        .join('; '),
    })),
  );
}

type Row = { scenario: string; target: string } & TailResult;
const rows: Row[] = [];

/**
 * Waits (up to a minute) until the database runs nothing for the app: a slow scenario leaves
 * statements running after its load stops, and the next scenario would measure them.
 */
async function settle() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      const { rows: active } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if ((active[0]?.n ?? 0) === 0) return;
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
    }
  } finally {
    await client.end();
  }
}
const push = async (row: Row) => {
  rows.push(row);
  await settle();
};
const firstCalls: { after: string; ms: number[] }[] = [];
const polling: ({ scenario: string } & PollResult)[] = [];
const format = (value: number, digits = 0) => value.toFixed(digits);

// BENCH_SKIP_BUILD=1 uses apps/api/dist as it is (e.g. to measure two runs of one build).
if ((parts.includes('dashboards') || parts.includes('saves')) && process.env.BENCH_SKIP_BUILD !== '1') {
  execSync('npm run build -w @vidya/api', { cwd: repoRoot, stdio: 'inherit' });
}

if (parts.includes('dashboards')) {
  // BENCH_LARGE_DASHBOARDS_PORT: another port when someone else's server may hold 4321 (the
  // bench would otherwise measure whatever answers there).
  const app = await startApp(Number(process.env.BENCH_LARGE_DASHBOARDS_PORT ?? 4321), {
    databaseUrl,
    env: { JWT_SECRET: BENCH_JWT_SECRET, SEED_DEMO: '0' },
  });
  try {
    const headers = await adminHeaders(app);
    const adminToken = (headers.authorization ?? '').replace('Bearer ', '');
    const admin = (path: string) => () => ({ path, token: adminToken });
    const bump = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(
        `insert into audit_events (actor_user_id, actor_email, actor_role, action, target_type, target_id, reason)
         values (1, 'bench.admin@example.com', 'admin', 'course.publish', 'course', 1, 'Benchmark change')`,
      );
      await client.end();
    };
    const analytics = `${app.url}/api/admin-portal/dashboard/analytics/`;
    // The first call after a change counts everything afresh (decision 024).
    const misses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await bump();
      misses.push(await timeOne(analytics, headers));
    }
    firstCalls.push({ after: 'analytics, first call after an admin change', ms: misses });
    await push({
      scenario: 'analytics, 20 conns (from the 60 s cache)',
      target: 'p95 ≤ 200 ms',
      ...(await loadGets(app.url, 20, admin('/api/admin-portal/dashboard/analytics/'))),
    });
    // An admin change every second while 20 connections read: misses included.
    let changing = true;
    const changer = (async () => {
      while (changing) {
        await bump();
        await new Promise((resolveDelay) => setTimeout(resolveDelay, 1000));
      }
    })();
    try {
      await push({
        scenario: 'analytics, 20 conns, an admin change every second',
        target: 'p95 ≤ 200 ms',
        ...(await loadGets(app.url, 20, admin('/api/admin-portal/dashboard/analytics/'))),
      });
    } finally {
      changing = false;
      await changer;
    }
    for (const days of [30, 90, 365]) {
      const path = `/api/admin-portal/growth-metrics/?days=${days}`;
      const first: number[] = [];
      for (let i = 0; i < 3; i += 1) first.push(await timeOne(`${app.url}${path}`, headers));
      firstCalls.push({ after: `growth metrics ${days} days, one at a time`, ms: first });
      await push({
        scenario: `growth metrics, ${days} days, 20 conns`,
        target: 'p95 ≤ 200 ms',
        ...(await loadGets(app.url, 20, admin(path))),
      });
    }
    await push({
      scenario: 'recent activity, page 1, 20 conns',
      target: 'p95 ≤ 200 ms',
      ...(await loadGets(app.url, 20, admin('/api/admin-portal/recent-activity/?page=1&page_size=10'))),
    });
    await push({
      scenario: 'recent activity, pages 1–20 in turn, 20 conns',
      target: 'reported',
      ...(await loadGets(app.url, 20, (n) => ({
        path: `/api/admin-portal/recent-activity/?page=${1 + (n % 20)}&page_size=10`,
        token: adminToken,
      }))),
    });
    // Students spread over the fixture, each request another student's token. Suspended students
    // (one in 97 of the fixture) are left out: their tokens are refused with 401, rightly, which
    // were the non-2xx answers of the first runs (decision 031).
    const tokens = createAccessTokens(BENCH_JWT_SECRET);
    const standing = await (async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows: found } = await client.query<{ id: number; user_id: number }>(
          `select id, user_id from students where id <= $1 and not is_suspended order by id`,
          [studentCount],
        );
        return found;
      } finally {
        await client.end();
      }
    })();
    const picked = Math.min(5000, standing.length);
    const signed = await Promise.all(
      Array.from({ length: picked }, (_, index) => {
        const student = standing[Math.floor((index * standing.length) / picked)];
        if (!student) throw new Error('no student to sign in');
        return tokens.sign({
          userId: student.user_id,
          role: 'student',
          profileId: student.id,
          sessionVersion: 0,
        });
      }),
    );
    const studentPick = (path: string) => (n: number) => ({ path, token: signed[n % signed.length] ?? '' });
    await push({
      scenario: `student dashboard stats, ${signed.length} students in turn, 50 conns`,
      target: 'p99 ≤ 50 ms',
      ...(await loadGets(app.url, 50, studentPick('/api/students/dashboard-stats/'))),
    });
    await push({
      scenario: `student streak, ${signed.length} students in turn, 50 conns`,
      target: 'reported',
      ...(await loadGets(app.url, 50, studentPick('/api/students/profile/streak/'))),
    });
  } finally {
    await app.stop();
  }
}

if (parts.includes('saves')) {
  // A class of 3,000 fresh students sits one exam on the large database; their saves are
  // measured alone, beside 10 polling admins, then in pairs: plain, then carrying one integrity
  // event each. One pair on a 2-core machine varies by a third from run to run (autovacuum, the
  // checkpointer and the page cache do not wait for the bench), so the event's cost is read as the
  // median of the pairs' ratios, each event run against the plain run just before it.
  const fixture = await prepareExamFixture(
    { kind: 'postgres', url: databaseUrl },
    Number(process.env.BENCH_STUDENTS ?? 3000),
  );
  const app = await startApp(Number(process.env.BENCH_LARGE_SAVES_PORT ?? 4322), {
    databaseUrl,
    env: { JWT_SECRET: BENCH_JWT_SECRET, SEED_DEMO: '0' },
  });
  try {
    const headers = await adminHeaders(app);
    const { attempts, errors } = await startStorm(app.url, fixture);
    if (errors > 0) console.warn(`${errors} students could not start`);
    const saves = (events: boolean) => () => answerSaves(app.url, fixture, attempts, { events });
    await push({ scenario: 'answer save, alone', target: '', ...(await saves(false)()) });
    const polled = await whileAdminsPoll(app.url, headers, saves(false));
    await push({
      scenario: 'answer save, 10 admins polling the dashboard every 5 s',
      target: '≤ 1.5 × alone',
      ...polled.result,
    });
    polling.push({ scenario: 'dashboard polls beside the saves', ...polled.polls });
    await openTestScreens(app.url, attempts);
    for (let pair = 1; pair <= savePairs; pair += 1) {
      await push({ scenario: closedPair.plain(pair), target: '', ...(await saves(false)()) });
      await push({
        scenario: closedPair.events(pair),
        target: 'median p99 ≤ 1.1 × plain',
        ...(await saves(true)()),
      });
    }
    await push({
      scenario: 'answer save + client id, no event',
      target: '',
      ...(await answerSaves(app.url, fixture, attempts, { events: false, clientIdOnly: true })),
    });
    // The same pairs at a fixed rate, a share of the plain saves' throughput: the latency a class
    // sees while the server has room, where the closed loop above measures its capacity.
    const plainNames = new Set(Array.from({ length: savePairs }, (_, index) => closedPair.plain(index + 1)));
    const plainRates = rows.filter((row) => plainNames.has(row.scenario));
    const ratePerSecond = Math.round(fixedRateShare * median(plainRates.map((row) => row.requestsPerSecond)));
    fixedRatePerSecond = ratePerSecond;
    const atRate = (events: boolean) =>
      answerSavesAtRate(app.url, fixture, attempts, { events, ratePerSecond });
    for (let pair = 1; pair <= savePairs; pair += 1) {
      await push({ scenario: fixedRatePair.plain(pair), target: '', ...(await atRate(false)) });
      await push({
        scenario: fixedRatePair.events(pair),
        target: `${ratePerSecond} req/s`,
        ...(await atRate(true)),
      });
    }
  } finally {
    await app.stop();
  }
}

console.log(
  `\n${cpus().length} CPUs, load average now ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}`,
);
console.table(
  rows.map((row) => ({
    scenario: row.scenario,
    'req/s': format(row.requestsPerSecond),
    'p50 ms': row.p50Ms,
    'p90 ms': row.p90Ms,
    'p97.5 ms': row.p975Ms,
    'p99 ms': row.p99Ms,
    errors: row.errors,
    non2xx:
      row.non2xx === 0
        ? 0
        : `${row.non2xx} (${Object.entries(row.statusCodes)
            .map(([code, n]) => `${code}: ${n}`)
            .join(', ')})`,
    'steal %': row.stealPercent ?? '',
    load: format(row.loadAverage, 1),
    target: row.target,
  })),
);
if (firstCalls.length > 0) {
  console.table(
    firstCalls.map((row) => ({ call: row.after, ms: row.ms.map((ms) => format(ms)).join(', ') })),
  );
}
if (polling.length > 0) console.table(polling);
const alone = rows.find((row) => row.scenario === 'answer save, alone');
const polledRow = rows.find((row) => row.scenario.startsWith('answer save, 10 admins'));
if (alone && polledRow) {
  console.log(
    `Answer save p99 beside 10 polling admins: ${polledRow.p99Ms} ms, ${format(polledRow.p99Ms / alone.p99Ms, 2)}× alone (${alone.p99Ms} ms)`,
  );
}
/** The median p99 and throughput ratios of one kind of pair. */
function summarisePairs(names: typeof closedPair, label: string) {
  const pairs = Array.from({ length: savePairs }, (_, index) => ({
    plain: rows.find((row) => row.scenario === names.plain(index + 1)),
    events: rows.find((row) => row.scenario === names.events(index + 1)),
  })).flatMap(({ plain, events }) => (plain && events ? [{ plain, events }] : []));
  if (pairs.length === 0) return;
  const p99Ratios = pairs.map(({ plain, events }) => events.p99Ms / plain.p99Ms);
  const rateRatios = pairs.map(({ plain, events }) => events.requestsPerSecond / plain.requestsPerSecond);
  console.log(
    `${label}, ${pairs.length} pairs: p99 ${pairs
      .map(({ plain, events }) => `${events.p99Ms}/${plain.p99Ms} ms`)
      .join(
        ', ',
      )}; median p99 ratio ${format(median(p99Ratios), 2)}× (target ≤ 1.1×); median throughput ratio ${format(median(rateRatios), 2)}×`,
  );
}
summarisePairs(closedPair, 'Answer save with one event against plain, as fast as answered');
summarisePairs(
  fixedRatePair,
  `Answer save with one event against plain, at ${fixedRatePerSecond ?? '?'} req/s (${format(fixedRateShare * 100)} % of plain)`,
);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/large.json', import.meta.url),
  JSON.stringify(
    { at: new Date().toISOString(), cpus: cpus().length, seeded, rows, firstCalls, polling, explained },
    null,
    2,
  ),
);
