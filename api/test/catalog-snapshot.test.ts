/**
 * The compact catalogue snapshot (docs/decisions/018): one gzip body of listing rows with the
 * changes-feed checkpoint it was built at, a validator, an immutable address, and nothing private.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogSnapshotSchema, productDocOfRow, SNAPSHOT_COLUMNS } from '@store/shared';
import { insertCatalog } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0', CATALOG_SNAPSHOT_REBUILD_MS: '0' });
  await insertCatalog(t, [
    { _id: 'p001', name: 'Gel Pen Blue', price: 40, stock: 12, bestSeller: true },
    { _id: 'p002', name: 'Fountain Pen', price: 1200, originalPrice: 1500, stock: 0, featured: true },
  ]);
  // Every public feed has reached its database (insertCatalog updates only the index, at once). A feed that moves
  // on later changes the checkpoint, and with CATALOG_SNAPSHOT_REBUILD_MS=0 that builds a new snapshot between
  // two requests of one test (it made the 304 test flaky).
  const { dbs } = t.store.ctx;
  const caughtUp = async () => {
    const checkpoint = t.store.catalog.checkpoint();
    for (const db of ['categories', 'products', 'inventory', 'reviews'] as const) {
      const { update_seq } = await dbs[db].info();
      if (Number(String(checkpoint[db]).split('-')[0]) < Number(String(update_seq).split('-')[0])) return false;
    }
    return true;
  };
  for (let i = 0; i < 200 && !(await caughtUp()); i++) await new Promise((r) => setTimeout(r, 50));
  expect(await caughtUp()).toBe(true);
});
afterAll(async () => {
  await t?.close();
});

const snapshot = (path = '/api/catalog/snapshot', headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers } });

describe('GET /api/catalog/snapshot', () => {
  it('answers every product as one row with its variants and their stock, the categories and the checkpoint of each feed', async () => {
    const res = await snapshot();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = CatalogSnapshotSchema.parse(await res.json());
    expect(body.columns).toEqual([...SNAPSHOT_COLUMNS]);
    expect(res.headers.get('etag')).toBe(`"${body.hash}"`);
    const byId = new Map(body.products.map((r) => [r[0], productDocOfRow(r)]));
    expect(body.format).toBe(3);
    // Documents from before issue 45 name no country of origin: the row says India.
    expect(byId.get('p001')?.doc.countryOfOrigin).toBe('India');
    // Documents from before variants: one variant each, with the product's id and its stock.
    expect(byId.get('p001')).toMatchObject({ doc: { name: 'Gel Pen Blue', price: 40, bestSeller: true, featured: false } });
    expect(byId.get('p001')?.doc.variants).toEqual([{ id: 'p001', sku: '', values: [], price: 40, originalPrice: null, images: null }]);
    expect(Object.fromEntries(byId.get('p001')!.stock)).toEqual({ p001: 12 });
    expect(byId.get('p002')).toMatchObject({ doc: { originalPrice: 1500, featured: true, description: '' } });
    expect(Object.fromEntries(byId.get('p002')!.stock)).toEqual({ p002: 0 });
    expect(body.categories.map((c) => c._id)).toEqual(['writing']);
    const checkpoint = t.store.catalog.checkpoint();
    // Built after the products were written: its checkpoint is past them, and never ahead of the index.
    // A sequence's number: pouchdb-server's seq is one; CouchDB's is `<number>-<opaque>`.
    const seqNumber = (seq: string | number) => parseInt(String(seq), 10);
    expect(seqNumber(body.checkpoints.products)).toBeGreaterThan(0);
    expect(seqNumber(body.checkpoints.products)).toBeLessThanOrEqual(seqNumber(checkpoint.products));
  });

  it('is sent compressed, answers 304 to its validator, and its own address is cached for good', async () => {
    const first = await snapshot('/api/catalog/snapshot');
    const etag = first.headers.get('etag')!;
    const { hash } = (await first.json()) as { hash: string };
    expect((await snapshot('/api/catalog/snapshot', { 'if-none-match': etag })).status).toBe(304);
    const addressed = await snapshot(`/api/catalog/snapshot/${hash}`);
    expect(addressed.status).toBe(200);
    expect(addressed.headers.get('cache-control')).toContain('immutable');
    // Raw bytes as sent: gzip.
    const raw = await fetch(`${t.url}/api/catalog/snapshot/${hash}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    expect((await snapshot('/api/catalog/snapshot/not-a-hash-at-all')).status).toBe(404);
    expect((await snapshot('/api/catalog/snapshot/..%2F..')).status).toBe(400);
  });

  it('carries nothing but the public listing fields and the words search reads (no description text, no stock movements, no revisions)', async () => {
    const json = await (await snapshot()).text();
    expect(json).toContain('Gel Pen Blue');
    // The fixture's description "A fine thing." travels as its distinct words only.
    expect(json).not.toContain('A fine thing.');
    expect(json).toContain('"a fine thing"');
    expect(json).not.toContain('movements');
    expect(json).not.toContain('_rev');
  });

  it('when the catalogue is larger than one part of the build, then the snapshot is still one document whose hash names its content', async () => {
    // Built in parts of 500 products (snapshot.ts): 1,052 products make three, joined in order.
    const more = Array.from({ length: 1050 }, (_, i) => ({
      _id: `q${String(i).padStart(4, '0')}`,
      name: `Sketch Pen – No. ${i} ₹`,
      price: 10 + i,
    }));
    await insertCatalog(t, more);
    const text = await (await snapshot()).text();
    const body = JSON.parse(text) as { hash: string; checkpoints: unknown; columns: unknown; categories: unknown; products: unknown[][] };
    expect(body.products).toHaveLength(1052);
    expect(body.products.map((r) => r[0])).toEqual(expect.arrayContaining(['p001', 'p002', 'q0000', 'q0499', 'q0500', 'q1049']));
    const content = JSON.stringify({
      checkpoints: body.checkpoints,
      columns: body.columns,
      categories: body.categories,
      products: body.products,
    });
    expect(createHash('sha256').update(content).digest('base64url').slice(0, 24)).toBe(body.hash);
    CatalogSnapshotSchema.parse(body);
  });
});
