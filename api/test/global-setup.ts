/** Starts one real sync-server (pouchdb-server on LevelDB) for the whole api test run. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSyncServerProcess } from '@store/sync-server';

declare module 'vitest' {
  export interface ProvidedContext {
    couchUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-sync-'));
  const password = 'test-password-' + Math.random().toString(36).slice(2);
  const server = await startSyncServerProcess({ dataDir, port: 0, username: 'admin', password });
  const u = new URL(server.url);
  u.username = 'admin';
  u.password = password;
  project.provide('couchUrl', u.toString().replace(/\/$/, ''));
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
