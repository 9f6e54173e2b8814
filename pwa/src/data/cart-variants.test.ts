import 'fake-indexeddb/auto';
import { installMemoryLocalStorage } from './testing/memory-storage.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@store/shared';
import { addToCart, clearCart, currentProduct, getCartRows, removeFromCart, setCartQuantity } from './cart.js';
import { getCatalogState, resetCatalogState } from './catalog/source.js';
import { connectCatalogReplica } from './catalog/testing/in-process-replica.js';
import type { ReplicaCore } from './catalog/replica/replica-core.js';
import { eventually, startCatalogServer, type CatalogServer } from './catalog/testing/catalog-server.js';
import { loadLocalDb } from './local-store.js';
import { CHARCOAL_F, CHARCOAL_M, PEN, penDocs, YELLOW_F, YELLOW_M } from './testing/variant-fixture.js';

const storage = installMemoryLocalStorage();
let server: CatalogServer;
let replica: ReplicaCore;
const lines = async () => (await getCartRows()).map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }));

beforeAll(async () => {
  // The pen's variants and their stock reach the device through the replica of a real sync-server:
  // Charcoal F 3, Charcoal M 5, Yellow F 1, Yellow M 0.
  server = await startCatalogServer();
  await server.putDoc('products', penDocs.product);
  for (const doc of penDocs.inventory) await server.putDoc('inventory', doc);
  replica = await connectCatalogReplica({ syncUrl: server.syncUrl, fetch: server.fetch, name: `cart-variants-${Date.now()}` });
  await eventually(() => expect(getCatalogState().ready).toBe(true));
  await eventually(async () => expect((await currentProduct(PEN))?.variants.map((v) => v.stock)).toEqual([3, 5, 1, 0]));
});
afterAll(async () => {
  await replica?.close();
  resetCatalogState();
  await server?.stop();
});
beforeEach(() => clearCart());

describe("a visitor's cart, per variant", () => {
  it('when the same pen is added in two colours, then the cart holds two lines, each naming its variant', async () => {
    await addToCart(PEN, 1, CHARCOAL_M);
    await addToCart(PEN, 1, YELLOW_F);
    await addToCart(PEN, 2, CHARCOAL_M);
    expect(await lines()).toEqual([
      { productId: PEN, variantId: CHARCOAL_M, quantity: 3 },
      { productId: PEN, variantId: YELLOW_F, quantity: 1 },
    ]);
    expect(JSON.parse(storage.getItem('cart') ?? 'null')).toEqual([
      { productId: PEN, variantId: CHARCOAL_M, quantity: 3, id: expect.any(Number) },
      { productId: PEN, variantId: YELLOW_F, quantity: 1, id: expect.any(Number) },
    ]);
  });

  it("when a variant's stock is reached, then that variant is capped and the others are not", async () => {
    await addToCart(PEN, 1, YELLOW_F);
    await expect(addToCart(PEN, 1, YELLOW_F)).rejects.toThrow(MESSAGES.cart.exceedsInventory);
    await expect(addToCart(PEN, 1, YELLOW_M)).rejects.toThrow(MESSAGES.cart.exceedsInventory);
    // Charcoal M has 5: more than Yellow F's 1 and Charcoal F's 3.
    await addToCart(PEN, 4, CHARCOAL_M);
    await expect(setCartQuantity(PEN, 6, CHARCOAL_M)).rejects.toThrow(MESSAGES.cart.exceedsInventory);
    await setCartQuantity(PEN, 5, CHARCOAL_M);
    expect(await lines()).toEqual([
      { productId: PEN, variantId: YELLOW_F, quantity: 1 },
      { productId: PEN, variantId: CHARCOAL_M, quantity: 5 },
    ]);
  });

  it('when the pen is added without a variant, then it is the default variant (the first)', async () => {
    await addToCart(PEN);
    await addToCart(PEN, 1, CHARCOAL_F);
    expect(await lines()).toEqual([{ productId: PEN, variantId: CHARCOAL_F, quantity: 2 }]);
    await expect(addToCart(PEN, 2)).rejects.toThrow(MESSAGES.cart.exceedsInventory);
  });

  it('when a line from before variants (no variantId) is in the cart, then it is the default variant: adding that one grows it, another colour is a new line', async () => {
    const db = await loadLocalDb();
    await db.cartLines.put({ productId: PEN, quantity: 1, id: 1 });
    await addToCart(PEN, 1, CHARCOAL_F);
    await addToCart(PEN, 1, YELLOW_F);
    expect(await lines()).toEqual([
      { productId: PEN, variantId: CHARCOAL_F, quantity: 2 },
      { productId: PEN, variantId: YELLOW_F, quantity: 1 },
    ]);
    // The default's stock (3) caps the old line too.
    await expect(addToCart(PEN, 2)).rejects.toThrow(MESSAGES.cart.exceedsInventory);
  });

  it('when one variant is changed or removed, then the other line of the same pen stays', async () => {
    await addToCart(PEN, 2, CHARCOAL_F);
    await addToCart(PEN, 1, YELLOW_F);
    await setCartQuantity(PEN, 1, CHARCOAL_F);
    await removeFromCart(PEN, YELLOW_F);
    expect(await lines()).toEqual([{ productId: PEN, variantId: CHARCOAL_F, quantity: 1 }]);
    await setCartQuantity(PEN, 0, CHARCOAL_F);
    expect(await lines()).toEqual([]);
  });

  it('when a variant the pen does not have is asked for, then nothing is added', async () => {
    await expect(addToCart(PEN, 1, 'p-safari-purple')).rejects.toThrow(MESSAGES.cart.add);
    expect(await lines()).toEqual([]);
  });
});
