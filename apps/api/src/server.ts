import { buildApp } from './app.ts';
import { connectDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed.ts';
import { loadEnv } from './env.ts';
import { describeError } from './lib/logging.ts';

const SHUTDOWN_GRACE_MS = 10_000;
const LISTEN_BACKLOG = 4096;

async function main() {
  const env = loadEnv();
  const database = await connectDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.dataDir },
  );
  const app = await buildApp({ env, database });
  if (env.seedDemo && (await seedDemoIfEmpty(database.db))) {
    app.log.info(
      'Demo data created: sign in as admin@example.com, college@example.com or student@example.com (password Demo@1234).',
    );
  }

  // New requests get 503 while in-flight ones finish, then the server and the database close.
  // A second signal, or the grace period running out, ends the process at once.
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) process.exit(1);
    isClosing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.drain();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // A whole class connects within the same second when an exam opens: keep room for their
  // connections in the accept queue (the kernel caps it at net.core.somaxconn).
  await app.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG });
  app.log.info(`${env.BRAND_NAME} is running at ${env.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});
