// `npm start`: builds whatever is missing or older than its sources, then runs the API, which
// also serves the built web app, in this one process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

function buildIfStale(label, output, sources, workspace) {
  const outputPath = join(root, output);
  if (existsSync(outputPath) && statSync(outputPath).mtimeMs >= newestMtime(sources)) return;
  console.log(`Building ${label}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contract = ['packages/contract/src'];
buildIfStale(
  'the web app',
  'apps/web/dist/index.html',
  [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'apps/web/vite-plugins',
    'apps/web/lingui.config.ts',
    ...contract,
  ],
  '@vidya/web',
);
buildIfStale('the API', 'apps/api/dist/server.js', ['apps/api/src', ...contract], '@vidya/api');

process.env.NODE_ENV ??= 'production';
await import(join(root, 'apps/api/dist/server.js'));
