// `npm run bench`: every scenario as a ratio to a bare Fastify measured in the same run on the
// same machine, so the numbers mean something whatever the hardware. Not part of `npm test`.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { measure, type LoadResult } from './lib/load.ts';
import { startApp, startBareFastify } from './lib/servers.ts';

type Row = { scenario: string; target: string } & LoadResult & { ratio: number };

const repoRoot = new URL('../', import.meta.url).pathname;
execSync('npm run build -w @vidya/api', { cwd: repoRoot, stdio: 'inherit' });

const bare = await startBareFastify(4310);
const baseline = await measure(`${bare.url}/`);
await bare.stop();

const rows: Row[] = [];
const app = await startApp(4311);
try {
  const health = await measure(`${app.url}/api/health/`);
  rows.push({
    scenario: 'GET /api/health/',
    target: '≥ 0.75',
    ...health,
    ratio: health.requestsPerSecond / baseline.requestsPerSecond,
  });
} finally {
  await app.stop();
}

const format = (value: number, digits = 0) => value.toFixed(digits);
console.log(
  `\nBare Fastify: ${format(baseline.requestsPerSecond)} req/s, p99 ${baseline.p99Ms} ms (100 connections)`,
);
console.table(
  rows.map((row) => ({
    scenario: row.scenario,
    'req/s': format(row.requestsPerSecond),
    'p99 ms': row.p99Ms,
    errors: row.errors,
    non2xx: row.non2xx,
    'ratio to bare': format(row.ratio, 2),
    target: row.target,
  })),
);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/latest.json', import.meta.url),
  JSON.stringify({ at: new Date().toISOString(), cpus: cpus().length, baseline, rows }, null, 2),
);
