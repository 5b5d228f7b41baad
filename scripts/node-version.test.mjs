// The Node.js the repository asks for (issue #11): every workspace says the same, every locked
// package runs on it (npm warns EBADENGINE on install otherwise), and `npm start` and
// `npm run dev` refuse an older one with a message saying what to install.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const { refusalFor } = createRequire(import.meta.url)('./require-node.cjs');
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const manifest = readJson('package.json');
const range = manifest.engines.node;
/** The oldest version of each release line the range allows. */
const oldestAllowed = range.split('||').map((alternative) => semver.minVersion(alternative).version);

describe('Node.js version', () => {
  it('is the same in every workspace as in the repository', () => {
    const ranges = Object.fromEntries(
      manifest.workspaces.map((workspace) => [
        workspace,
        readJson(`${workspace}/package.json`).engines?.node,
      ]),
    );
    expect(ranges).toEqual(Object.fromEntries(manifest.workspaces.map((workspace) => [workspace, range])));
  });

  it('is one every locked package runs on, down to the oldest allowed', () => {
    const refusing = [];
    for (const [path, entry] of Object.entries(readJson('package-lock.json').packages)) {
      const wanted = entry.engines?.node;
      if (!wanted || !semver.validRange(wanted)) continue;
      for (const version of oldestAllowed) {
        if (!semver.satisfies(version, wanted))
          refusing.push(`${path}@${entry.version} wants ${wanted}, not ${version}`);
      }
    }
    expect(refusing).toEqual([]);
  });

  it('is checked first by npm start and npm run dev', () => {
    expect(manifest.scripts.start).toMatch(/^node scripts\/require-node\.cjs && /);
    expect(manifest.scripts.dev).toMatch(/^node scripts\/require-node\.cjs && /);
    const check = spawnSync(process.execPath, [join(root, 'scripts/require-node.cjs')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });

  it('refuses an older Node.js, or one between the allowed lines, and says what to install', () => {
    const allowed = '^20.19.0 || ^22.13.0 || >=24.0.0';
    for (const version of ['12.22.9', '18.20.8', '20.18.3', '21.7.3', '22.12.0', '23.11.1']) {
      expect(refusalFor(version, allowed)).toBe(
        `Vidya needs Node.js 20.19.0 or a later 20.x, or 22.13.0 or a later 22.x, or 24.0.0 or newer; this is Node.js ${version}.\n` +
          'Install a current Node.js LTS release (https://nodejs.org/) and run the command again.',
      );
    }
    for (const version of ['20.19.0', '20.20.2', '22.13.0', '22.20.0', '24.0.0', '26.1.0']) {
      expect(refusalFor(version, allowed)).toBeNull();
    }
    expect(refusalFor(process.versions.node, range)).toBeNull();
  });
});
