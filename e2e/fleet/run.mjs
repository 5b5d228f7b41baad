// `npm run test:e2e:fleet`: the whole journey suite again, through nginx in front of two API
// processes on PostgreSQL and Redis (start-fleet.mjs, issue #18). Like the API suite's PostgreSQL
// run, it needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both) and says so when they are
// missing instead of failing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
// The fleet runs the built API itself (two processes must not each build it), so build both first.
run('npm', ['run', 'build']);
run('npm', ['run', 'build', '-w', '@vidya/api']);
run('npm', ['test', '-w', '@vidya/e2e', '--', ...process.argv.slice(2)], { ...process.env, E2E_FLEET: '1' });
