/**
 * A real store for a test file: its own databases (unique DB_PREFIX, with the run's tag) on the
 * run's real database (the sync-server, or TEST_COUCHDB_URL's CouchDB), its own DATA_DIR,
 * listening on a free port. No mocks.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { inject } from 'vitest';
import { parseEnv } from '../src/env.js';
import { createStore, listen, type Store } from '../src/store.js';

export interface TestStore {
  url: string;
  store: Store;
  dataDir: string;
  /** fetch against /api with JSON in and out. */
  api(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: RequestInit['body'] },
  ): Promise<ApiResponse>;
  /** The messages written to DATA_DIR/outbox (e-mail and SMS codes), oldest first. */
  outbox(): Array<{ channel: 'email' | 'sms'; to: string; subject?: string; text: string; code?: string; createdAt: string }>;
  close(): Promise<void>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

let counter = 0;

export async function startTestStore(overrides: Record<string, string> = {}): Promise<TestStore> {
  const couchUrl = inject('couchUrl');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-'));
  const prefix = `t${inject('dbRunTag')}_${process.pid}_${Date.now().toString(36)}_${counter++}_`;
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DB_PREFIX: prefix,
    SEED_PRODUCTS: '60',
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: 'Admin@12345',
    ADMIN_PHONE: '+91 90000 00000',
    ...overrides,
  });
  const store = await createStore(env, { couchUrl });
  const { server, url } = await listen(store.handler, 0, '127.0.0.1');

  const api: TestStore['api'] = async (method, p, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: RequestInit['body'] = opts.rawBody;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await fetch(`${url}/api${p}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  };

  const outbox: TestStore['outbox'] = () => {
    const dir = store.ctx.paths.outboxDir;
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
  };

  return {
    url,
    store,
    dataDir,
    api,
    outbox,
    close: async () => {
      // A teardown that hangs should say where, rather than only time out.
      let step = 'stopping the store';
      const started = Date.now();
      const watchdog = setInterval(
        () => console.error(`test store teardown still ${step} after ${Math.round((Date.now() - started) / 1000)} s`),
        15_000,
      );
      await store.close((what) => (step = what));
      step = 'closing the http server';
      await closeServer(server);
      step = 'destroying the test databases';
      await Promise.all(Object.values(store.ctx.dbs).map((db) => db.destroy()));
      clearInterval(watchdog);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
