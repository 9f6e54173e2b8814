import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
/// <reference path="../../sync-server/src/types.d.ts" />
import PouchDB from 'pouchdb-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifySyncRequest } from '../src/modules/sync/index.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let replicaDir: string;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  replicaDir = mkdtempSync(path.join(tmpdir(), 'replica-'));
  await insertCatalog(
    t,
    Array.from({ length: 30 }, (_, i) => ({ _id: `p${String(i).padStart(3, '0')}`, name: `Fountain Pen ${i}`, stock: 5 + i })),
  );
});
afterAll(async () => {
  await t?.close();
  rmSync(replicaDir, { recursive: true, force: true });
});

/** A real CouchDB-protocol client: PouchDB replicating from /sync/<db> into LevelDB files. */
async function replicate(db: string, local: PouchDB.Database) {
  return local.replicate.from(`${t.url}/sync/${db}`, { batch_size: 100 });
}

describe('read-only replication at /sync', () => {
  it('when a client replicates the catalogue, then it gets every public document', async () => {
    const products = new PouchDB(path.join(replicaDir, 'products'));
    const inventory = new PouchDB(path.join(replicaDir, 'inventory'));
    const categories = new PouchDB(path.join(replicaDir, 'categories'));
    await replicate('products', products);
    await replicate('inventory', inventory);
    await replicate('categories', categories);
    expect((await products.info()).doc_count).toBe(30);
    expect((await inventory.info()).doc_count).toBe(30);
    expect((await categories.get('writing')).name).toBe('Writing Instruments');
    await Promise.all([products.close(), inventory.close(), categories.close()]);
  });

  it('when an admin edits stock and deletes a product, then the replica follows', async () => {
    const products = new PouchDB(path.join(replicaDir, 'products'));
    const inventory = new PouchDB(path.join(replicaDir, 'inventory'));
    const admin = tokenFor(t, { role: 'admin' });
    const put = await t.api('PUT', '/inventory/p001', { token: admin, body: { quantity: 77 } });
    expect(put.status).toBe(200);
    const del = await t.api('DELETE', '/products/p002', { token: admin });
    expect(del.status).toBe(200);
    await replicate('products', products);
    await replicate('inventory', inventory);
    expect((await inventory.get('p001')).quantity).toBe(77);
    await expect(products.get('p002')).rejects.toMatchObject({ status: 404 });
    expect((await products.info()).doc_count).toBe(29);
    await Promise.all([products.close(), inventory.close()]);
  });

  it('when a client accepts gzip, then the changes feed comes compressed', async () => {
    const res = await fetch(`${t.url}/sync/products/_changes?since=0&include_docs=true`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(((await res.json()) as { results: unknown[] }).results.length).toBeGreaterThanOrEqual(29);
  });

  it('when nothing changes during a longpoll, then it answers with no results after the timeout', async () => {
    const res = await fetch(`${t.url}/sync/products/_changes?feed=longpoll&since=now&timeout=300`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ results: [] });
  });

  it('when many devices follow at once, then every longpoll is answered and Node warns of no listener leak', async () => {
    // Each open longpoll listens for the store stopping: twenty devices are twenty listeners, by design.
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const polls = Array.from({ length: 20 }, () => fetch(`${t.url}/sync/products/_changes?feed=longpoll&since=now&timeout=500`));
      for (const res of await Promise.all(polls)) {
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ results: [] });
      }
      await new Promise((r) => setTimeout(r, 50)); // warnings are emitted on the next tick
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('when a product changes during a longpoll, then the waiting client gets the change', async () => {
    const pending = fetch(`${t.url}/sync/products/_changes?feed=longpoll&since=now&timeout=20000&include_docs=true`).then((r) => r.json());
    await new Promise((r) => setTimeout(r, 200));
    const doc = await t.store.ctx.dbs.products.get('p005');
    await t.store.ctx.dbs.products.put({ ...doc!, name: 'Renamed Pen' });
    const body = (await pending) as { results: Array<{ id: string; doc: { name: string } }> };
    expect(body.results.map((r) => r.id)).toContain('p005');
    expect(body.results.find((r) => r.id === 'p005')?.doc.name).toBe('Renamed Pen');
  });

  it.each([
    ['PUT', '/sync/products/p001', 403],
    ['DELETE', '/sync/products/p001', 403],
    ['POST', '/sync/products/_bulk_docs', 403],
    ['POST', '/sync/products', 403],
    ['PUT', '/sync/products/_local/checkpoint', 403],
    ['PUT', '/sync/products', 403],
    ['DELETE', '/sync/products', 403],
    ['GET', '/sync/products/_design/x', 403],
    ['POST', '/sync/products/_find', 403],
    ['POST', '/sync/products/_revs_diff', 403],
    ['GET', '/sync/users/_all_docs', 404],
    ['GET', '/sync/orders/_changes', 404],
    ['GET', '/sync/challenges', 404],
    ['GET', '/sync/_all_dbs', 403],
    ['GET', '/sync/_config', 403],
    ['GET', '/sync/_session', 403],
    ['GET', '/sync/', 403],
  ])('when a client sends %s %s, then it is refused with %i', async (method, p, status) => {
    const res = await fetch(`${t.url}${p}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{"docs":[]}',
    });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: expect.any(String), reason: expect.any(String) });
  });

  it('when a write is refused, then the database is unchanged', async () => {
    await fetch(`${t.url}/sync/products/_bulk_docs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ docs: [{ _id: 'evil', type: 'product' }] }),
    });
    expect(await t.store.ctx.dbs.products.get('evil')).toBeNull();
  });

  it('classifies paths without touching the database', () => {
    expect(classifySyncRequest('GET', '/products/_changes', 'x_')).toEqual({ ok: true, upstreamPath: '/x_products/_changes' });
    expect(classifySyncRequest('GET', '/products/%5Fconfig', '').ok).toBe(false);
  });
});
