// The server the browser journeys run against: the built app, exactly as `npm start` runs it,
// on a data directory wiped first so every run starts from the demo seed.
import { rmSync } from 'node:fs';

const dataDir = new URL('./.run-data/', import.meta.url).pathname;
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  SEED_DEMO: '1',
  LOG_LEVEL: 'warn',
  // Journeys sign in many times from one address; the per-account limit still applies.
  AUTH_IP_LIMIT_PER_MINUTE: '10000',
});
await import('../scripts/start.mjs');
