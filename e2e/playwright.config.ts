/**
 * End-to-end tests: Debian's Chromium (browser downloads do not work here) against the store
 * started as a user starts it (build the PWA, then scripts/start.ts), on a fresh data directory.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// Set once in the runner; workers inherit it, so every process agrees on the one data directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'inkwell-e2e-'));
export const baseURL = `http://localhost:${port}`;

const build = process.env.E2E_SKIP_BUILD ? '' : 'node ../pwa/node_modules/vite/bin/vite.js build ../pwa --logLevel warn && ';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalTeardown: './global-teardown.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `${build}node ../node_modules/tsx/dist/cli.mjs ../scripts/start.ts`,
    url: `${baseURL}/api/categories`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), SYNC_PORT: '0', DATA_DIR: process.env.E2E_DATA_DIR },
  },
});
