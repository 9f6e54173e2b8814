/// <reference types="node" />
/**
 * A real sync-server (pouchdb-server on LevelDB, the store's database) holding the fixture
 * catalogue, for the data-layer tests. The replica pulls straight from it with the admin
 * credentials, the way it pulls from the api's read-only /sync proxy in the browser.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSyncServerProcess } from '@store/sync-server';
import { fixtureDocs } from './catalog-fixture.js';

export interface CatalogServer {
  /** Replication base URL, ending in '/'. */
  syncUrl: string;
  /** fetch carrying the admin credentials. */
  fetch: typeof fetch;
  getDoc(db: string, id: string): Promise<Record<string, unknown> & { _rev: string }>;
  putDoc(db: string, doc: Record<string, unknown>): Promise<void>;
  deleteDoc(db: string, id: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startCatalogServer(): Promise<CatalogServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pwa-data-test-'));
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  const server = await startSyncServerProcess({ dataDir, port: 0, username: 'admin', password });
  const authorization = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
  const authedFetch: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', authorization);
    return fetch(input, { ...init, headers });
  };
  const base = server.url.replace(/\/$/, '');
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await authedFetch(`${base}/${p}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  for (const [db, docs] of Object.entries(fixtureDocs)) {
    await call('PUT', db);
    await call('POST', `${db}/_bulk_docs`, { docs });
  }
  const getDoc = async (db: string, id: string) => (await call('GET', `${db}/${encodeURIComponent(id)}`)) as Record<string, unknown> & { _rev: string };
  return {
    syncUrl: `${base}/`,
    fetch: authedFetch,
    getDoc,
    putDoc: async (db, doc) => void (await call('PUT', `${db}/${encodeURIComponent(String(doc._id))}`, doc)),
    deleteDoc: async (db, id) => {
      const current = await getDoc(db, id);
      await call('DELETE', `${db}/${encodeURIComponent(id)}?rev=${current._rev}`);
    },
    stop: async () => {
      await server.stop();
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
