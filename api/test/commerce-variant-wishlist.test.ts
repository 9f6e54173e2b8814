/**
 * Issue 43: the wishlist keeps products and remembers the variant the shopper was looking at
 * (`variants`: product id → variant id beside the spec's `products`); a wishlist stored before
 * variants keeps its products.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { insertVariantProducts, penWithVariants, variantIdOf } from './variant-fixtures.js';

let t: TestStore;
const PEN = 'safari-wish';
const blueM = variantIdOf(PEN, ['Blue', 'M']);
const charcoalB = variantIdOf(PEN, ['Charcoal', 'B']);
const ids = (list: Array<{ _id: string }>) => list.map((p) => p._id);

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertVariantProducts(t, [penWithVariants(PEN)]);
  await insertCatalog(t, [{ _id: 'wish-stapler', name: 'Stapler', stock: 3 }]);
});
afterAll(() => t?.close());

describe('the wishlist, with the variant shown', () => {
  it('when a shopper hearts a variant, then the product is listed once and the variant remembered; another variant replaces it', async () => {
    const token = tokenFor(t);
    const first = await t.api('POST', '/wishlist/add', { token, body: { productId: PEN, variantId: blueM } });
    expect(first.status, first.text).toBe(200);
    expect(ids(first.body.data)).toEqual([PEN]);
    expect(first.body.products).toEqual(first.body.data);
    expect(first.body.variants).toEqual({ [PEN]: blueM });
    const second = await t.api('POST', '/wishlist/add', { token, body: { productId: PEN, variantId: charcoalB } });
    expect(ids(second.body.data)).toEqual([PEN]);
    expect(second.body.variants).toEqual({ [PEN]: charcoalB });
    // Without a variant, the product is already there: the remembered one stays.
    await t.api('POST', '/wishlist/add', { token, body: { productId: PEN } });
    const got = await t.api('GET', '/wishlist', { token });
    expect(got.body).toMatchObject({ success: true, variants: { [PEN]: charcoalB } });
    expect(ids(got.body.products)).toEqual([PEN]);
  });

  it('when the variant is not one of the product, then 404 says so and nothing is kept', async () => {
    const token = tokenFor(t);
    const res = await t.api('POST', '/wishlist/add', { token, body: { productId: PEN, variantId: 'wish-stapler' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This product has no such variant. Please choose another option.');
    expect((await t.api('GET', '/wishlist', { token })).body).toMatchObject({ data: [], variants: {} });
  });

  it('when the product is removed, then its remembered variant goes with it; adding it back without one shows the default', async () => {
    const token = tokenFor(t);
    await t.api('POST', '/wishlist/add', { token, body: { productId: PEN, variantId: blueM } });
    const removed = await t.api('POST', '/wishlist/remove', { token, body: { productId: PEN } });
    expect(removed.body).toMatchObject({ data: [], products: [], variants: {} });
    const back = await t.api('POST', '/wishlist/add', { token, body: { productId: PEN } });
    expect(ids(back.body.data)).toEqual([PEN]);
    expect(back.body.variants).toEqual({});
  });

  it('when a wishlist was stored before variants, then its products read as before, with no variant remembered', async () => {
    const userId = 'u_legacy_wish';
    const token = tokenFor(t, { userId });
    await t.store.ctx.dbs.wishlists.put({
      _id: `wishlist:${userId}`,
      type: 'wishlist',
      schemaVersion: 1,
      user: userId,
      products: ['wish-stapler', PEN],
      updatedAt: '2026-01-05T10:00:00.000Z',
    } as never);
    const got = await t.api('GET', '/wishlist', { token });
    expect(got.status).toBe(200);
    expect(ids(got.body.data)).toEqual(['wish-stapler', PEN]);
    expect(got.body.variants).toEqual({});
    const added = await t.api('POST', '/wishlist/add', { token, body: { productId: PEN, variantId: blueM } });
    expect(ids(added.body.data)).toEqual(['wish-stapler', PEN]);
    expect(added.body.variants).toEqual({ [PEN]: blueM });
  });

  it("when a visitor's wishlist is merged with the variants they looked at, then new products keep them and unknown variants are not kept", async () => {
    const token = tokenFor(t);
    const res = await t.api('POST', '/wishlist/merge', {
      token,
      body: { productIds: [PEN, 'wish-stapler'], variants: { [PEN]: blueM, 'wish-stapler': 'not-a-variant' } },
    });
    expect(res.status, res.text).toBe(200);
    expect(ids(res.body.data.products)).toEqual([PEN, 'wish-stapler']);
    expect(res.body.data.variants).toEqual({ [PEN]: blueM });
    expect(res.body.data.report).toEqual([]);
    const bad = await t.api('POST', '/wishlist/merge', { token, body: { productIds: [PEN], variants: { [PEN]: 42 } } });
    expect(bad.status).toBe(400);
  });
});
