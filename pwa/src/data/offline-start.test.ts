import 'fake-indexeddb/auto';
import { installMemoryLocalStorage } from './testing/memory-storage.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askReplica, getCatalogState, replicaVersion, resetCatalogState } from './catalog/source.js';
import { connectCatalogReplica } from './catalog/testing/in-process-replica.js';
import type { ReplicaCore } from './catalog/replica/replica-core.js';
import { eventually, startCatalogServer, type CatalogServer } from './catalog/testing/catalog-server.js';
import { DEFAULT_REPLICA_NAME } from './catalog/names.js';

installMemoryLocalStorage();
let server: CatalogServer;
const name = `offline-test-${Date.now()}`;
const open: ReplicaCore[] = [];
/** A network that is down: every request fails the way fetch fails offline. */
const offlineFetch: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

beforeAll(async () => {
  server = await startCatalogServer();
  // The first visit, online: the replica fills and the device remembers it.
  resetCatalogState();
  const first = await connectCatalogReplica({ syncUrl: server.syncUrl, fetch: server.fetch, name });
  await eventually(() => expect(getCatalogState().reviewsReady).toBe(true));
  // The shopper opens one product's page: its details are fetched and kept (decision 018).
  expect((await askReplica({ kind: 'product', id: 'p-fountain' })).reviews).toHaveLength(2);
  await (await first.opened).awaitInSync();
  // The device remembers the catalogue once it is stored.
  await eventually(() => expect(localStorage.getItem(`${DEFAULT_REPLICA_NAME}.ready`)).toBe('1'));
  await first.close();
});

afterAll(async () => {
  await Promise.all(open.map((r) => r.close()));
  resetCatalogState();
  await server?.stop();
});

describe('starting the store again without a network', () => {
  it('when the device holds a completed replica, then the catalogue and the opened product\'s reviews are answered from it at once', async () => {
    resetCatalogState();
    expect(getCatalogState()).toMatchObject({ ready: true, version: null });
    open.push(await connectCatalogReplica({ syncUrl: server.syncUrl, fetch: offlineFetch, name }));
    await eventually(() => expect(replicaVersion()).not.toBeNull());
    expect((await askReplica({ kind: 'products', filter: { limit: 50 } })).total).toBe(5);
    expect((await askReplica({ kind: 'category', id: 'writing' }))?.productCount).toBe(3);
    const fountain = await askReplica({ kind: 'product', id: 'p-fountain' });
    expect(fountain.reviews).toHaveLength(2);
    expect(fountain.detailsMissing).toBeUndefined();
    expect(fountain.product).toMatchObject({ description: 'Midnight Fountain Pen, made to last.', imageUrls: ['/uploads/products/p-fountain.webp', '/uploads/products/p-fountain-2.webp'] });
  });

  it('when a product whose page was never opened is asked for offline, then its listing fields answer and the details are said to be missing', async () => {
    const ink = await askReplica({ kind: 'product', id: 'p-ink' });
    expect(ink.detailsMissing).toBe(true);
    expect(ink.product).toMatchObject({ name: 'Blue Ink Bottle', price: 450, stock: 0, description: '', imageUrls: ['/uploads/products/p-ink.webp'] });
    expect(ink.reviews).toEqual([]);
  });

  it('when the remembered replica was wiped from the device, then nothing is answered from it until a real pull', async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
    resetCatalogState();
    open.push(await connectCatalogReplica({ syncUrl: server.syncUrl, fetch: offlineFetch, name: `${name}-wiped` }));
    // Connecting resolves once the stored replica was read (and found empty): nothing to answer from.
    expect(getCatalogState().version).toBeNull();
    expect(replicaVersion()).toBeNull();
    await expect(askReplica({ kind: 'categories' })).rejects.toThrow(/no catalogue yet/);
  });

  it('when the network is back, then the replica catches up from its checkpoint, deletions included', async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
    // Meanwhile, on the server: a product is withdrawn and another one's price changes.
    await server.deleteDoc('products', 'p-spiral');
    const gel = await server.getDoc('products', 'p-gel');
    await server.putDoc('products', { ...gel, price: 135 });
    resetCatalogState();
    open.push(await connectCatalogReplica({ syncUrl: server.syncUrl, fetch: server.fetch, name }));
    const ask = askReplica;
    await eventually(async () => expect((await ask({ kind: 'product', id: 'p-spiral' })).product).toBeNull());
    await eventually(async () => expect((await ask({ kind: 'product', id: 'p-gel' })).product?.price).toBe(135));
    expect((await ask({ kind: 'products', filter: { limit: 50 } })).total).toBe(4);
    expect((await ask({ kind: 'category', id: 'notebooks' }))?.productCount).toBe(1);
  });
});
