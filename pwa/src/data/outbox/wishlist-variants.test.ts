/**
 * The variant a wishlist remembers travels with the shopper: kept on one device, it is what a
 * second device of the same shopper opens after sign-in (the store answers it beside `data`).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ProductSchema, variantLabel, variantOf } from '@store/shared';
import { localDb } from '../local-db.js';
import { outboxFixture } from '../testing/outbox-fixture.js';
import { CHARCOAL_M, PEN, penProduct, YELLOW_F } from '../testing/variant-fixture.js';
import { confirmedId } from './tables.js';
import { toggleUserWishlist } from './user-writes.js';
import { readUser } from './user-watch.js';

const fx = outboxFixture([penProduct, { _id: 'p-gel', name: 'Gel Pen', price: 60, stock: 50 }]);

/** Another device of the same shopper keeps a product through the store's api, as its outbox would. */
const keepOnOtherDevice = async (productId: string, variantId?: string) => {
  const res = await fetch(`${fx.server.origin}/api/wishlist/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${fx.asha.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ productId, ...(variantId ? { variantId } : {}) }),
  });
  expect(res.status).toBe(200);
};

/** What this device's wishlist shows for the pen: the variant it opens with, as useWishlist picks it. */
const shownPen = async () => {
  const { wishlist } = await readUser(localDb, fx.asha.userId);
  const pen = ProductSchema.parse(await fx.server.get(`/products/${PEN}`, fx.asha.token));
  const variant = variantOf(pen, wishlist.variants[PEN]) ?? variantOf(pen)!;
  return { productIds: wishlist.productIds, variantId: variant.id, label: variantLabel(variant), price: variant.price };
};

describe("the wishlist's remembered variant on a second device, against the real store", () => {
  it('when a pen was kept in Yellow · F on one device, then a second device, after sign-in, opens the wishlist on Yellow · F', async () => {
    await keepOnOtherDevice(PEN, YELLOW_F);
    // This device has never seen the wishlist: the start of its replay reads it from the store.
    expect(await localDb.confirmed.get(confirmedId(fx.asha.userId, 'wishlist'))).toBeUndefined();
    await fx.replayer().replay({ refresh: true });
    expect(await shownPen()).toEqual({ productIds: [PEN], variantId: YELLOW_F, label: 'Yellow · F', price: 2500 });
  });

  it("when the other device keeps the pen in another colour, then this device's next read follows it, not its own older memory", async () => {
    await toggleUserWishlist(localDb, fx.asha.userId, PEN, CHARCOAL_M);
    await fx.replayer().replay();
    expect((await shownPen()).variantId).toBe(CHARCOAL_M);

    await keepOnOtherDevice(PEN, YELLOW_F);
    await fx.replayer().replay({ refresh: true });
    expect((await shownPen()).variantId).toBe(YELLOW_F);
  });

  it("when this device keeps another product, then the store's answer keeps the pen's variant chosen on the other device", async () => {
    await keepOnOtherDevice(PEN, YELLOW_F);
    await toggleUserWishlist(localDb, fx.asha.userId, 'p-gel');
    await fx.replayer().replay();
    expect(await shownPen()).toMatchObject({ productIds: [PEN, 'p-gel'], variantId: YELLOW_F });
  });
});
