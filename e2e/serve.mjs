// The server the browser journeys run against: the built app, exactly as `npm start` runs it,
// on a data directory wiped first so every run starts from the demo seed.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWebBuilt, webDist } from './web-build.mjs';

// E2E_DATA_DIR lets two runs share a checkout (each on its own E2E_PORT) without wiping each other.
const dataDir = process.env.E2E_DATA_DIR ?? new URL('./.run-data/', import.meta.url).pathname;
rmSync(dataDir, { recursive: true, force: true });

// The journeys run against a copy of the built web app taken now: a rebuild of apps/web/dist
// while they run (another command in the same checkout) would otherwise remove the chunks the
// pages are about to load. It is built first if missing or stale (web-build.mjs).
ensureWebBuilt();

// Named dist/ so that lint, which skips every dist/, leaves this copy of built code alone.
const webCopy = join(dataDir, 'dist');
/** Whether every script and stylesheet index.html names is in the copy (no build was half-way). */
const isCompleteCopy = () => {
  const index = join(webCopy, 'index.html');
  if (!existsSync(index)) return false;
  const assets = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)];
  return assets.every(([, asset]) => existsSync(join(webCopy, asset)));
};
for (let attempt = 1; ; attempt += 1) {
  rmSync(webCopy, { recursive: true, force: true });
  cpSync(webDist, webCopy, { recursive: true });
  if (isCompleteCopy()) break;
  if (attempt === 5) throw new Error(`${webDist} stayed incomplete; is a build stuck?`);
  await new Promise((resolveWait) => setTimeout(resolveWait, 3000));
}

Object.assign(process.env, {
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webCopy,
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  SEED_DEMO: '1',
  LOG_LEVEL: 'warn',
  // Journeys sign in many times from one address; the per-account limit still applies.
  AUTH_IP_LIMIT_PER_MINUTE: '10000',
});
await import('../scripts/start.mjs');
