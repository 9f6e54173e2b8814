import { defineConfig } from 'vitest/config';

// Data-layer tests run in Node on fake-indexeddb against a real sync-server (no browser, no PWA plugin).
export default defineConfig({
  resolve: { dedupe: ['dexie'] },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
