// The built web app the journeys load (apps/web/dist), built first if it is missing or older than
// its sources, as `npm start` would. Shared by the one-process server (serve.mjs) and the fleet
// run (fleet/run.mjs), so `npm test` builds the web app once.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const webDist = join(root, 'apps/web/dist');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite-plugins',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const indexFile = join(webDist, 'index.html');
const isStale = () =>
  !existsSync(indexFile) ||
  statSync(indexFile).mtimeMs < Math.max(...webSources.map((source) => newestMtime(join(root, source))));

/** Builds the web app when its build is missing or stale; exits the process if the build fails. */
export function ensureWebBuilt() {
  if (!isStale()) return;
  const result = spawnSync('npm', ['run', 'build', '-w', '@vidya/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
