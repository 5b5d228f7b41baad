import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * E2E_FLEET=1 runs the same journeys through nginx in front of two API processes on PostgreSQL
 * and Redis (fleet/start-fleet.mjs, issue #18) instead of one process on the embedded database.
 */
const isFleet = process.env.E2E_FLEET === '1';
/**
 * Debian's chromium-headless-shell where it is installed (`.ci/run` installs it): the same
 * Chromium without the desktop browser's shell, which is what Playwright itself runs headless.
 * A page walk cost 9–10 CPU-s in it against 17–20 in the full `chromium` (issue #39).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
/**
 * Journeys tagged @window-focus (WINDOW_FOCUS in tests/fixtures.ts) need the full browser: the
 * headless shell keeps every page focused when another tab comes to the front.
 */
const WINDOW_FOCUS = /@window-focus/;
const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

/** Where CI keeps each run's per-file durations (a JSON report), e.g. `.ci/out`. */
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  testDir: './tests',
  // Per port, so two runs in one checkout (see E2E_DATA_DIR in serve.mjs) keep their own artifacts.
  outputDir: `test-results/${isFleet ? 'fleet-' : ''}${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: reportDir
    ? [
        ['list'],
        ['json', { outputFile: `${reportDir}/playwright-${isFleet ? 'fleet' : 'one-process'}.json` }],
      ]
    : [['list']],
  // Journeys take a few seconds each; the limit is generous so a machine busy with other work
  // (a build, another test run) slows the suite down rather than failing it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording traces costs about a third more CPU on every test; E2E_TRACE=1 turns them on
    // to investigate a failure. A screenshot of each failure is always kept.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: browserArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /site-wide\//,
      grepInvert: WINDOW_FOCUS,
      use: desktop,
    },
    {
      name: 'chromium-full',
      testIgnore: /site-wide\//,
      grep: WINDOW_FOCUS,
      use: {
        ...desktop,
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM, args: browserArgs },
      },
    },
    // Journeys that change what every visitor sees (the site's promotion) run after all the others.
    {
      name: 'site-wide',
      testMatch: /site-wide\/.*\.spec\.ts/,
      dependencies: ['chromium', 'chromium-full'],
      use: desktop,
    },
  ],
  webServer: isFleet
    ? {
        command: 'node fleet/start-fleet.mjs',
        // Through nginx, once both processes are ready.
        url: `${baseURL}/api/health/ready/`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'pipe',
        stderr: 'pipe',
        // Time to stop nginx and drain the API processes, then drop the throwaway database.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      }
    : {
        command: 'node serve.mjs',
        url: `${baseURL}/api/health/`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
