import { defineConfig } from 'vitest/config';

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
          test: { name: 'api:postgres', root: './apps/api', env: { TEST_DB: 'postgres' } },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    projects: [
      ...apiProjects,
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: './scripts', include: ['*.test.mjs'] } },
      './apps/web',
    ],
  },
});
