import { test } from '@playwright/test';

/**
 * The data directory of the store the running test talks to: each project of playwright.config.ts
 * has its own store, so a test reads the outbox (sign-in codes, messages) of its own store.
 */
export const storeDataDir = (): string => String(test.info().project.metadata.dataDir ?? process.env.E2E_DATA_DIR ?? '');
