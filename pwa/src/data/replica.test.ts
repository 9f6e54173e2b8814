import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogState, replicaSnapshot, resetCatalogState } from './catalog-source.js';
import { connectCatalogReplica } from './testing/in-process-replica.js';
import { queryProducts } from './catalog-query.js';
import type { ReplicaCore } from './replica/replica-core.js';
import { eventually, startCatalogServer, type CatalogServer } from './testing/catalog-server.js';

let server: CatalogServer;
let replica: ReplicaCore;

const snapshot = () => {
  const s = replicaSnapshot(getCatalogState());
  if (!s) throw new Error('the replica is not ready yet');
  return s;
};

beforeAll(async () => {
  server = await startCatalogServer();
  replica = await connectCatalogReplica({ syncUrl: server.syncUrl, fetch: server.fetch, name: `replica-test-${Date.now()}` });
  await eventually(() => expect(getCatalogState().ready).toBe(true));
});

afterAll(async () => {
  await replica?.close();
  resetCatalogState();
  await server?.stop();
});

describe('the catalogue replica', () => {
  it('when the first pull completes, then the catalogue is ready and, once the reviews follow, holds every public document', async () => {
    expect(getCatalogState().ready).toBe(true);
    expect(snapshot().products).toHaveLength(5);
    await eventually(() => expect(getCatalogState().reviewsReady).toBe(true));
    expect(snapshot().categories.map((c) => c._id)).toEqual(['writing', 'notebooks']);
    expect(snapshot().reviewsByProduct.get('p-fountain')?.map((r) => r.user.name)).toEqual(['Ravi', 'Asha']);
  });

  it('when a product is read from the replica, then it has the shape /api answers', () => {
    const pen = snapshot().productById.get('p-fountain');
    expect(pen).toMatchObject({
      _id: 'p-fountain',
      id: 'p-fountain',
      category: { _id: 'writing', name: 'Writing' },
      imageUrls: ['/uploads/products/p-fountain.webp', '/uploads/products/p-fountain-2.webp'],
      stock: 3,
      inStock: true,
      discount: 22,
      reviews: [{ rating: 4 }, { rating: 5 }],
    });
    expect(snapshot().productById.get('p-ink')).toMatchObject({ stock: 0, inStock: false, discount: 10 });
    expect(snapshot().categoryById.get('writing')).toMatchObject({ productCount: 3, imageUrl: '/uploads/categories/writing.webp' });
    expect(snapshot().categoryById.get('notebooks')).toMatchObject({ productCount: 2, imageUrl: null });
  });

  it('when an admin edits a product on the server, then the replica follows', async () => {
    const doc = await server.getDoc('products', 'p-gel');
    await server.putDoc('products', { ...doc, name: 'Smooth Gel Pen (Pack of 3)', price: 300 });
    await eventually(() => expect(snapshot().productById.get('p-gel')).toMatchObject({ name: 'Smooth Gel Pen (Pack of 3)', price: 300 }));
    expect(queryProducts(snapshot(), { search: 'pack of 3' }).products.map((p) => p._id)).toEqual(['p-gel']);
  });

  it('when stock changes on the server, then the replicated product shows the new stock', async () => {
    const doc = await server.getDoc('inventory', 'p-ink');
    await server.putDoc('inventory', { ...doc, quantity: 7 });
    await eventually(() => expect(snapshot().productById.get('p-ink')).toMatchObject({ stock: 7, inStock: true }));
  });

  it('when a product is deleted on the server, then it disappears from the replica and its category count drops', async () => {
    await server.deleteDoc('products', 'p-spiral');
    await eventually(() => expect(snapshot().productById.has('p-spiral')).toBe(false));
    expect(snapshot().products).toHaveLength(4);
    expect(snapshot().categoryById.get('notebooks')?.productCount).toBe(1);
    expect(queryProducts(snapshot(), { category: 'notebooks' }).products.map((p) => p._id)).toEqual(['p-dotted']);
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
    await eventually(() => expect(snapshot().reviewsByProduct.get('p-dotted')?.[0]?.user.name).toBe('Nisha'));
  });
});
