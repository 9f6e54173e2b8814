import { defineConfig } from 'vitest/config';

// Data-layer tests run in Node on fake-indexeddb against a real sync-server (no browser, no PWA plugin).
// Each test file has its own process (its own fake-indexeddb, localStorage and fetch) and starts
// its own servers on free ports with their own temporary directories, so two files run at once,
// one per core.
export default defineConfig({
  resolve: { dedupe: ['dexie'] },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    maxWorkers: 2,
    fileParallelism: true,
  },
});
