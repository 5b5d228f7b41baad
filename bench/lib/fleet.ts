// The exam storms through nginx to several built API processes on one PostgreSQL and one Redis
// (issue #18), and where the CPU goes while they run: the API processes, nginx, PostgreSQL's
// backends, Redis and the load generator itself, sampled from /proc, with the bench database's
// connections from pg_stat_activity. What bench/README.md's 4-node prediction rests on.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { nginxConfig } from '../../e2e/fleet/nginx-config.mjs';
import { startApp, type RunningServer } from './servers.ts';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type Fleet = RunningServer & {
  /** The API processes' pids, then nginx's master. */
  apiPids: number[];
  nginxPid: number | undefined;
};

async function untilAnswering(url: string, nginx: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`nginx at ${url} did not answer within 30 s`);
}

/**
 * `processes` built API processes on `databaseUrl` and `redisUrl`, started together (migrations
 * and the demo seed happen once, under their locks), behind nginx on `port` with the processes
 * on the ports after it. `clients` is how many connections nginx must hold at once.
 */
export async function startFleet(options: {
  processes: number;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  clients: number;
  env?: Record<string, string>;
}): Promise<Fleet> {
  const apiPorts = Array.from({ length: options.processes }, (_, index) => options.port + 1 + index);
  const apps = await Promise.all(
    apiPorts.map((apiPort) =>
      startApp(apiPort, {
        databaseUrl: options.databaseUrl,
        // One shared data directory (mail outbox, uploads), as a shared volume would be.
        dataDir: options.dataDir,
        env: { REDIS_URL: options.redisUrl, TRUST_PROXY: '1', ...options.env },
      }),
    ),
  );
  const stopApps = () => Promise.all(apps.map((app) => app.stop()));
  const nginxDir = mkdtempSync(join(tmpdir(), 'vidya-bench-nginx-'));
  // Started as root, nginx's worker runs as nobody and must reach its temporary directories.
  chmodSync(nginxDir, 0o755);
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    nginxConfig({
      listen: options.port,
      upstreams: apiPorts,
      dir: nginxDir,
      // Each client's connection and, while its request runs, one to an API process: 20,000 for
      // 10,000 students, over two workers (one per core, nginx's `auto` here) so that each stays
      // under the open-file limit (20,000 on this machine), with a fifth to spare for an uneven
      // spread.
      workerProcesses: 2,
      workerConnections: Math.min(19_000, Math.max(1024, Math.ceil(1.2 * options.clients) + 1024)),
    }),
  );
  const nginx = spawn(NGINX_PATH, ['-c', join(nginxDir, 'nginx.conf'), '-p', nginxDir, '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolveExit) => nginx.once('exit', resolveExit));
      nginx.kill('SIGTERM');
      await exited;
    }
    await stopApps();
    rmSync(nginxDir, { recursive: true, force: true });
  };
  try {
    await untilAnswering(`${url}/api/health/ready/`, nginx);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    stop,
    rssMiB: () => apps.reduce((sum, app) => sum + (app.rssMiB() ?? 0), 0),
    apiPids: apps.map((app) => app.pid).filter((pid): pid is number => pid !== undefined),
    nginxPid: nginx.pid,
  };
}

/** nginx is there to run (Debian's nginx-light); the fleet rows are skipped without it. */
export const hasNginx = () => existsSync(NGINX_PATH);

// --- Where the CPU goes during a storm -----------------------------------------------------

/** CPU seconds and the share of one core, per part of the deployment, over a storm. */
export type Usage = {
  elapsedS: number;
  cpuSeconds: Record<UsageGroup, number>;
  /** The bench database's connections (pg_stat_activity): at most open, at most active. */
  maxConnections: number;
  maxActive: number;
};
export type UsageGroup = 'api' | 'nginx' | 'postgres' | 'redis' | 'load generator';

const TICKS_PER_SECOND = 100;

/** utime + stime (clock ticks), ppid and the command line of a process, from /proc. */
function readProcess(pid: number): { ticks: number; ppid: number; cmdline: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which sits in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), ppid: Number(fields[1]), cmdline };
  } catch {
    return null;
  }
}

/**
 * Samples every 250 ms until `stop()`: the API processes, nginx (master and worker), the
 * PostgreSQL backends serving `databaseName` plus the server's own writers (WAL, checkpoints),
 * Redis, and this process (the load generator). Another run's backends on the same server are
 * not counted; Redis is one server, shared with whatever else uses it.
 */
export function sampleUsage(options: {
  apiPids: number[];
  nginxPid?: number;
  databaseUrl: string;
  databaseName: string;
}): { stop: () => Promise<Usage> } {
  const groupOf = (pid: number, info: { ppid: number; cmdline: string }): UsageGroup | null => {
    if (options.apiPids.includes(pid)) return 'api';
    if (options.nginxPid !== undefined && (pid === options.nginxPid || info.ppid === options.nginxPid))
      return 'nginx';
    if (info.cmdline.startsWith('postgres:')) {
      if (info.cmdline.includes(` ${options.databaseName} `)) return 'postgres';
      if (/walwriter|checkpointer|background writer|autovacuum launcher/.test(info.cmdline))
        return 'postgres';
      return null;
    }
    if (info.cmdline.startsWith('redis-server')) return 'redis';
    return null;
  };
  const first = new Map<number, number>();
  const last = new Map<number, { group: UsageGroup; ticks: number }>();
  const scan = (isFirst: boolean) => {
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || pid === process.pid) continue;
      const info = readProcess(pid);
      if (!info) continue;
      const group = groupOf(pid, info);
      if (!group) continue;
      // A backend the pool opened during the storm counts from zero.
      if (isFirst) first.set(pid, info.ticks);
      else if (!first.has(pid)) first.set(pid, 0);
      last.set(pid, { group, ticks: info.ticks });
    }
  };
  scan(true);
  const ownBefore = process.cpuUsage();
  const began = performance.now();
  let maxConnections = 0;
  let maxActive = 0;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  const connected = client.connect().catch(() => undefined);
  let polling = false;
  const timer = setInterval(() => {
    scan(false);
    if (polling) return;
    polling = true;
    void connected
      .then(() =>
        client.query<{ open: number; active: number }>(
          `select count(*)::int as open, (count(*) filter (where state = 'active'))::int as active
             from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [options.databaseName],
        ),
      )
      .then((result) => {
        const row = result?.rows[0];
        if (row) {
          maxConnections = Math.max(maxConnections, row.open);
          maxActive = Math.max(maxActive, row.active);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        polling = false;
      });
  }, 250);
  return {
    stop: async () => {
      clearInterval(timer);
      scan(false);
      const elapsedS = (performance.now() - began) / 1000;
      const own = process.cpuUsage(ownBefore);
      const cpuSeconds: Record<UsageGroup, number> = {
        api: 0,
        nginx: 0,
        postgres: 0,
        redis: 0,
        'load generator': (own.user + own.system) / 1e6,
      };
      for (const [pid, { group, ticks }] of last) {
        cpuSeconds[group] += (ticks - (first.get(pid) ?? 0)) / TICKS_PER_SECOND;
      }
      await connected;
      await client.end().catch(() => undefined);
      return { elapsedS, cpuSeconds, maxConnections, maxActive };
    },
  };
}
