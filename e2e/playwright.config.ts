/**
 * End-to-end tests: Debian's Chromium (browser downloads do not work here) against the store
 * started as a user starts it (build the PWA, then scripts/start.ts), on a fresh data directory.
 *
 * The stories run one at a time against one store, except the spec files OWN_STORE_SPECS lists:
 * each starts a store of its own and spends most of its time waiting on the clock (a one-minute
 * payment hold), so it runs in a lane of its own beside the rest from the start of the run.
 *
 * E2E_STORES=2 starts a second store, on its own port and data directory, and splits the spec
 * files between them: each store still sees one test at a time, and the two halves run side by
 * side. On two cores it was no faster (README), so `pnpm test` runs one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const stores = process.env.E2E_STORES === '2' ? 2 : 1;
// Set once in the runner; workers inherit them, so every process agrees on the data directories.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'inkwell-e2e-'));
if (stores === 2) process.env.E2E_DATA_DIR_2 ??= mkdtempSync(path.join(tmpdir(), 'inkwell-e2e-'));
export const baseURL = `http://localhost:${port}`;

// The PWA is built once, in the runner, before either store starts (workers inherit E2E_SKIP_BUILD).
if (!process.env.E2E_SKIP_BUILD && !process.env.TEST_WORKER_INDEX) {
  execFileSync(process.execPath, ['../pwa/node_modules/vite/bin/vite.js', 'build', '../pwa', '--logLevel', 'warn'], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
  });
  process.env.E2E_SKIP_BUILD = '1';
}

/** The spec files the second store runs (about half the suite's time, by the last run's durations). */
const SECOND_STORE_SPECS = [
  'address-pincode.spec.ts',
  'admin.spec.ts',
  'checkout-account.spec.ts',
  'content-policy.spec.ts',
  'delivery-pincode.spec.ts',
  'installable.spec.ts',
  'search.spec.ts',
  'sign-in-phones.spec.ts',
  'signed-in-offline.spec.ts',
  'storefront-polish.spec.ts',
  'trust.spec.ts',
];

/** Spec files that start a store of their own and mostly wait: they run beside the others, one at a time. */
const OWN_STORE_SPECS = ['payments-expiry.spec.ts'];

const ownStoreLane = { name: 'own-store', testMatch: OWN_STORE_SPECS, workers: 1 };

const store = (n: 1 | 2) => ({
  url: `http://localhost:${port + n - 1}`,
  dataDir: n === 1 ? process.env.E2E_DATA_DIR! : process.env.E2E_DATA_DIR_2!,
});

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

const webServer = (n: 1 | 2): WebServer => ({
  command: 'node ../node_modules/tsx/dist/cli.mjs ../scripts/start.ts',
  url: `${store(n).url}/api/categories`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
  env: { PORT: String(port + n - 1), SYNC_PORT: '0', DATA_DIR: store(n).dataDir },
});

const projects: PlaywrightTestConfig['projects'] =
  stores === 1
    ? [{ name: 'chromium', testIgnore: OWN_STORE_SPECS, workers: 1, metadata: { dataDir: store(1).dataDir } }, ownStoreLane]
    : [
        {
          name: 'store-1',
          testIgnore: [...SECOND_STORE_SPECS, ...OWN_STORE_SPECS],
          workers: 1,
          use: { baseURL: store(1).url },
          metadata: { dataDir: store(1).dataDir },
        },
        {
          name: 'store-2',
          testMatch: SECOND_STORE_SPECS,
          workers: 1,
          use: { baseURL: store(2).url },
          metadata: { dataDir: store(2).dataDir },
        },
        ownStoreLane,
      ];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalTeardown: './global-teardown.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One worker per store's lane, and one for the lane of the stories with their own store.
  workers: stores + 1,
  projects,
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
    // DOM snapshots for a failure, without the screencast: its frames cost the run about a sixth of its time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: stores === 1 ? webServer(1) : [webServer(1), webServer(2)],
});
