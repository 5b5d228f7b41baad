import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup, runningServerPid } from '../db/backup.ts';
import { loadEnv } from '../env.ts';
import { describeError } from '../lib/logging.ts';

const USAGE = 'Usage: npm run restore -- <backup.tar.gz>   (into DATA_DIR, which must hold no database yet)';

/** `npm run restore`: reads a backup of `npm run backup` into DATA_DIR's database directory. */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [file] = positionals;
  if (!file) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deploy.md, "Backup and restore").',
    );
    process.exit(2);
  }
  const pid = runningServerPid(env.dataDir);
  if (pid !== undefined) {
    console.error(`A server (pid ${pid}) is running on ${env.dataDir}: stop it first.`);
    process.exit(1);
  }
  await restoreBackup(resolve(env.workingDir, file), env.dataDir);
  console.log(`Restored ${file} into ${env.dataDir}. Start the app as usual.`);
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});
