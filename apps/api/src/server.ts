import { buildApp } from './app.ts';
import { listenForBackupRequests } from './db/backup.ts';
import { connectDatabase, databaseTargetOf } from './db/client.ts';
import { seedDemoIfEmpty } from './modules/demo/index.ts';
import { loadEnv } from './env.ts';
import { shutDownGracefully } from './lib/graceful-shutdown.ts';
import { describeError } from './lib/logging.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/** Time the database gets to close after the grace period has cut the connections. */
const DATABASE_CLOSE_MARGIN_MS = 2_000;
const LISTEN_BACKLOG = 4096;

async function main() {
  const env = loadEnv();
  const database = await connectDatabase(databaseTargetOf(env));
  const app = await buildApp({ env, database });
  if (env.seedDemo && (await seedDemoIfEmpty(database.db))) {
    app.log.info(
      'Demo data created: sign in as admin@example.com, college@example.com or student@example.com (password Demo@1234).',
    );
  }

  // `npm run backup` asks this process for a dump of the embedded database (db/backup.ts).
  const stopBackups = database.pglite
    ? listenForBackupRequests({ dataDir: env.dataDir, client: database.pglite, log: app.log })
    : () => undefined;
  app.addHook('onClose', async () => stopBackups());

  // Readiness turns 503 and new requests get 503 while in-flight ones finish, then the server
  // and the database close (lib/graceful-shutdown.ts, decision 005). A second signal ends the
  // process at once; so does a database that has not closed shortly after the grace period.
  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) process.exit(1);
    isClosing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + DATABASE_CLOSE_MARGIN_MS).unref();
    shutDownGracefully(app, database, { graceMs: SHUTDOWN_GRACE_MS }).then(
      (outcome) => {
        if (outcome === 'forced') app.log.warn('shutdown grace period ran out: open connections were cut');
        process.exit(outcome === 'clean' ? 0 : 1);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // A whole class connects within the same second when an exam opens: keep room for their
  // connections in the accept queue (the kernel caps it at net.core.somaxconn).
  await app.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG });
  app.log.info(`${env.BRAND_NAME} is running at ${env.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});
