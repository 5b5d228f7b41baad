// Bundles the API (and the workspace contract it imports as TypeScript) into dist/; third-party
// packages stay in node_modules.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    'create-admin': 'src/cli/create-admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@vidya/')),
  logLevel: 'warning',
});

// The embedded database's thread is plain JavaScript loaded by URL beside the bundle (db/pglite-thread.ts).
copyFileSync('src/db/pglite-worker.mjs', 'dist/pglite-worker.mjs');
