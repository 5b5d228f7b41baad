// `npm run test:e2e:fleet`: the journeys tagged @fleet (FLEET in tests/fixtures.ts: what only
// several processes can break) again, through nginx in front of two API processes on PostgreSQL
// and Redis (start-fleet.mjs, issues #18 and #39). Like the API suite's PostgreSQL run, it needs
// TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both) and says so when they are missing instead
// of failing. Extra arguments go to Playwright; E2E_FLEET_ALL=1 runs every journey through it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureWebBuilt } from '../web-build.mjs';

const root = new URL('../..', import.meta.url).pathname;
const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.log(`Fleet journeys skipped: set ${missing.join(' and ')} (CI sets both).`);
  process.exit(0);
}
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
if (!existsSync(nginx)) {
  console.error(`Fleet journeys need nginx at ${nginx}: apt-get install nginx-light (or set NGINX_PATH).`);
  process.exit(1);
}

const run = (command, args, env = process.env) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// The fleet runs the built API itself (two processes must not each build it). The web app is
// built once: `npm test` built it for the one-process run just before.
ensureWebBuilt();
run('npm', ['run', 'build', '-w', '@vidya/api']);
const grep = process.env.E2E_FLEET_ALL === '1' ? [] : ['--grep', '@fleet'];
run('npm', ['test', '-w', '@vidya/e2e', '--', ...grep, ...process.argv.slice(2)], {
  ...process.env,
  E2E_FLEET: '1',
});
