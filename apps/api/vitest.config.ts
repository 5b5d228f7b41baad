import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated database per run, which every file copies (issue #39).
    globalSetup: ['./test/global-setup.ts'],
    // Each file builds its own app and database; PGlite start-up dominates, so give it room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
