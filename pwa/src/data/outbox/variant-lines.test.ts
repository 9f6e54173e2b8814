import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { priceBreakdown } from '@store/shared';
import { localDb } from '../local-db.js';
import { outboxFixture } from '../testing/outbox-fixture.js';
import { CHARCOAL_F, CHARCOAL_M, PEN, penProduct, YELLOW_F } from '../testing/variant-fixture.js';
import { applyToCart } from './apply.js';
import { enqueue } from './enqueue.js';
import type { OrderRequest } from './entries.js';
import { confirmedId } from './tables.js';
import { addToUserCart, adoptVisitorData, removeFromUserCart, setUserCartQuantity, toggleUserWishlist } from './user-writes.js';
import { applyToWishlist } from './apply.js';

const fx = outboxFixture([penProduct, { _id: 'p-gel', name: 'Gel Pen', price: 60, stock: 50 }]);

type ServerItem = { _id: string; variantId: string; quantity: number; product: { _id: string } };
const serverLines = async () =>
  ((await fx.server.get('/cart', fx.asha.token)) as { items: ServerItem[] }).items.map((i) => ({
    productId: i.product._id,
    variantId: i.variantId,
    quantity: i.quantity,
  }));
const entries = () => localDb.outbox.where('userId').equals(fx.asha.userId).sortBy('seq');
const view = async () => {
  const row = await localDb.confirmed.get(confirmedId(fx.asha.userId, 'cart'));
  return applyToCart(row?.kind === 'cart' ? row.cart.lines : [], await entries()).map(({ productId, variantId, quantity, pending }) => ({
    productId,
    variantId,
    quantity,
    pending,
  }));
};
const stockOf = async (variantId: string) => {
  const product = (await fx.server.get(`/products/${PEN}`, fx.asha.token)) as {
    product?: { variants: Array<{ id: string; stock: number }> };
    variants?: Array<{ id: string; stock: number }>;
  };
  return (product.product ?? product).variants!.find((v) => v.id === variantId)!.stock;
};

describe('cart lines per variant through the outbox, against the real store', () => {
  it('when two colours of one pen are added offline, then the view shows two waiting lines, and on reconnect the store holds both', async () => {
    fx.server.fault = 'offline';
    await addToUserCart(localDb, fx.asha.userId, { productId: PEN, variantId: CHARCOAL_M }, 2, 5);
    await addToUserCart(localDb, fx.asha.userId, { productId: PEN, variantId: YELLOW_F }, 1, 1);
    // The two adds fold into one merge whose items carry their variants.
    expect((await entries()).map((e) => e.op)).toEqual([
      {
        kind: 'cart.merge',
        items: [
          { productId: PEN, variantId: CHARCOAL_M, quantity: 2 },
          { productId: PEN, variantId: YELLOW_F, quantity: 1 },
        ],
      },
    ]);
    await expect(addToUserCart(localDb, fx.asha.userId, { productId: PEN, variantId: YELLOW_F }, 1, 1)).rejects.toThrow();
    expect((await fx.replayer().replay()).kind).toBe('retry');
    expect(await view()).toEqual([
      { productId: PEN, variantId: CHARCOAL_M, quantity: 2, pending: true },
      { productId: PEN, variantId: YELLOW_F, quantity: 1, pending: true },
    ]);

    fx.server.fault = 'none';
    expect(await fx.replayer().replay({ force: true })).toMatchObject({ kind: 'drained' });
    expect(await serverLines()).toEqual([
      { productId: PEN, variantId: CHARCOAL_M, quantity: 2 },
      { productId: PEN, variantId: YELLOW_F, quantity: 1 },
    ]);
    expect(await view()).toEqual([
      { productId: PEN, variantId: CHARCOAL_M, quantity: 2, pending: false },
      { productId: PEN, variantId: YELLOW_F, quantity: 1, pending: false },
    ]);
  });

  it("when one variant's line is changed and another removed, then the store is asked for exactly those lines (PUT/DELETE /cart/{variantId})", async () => {
    await addToUserCart(localDb, fx.asha.userId, { productId: PEN, variantId: CHARCOAL_M }, 1, 5);
    await fx.replayer().replay();
    await addToUserCart(localDb, fx.asha.userId, { productId: PEN, variantId: CHARCOAL_F }, 1, 3);
    await fx.replayer().replay();
    await setUserCartQuantity(localDb, fx.asha.userId, { productId: PEN, variantId: CHARCOAL_M }, 4, 5);
    await removeFromUserCart(localDb, fx.asha.userId, { productId: PEN, variantId: CHARCOAL_F });
    await fx.replayer().replay();
    const writes = fx.server.seen.filter((r) => r.method === 'PUT' || r.method === 'DELETE').map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual([`PUT /api/cart/${CHARCOAL_M}`, `DELETE /api/cart/${CHARCOAL_F}`]);
    expect(await serverLines()).toEqual([{ productId: PEN, variantId: CHARCOAL_M, quantity: 4 }]);
  });

  it("when a visitor signs in with lines of two variants and one from before variants, then the merge carries each variant, capped at that variant's stock", async () => {
    await localDb.cartLines.clear();
    await localDb.cartLines.bulkPut([
      { productId: PEN, quantity: 1, id: 1 },
      { productId: PEN, variantId: YELLOW_F, quantity: 3, id: 2 },
      { productId: PEN, variantId: CHARCOAL_M, quantity: 2, id: 3 },
    ]);
    expect(await adoptVisitorData(localDb, fx.asha.userId)).toMatchObject({ cartLines: 3 });
    expect((await entries()).map((e) => e.op)).toEqual([
      {
        kind: 'cart.merge',
        items: [
          { productId: PEN, quantity: 1 },
          { productId: PEN, variantId: YELLOW_F, quantity: 3 },
          { productId: PEN, variantId: CHARCOAL_M, quantity: 2 },
        ],
      },
    ]);
    await fx.replayer().replay();
    expect(await serverLines()).toEqual([
      { productId: PEN, variantId: CHARCOAL_F, quantity: 1 },
      { productId: PEN, variantId: YELLOW_F, quantity: 1 },
      { productId: PEN, variantId: CHARCOAL_M, quantity: 2 },
    ]);
    const notices = await localDb.notices.where('userId').equals(fx.asha.userId).toArray();
    expect(notices).toMatchObject([
      { kind: 'cart-merge', report: [{ productId: PEN, variantId: YELLOW_F, requested: 3, accepted: 1, reason: 'capped-at-stock' }] },
    ]);
  });

  it('when an order of one variant was queued offline, then the replay places that variant, takes its stock alone, and a line of another variant added since stays in the cart', async () => {
    await addToUserCart(localDb, fx.asha.userId, { productId: PEN, variantId: CHARCOAL_M }, 1, 5);
    await fx.replayer().replay();
    const before = { f: await stockOf(CHARCOAL_F), m: await stockOf(CHARCOAL_M) };
    const items = [{ productId: PEN, variantId: CHARCOAL_M, quantity: 1, price: 2600 }];
    const order: OrderRequest = {
      firstName: 'Asha',
      lastName: 'Verma',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411001',
      phone: '+91 98765 43210',
      country: 'India',
      paymentMethod: 'COD',
      reviewed: { items, total: priceBreakdown(items, null, { withTax: true }).total },
    };
    fx.server.fault = 'offline';
    await enqueue(localDb, fx.asha.userId, { kind: 'order.place', order });
    await addToUserCart(localDb, fx.asha.userId, { productId: PEN, variantId: CHARCOAL_F }, 1, 3);
    expect((await fx.replayer().replay()).kind).toBe('retry');
    // While it waits, the ordered variant's line is out of the cart view; the other colour's is in.
    expect(await view()).toEqual([{ productId: PEN, variantId: CHARCOAL_F, quantity: 1, pending: true }]);

    fx.server.fault = 'none';
    await fx.replayer().replay({ force: true });
    const [placed] = (await fx.server.get('/orders', fx.asha.token)) as Array<{
      items: Array<{ product: { _id: string }; variant?: { id: string; options: Array<{ name: string; value: string }> } }>;
    }>;
    expect(placed!.items).toMatchObject([
      {
        product: { _id: PEN },
        variant: {
          id: CHARCOAL_M,
          options: [
            { name: 'Colour', value: 'Charcoal' },
            { name: 'Nib', value: 'M' },
          ],
        },
      },
    ]);
    expect(await stockOf(CHARCOAL_M)).toBe(before.m - 1);
    expect(await stockOf(CHARCOAL_F)).toBe(before.f);
    expect(await serverLines()).toEqual([{ productId: PEN, variantId: CHARCOAL_F, quantity: 1 }]);
    expect((await view()).map((l) => l.variantId)).toEqual([CHARCOAL_F]);
  });

  it('when a signed-in shopper keeps a pen while looking at one colour, then the store is told the variant and the device remembers it after the answer', async () => {
    await toggleUserWishlist(localDb, fx.asha.userId, PEN, YELLOW_F);
    expect((await entries()).map((e) => e.op)).toEqual([{ kind: 'wishlist.add', productId: PEN, variantId: YELLOW_F }]);
    await fx.replayer().replay();
    expect(fx.server.seen.filter((r) => r.path === '/api/wishlist/add')).toHaveLength(1);
    const row = await localDb.confirmed.get(confirmedId(fx.asha.userId, 'wishlist'));
    expect(row?.kind === 'wishlist' && applyToWishlist(row.productIds, [], row.variants)).toMatchObject({
      productIds: [PEN],
      variants: { [PEN]: YELLOW_F },
    });
  });

  it('when a visitor who kept a pen in one colour signs in, then the wishlist merge tells the store that variant', async () => {
    await localDb.wishlist.clear();
    await localDb.wishlist.put({ productId: PEN, variantId: CHARCOAL_M, addedAt: 1 });
    await adoptVisitorData(localDb, fx.asha.userId);
    expect((await entries()).map((e) => e.op)).toEqual([{ kind: 'wishlist.merge', productIds: [PEN], variants: { [PEN]: CHARCOAL_M } }]);
    await fx.replayer().replay();
    const answer = (await (
      await fetch(`${fx.server.origin}/api/wishlist`, { headers: { authorization: `Bearer ${fx.asha.token}` } })
    ).json()) as {
      variants?: Record<string, string>;
    };
    expect(answer.variants).toEqual({ [PEN]: CHARCOAL_M });
  });
});
