/**
 * Issue 43: the server cart per variant. A line is one variant (two colours of a pen are two
 * lines), its id the variant id; a line with only a product id is the default variant; the stock
 * rules hold per variant; a cart stored before variants keeps its lines and their ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { insertVariantProducts, penWithVariants, variantIdOf } from './variant-fixtures.js';

let t: TestStore;
const PEN = 'safari-cart';
const charcoalF = variantIdOf(PEN, ['Charcoal', 'F']);
const blueM = variantIdOf(PEN, ['Blue', 'M']);
const blueB = variantIdOf(PEN, ['Blue', 'B']);
/** A pen plentiful in every variant: the per-line limit, not the stock, is what stops an add. */
const BULK = 'safari-bulk';

type Line = { _id: string; variantId: string; quantity: number; product: { _id: string } };
const lines = (res: { body: { data: { items: Line[] } } }) =>
  res.body.data.items.map((l) => ({ _id: l._id, productId: l.product._id, variantId: l.variantId, quantity: l.quantity }));

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  // Charcoal · F (the default, ₹2400) has 5; Blue · M (₹2200) has 2; Blue · B none.
  await insertVariantProducts(t, [
    penWithVariants(PEN, {
      stock: ([colour, nib]) =>
        colour === 'Charcoal' && nib === 'F' ? 5 : colour === 'Blue' && nib === 'M' ? 2 : colour === 'Blue' ? 0 : 7,
    }),
    penWithVariants(BULK, { stock: 500 }),
  ]);
  await insertCatalog(t, [{ _id: 'plain-eraser', name: 'Eraser', price: 20, stock: 50 }]);
});
afterAll(() => t?.close());

describe('the cart, per variant', () => {
  it('when a shopper adds a product by its id alone, then the line is its default variant, named by the variant id', async () => {
    const token = tokenFor(t);
    const res = await t.api('POST', '/cart', { token, body: { productId: PEN } });
    expect(res.status, res.text).toBe(200);
    expect(lines(res)).toEqual([{ _id: charcoalF, productId: PEN, variantId: charcoalF, quantity: 1 }]);
    expect(res.body.data.total).toBe(2400);
  });

  it('when two variants of one product are added, then they are two lines, each at its own price', async () => {
    const token = tokenFor(t);
    await t.api('POST', '/cart', { token, body: { productId: PEN, variantId: charcoalF, quantity: 2 } });
    const res = await t.api('POST', '/cart', { token, body: { productId: PEN, variantId: blueM } });
    expect(res.status, res.text).toBe(200);
    expect(lines(res)).toEqual([
      { _id: charcoalF, productId: PEN, variantId: charcoalF, quantity: 2 },
      { _id: blueM, productId: PEN, variantId: blueM, quantity: 1 },
    ]);
    expect(res.body.data.total).toBe(2 * 2400 + 2200);
    // The same variant again adds to its line.
    const again = await t.api('POST', '/cart', { token, body: { productId: PEN, variantId: blueM } });
    expect(lines(again).map((l) => l.quantity)).toEqual([2, 2]);
  });

  it('when one colour of a pen is at the per-line limit, then the refusal says the limit is per item, and another colour can still be added', async () => {
    const token = tokenFor(t);
    const [charcoal, blue] = [variantIdOf(BULK, ['Charcoal', 'F']), variantIdOf(BULK, ['Blue', 'F'])];
    expect((await t.api('POST', '/cart', { token, body: { productId: BULK, variantId: charcoal, quantity: 99 } })).status).toBe(200);
    const over = await t.api('POST', '/cart', { token, body: { productId: BULK, variantId: charcoal, quantity: 1 } });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('You can have at most 99 of each item in your cart.');
    const other = await t.api('POST', '/cart', { token, body: { productId: BULK, variantId: blue, quantity: 99 } });
    expect(other.status, other.text).toBe(200);
    expect(lines(other).map((l) => [l.variantId, l.quantity])).toEqual([
      [charcoal, 99],
      [blue, 99],
    ]);
  });

  it("when the line would pass its variant's stock, then 409 with the spec's words and that variant's stock, though the product's default has more", async () => {
    const token = tokenFor(t);
    await t.api('POST', '/cart', { token, body: { productId: PEN, variantId: blueM, quantity: 2 } });
    const res = await t.api('POST', '/cart', { token, body: { productId: PEN, variantId: blueM } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: 'Requested quantity exceeds available inventory.',
      errors: { [blueM]: '2 items are in stock for now.' },
    });
    const sold = await t.api('POST', '/cart', { token, body: { productId: PEN, variantId: blueB } });
    expect(sold.status).toBe(409);
    expect(sold.body.errors).toEqual({ [blueB]: '0 items are in stock for now.' });
    // The default variant, with 5, still takes 5.
    expect((await t.api('POST', '/cart', { token, body: { productId: PEN, quantity: 5 } })).status).toBe(200);
  });

  it('when the variant is not one of the product, then 404 says so; a malformed variant id is a 400', async () => {
    const token = tokenFor(t);
    for (const variantId of ['no-such-variant', 'plain-eraser']) {
      const res = await t.api('POST', '/cart', { token, body: { productId: PEN, variantId } });
      expect(res.status, variantId).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'This product has no such variant. Please choose another option.' });
    }
    // Another product's variant is not this product's.
    const crossed = await t.api('POST', '/cart', { token, body: { productId: 'plain-eraser', variantId: charcoalF } });
    expect(crossed.status).toBe(404);
    const bad = await t.api('POST', '/cart', { token, body: { productId: PEN, variantId: 'has spaces!' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Invalid input: variantId: /);
    expect((await t.api('GET', '/cart', { token })).body.data.items).toEqual([]);
  });

  it("when a line's quantity is set or the line removed by its variant id, then only that variant's line changes, within its stock", async () => {
    const token = tokenFor(t);
    await t.api('POST', '/cart', { token, body: { productId: PEN } });
    await t.api('POST', '/cart', { token, body: { productId: PEN, variantId: blueM } });
    const set = await t.api('PUT', `/cart/${charcoalF}`, { token, body: { quantity: 4 } });
    expect(set.status, set.text).toBe(200);
    expect(lines(set).map((l) => [l._id, l.quantity])).toEqual([
      [charcoalF, 4],
      [blueM, 1],
    ]);
    const over = await t.api('PUT', `/cart/${blueM}`, { token, body: { quantity: 3 } });
    expect(over.status).toBe(409);
    expect(over.body.errors).toEqual({ [blueM]: '2 items are in stock for now.' });
    const removed = await t.api('DELETE', `/cart/${charcoalF}`, { token });
    expect(lines(removed).map((l) => l._id)).toEqual([blueM]);
    expect((await t.api('DELETE', `/cart/${charcoalF}`, { token })).status).toBe(404);
    // The product id names no line of this cart: its lines are its variants.
    expect((await t.api('PUT', `/cart/${PEN}`, { token, body: { quantity: 1 } })).status).toBe(404);
  });

  it('when a cart was stored before variants, then its lines read as their products’ variants and keep their ids', async () => {
    const userId = 'u_legacy_cart';
    const token = tokenFor(t, { userId });
    await t.store.ctx.dbs.carts.put({
      _id: `cart:${userId}`,
      type: 'cart',
      schemaVersion: 1,
      user: userId,
      items: [{ productId: 'plain-eraser', quantity: 3, addedAt: '2026-01-05T10:00:00.000Z' }],
      updatedAt: '2026-01-05T10:00:00.000Z',
    } as never);
    const got = await t.api('GET', '/cart', { token });
    expect(lines(got)).toEqual([{ _id: 'plain-eraser', productId: 'plain-eraser', variantId: 'plain-eraser', quantity: 3 }]);
    expect(got.body.data.total).toBe(60);
    // Adding the product again (with or without its variant id) adds to that one line.
    await t.api('POST', '/cart', { token, body: { productId: 'plain-eraser' } });
    const added = await t.api('POST', '/cart', { token, body: { productId: 'plain-eraser', variantId: 'plain-eraser' } });
    expect(lines(added)).toEqual([{ _id: 'plain-eraser', productId: 'plain-eraser', variantId: 'plain-eraser', quantity: 5 }]);
    expect((await t.api('PUT', '/cart/plain-eraser', { token, body: { quantity: 1 } })).body.data.items[0].quantity).toBe(1);
    expect((await t.api('DELETE', '/cart/plain-eraser', { token })).body.data.items).toEqual([]);
  });
});

describe('merging the device cart, per variant', () => {
  it("when the device's lines name variants, then each is merged into its variant's line, capped at that variant's stock, and the report names the variant", async () => {
    const token = tokenFor(t);
    await t.api('POST', '/cart', { token, body: { productId: PEN, variantId: blueM } });
    const res = await t.api('POST', '/cart/merge', {
      token,
      body: {
        items: [
          { productId: PEN, variantId: blueM, quantity: 2 },
          { productId: PEN, quantity: 1 },
          { productId: PEN, variantId: charcoalF, quantity: 1 },
          { productId: PEN, variantId: blueB, quantity: 1 },
          { productId: PEN, variantId: 'gone-variant', quantity: 1 },
          { productId: 'plain-eraser', quantity: 2 },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(lines({ body: { data: res.body.data.cart } })).toEqual([
      { _id: blueM, productId: PEN, variantId: blueM, quantity: 2 },
      { _id: charcoalF, productId: PEN, variantId: charcoalF, quantity: 2 },
      { _id: 'plain-eraser', productId: 'plain-eraser', variantId: 'plain-eraser', quantity: 2 },
    ]);
    expect(res.body.data.report).toEqual(
      expect.arrayContaining([
        { productId: PEN, variantId: blueM, requested: 2, accepted: 1, reason: 'capped-at-stock' },
        { productId: PEN, variantId: blueB, requested: 1, accepted: 0, reason: 'out-of-stock' },
        { productId: PEN, variantId: 'gone-variant', requested: 1, accepted: 0, reason: 'unknown-product' },
      ]),
    );
    expect(res.body.data.report).toHaveLength(3);
  });
});
