import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3100';

/** Large tests: the built app in Debian's Chromium, against the real API and database. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['json', { outputFile: path.resolve(import.meta.dirname, '../../.teewatch/results/e2e.json') }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot. The trace's
    // own screencast is left out: it kept Chromium's GPU and browser processes busy through every
    // test, and made the suite a quarter slower on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node test/e2e/serve.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
