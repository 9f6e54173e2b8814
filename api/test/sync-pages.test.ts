/**
 * The /sync proxy's kept `_changes` pages (docs/decisions/007): full one-off pages are answered
 * from memory until their database changes; the last, partial page always comes from the
 * database; the first visit's pages are read ahead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesPageKey, createSyncModule } from '../src/modules/sync/index.js';
import { insertCatalog } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(
    t,
    Array.from({ length: 30 }, (_, i) => ({ _id: `p${String(i).padStart(3, '0')}`, name: `Gel Pen ${i}` })),
  );
});
afterAll(async () => {
  await t?.close();
});

interface ChangesAnswer {
  results: Array<{ id: string; changes: Array<{ rev: string }> }>;
  last_seq: number | string;
}

const page = (since: string | number, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/sync/products/_changes?style=all_docs&include_docs=true&since=${since}&limit=10`, { headers });

async function until<T>(read: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('kept replication pages at /sync', () => {
  it('keys one-off pages by what changes the answer, and refuses to key anything else', () => {
    const a = changesPageKey(
      'products',
      new URLSearchParams('style=all_docs&feed=normal&include_docs=true&since=0&heartbeat=60000&limit=1000'),
    );
    const b = changesPageKey('products', new URLSearchParams('limit=1000&include_docs=true&style=all_docs&since=0'));
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    expect(changesPageKey('inventory', new URLSearchParams('include_docs=true&since=0&limit=1000'))).not.toBe(a);
    expect(changesPageKey('products', new URLSearchParams('feed=longpoll&since=0&limit=1000'))).toBeNull();
    expect(changesPageKey('products', new URLSearchParams('since=now&limit=1000'))).toBeNull();
    // CouchDB's opaque sequences are pages like any other.
    expect(changesPageKey('products', new URLSearchParams('since=1200-g1AAAAFTeJzLYWBg4MhgTmHgz8tPSTV0MDQy&limit=1000'))).not.toBeNull();
    expect(changesPageKey('products', new URLSearchParams('since=0'))).toBeNull();
    expect(changesPageKey('products', new URLSearchParams('since=0&limit=10&descending=true'))).toBeNull();
  });

  it('when a full page is asked again with its validator, then it answers 304 Not Modified', async () => {
    const first = await page(0);
    expect(first.status).toBe(200);
    expect(((await first.json()) as ChangesAnswer).results).toHaveLength(10);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await page(0, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
  });

  it('when a document of a kept page changes, then the page is read again and no longer holds the old revision', async () => {
    const first = await page(0);
    const before = (await first.json()) as ChangesAnswer;
    const etag = first.headers.get('etag')!;
    const changed = before.results[0]!;
    const doc = await t.store.ctx.dbs.products.get(changed.id);
    await t.store.ctx.dbs.products.put({ ...doc!, name: 'Renamed Gel Pen' });
    const after = await until(async () => {
      const res = await page(0, { 'if-none-match': etag });
      return res.status === 200 ? ((await res.json()) as ChangesAnswer) : undefined;
    });
    const oldRev = changed.changes[0]!.rev;
    expect(after.results.flatMap((r) => r.changes.map((c) => c.rev))).not.toContain(oldRev);
  });

  it('when a document changes right after a reader reached the end, then the last page shows it at once', async () => {
    let since: string | number = 0;
    for (;;) {
      const answer = (await (await page(since)).json()) as ChangesAnswer;
      since = answer.last_seq;
      if (answer.results.length < 10) break;
    }
    // Written straight to the database: the catalogue index learns of it only a moment later.
    const doc = await t.store.ctx.dbs.products.get('p007');
    await t.store.ctx.dbs.products.put({ ...doc!, name: 'Changed Just Now' });
    const tail = (await (await page(since)).json()) as ChangesAnswer;
    expect(tail.results.map((r) => r.id)).toContain('p007');
  });

  it('when the store reads ahead, then it keeps every full first-visit page of each public database', async () => {
    const sync = createSyncModule(t.store.ctx, { catalog: t.store.catalog, pageSize: 10 });
    try {
      await sync.warm();
      // Each database's changes feed lists each document once (its latest change): 30 products
      // and 30 stock documents make three full pages each; the categories and reviews none.
      expect(sync.cachedPages()).toBe(6);
    } finally {
      sync.stop();
    }
  });
});
