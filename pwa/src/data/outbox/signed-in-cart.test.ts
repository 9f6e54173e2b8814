import 'fake-indexeddb/auto';
import { installMemoryLocalStorage } from '../testing/memory-storage.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@store/shared';
import { setApiOrigin } from '../../lib/api-client.js';
import { addToCart, clearCart, removeFromCart, setCartQuantity } from '../cart.js';
import { getCatalogState, resetCatalogState } from '../catalog/source.js';
import { localDb } from '../local-db.js';
import { connectCatalogReplica } from '../catalog/testing/in-process-replica.js';
import { eventually, startCatalogServer, type CatalogServer } from '../catalog/testing/catalog-server.js';
import { startStoreServer, type StoreServer } from '../testing/store-server.js';
import { toggleWishlist } from '../wishlist.js';
import { reorder } from '../account.js';
import type { ReplicaCore } from '../catalog/replica/replica-core.js';
import { replayNow } from './driver.js';
import { CHARCOAL_M, PEN, penDocs, penProduct, YELLOW_F } from '../testing/variant-fixture.js';
import { forgetSignedInUser, sendBeforeSignOut } from './sign-out.js';
import { adoptVisitorData } from './user-writes.js';
import { getWriter, setWriter } from './user-state.js';

installMemoryLocalStorage();
let store: StoreServer;
let catalog: CatalogServer;
let replica: ReplicaCore;

// Stock is checked on the device against the replica (catalog fixture: p-fountain 3, p-gel 50,
// p-ink 0) and again by the server (the same ids, written to the store with the same stock).
beforeAll(async () => {
  catalog = await startCatalogServer();
  replica = await connectCatalogReplica({ syncUrl: catalog.syncUrl, fetch: catalog.fetch, name: `signed-in-${Date.now()}` });
  store = await startStoreServer([
    { _id: 'p-fountain', name: 'Fountain Pen', price: 2400, stock: 3 },
    { _id: 'p-gel', name: 'Gel Pen', price: 60, stock: 50 },
    { _id: 'p-ink', name: 'Ink', price: 300, stock: 0 },
    penProduct,
  ]);
  await catalog.putDoc('products', penDocs.product);
  for (const doc of penDocs.inventory) await catalog.putDoc('inventory', doc);
  setApiOrigin(store.origin);
  await eventually(() => expect(getCatalogState().ready).toBe(true));
});
afterAll(async () => {
  await setWriter(null);
  await replica?.close();
  resetCatalogState();
  await catalog?.stop();
  await store?.stop();
});

const serverCart = async (token: string) =>
  Object.fromEntries(
    ((await store.get('/cart', token)) as { items: Array<{ _id: string; quantity: number }> }).items.map((i) => [i._id, i.quantity]),
  );

describe("a signed-in shopper's cart and wishlist, through the functions the screens call", () => {
  it('when the shopper edits the cart and wishlist, then the same rules apply and the server ends with every change', async () => {
    const asha = await store.signUp('Asha');
    await setWriter(asha);
    expect(getWriter()?.userId).toBe(asha.userId);

    await addToCart('p-gel', 2);
    await addToCart('p-fountain');
    await expect(addToCart('p-fountain', 3)).rejects.toThrow(MESSAGES.cart.exceedsInventory);
    await setCartQuantity('p-gel', 5);
    await setCartQuantity('p-gel', 4);
    await expect(toggleWishlist('p-ink')).resolves.toBe(true);
    await replayNow();

    expect(await serverCart(asha.token)).toEqual({ 'p-gel': 4, 'p-fountain': 1 });
    expect(((await store.get('/wishlist', asha.token)) as Array<{ _id: string }>).map((p) => p._id)).toEqual(['p-ink']);

    await removeFromCart('p-fountain');
    await replayNow();
    expect(await serverCart(asha.token)).toEqual({ 'p-gel': 4 });
    await clearCart();
    await replayNow();
    expect(await serverCart(asha.token)).toEqual({});
    expect(await localDb.outbox.count()).toBe(0);
  });

  it("when a visitor signs in, then their cart and wishlist move to the account in one merge each and the device's visitor rows are empty", async () => {
    await setWriter(null);
    await addToCart('p-fountain', 2);
    await toggleWishlist('p-gel');
    const ravi = await store.signUp('Ravi');
    // The account already holds 2 fountain pens: 2 + 2 is capped at the stock of 3.
    await fetch(`${store.origin}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ravi.token}` },
      body: JSON.stringify({ productId: 'p-fountain', quantity: 2 }),
    });

    const db = await setWriter(ravi);
    expect(await adoptVisitorData(db!, ravi.userId)).toEqual({ cartLines: 1, wishlistItems: 1 });
    expect(await localDb.cartLines.count()).toBe(0);
    expect(await localDb.wishlist.count()).toBe(0);
    await replayNow();

    expect(await serverCart(ravi.token)).toEqual({ 'p-fountain': 3 });
    const notices = await localDb.notices.where('userId').equals(ravi.userId).toArray();
    expect(notices).toMatchObject([
      { kind: 'cart-merge', report: [{ productId: 'p-fountain', requested: 2, accepted: 1, reason: 'capped-at-stock' }] },
    ]);
  });

  it('when a shopper signs out with changes waiting, then they are sent first if the store answers, and counted if not', async () => {
    const meera = await store.signUp('Meera');
    await setWriter(meera);
    store.fault = 'offline';
    await addToCart('p-gel', 3);
    // The store cannot be reached: the changes still wait, and sign-out must ask before losing them.
    expect(await sendBeforeSignOut(300)).toBe(1);
    expect(await serverCart(meera.token)).toEqual({});

    store.fault = 'none';
    expect(await sendBeforeSignOut()).toBe(0);
    expect(await serverCart(meera.token)).toEqual({ 'p-gel': 3 });

    await forgetSignedInUser();
    expect(await localDb.outbox.where('userId').equals(meera.userId).count()).toBe(0);
    expect(await localDb.confirmed.where('userId').equals(meera.userId).count()).toBe(0);
    expect(await localDb.session.count()).toBe(0);
  });

  it("when a shopper reorders online, then the store's stock decides, even where the device's catalogue is behind it", async () => {
    const kiran = await store.signUp('Kiran');
    await setWriter(kiran);
    // The device's replica still says 3 fountain pens; the store sold them all.
    await store.setStock('p-fountain', 0);
    const order = {
      items: [
        { product: { _id: 'p-fountain', name: 'Fountain Pen', mainImage: null }, quantity: 1, price: 2400 },
        { product: { _id: 'p-gel', name: 'Gel Pen', mainImage: null }, quantity: 2, price: 60 },
        { product: { _id: 'p-gone', name: 'Retired Pen', mainImage: null }, quantity: 1, price: 90 },
      ],
    };
    expect(await reorder(order, () => 0)).toEqual({
      added: [{ name: 'Gel Pen', quantity: 2 }],
      skipped: [
        { name: 'Fountain Pen', reason: 'it is out of stock' },
        { name: 'Retired Pen', reason: 'it is no longer sold' },
      ],
    });
    await replayNow();
    expect(await serverCart(kiran.token)).toEqual({ 'p-gel': 2 });

    // The store cannot be reached: the device's catalogue decides (3 fountain pens there).
    store.fault = 'offline';
    const offline = await reorder({ items: order.items.slice(0, 1) }, () => 0);
    expect(offline.added).toEqual([{ name: 'Fountain Pen', quantity: 1 }]);
    store.fault = 'none';
    await store.setStock('p-fountain', 3);
    await replayNow();
    expect(await serverCart(kiran.token)).toEqual({ 'p-gel': 2, 'p-fountain': 1 });
    await clearCart();
    await replayNow();
  });

  it('when a shopper reorders an order of two variants of one pen, then each variant is added as its own line, within its own stock', async () => {
    const leela = await store.signUp('Leela');
    await setWriter(leela);
    const line = (id: string, values: [string, string], quantity: number) => ({
      product: { _id: PEN, name: 'Safari Fountain Pen', mainImage: null },
      variant: {
        id,
        sku: '',
        options: [
          { name: 'Colour', value: values[0] },
          { name: 'Nib', value: values[1] },
        ],
      },
      quantity,
      price: 2500,
    });
    const order = {
      items: [line(CHARCOAL_M, ['Charcoal', 'M'], 2), line(YELLOW_F, ['Yellow', 'F'], 2), line('p-safari-purple-b', ['Purple', 'B'], 1)],
    };
    expect(await reorder(order, () => 0)).toEqual({
      added: [
        { name: 'Safari Fountain Pen (Charcoal · M)', quantity: 2 },
        { name: 'Safari Fountain Pen (Yellow · F)', quantity: 1 },
      ],
      skipped: [
        { name: 'Safari Fountain Pen (Yellow · F)', reason: 'only 1 of 2 could be added: that is all we have' },
        { name: 'Safari Fountain Pen (Purple · B)', reason: 'that option is no longer sold' },
      ],
    });
    await replayNow();
    const items = ((await store.get('/cart', leela.token)) as { items: Array<{ variantId: string; quantity: number }> }).items;
    expect(items.map((i) => [i.variantId, i.quantity])).toEqual([
      [CHARCOAL_M, 2],
      [YELLOW_F, 1],
    ]);
    await clearCart();
    await replayNow();
  });
});
