import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ProductList } from '@store/shared';
import { askReplica, getCatalogState, replicaVersion, resetCatalogState } from './source.js';
import { connectCatalogReplica } from './testing/in-process-replica.js';
import { runReplicaCore, SEARCH_TIMING, type ReplicaCore } from './replica/replica-core.js';
import { openCatalogReplica } from './replica/replica-db.js';
import { askSnapshotEarly } from './replica/early-snapshot.js';
import type { ReplicaEvent } from './protocol.js';
import type { ProductFilter } from './questions.js';
import { eventually, startCatalogServer, type CatalogServer } from './testing/catalog-server.js';

let server: CatalogServer;
let replica: ReplicaCore;
/** Every URL the replica asked for. */
const asked: string[] = [];

// The page's questions, answered by the replica core across the same messages as the worker's.
const product = async (id: string) => (await askReplica({ kind: 'product', id })).product;
const reviewsOf = async (id: string) => (await askReplica({ kind: 'product', id })).reviews;
const category = (id: string) => askReplica({ kind: 'category', id });
const productIds = async (filter: ProductFilter = {}) =>
  (await askReplica({ kind: 'products', filter: { limit: 50, ...filter } })).products.map((p) => p._id);

beforeAll(async () => {
  server = await startCatalogServer({ withVariants: true });
  const recording: typeof fetch = (input, init) => {
    asked.push(String(input instanceof Request ? input.url : input));
    return server.fetch(input, init);
  };
  replica = await connectCatalogReplica({ syncUrl: server.syncUrl, fetch: recording, name: `replica-test-${Date.now()}` });
  await eventually(() => expect(getCatalogState().ready).toBe(true));
});

afterAll(async () => {
  await replica?.close();
  resetCatalogState();
  await server?.stop();
});

describe('the catalogue replica', () => {
  it('when a device visits first, then it reads one snapshot and follows products, stock and categories from its checkpoint, not from the start', async () => {
    await (await replica.opened).awaitInSync();
    const path = (u: string) => new URL(u).pathname;
    expect(asked.filter((u) => path(u) === '/api/catalog/snapshot')).toHaveLength(1);
    const feeds = asked.filter((u) => path(u).startsWith('/sync/'));
    expect(new Set(feeds.map((u) => path(u).split('/')[2]))).toEqual(new Set(['products', 'inventory', 'categories']));
    // Never the whole database again: every read starts at or after the snapshot's checkpoint.
    for (const u of feeds) expect(new URL(u).searchParams.get('since')).not.toBe('0');
    const stored = await (await replica.opened).db.snapshot.find().exec();
    expect(stored).toHaveLength(1);
    // One record per document changed since the snapshot, none yet.
    expect(await (await replica.opened).db.products.count().exec()).toBe(0);
  });

  it('when the first pull completes, then the catalogue is ready and, once the reviews follow, holds every public document', async () => {
    expect(getCatalogState().ready).toBe(true);
    expect(replicaVersion()).not.toBeNull();
    expect(await productIds()).toHaveLength(6);
    await eventually(() => expect(getCatalogState().reviewsReady).toBe(true));
    // Without positions, categories are in name order (issue 22; it was creation order).
    expect((await askReplica({ kind: 'categories' })).map((c) => c._id)).toEqual(['notebooks', 'writing']);
    expect((await reviewsOf('p-fountain')).map((r) => r.user.name)).toEqual(['Ravi', 'Asha']);
  });

  it('when a product is read from the replica, then it has the shape /api answers', async () => {
    expect(await product('p-fountain')).toMatchObject({
      _id: 'p-fountain',
      id: 'p-fountain',
      category: { _id: 'writing', name: 'Writing' },
      imageUrls: ['/uploads/products/p-fountain.webp', '/uploads/products/p-fountain-2.webp'],
      stock: 3,
      inStock: true,
      discount: 22,
      reviews: [{ rating: 4 }, { rating: 5 }],
      countryOfOrigin: 'Germany',
    });
    // A document from before issue 45 names no country: India, as /api answers.
    expect(await product('p-ink')).toMatchObject({ stock: 0, inStock: false, discount: 10, countryOfOrigin: 'India' });
    expect(await category('writing')).toMatchObject({ productCount: 4, imageUrl: '/uploads/categories/writing.webp' });
    expect(await category('notebooks')).toMatchObject({ productCount: 2, imageUrl: null });
    expect((await askReplica({ kind: 'related', id: 'p-fountain', limit: 4 })).map((p) => p._id).sort()).toEqual(['p-energel', 'p-gel', 'p-ink']);
    expect((await askReplica({ kind: 'byIds', ids: ['p-gel', 'nope', 'p-ink'] })).map((p) => p._id)).toEqual(['p-gel', 'p-ink']);
    // Ranked by the search engine: a name that matches ("Spiral Notebook") before a category that does.
    expect(await askReplica({ kind: 'suggest', text: 'NOTE' })).toMatchObject({ categories: [{ _id: 'notebooks' }], products: [{ _id: 'p-spiral' }, { _id: 'p-dotted' }] });
  });

  it('when a listing is asked offline and online, then the replica and /api list the same products with the same category counts', async () => {
    const filters: ProductFilter[] = [
      {},
      { search: 'pen' },
      { search: 'pen', category: 'notebooks' },
      { maxPrice: 1300 },
      { minPrice: 2000 },
      // Products with variants (decision 042): colours, a variant's price, stock in any variant, search by option.
      { colour: ['blue'] },
      { colour: ['Red', 'Black'], sort: 'price-high' },
      { minPrice: 65, maxPrice: 100 },
      { filter: 'sale' },
      { search: 'blue gel pen' },
      { search: 'red pen', colour: ['red'] },
    ];
    for (const filter of filters) {
      const local = await askReplica({ kind: 'products', filter: { ...filter, limit: 50 } });
      const res = await server.fetch(`${server.apiUrl}${apiPaths.products({ ...filter, limit: 50 }).slice(1)}`);
      const online = ((await res.json()) as { data: ProductList }).data;
      expect(local.products.map((p) => p._id), JSON.stringify(filter)).toEqual(online.products.map((p) => p._id));
      expect(local.total, JSON.stringify(filter)).toBe(online.pagination.total);
      expect(local.categoryCounts, JSON.stringify(filter)).toEqual(online.categoryCounts);
      expect(local.colourCounts, JSON.stringify(filter)).toEqual(online.colourCounts);
      expect(local.variantHits, JSON.stringify(filter)).toEqual(online.variantHits);
      // Every variant of every product listed, with its stock, price and images, as /api has it.
      expect(local.products.map((p) => p.variants), JSON.stringify(filter)).toEqual(online.products.map((p) => p.variants));
    }
  });

  it('when a search names an option value, then the replica finds the product once and names the same variant as /api, in the listing and the suggestions', async () => {
    const local = await askReplica({ kind: 'products', filter: { search: 'blue gel pen', limit: 50 } });
    expect(local.products.map((p) => p._id)).toEqual(['p-energel']);
    // Both blue variants match; the one in stock is named.
    expect(local.variantHits).toEqual({ 'p-energel': 'p-energel-bl07' });
    expect((await askReplica({ kind: 'products', filter: { colour: ['BLUE'], limit: 50 } })).colourCounts).toEqual({ Black: 1, Blue: 1, Red: 1 });
    for (const text of ['blue gel', 'red ener', 'gel pen 0.5 blue']) {
      const suggested = await askReplica({ kind: 'suggest', text });
      const res = await server.fetch(`${server.apiUrl}products/suggest?q=${encodeURIComponent(text)}`);
      const online = ((await res.json()) as { data: { products: Array<{ _id: string }>; variantHits: Record<string, string> } }).data;
      expect(suggested.products.map((p) => p._id), text).toEqual(online.products.map((p) => p._id));
      expect(suggested.variantHits, text).toEqual(online.variantHits);
    }
    expect((await askReplica({ kind: 'suggest', text: 'red ener' })).variantHits).toEqual({ 'p-energel': 'p-energel-rd05' });
  });

  it('when a product with variants is opened, then the replica answers its pickers’ data (options, each variant’s stock, price and images) as /api does', async () => {
    const local = await product('p-energel');
    const res = await server.fetch(`${server.apiUrl}products/p-energel`);
    const { reviews: _reviews, ...online } = ((await res.json()) as { data: Record<string, unknown> }).data;
    const { reviews: _localReviews, ...rest } = local ?? {};
    expect(rest).toEqual(online);
    expect(local).toMatchObject({ price: 60, stock: 10, priceFrom: 60, priceTo: 70, totalStock: 18, variantsInStock: 3 });
    expect(local?.variants[2]?.imageUrls).toEqual(['/uploads/products/p-energel-red.webp', '/uploads/products/p-energel-red-2.webp']);
  });

  it('when one variant’s stock changes on the server, then the replica shows it for that variant only', async () => {
    const doc = await server.getDoc('inventory', 'p-energel-bl05');
    await server.putDoc('inventory', { ...doc, quantity: 6 });
    await eventually(async () => expect((await product('p-energel'))?.variants[1]).toMatchObject({ id: 'p-energel-bl05', stock: 6, inStock: true }));
    expect((await product('p-energel'))?.variants.map((v) => v.stock)).toEqual([10, 6, 5, 3]);
    // Now both blue variants have stock: the first in the owner's order is named.
    expect((await askReplica({ kind: 'products', filter: { search: 'blue gel pen' } })).variantHits).toEqual({ 'p-energel': 'p-energel-bl05' });
  });

  it('when the header search asks, then its time on the device is left as a performance measure, and no other question is timed', async () => {
    performance.clearMeasures(SEARCH_TIMING);
    await askReplica({ kind: 'categories' });
    expect(performance.getEntriesByName(SEARCH_TIMING)).toHaveLength(0);
    await askReplica({ kind: 'suggest', text: 'spiral' });
    await askReplica({ kind: 'suggest', text: 'spiral n' });
    const timings = performance.getEntriesByName(SEARCH_TIMING);
    expect(timings).toHaveLength(2);
    for (const t of timings) expect(t.duration).toBeGreaterThanOrEqual(0);
  });

  it('when an admin edits a product on the server, then the replica follows', async () => {
    const doc = await server.getDoc('products', 'p-gel');
    await server.putDoc('products', { ...doc, name: 'Smooth Gel Pen (Pack of 3)', price: 300, countryOfOrigin: 'Japan' });
    await eventually(async () =>
      expect(await product('p-gel')).toMatchObject({ name: 'Smooth Gel Pen (Pack of 3)', price: 300, countryOfOrigin: 'Japan' }),
    );
    expect(await productIds({ search: 'pack of 3' })).toEqual(['p-gel']);
  });

  it('when stock changes on the server, then the replicated product shows the new stock', async () => {
    const doc = await server.getDoc('inventory', 'p-ink');
    await server.putDoc('inventory', { ...doc, quantity: 7 });
    await eventually(async () => expect(await product('p-ink')).toMatchObject({ stock: 7, inStock: true }));
  });

  it('when a product is deleted on the server, then it disappears from the replica and its category count drops', async () => {
    await server.deleteDoc('products', 'p-spiral');
    await eventually(async () => expect(await product('p-spiral')).toBeNull());
    expect(await productIds()).toHaveLength(5);
    expect((await category('notebooks'))?.productCount).toBe(1);
    expect(await productIds({ category: 'notebooks' })).toEqual(['p-dotted']);
  });

  it('when a new product is added on the server, then the replica lists it', async () => {
    await server.putDoc('products', {
      _id: 'p-brush',
      type: 'product',
      schemaVersion: 1,
      name: 'Sable Watercolour Brush',
      brand: 'Camlin',
      description: 'A soft round brush.',
      specification: '',
      features: [],
      price: 350,
      originalPrice: null,
      category: 'writing',
      images: { mainImage: 'p-brush.webp', additionalImages: [] },
      badge: 'New',
      featured: false,
      bestSeller: false,
      rating: 0,
      numReviews: 0,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    await server.putDoc('inventory', { _id: 'p-brush', type: 'inventory', schemaVersion: 1, product: 'p-brush', quantity: 9, updatedAt: new Date().toISOString() });
    await eventually(async () => expect(await product('p-brush')).toMatchObject({ name: 'Sable Watercolour Brush', stock: 9 }));
    expect(await productIds({ search: 'brush' })).toEqual(['p-brush']);
  });

  it('when a new review arrives, then the product detail lists it first', async () => {
    await server.putDoc('reviews', {
      _id: 'r-new',
      type: 'review',
      schemaVersion: 1,
      productId: 'p-dotted',
      user: { name: 'Nisha' },
      rating: 4,
      comment: 'Good for fountain pens.',
      createdAt: new Date(Date.UTC(2025, 1, 1)).toISOString(),
    });
    await eventually(async () => expect((await reviewsOf('p-dotted'))[0]?.user.name).toBe('Nisha'));
  });
});

describe('a first visit', () => {
  it('when the device holds no catalogue, then the snapshot is asked for before the database has opened, only once, and questions are answered from it while the database opens', async () => {
    const log: string[] = [];
    const fetching: typeof fetch = (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (url.pathname === '/api/catalog/snapshot') log.push('snapshot asked');
      return server.fetch(input, init);
    };
    // The real database, held back until the test lets it open.
    let letOpen = () => {};
    const gate = new Promise<void>((resolve) => (letOpen = resolve));
    const name = `first-visit-${Date.now()}`;
    const core = runReplicaCore(
      {
        syncUrl: server.syncUrl,
        fetch: fetching,
        name,
        announceStored: false,
        multiInstance: false,
        openReplica: async (options) => {
          // The database's code is loaded only once the snapshot has been read (one thread in the worker).
          log.push('database opening');
          await gate;
          return openCatalogReplica(options);
        },
      },
      (event) => {
        if (event.type === 'mark' && event.name === 'open') log.push('database open');
        if (event.type === 'snapshot' && event.phase === 'core') log.push('catalogue ready');
        if (event.type === 'kept') log.push('kept');
      },
    );
    try {
      await eventually(() => expect(log).toContain('catalogue ready'));
      await eventually(() => expect(log).toContain('database opening'));
      expect(log).toEqual(['snapshot asked', 'catalogue ready', 'database opening']);
      const { answer } = await core.ask({ kind: 'products', filter: { limit: 50 } });
      expect(answer.total).toBe(6);
      const { answer: found } = await core.ask({ kind: 'suggest', text: 'fountain' });
      expect(found.products.map((p) => p._id)).toContain('p-fountain');

      // A product page needs the database (its kept details): it is answered once the database opens.
      let productAnswered = false;
      const product = core.ask({ kind: 'product', id: 'p-fountain' }).then((r) => {
        productAnswered = true;
        return r;
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(productAnswered).toBe(false);
      letOpen();
      expect((await product).answer.product?._id).toBe('p-fountain');

      // The same catalogue, stored: announced again without a new version, then kept on the device once.
      await eventually(() => expect(log).toContain('kept'));
      expect(log.filter((l) => l === 'snapshot asked')).toHaveLength(1);
      expect(log.indexOf('database open')).toBeGreaterThan(log.indexOf('catalogue ready'));
      expect(await (await core.opened).db.snapshot.count().exec()).toBe(1);
    } finally {
      letOpen();
      await core.close();
    }
  });

  it('when the worker asked for the snapshot before the replica code had loaded, then the replica reads that answer and asks no second time', async () => {
    const snapshotAsks: string[] = [];
    const fetching: typeof fetch = (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (url.pathname === '/api/catalog/snapshot') snapshotAsks.push(url.href);
      return server.fetch(input, init);
    };
    const events: ReplicaEvent[] = [];
    const start = { type: 'start', syncUrl: server.syncUrl, announceStored: false } as const;
    // The entry's step, as the worker's first task runs it: the request leaves and is timed.
    const earlySnapshot = askSnapshotEarly(start, (e) => events.push(e), fetching);
    expect(earlySnapshot).toBeDefined();
    expect(snapshotAsks).toEqual([new URL('../api/catalog/snapshot', server.syncUrl).href]);
    expect(events).toEqual([{ type: 'mark', name: 'snapshot-asked' }]);

    const core = runReplicaCore(
      { ...start, fetch: fetching, name: `early-${Date.now()}`, multiInstance: false, earlySnapshot },
      (e) => events.push(e),
    );
    try {
      await eventually(() => expect(events.some((e) => e.type === 'snapshot' && e.phase === 'core')).toBe(true));
      const { answer } = await core.ask({ kind: 'products', filter: { limit: 50 } });
      expect(answer.total).toBe(6);
      await eventually(() => expect(events.some((e) => e.type === 'kept')).toBe(true));
      expect(snapshotAsks).toHaveLength(1);
      expect(events.filter((e) => e.type === 'mark' && e.name === 'snapshot-asked')).toHaveLength(1);
    } finally {
      await core.close();
    }
  });

  it('when the device already holds a catalogue, then the worker asks for no snapshot early', () => {
    let asked = 0;
    const counting: typeof fetch = (input, init) => {
      asked++;
      return server.fetch(input, init);
    };
    const events: ReplicaEvent[] = [];
    expect(askSnapshotEarly({ type: 'start', syncUrl: server.syncUrl, announceStored: true }, (e) => events.push(e), counting)).toBeUndefined();
    expect(asked).toBe(0);
    expect(events).toEqual([]);
  });
});
