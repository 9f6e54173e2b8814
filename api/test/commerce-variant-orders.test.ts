/**
 * Issue 43: orders per variant. An order takes the cart's lines per variant at the variant's
 * price and keeps the variant as ordered ({ id, sku, options }); stock is taken from, returned to
 * and repaired on the variant's record only; orders from before variants read and cancel as before.
 */
import { priceBreakdown } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, SHIPPING, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { insertVariantProducts, penWithVariants, storedStock, variantIdOf } from './variant-fixtures.js';

let t: TestStore;
const PEN = 'safari-order';
const v = (colour: string, nib: string) => variantIdOf(PEN, [colour, nib]);
const ALL = ['Charcoal', 'Blue'].flatMap((c) => ['F', 'M', 'B'].map((n) => v(c, n)));

async function addToCart(token: string, body: { productId: string; variantId?: string; quantity?: number }) {
  const res = await t.api('POST', '/cart', { token, body });
  expect(res.status, res.text).toBe(200);
}

/** What one unit at `price` comes to with shipping and GST, as the checkout shows it. */
const totalOf = (price: number) =>
  priceBreakdown([{ price, quantity: 1, name: 'Safari Fountain Pen', category: 'writing' }], null, { withTax: true }).total;

/** Every variant's stored stock, by id. */
const stocks = async () => Object.fromEntries(await Promise.all(ALL.map(async (id) => [id, await storedStock(t, id)] as const)));

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertVariantProducts(t, [penWithVariants(PEN, { stock: 20 })]);
  await insertCatalog(t, [{ _id: 'order-ink', name: 'Blue Ink', price: 150, stock: 9 }]);
});
afterAll(() => t?.close());

describe('placing an order, per variant', () => {
  it("when the cart holds two variants of a pen, then the order has one line per variant at its price, keeping its options, and takes only those variants' stock", async () => {
    const token = tokenFor(t);
    await addToCart(token, { productId: PEN, variantId: v('Charcoal', 'F'), quantity: 2 });
    await addToCart(token, { productId: PEN, variantId: v('Blue', 'M') });
    await addToCart(token, { productId: 'order-ink' });
    const before = await stocks();

    const res = await t.api('POST', '/orders', { token, body: SHIPPING });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.items).toEqual([
      {
        product: { _id: PEN, name: 'Safari Fountain Pen', mainImage: 'test.webp' },
        variant: {
          id: v('Charcoal', 'F'),
          sku: v('Charcoal', 'F').toUpperCase(),
          options: [
            { name: 'Colour', value: 'Charcoal' },
            { name: 'Nib', value: 'F' },
          ],
        },
        quantity: 2,
        price: 2400,
      },
      {
        product: { _id: PEN, name: 'Safari Fountain Pen', mainImage: 'test.webp' },
        variant: {
          id: v('Blue', 'M'),
          sku: v('Blue', 'M').toUpperCase(),
          options: [
            { name: 'Colour', value: 'Blue' },
            { name: 'Nib', value: 'M' },
          ],
        },
        quantity: 1,
        price: 2200,
      },
      {
        product: { _id: 'order-ink', name: 'Blue Ink', mainImage: 'test.webp' },
        variant: { id: 'order-ink', sku: '', options: [] },
        quantity: 1,
        price: 150,
      },
    ]);
    expect(res.body.data.itemsPrice).toBe(2 * 2400 + 2200 + 150);
    expect(await stocks()).toEqual({
      ...before,
      [v('Charcoal', 'F')]: before[v('Charcoal', 'F')]! - 2,
      [v('Blue', 'M')]: before[v('Blue', 'M')]! - 1,
    });
    expect(await storedStock(t, 'order-ink')).toBe(8);
    expect((await t.api('GET', '/cart', { token })).body.data.items).toEqual([]);
    // The confirmation names the variant (it is sent once the order is placed).
    await expect.poll(() => t.outbox().some((m) => m.text.includes('2 × Safari Fountain Pen (Charcoal · F)'))).toBe(true);
  });

  it('when the reviewed order names each line by its variant, then it is placed; a reviewed line of another variant is a changed cart', async () => {
    const token = tokenFor(t);
    await addToCart(token, { productId: PEN, variantId: v('Blue', 'B') });
    const total = totalOf(2200);
    const otherVariant = await t.api('POST', '/orders', {
      token,
      body: { ...SHIPPING, reviewed: { items: [{ productId: PEN, variantId: v('Blue', 'F'), quantity: 1, price: 2200 }], total } },
    });
    expect(otherVariant.status).toBe(409);
    expect(otherVariant.body.message).toBe('Your cart changed since you reviewed this order. Please review it again.');
    const before = await stocks();
    expect(before[v('Blue', 'B')]).toBe(20);
    const right = await t.api('POST', '/orders', {
      token,
      body: { ...SHIPPING, reviewed: { items: [{ productId: PEN, variantId: v('Blue', 'B'), quantity: 1, price: 2200 }], total } },
    });
    expect(right.status, right.text).toBe(201);
    expect(right.body.data.totalPrice).toBe(total);
  });

  it("when an older client's reviewed line names no variant, then it means the product's default one", async () => {
    const token = tokenFor(t);
    await addToCart(token, { productId: PEN });
    const total = totalOf(2400);
    const res = await t.api('POST', '/orders', {
      token,
      body: { ...SHIPPING, reviewed: { items: [{ productId: PEN, quantity: 1, price: 2400 }], total } },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.items[0].variant.id).toBe(v('Charcoal', 'F'));
  });

  it('when the shopper cancels, then each unit returns to its own variant and the others are untouched', async () => {
    const token = tokenFor(t);
    await addToCart(token, { productId: PEN, variantId: v('Charcoal', 'M'), quantity: 3 });
    const placed = await t.api('POST', '/orders', { token, body: SHIPPING });
    expect(placed.status).toBe(201);
    const before = await stocks();
    const cancelled = await t.api('POST', `/orders/${placed.body.data._id}/cancel`, { token });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await stocks()).toEqual({ ...before, [v('Charcoal', 'M')]: before[v('Charcoal', 'M')]! + 3 });
  });

  it("when a placement died after taking a variant's stock, then the repair gives it back to that variant", async () => {
    const orderId = 'o_variant_crash_1';
    const id = v('Blue', 'F');
    const record = (await t.store.ctx.dbs.inventory.get(id))!;
    const quantity = Number(record.quantity);
    await t.store.ctx.dbs.inventory.put({ ...record, quantity: quantity - 2, movements: { [orderId]: -2 } } as never);
    const old = new Date(Date.now() - 60_000).toISOString();
    await t.store.ctx.dbs.orders.put({
      _id: orderId,
      type: 'order',
      schemaVersion: 1,
      phase: 'pending',
      user: 'u_crashed',
      items: [
        {
          product: { _id: PEN, name: 'Safari Fountain Pen', mainImage: null },
          variant: { id, sku: '', options: [] },
          quantity: 2,
          price: 2400,
        },
      ],
      shippingAddress: { ...SHIPPING, country: 'India' },
      paymentMethod: 'COD',
      promoCode: null,
      itemsPrice: 4800,
      discount: 0,
      shippingPrice: 0,
      taxPrice: 864,
      totalPrice: 5664,
      isPaid: false,
      status: 'processing',
      statusHistory: [{ status: 'processing', at: old }],
      createdAt: old,
      updatedAt: old,
    } as never);
    const before = await stocks();
    const pass = await t.store.repairNow();
    expect(pass.rolledBack).toBe(1);
    expect(await stocks()).toEqual({ ...before, [id]: quantity });
    expect((await t.store.ctx.dbs.inventory.get(id))?.movements).toBeUndefined();
  });
});

describe('orders from before variants', () => {
  it('when an order stored before variants is read and cancelled, then it reads as it was and its units return to the product’s record', async () => {
    const userId = 'u_legacy_order';
    const token = tokenFor(t, { userId });
    const at = '2026-01-05T10:00:00.000Z';
    await t.store.ctx.dbs.orders.put({
      _id: 'o_legacy_order_1',
      type: 'order',
      schemaVersion: 1,
      phase: 'placed',
      user: userId,
      items: [{ product: { _id: 'order-ink', name: 'Blue Ink', mainImage: 'test.webp' }, quantity: 2, price: 150 }],
      shippingAddress: { ...SHIPPING, country: 'India' },
      paymentMethod: 'COD',
      promoCode: null,
      itemsPrice: 300,
      discount: 0,
      shippingPrice: 99,
      taxPrice: 54,
      totalPrice: 453,
      isPaid: false,
      status: 'processing',
      statusHistory: [{ status: 'processing', at }],
      createdAt: at,
      updatedAt: at,
    } as never);
    const got = await t.api('GET', '/orders/o_legacy_order_1', { token });
    expect(got.status, got.text).toBe(200);
    expect(got.body.data.items).toEqual([
      { product: { _id: 'order-ink', name: 'Blue Ink', mainImage: 'test.webp' }, quantity: 2, price: 150 },
    ]);
    expect((await t.api('GET', '/orders', { token })).body.data.map((o: { _id: string }) => o._id)).toEqual(['o_legacy_order_1']);
    const before = await storedStock(t, 'order-ink');
    expect((await t.api('POST', '/orders/o_legacy_order_1/cancel', { token })).status).toBe(200);
    expect(await storedStock(t, 'order-ink')).toBe(before + 2);
  });
});
