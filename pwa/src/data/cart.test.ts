import 'fake-indexeddb/auto';
import { installMemoryLocalStorage } from './testing/memory-storage.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@store/shared';
import { addToCart, clearCart, getCartRows, removeFromCart, setCartQuantity } from './cart.js';
import { clearLocalData } from './local-data.js';
import { getCatalogState, resetCatalogState } from './catalog/source.js';
import { connectCatalogReplica } from './catalog/testing/in-process-replica.js';
import type { ReplicaCore } from './catalog/replica/replica-core.js';
import { eventually, startCatalogServer, type CatalogServer } from './catalog/testing/catalog-server.js';

const storage = installMemoryLocalStorage();
let server: CatalogServer;
let replica: ReplicaCore;
const quantities = async () => Object.fromEntries((await getCartRows()).map((r) => [r.productId, r.quantity]));

beforeAll(async () => {
  // Stock comes from the replica of a real sync-server: p-fountain 3, p-gel 50, p-ink 0.
  server = await startCatalogServer();
  replica = await connectCatalogReplica({ syncUrl: server.syncUrl, fetch: server.fetch, name: `cart-test-${Date.now()}` });
  await eventually(() => expect(getCatalogState().ready).toBe(true));
});
afterAll(async () => {
  await replica?.close();
  resetCatalogState();
  await server?.stop();
});
beforeEach(() => clearCart());

describe("a visitor's cart", () => {
  it('when a product is added without a quantity, then one unit is in the cart', async () => {
    await addToCart('p-gel');
    expect(await quantities()).toEqual({ 'p-gel': 1 });
  });

  it('when the same product is added again, then the quantities are summed on one line', async () => {
    await addToCart('p-gel', 2);
    await addToCart('p-gel', 3);
    const rows = await getCartRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productId: 'p-gel', quantity: 5 });
  });

  it('when existing plus requested exceeds stock, then it throws the spec message and changes nothing', async () => {
    await addToCart('p-fountain', 2);
    await expect(addToCart('p-fountain', 2)).rejects.toThrow(MESSAGES.cart.exceedsInventory);
    expect(await quantities()).toEqual({ 'p-fountain': 2 });
  });

  it('when an out-of-stock product is added, then it is refused', async () => {
    await expect(addToCart('p-ink')).rejects.toThrow(MESSAGES.cart.exceedsInventory);
    expect(await getCartRows()).toEqual([]);
  });

  it('when a quantity is set above stock, then it throws and the line keeps its quantity', async () => {
    await addToCart('p-fountain', 1);
    await expect(setCartQuantity('p-fountain', 4)).rejects.toThrow(MESSAGES.cart.exceedsInventory);
    await setCartQuantity('p-fountain', 3);
    expect(await quantities()).toEqual({ 'p-fountain': 3 });
  });

  it('when a quantity is set to 0 or less, then the line is removed', async () => {
    await addToCart('p-gel', 2);
    await addToCart('p-fountain', 1);
    await setCartQuantity('p-gel', 0);
    await setCartQuantity('p-fountain', -1);
    expect(await getCartRows()).toEqual([]);
  });

  it('when a line is removed, then only that line goes', async () => {
    await addToCart('p-gel');
    await addToCart('p-fountain');
    await removeFromCart('p-gel');
    expect(await quantities()).toEqual({ 'p-fountain': 1 });
  });

  it('when the cart changes, then localStorage "cart" mirrors it as {productId, quantity, id}', async () => {
    await addToCart('p-gel', 2);
    await addToCart('p-fountain');
    const mirrored: unknown = JSON.parse(storage.getItem('cart') ?? 'null');
    expect(mirrored).toEqual([
      { productId: 'p-gel', quantity: 2, id: expect.any(Number) },
      { productId: 'p-fountain', quantity: 1, id: expect.any(Number) },
    ]);
    await clearCart();
    expect(storage.getItem('cart')).toBeNull();
  });

  it('when the shopper logs out, then the local cart is cleared', async () => {
    await addToCart('p-gel');
    await clearLocalData();
    expect(await getCartRows()).toEqual([]);
    expect(storage.getItem('cart')).toBeNull();
  });
});
