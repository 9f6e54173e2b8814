/// <reference types="node" />
/**
 * The real store holding the fixture catalogue, for the data-layer tests: a sync-server
 * (pouchdb-server on LevelDB) and the api in this process. The replica reads the api's catalogue
 * snapshot and follows its read-only /sync proxy, as it does in the browser; the tests edit the
 * databases directly, as another writer would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStore, listen, parseEnv } from '@store/api';
import { startSyncServerProcess } from '@store/sync-server';
import { fixtureDocs, fixtureDocsWithVariants } from './catalog-fixture.js';

export interface CatalogServer {
  /** Replication base URL, ending in '/' (the api's /sync/). */
  syncUrl: string;
  /** The api's base URL, ending in '/api/'. */
  apiUrl: string;
  /** fetch as the device uses it. */
  fetch: typeof fetch;
  getDoc(db: string, id: string): Promise<Record<string, unknown> & { _rev: string }>;
  putDoc(db: string, doc: Record<string, unknown>): Promise<void>;
  deleteDoc(db: string, id: string): Promise<void>;
  stop(): Promise<void>;
}

type PublicDb = 'categories' | 'products' | 'inventory' | 'reviews';
const isPublicDb = (db: string): db is PublicDb => db === 'categories' || db === 'products' || db === 'inventory' || db === 'reviews';

/** `withVariants`: the fixture with its product of several variants too (decision 042). */
export async function startCatalogServer(opts: { withVariants?: boolean } = {}): Promise<CatalogServer> {
  const docs = opts.withVariants ? fixtureDocsWithVariants : fixtureDocs;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pwa-data-test-'));
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  const sync = await startSyncServerProcess({ dataDir: path.join(dataDir, 'db'), port: 0, username: 'admin', password });
  const couch = new URL(sync.url);
  couch.username = 'admin';
  couch.password = password;
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_PRODUCTS: '0',
    LOG_LEVEL: 'error',
    ADMIN_PASSWORD: 'Admin@12345',
    CATALOG_SNAPSHOT_REBUILD_MS: '0',
  });
  const store = await createStore(env, { couchUrl: couch.toString().replace(/\/$/, '') });
  const api = await listen(store.handler, 0, '127.0.0.1');
  const dbOf = (db: string) => {
    if (!isPublicDb(db)) throw new Error(`not a public database: ${db}`);
    return store.ctx.dbs[db];
  };
  for (const [db, list] of Object.entries(docs)) await dbOf(db).bulkDocs(list as never);
  // The snapshot is built from the api's index: wait until it holds every fixture document.
  const expected = docs.products.length;
  await eventually(() => {
    if (store.catalog.allProducts().length !== expected || store.catalog.reviewsOf('p-fountain').length === 0) throw new Error('index not loaded');
  });
  const getDoc = async (db: string, id: string) => {
    const doc = await dbOf(db).get(id);
    if (!doc?._rev) throw new Error(`${db}/${id} not found`);
    return doc as unknown as Record<string, unknown> & { _rev: string };
  };
  return {
    syncUrl: `${api.url}/sync/`,
    apiUrl: `${api.url}/api/`,
    fetch: (input, init) => fetch(input, init),
    getDoc,
    putDoc: async (db, doc) => void (await dbOf(db).put(doc as never)),
    deleteDoc: async (db, id) => {
      const current = await getDoc(db, id);
      await dbOf(db).remove(id, current._rev);
    },
    stop: async () => {
      api.server.closeAllConnections();
      await new Promise((r) => api.server.close(r));
      await store.close();
      await sync.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once `check` passes, polling; the replica follows the server asynchronously. */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
