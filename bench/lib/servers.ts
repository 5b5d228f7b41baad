import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';

const repoRoot = new URL('../../', import.meta.url).pathname;

export type RunningServer = {
  url: string;
  stop: () => Promise<void>;
  /** The server's resident memory now, in MiB (Linux; null elsewhere). */
  rssMiB: () => number | null;
  /** The server's process id, to sample its CPU (bench/lib/fleet.ts). */
  pid?: number;
};

/** A process's resident memory in MiB, from /proc (Linux); null where there is none. */
function readRssMiB(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`server at ${url} did not start within ${timeoutMs} ms`);
}

/**
 * Fails when another program already listens on `port`: the server started there would exit,
 * but the other program's answers would pass for its own (another benchmark on the machine).
 */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolveFree, rejectTaken) => {
    const probe = createServer();
    probe.once('error', (error) => rejectTaken(new Error(`port ${port} is taken: ${String(error)}`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolveFree()));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

/** The reference point: a bare Fastify answering a small JSON body, in its own process. */
export async function startBareFastify(port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(repoRoot, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, child);
  return { url, stop: () => stopChild(child), rssMiB: () => readRssMiB(child.pid) };
}

/** The real built API on a fresh data directory (PGlite) or a given PostgreSQL database. */
export async function startApp(
  port: number,
  options: { databaseUrl?: string; dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  await assertPortFree(port);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vidya-bench-'));
  const child = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health/`, child);
  return {
    url,
    pid: child.pid,
    rssMiB: () => readRssMiB(child.pid),
    stop: async () => {
      await stopChild(child);
      // A directory the caller handed in is the caller's to inspect and remove.
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
