import 'fake-indexeddb/auto';
import { installMemoryLocalStorage } from './testing/memory-storage.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogState, replicaSnapshot, resetCatalogState } from './catalog-source.js';
import { connectCatalogReplica } from './testing/in-process-replica.js';
import type { ReplicaCore } from './replica/replica-core.js';
import { eventually, startCatalogServer, type CatalogServer } from './testing/catalog-server.js';

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
  await first.close();
});

afterAll(async () => {
  await Promise.all(open.map((r) => r.close()));
  resetCatalogState();
  await server?.stop();
});

describe('starting the store again without a network', () => {
  it('when the device holds a completed replica, then the catalogue and its reviews are answered from it at once', async () => {
    resetCatalogState();
    expect(getCatalogState()).toMatchObject({ ready: true, snapshot: null });
    open.push(await connectCatalogReplica({ syncUrl: server.syncUrl, fetch: offlineFetch, name }));
    await eventually(() => expect(replicaSnapshot()?.products).toHaveLength(5));
    expect(replicaSnapshot()?.categoryById.get('writing')?.productCount).toBe(3);
    expect(replicaSnapshot()?.reviewsByProduct.get('p-fountain')).toHaveLength(2);
  });

  it('when the remembered replica was wiped from the device, then nothing is answered from it until a real pull', async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
    resetCatalogState();
    open.push(await connectCatalogReplica({ syncUrl: server.syncUrl, fetch: offlineFetch, name: `${name}-wiped` }));
    // Connecting resolves once the stored replica was read (and found empty): nothing to answer from.
    expect(getCatalogState().snapshot).toBeNull();
    expect(replicaSnapshot()).toBeNull();
  });

  it('when the network is back, then the replica catches up from its checkpoint, deletions included', async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
    // Meanwhile, on the server: a product is withdrawn and another one's price changes.
    await server.deleteDoc('products', 'p-spiral');
    const gel = await server.getDoc('products', 'p-gel');
    await server.putDoc('products', { ...gel, price: 135 });
    resetCatalogState();
    open.push(await connectCatalogReplica({ syncUrl: server.syncUrl, fetch: server.fetch, name }));
    await eventually(() => expect(replicaSnapshot()?.productById.has('p-spiral')).toBe(false));
    await eventually(() => expect(replicaSnapshot()?.productById.get('p-gel')?.price).toBe(135));
    expect(replicaSnapshot()?.products).toHaveLength(4);
    expect(replicaSnapshot()?.categoryById.get('notebooks')?.productCount).toBe(1);
  });
});
