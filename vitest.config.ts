import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import FileTimesReporter from './scripts/vitest-file-times.mjs';

// One `vitest run` covers every workspace. The API suite runs once on embedded PGlite and, when
// TEST_DATABASE_URL is set (CI sets it), once more on a real PostgreSQL server.
const apiProjects = [
  {
    extends: './apps/api/vitest.config.ts',
    test: { name: 'api:pglite', root: './apps/api', env: { TEST_DB: 'pglite' } },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: './apps/api/vitest.config.ts',
          // The database-free unit tests under src/ run once, in the PGlite project.
          test: {
            name: 'api:postgres',
            root: './apps/api',
            exclude: ['src/**'],
            env: { TEST_DB: 'postgres' },
          },
        },
      ]
    : []),
];

/** Where CI keeps each run's per-file durations (a JSON report), e.g. `.ci/out` (issue #39). */
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    reporters: reportDir
      ? [
          'default',
          ['json', { outputFile: `${reportDir}/vitest.json` }],
          new FileTimesReporter(`${reportDir}/vitest-files.json`),
        ]
      : ['default'],
    // Vitest's default is one worker fewer than the cores: on a 2-core machine (CI's) that is one,
    // and the unit layer ran file after file on one core, its API files waiting on PostgreSQL.
    // Two workers there took it from about 22 to 16 minutes; larger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...apiProjects,
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: './scripts', include: ['*.test.mjs'] } },
      './apps/web',
    ],
  },
});
