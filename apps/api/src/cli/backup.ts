import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupStoppedDatabase, requestBackup, runningServerPid } from '../db/backup.ts';
import { loadEnv } from '../env.ts';
import { describeError } from '../lib/logging.ts';

const USAGE = 'Usage: npm run backup [-- --out <file.tar.gz>]';

/** `npm run backup`: a consistent copy of the embedded database, while the app runs or not. */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/deploy.md, "Backup and restore").',
    );
    process.exit(2);
  }
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = resolve(env.workingDir, values.out ?? join(env.dataDir, 'backups', `vidya-${stamp}.tar.gz`));
  const pid = runningServerPid(env.dataDir);
  const bytes =
    pid === undefined
      ? await backupStoppedDatabase(env.dataDir, file)
      : await requestBackup({ dataDir: env.dataDir, pid, file });
  const how = pid === undefined ? 'the server is not running' : `written by the running server, pid ${pid}`;
  console.log(`Backup written to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB; ${how}).`);
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});
