// The fleet the browser journeys run against with E2E_FLEET=1 (issue #18): two built API
// processes on one throwaway PostgreSQL database and one Redis, behind nginx (Debian's package)
// doing plain round-robin with no sticky sessions, as a college would deploy several processes.
//
// It builds nothing: `npm run test:e2e:fleet` builds the web app and the API first. It runs
// until it gets SIGTERM or SIGINT (Playwright sends SIGTERM to its process group), then stops
// nginx and the API processes, drops the database and removes nginx's temporary directory.
//
//   E2E_PORT          nginx's port (the journeys' base URL); the API processes take the next two
//   E2E_FLEET_API_PORTS  or these, comma-separated (as many processes as ports)
//   E2E_DATA_DIR      wiped first; shared by both processes (mail outbox, uploads: a shared volume)
//   TEST_DATABASE_URL the PostgreSQL server the throwaway database is created on
//   TEST_REDIS_URL    the Redis both processes share
//   NGINX_PATH        defaults to /usr/sbin/nginx
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig } from './nginx-config.mjs';

const root = new URL('../..', import.meta.url).pathname;
const pg = createRequire(join(root, 'apps/api/package.json'))('pg');

const nginxPort = Number(process.env.E2E_PORT ?? 3100);
const apiPorts = process.env.E2E_FLEET_API_PORTS
  ? process.env.E2E_FLEET_API_PORTS.split(',').map(Number)
  : [nginxPort + 1, nginxPort + 2];
const dataDir = process.env.E2E_DATA_DIR ?? join(root, 'e2e/.run-data');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const serverJs = join(root, 'apps/api/dist/server.js');
const webDist = join(root, 'apps/web/dist');
for (const [file, how] of [
  [serverJs, 'npm run build -w @vidya/api'],
  [join(webDist, 'index.html'), 'npm run build'],
  [nginxPath, 'apt-get install nginx-light'],
]) {
  if (!existsSync(file)) fail(`${file} is missing: run \`${how}\` first`);
}

const log = (line) => console.log(`[fleet] ${line}`);
function fail(message) {
  console.error(`[fleet] ${message}`);
  process.exit(1);
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// A copy of the built web app taken now, so a rebuild while the journeys run cannot remove the
// chunks their pages load (as serve.mjs does for the single-process run).
const webCopy = join(dataDir, 'dist');
cpSync(webDist, webCopy, { recursive: true });

// One throwaway database per run, on the shared server.
const databaseName = `vidya_fleet_${process.pid}_${randomBytes(3).toString('hex')}`;
async function onAdminDatabase(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
await onAdminDatabase(`CREATE DATABASE ${databaseName}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;

// Rate-limit and attempt counters of other runs on the same Redis (the API tests sign in as the
// same demo people) stay out of this run's way in a database of its own; pub/sub is server-wide,
// and news from another run only makes a process forget a cache.
const fleetRedis = new URL(redisUrl);
fleetRedis.pathname = `/${process.env.E2E_FLEET_REDIS_DB ?? '6'}`;

const children = [];
let isStopping = false;

function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim() !== '') out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  const exited = new Promise((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  exited.then(({ code, signal }) => {
    if (!isStopping) {
      console.error(`[fleet] ${name} ended on its own (code ${code}, signal ${signal}); stopping the fleet`);
      void stop(1);
    }
  });
  children.push({ name, child, exited });
  return child;
}

// Both processes start at once on the empty database, as a fleet does: migrations and the demo
// seed must each happen once (advisory locks in db/client.ts and db/seed.ts).
const jwtSecret = randomBytes(48).toString('base64url');
const publicUrl = `http://127.0.0.1:${nginxPort}`;
apiPorts.forEach((port, index) =>
  start(`api-${index + 1}`, process.execPath, [serverJs], {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webCopy,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: fleetRedis.toString(),
    // Every process must sign and check tokens with the same secret.
    JWT_SECRET: jwtSecret,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    // Journeys sign in many times from one address; the per-account limit still applies.
    AUTH_IP_LIMIT_PER_MINUTE: '10000',
  }),
);

const nginxDir = mkdtempSync(join(tmpdir(), 'vidya-nginx-'));
// Started as root, nginx's workers run as nobody and must reach the temporary directories in it.
chmodSync(nginxDir, 0o755);
writeFileSync(
  join(nginxDir, 'nginx.conf'),
  nginxConfig({ listen: nginxPort, upstreams: apiPorts, dir: nginxDir }),
);

/** Resolves once the process on `port` says it is ready (database, Redis, migrations). */
async function untilReady(port) {
  for (;;) {
    if (isStopping) return;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/ready/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
}
await Promise.all(apiPorts.map(untilReady));
if (!isStopping) {
  start('nginx', nginxPath, ['-c', join(nginxDir, 'nginx.conf'), '-p', nginxDir, '-e', 'stderr']);
  log(`nginx on ${publicUrl} → API processes on ${apiPorts.join(', ')} (database ${databaseName})`);
}

async function stop(code) {
  if (isStopping) return;
  isStopping = true;
  for (const { child } of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  // The API processes drain within 10 s and exit within 12 s (server.ts); nginx at once.
  const stragglers = setTimeout(() => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 15_000);
  await Promise.all(children.map(({ exited }) => exited));
  clearTimeout(stragglers);
  await onAdminDatabase(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch((error) =>
    console.error(`[fleet] could not drop ${databaseName}: ${error.message}`),
  );
  rmSync(nginxDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
