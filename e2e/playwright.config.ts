import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the real product (API + deployed front end) on a fresh embedded
 * database, in Debian's Chromium (Playwright's own browser download cannot run here). Each worker
 * tests a product of its own (support/test.ts), so spec files run side by side (E2E_WORKERS, 2 by
 * default). One worker keeps only ~1.3 of the 2 cores busy: a journey's steps wait on each other
 * (Chromium, then the API, then Chromium), so a second worker fills the idle core. Measured on the
 * whole suite (122 journeys, back to back on the same machine): 11.5 min with one worker, 8.3 with two.
 */
export default defineConfig({
  testDir: './tests',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // Stories of many steps on a 2-core machine: room for slow steps (never a timing assertion).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // In CI a failed test runs once more only to tell a flake from a real failure in the report:
  // a test that passes on the retry is reported as flaky and still fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  // scripts/test.mjs reads each spec's time from a JSON report (the slowest files of a run).
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  outputDir: '../test-results/e2e',
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'es-PE',
    // The product follows the system's reduced-motion setting: antd opens and closes without zooming
    // (less to paint, nothing to wait for). Journeys that check motion itself would set their own.
    reducedMotion: 'reduce',
    timezoneId: 'America/Lima',
    // No trace by default: recording one costs about a third of the journeys' CPU (sales and
    // proformas: 165 CPU-s with, 114 without). A failure keeps its screenshot and page snapshot;
    // E2E_TRACE=retain-on-failure records them again.
    trace: (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | 'on' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
