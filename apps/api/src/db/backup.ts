import { existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { EmbeddedDatabase } from './pglite-thread.ts';

/**
 * Backups of the embedded database (issue #18, decision 034). PGlite's data directory belongs to
 * the one process that opened it, so a backup taken while the app runs is made by that process:
 * `npm run backup` writes what it wants into DATA_DIR/backup-request.json and signals the server
 * (SIGUSR2, found through DATA_DIR/server.pid); the server dumps the database between
 * transactions and writes the file. With no server running the command opens the directory
 * itself. Only someone who may signal the server's process (its user, or root) can ask for one.
 */

/** The sub-directory of DATA_DIR that holds the embedded database (db/client.ts). */
export const PGDATA = 'pgdata';
export const PID_FILE = 'server.pid';
export const REQUEST_FILE = 'backup-request.json';
export const BACKUP_SIGNAL = 'SIGUSR2';

type BackupRequest = { file: string };
/** What the server leaves beside the backup it was asked for, so the command can report it. */
export const outcomeFileOf = (file: string) => `${file}.outcome.json`;
type BackupOutcome = { ok: true; bytes: number } | { ok: false; error: string };

/** A running server's database on its thread (db/pglite-thread.ts), or a PGlite opened here. */
type Dumpable = Pick<EmbeddedDatabase, 'transaction' | 'dumpDataDir'>;

/**
 * A consistent dump of a running PGlite: a transaction holds every other query and transaction
 * back while a checkpoint writes the buffers out and the data directory is copied as a gzipped
 * tarball, which `PGlite.create({ loadDataDir })` opens again.
 */
export async function dumpDatabase(client: Dumpable): Promise<Blob> {
  return client.transaction(async (tx) => {
    await tx.query('CHECKPOINT');
    return client.dumpDataDir('gzip');
  });
}

/** Writes the dump beside its final name and renames it, so a half-written backup never shows. */
export async function writeBackup(client: Dumpable, file: string): Promise<number> {
  const blob = await dumpDatabase(client);
  const bytes = Buffer.from(await blob.arrayBuffer());
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes.length;
}

/**
 * Lets `npm run backup` reach the running server: writes DATA_DIR/server.pid and answers
 * SIGUSR2 by writing the backup the request file names. Returns the clean-up for shutdown.
 */
export function listenForBackupRequests(options: {
  dataDir: string;
  client: Dumpable;
  log: { info: (message: string) => void; error: (object: object, message: string) => void };
}): () => void {
  const { dataDir, client, log } = options;
  const pidFile = join(dataDir, PID_FILE);
  writeFileSync(pidFile, String(process.pid));
  let running: Promise<void> = Promise.resolve();
  const onSignal = () => {
    running = running.then(async () => {
      let request: BackupRequest;
      try {
        request = JSON.parse(readFileSync(join(dataDir, REQUEST_FILE), 'utf8')) as BackupRequest;
        unlinkSync(join(dataDir, REQUEST_FILE));
      } catch {
        return; // a signal without a request: nothing was asked
      }
      const file = resolve(dataDir, request.file);
      let outcome: BackupOutcome;
      try {
        outcome = { ok: true, bytes: await writeBackup(client, file) };
        log.info(`backup written to ${file}`);
      } catch (error) {
        log.error({ err: error }, 'backup failed');
        outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      await writeFile(outcomeFileOf(file), JSON.stringify(outcome)).catch(() => undefined);
    });
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return () => {
    process.off(BACKUP_SIGNAL, onSignal);
    rmSync(pidFile, { force: true });
  };
}

/** The pid of a running server of this data directory, if there is one. */
export function runningServerPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, PID_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  // After a crash the file outlives its server and the pid may now be another program's, which
  // SIGUSR2 would end: where /proc tells, the process must be Node.
  const commandLine = `/proc/${pid}/cmdline`;
  if (
    existsSync('/proc/self') &&
    (!existsSync(commandLine) || !readFileSync(commandLine, 'latin1').includes('node'))
  ) {
    return undefined;
  }
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it runs, as another user; ESRCH: the file outlived its server.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * Asks the running server for a backup into `file` and waits for its answer (the dump of a large
 * database takes a while; `timeoutMs` bounds the wait).
 */
export async function requestBackup(options: {
  dataDir: string;
  pid: number;
  file: string;
  timeoutMs?: number;
}): Promise<number> {
  const { dataDir, pid, file, timeoutMs = 10 * 60_000 } = options;
  const outcomeFile = outcomeFileOf(file);
  rmSync(outcomeFile, { force: true });
  writeFileSync(join(dataDir, REQUEST_FILE), JSON.stringify({ file } satisfies BackupRequest));
  process.kill(pid, BACKUP_SIGNAL);
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(outcomeFile)) {
    if (Date.now() > deadline) throw new Error(`The server (pid ${pid}) did not answer the backup request.`);
    await new Promise((done) => setTimeout(done, 200));
  }
  const outcome = JSON.parse(await readFile(outcomeFile, 'utf8')) as BackupOutcome;
  rmSync(outcomeFile, { force: true });
  if (!outcome.ok) throw new Error(`The server could not write the backup: ${outcome.error}`);
  return outcome.bytes;
}

/** The embedded database as the server opens it, with pg_trgm (db/pglite-worker.mjs). */
async function openEmbedded(dataDir: string, loadDataDir?: Blob) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** Opens the data directory of a stopped server and writes a backup of it. */
export async function backupStoppedDatabase(dataDir: string, file: string): Promise<number> {
  const client = await openEmbedded(join(dataDir, PGDATA));
  try {
    return await writeBackup(client, file);
  } finally {
    await client.close();
  }
}

/**
 * Reads a backup into DATA_DIR's database directory, which must not hold a database yet: a
 * restore never overwrites data (move the old directory away first).
 */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const target = join(dataDir, PGDATA);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} already holds a database: move it away (or choose another DATA_DIR) first.`);
  }
  const bytes = await readFile(file);
  await mkdir(target, { recursive: true });
  const client = await openEmbedded(target, new Blob([bytes]));
  // A first query proves the files open as a database before the command says it is done.
  await client.query('select 1');
  await client.close();
}
