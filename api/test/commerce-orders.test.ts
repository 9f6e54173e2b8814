import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let asha: string;
let ravi: string;
let promoShopper: string;
let admin: string;

const shipping = {
  firstName: 'Asha',
  lastName: 'Verma',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  phone: '+91 98765 43210',
  country: 'India',
  paymentMethod: 'UPI',
};

const stockOf = async (id: string): Promise<number> => {
  const doc = await t.store.ctx.dbs.inventory.get(id);
  return Number(doc?.quantity);
};

async function fillCart(token: string, lines: Array<[string, number]>) {
  await t.api('DELETE', '/cart/clear', { token });
  for (const [productId, quantity] of lines) {
    const res = await t.api('POST', '/cart', { token, body: { productId, quantity } });
    expect(res.status, `add ${productId}`).toBe(200);
  }
}

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'fountain-pen', name: 'Fountain Pen', price: 300, stock: 20 },
    { _id: 'journal', name: 'Leather Journal', price: 500, stock: 10 },
    { _id: 'clip', name: 'Paper Clip', price: 50, stock: 100 },
    { _id: 'promo-pen', name: 'Kaweco Sport Fountain Pen', price: 300, stock: 20 },
    { _id: 'promo-pad', name: 'Leather Notepad', price: 500, stock: 10 },
    { _id: 'promo-clip', name: 'Binder Clip', price: 50, stock: 100 },
  ]);
  asha = tokenFor(t, { userId: 'u_asha_o' });
  ravi = tokenFor(t, { userId: 'u_ravi_o' });
  promoShopper = tokenFor(t, { userId: 'u_promo_o' });
  admin = tokenFor(t, { userId: 'u_admin_o', role: 'admin' });
});
afterAll(() => t?.close());

describe('placing an order', () => {
  let placedId = '';

  it('when a shopper places an order with tampered prices, then the server prices it from the catalogue (shipping, promo and GST rules) and ignores the client numbers', async () => {
    await fillCart(asha, [
      ['fountain-pen', 2],
      ['journal', 2],
    ]);
    const res = await t.api('POST', '/orders', {
      token: asha,
      body: {
        ...shipping,
        promoCode: 'save20',
        totalPrice: 1,
        itemsPrice: 1,
        taxPrice: 0,
        shippingPrice: 0,
        discount: 9999,
        isPaid: true,
        status: 'delivered',
        user: 'u_ravi_o',
        _id: 'o_mine',
        items: [{ product: 'clip', quantity: 50, price: 0 }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Order placed successfully!');
    const order = res.body.data;
    placedId = order._id;
    expect(order._id).not.toBe('o_mine');
    expect(order).toMatchObject({
      user: 'u_asha_o',
      itemsPrice: 1600,
      discount: 320,
      shippingPrice: 0,
      // GST on the taxable value, after the promo (issue 22): 18% of 1280, not of 1600.
      taxPrice: 230,
      totalPrice: 1510,
      isPaid: false,
      status: 'processing',
      paymentMethod: 'UPI',
      promoCode: 'SAVE20',
      shippingAddress: {
        firstName: 'Asha',
        lastName: 'Verma',
        street: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        zip: '411001',
        country: 'India',
        phone: '+919876543210',
      },
    });
    expect(order.items).toEqual([
      // A product without options has one variant, its id the product's (decision 042).
      {
        product: { _id: 'fountain-pen', name: 'Fountain Pen', mainImage: 'test.webp' },
        variant: { id: 'fountain-pen', sku: '', options: [] },
        quantity: 2,
        price: 300,
      },
      {
        product: { _id: 'journal', name: 'Leather Journal', mainImage: 'test.webp' },
        variant: { id: 'journal', sku: '', options: [] },
        quantity: 2,
        price: 500,
      },
    ]);
    expect(order).not.toHaveProperty('phase');
    expect(await stockOf('fountain-pen')).toBe(18);
    expect(await stockOf('journal')).toBe(8);
  });

  it('when the order is placed, then the cart is empty', async () => {
    const cart = await t.api('GET', '/cart', { token: asha });
    expect(cart.body.data.items).toEqual([]);
  });

  it('when a small order is placed without a payment method, then shipping is 99 and payment is Card', async () => {
    await fillCart(asha, [['clip', 3]]);
    const { paymentMethod: _pm, ...withoutPayment } = shipping;
    const res = await t.api('POST', '/orders', { token: asha, body: withoutPayment });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      itemsPrice: 150,
      discount: 0,
      shippingPrice: 99,
      taxPrice: 27,
      totalPrice: 276,
      paymentMethod: 'Card',
      promoCode: null,
    });
  });

  it('when the promo code is unknown, then it answers 400 Invalid promo code and takes no stock', async () => {
    await fillCart(asha, [['clip', 1]]);
    const res = await t.api('POST', '/orders', { token: asha, body: { ...shipping, promoCode: 'MEGA99' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Invalid promo code' });
    expect(await stockOf('clip')).toBe(97);
  });

  it('when MEGA50 is used on a cart without fountain pens, then 409 says why and no stock is taken', async () => {
    await fillCart(promoShopper, [['promo-clip', 1]]);
    const res = await t.api('POST', '/orders', { token: promoShopper, body: { ...shipping, promoCode: 'MEGA50' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'MEGA50 applies to fountain pens; none in your cart. Remove the code or change your cart, then review the order again.',
    );
    expect(await stockOf('promo-clip')).toBe(100);
  });

  it('when MEGA50 is used with a fountain pen, then half the pen comes off and nothing else, and GST is on what is left', async () => {
    await fillCart(promoShopper, [
      ['promo-pen', 1],
      ['promo-clip', 2],
    ]);
    const res = await t.api('POST', '/orders', { token: promoShopper, body: { ...shipping, promoCode: 'mega50' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({
      promoCode: 'MEGA50',
      itemsPrice: 400,
      discount: 150,
      shippingPrice: 99,
      taxPrice: 45,
      totalPrice: 394,
    });
  });

  it('when BUY2GET1 is used with fewer than three items, then 409; with three, the cheapest is free', async () => {
    await fillCart(promoShopper, [['promo-pad', 2]]);
    const short = await t.api('POST', '/orders', { token: promoShopper, body: { ...shipping, promoCode: 'BUY2GET1' } });
    expect(short.status).toBe(409);
    expect(short.body.message).toMatch(/^BUY2GET1 makes the cheapest of every 3 items free; add 1 more item\./);
    await fillCart(promoShopper, [
      ['promo-pad', 2],
      ['promo-clip', 1],
    ]);
    const res = await t.api('POST', '/orders', { token: promoShopper, body: { ...shipping, promoCode: 'BUY2GET1' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({
      promoCode: 'BUY2GET1',
      itemsPrice: 1050,
      discount: 50,
      shippingPrice: 0,
      taxPrice: 180,
      totalPrice: 1180,
    });
  });

  it('when the cart is empty, then it answers 400 Your cart is empty', async () => {
    const token = tokenFor(t);
    const res = await t.api('POST', '/orders', { token, body: shipping });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your cart is empty');
  });

  it.each([
    ['firstName', undefined],
    ['lastName', '   '],
    ['street', undefined],
    ['city', ''],
    ['state', 7],
    ['zip', '4110'],
    ['zip', 'abcdef'],
    ['phone', 'call me'],
    ['phone', undefined],
    ['paymentMethod', 'Bitcoin'],
    ['country', ''],
  ])('when the shipping field %s is %j, then it answers 400 and places nothing', async (field, value) => {
    await fillCart(ravi, [['clip', 1]]);
    const res = await t.api('POST', '/orders', { token: ravi, body: { ...shipping, [field]: value } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toEqual(expect.any(String));
    expect((await t.api('GET', '/orders', { token: ravi })).body.data).toEqual([]);
  });

  it('when a product in the cart was deleted, then placing answers 409 naming it and takes no stock', async () => {
    await insertCatalog(t, [{ _id: 'retired-ink', stock: 5 }]);
    await fillCart(ravi, [
      ['fountain-pen', 1],
      ['retired-ink', 1],
    ]);
    const { dbs } = t.store.ctx;
    const { catalog } = t.store;
    const doc = await dbs.products.get('retired-ink');
    await dbs.products.remove('retired-ink', doc!._rev!);
    catalog.noteWritten('products', { _id: 'retired-ink', _deleted: true });
    const before = await stockOf('fountain-pen');
    const res = await t.api('POST', '/orders', { token: ravi, body: shipping });
    expect(res.status).toBe(409);
    expect(res.body.errors).toHaveProperty('retired-ink');
    expect(await stockOf('fountain-pen')).toBe(before);
  });

  it('when a line became out of stock after it was added, then placing answers 409 with the spec message', async () => {
    await insertCatalog(t, [{ _id: 'last-sketchbook', name: 'Sketchbook', stock: 2 }]);
    await fillCart(ravi, [['last-sketchbook', 2]]);
    await insertCatalog(t, [{ _id: 'last-sketchbook', name: 'Sketchbook', stock: 1 }]);
    const res = await t.api('POST', '/orders', { token: ravi, body: shipping });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Requested quantity exceeds available inventory.');
    expect(res.body.errors['last-sketchbook']).toMatch(/Only 1 of Sketchbook/);
    expect(await stockOf('last-sketchbook')).toBe(1);
  });

  describe('reading orders', () => {
    it('when a shopper lists orders, then they get only their own, newest first', async () => {
      const res = await t.api('GET', '/orders', { token: asha });
      expect(res.status).toBe(200);
      expect(res.body.data.map((o: { user: string }) => o.user)).toEqual(['u_asha_o', 'u_asha_o']);
      const [newest, older] = res.body.data;
      expect(older._id).toBe(placedId);
      expect(newest.createdAt >= older.createdAt).toBe(true);
      expect((await t.api('GET', '/orders', { token: ravi })).body.data).toEqual([]);
    });

    it('when the owner or an admin opens the order, then they see it; another shopper gets the same 404 as for no order at all', async () => {
      expect((await t.api('GET', `/orders/${placedId}`, { token: asha })).body.data._id).toBe(placedId);
      expect((await t.api('GET', `/orders/${placedId}`, { token: admin })).status).toBe(200);
      const foreign = await t.api('GET', `/orders/${placedId}`, { token: ravi });
      const missing = await t.api('GET', '/orders/o_nothing_here', { token: ravi });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
      expect((await t.api('GET', `/orders/${placedId}/tracking`, { token: ravi })).status).toBe(404);
      expect((await t.api('GET', '/orders/bad%20id', { token: asha })).status).toBe(400);
    });

    it('when the owner asks for tracking, then it answers the status with its history and times', async () => {
      const res = await t.api('GET', `/orders/${placedId}/tracking`, { token: asha });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        orderId: placedId,
        status: 'processing',
        history: [{ status: 'processing', at: expect.any(String) }],
        shipment: null,
        trackingUrl: null,
      });
    });
  });

  describe('cancelling and status changes', () => {
    it("when another shopper tries to cancel someone's order, then they get 404 and nothing changes", async () => {
      const res = await t.api('POST', `/orders/${placedId}/cancel`, { token: ravi });
      expect(res.status).toBe(404);
      expect(await stockOf('fountain-pen')).toBe(18);
    });

    it('when the owner cancels a processing order, then it is cancelled and its stock comes back once, even when cancelled again', async () => {
      const res = await t.api('POST', `/orders/${placedId}/cancel`, { token: asha });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('cancelled');
      expect(await stockOf('fountain-pen')).toBe(20);
      expect(await stockOf('journal')).toBe(10);
      await t.api('POST', `/orders/${placedId}/cancel`, { token: asha });
      await t.api('PUT', `/orders/${placedId}/status`, { token: admin, body: { status: 'cancelled' } });
      expect(await stockOf('fountain-pen')).toBe(20);
      const inv = await t.store.ctx.dbs.inventory.get('fountain-pen');
      expect(inv?.movements).toBeUndefined();
    });

    it('when a cancelled order is set to another status, then it answers 409', async () => {
      const res = await t.api('PUT', `/orders/${placedId}/status`, { token: admin, body: { status: 'processing' } });
      expect(res.status).toBe(409);
    });

    it('when a shopper (not an admin) sets a status, then it answers 403; an unknown status answers 400', async () => {
      const [, order] = (await t.api('GET', '/orders', { token: asha })).body.data.reverse();
      expect((await t.api('PUT', `/orders/${order._id}/status`, { token: asha, body: { status: 'delivered' } })).status).toBe(403);
      expect((await t.api('PUT', `/orders/${order._id}/status`, { token: admin, body: { status: 'lost' } })).status).toBe(400);
      expect(
        (
          await t.api('PUT', '/orders/o_none/status', {
            token: admin,
            body: { status: 'shipped', carrier: 'Blue Dart', trackingNumber: 'BD1' },
          })
        ).status,
      ).toBe(404);
    });

    it('when an admin ships an order, then the owner can no longer cancel it, and tracking shows both steps', async () => {
      await fillCart(asha, [['journal', 1]]);
      // Cash on delivery: an online order is shipped only once paid (payments-*.test.ts).
      const placed = await t.api('POST', '/orders', { token: asha, body: { ...shipping, paymentMethod: 'COD' } });
      const id = placed.body.data._id;
      const shipped = await t.api('PUT', `/orders/${id}/status`, {
        token: admin,
        body: { status: 'shipped', carrier: 'Blue Dart', trackingNumber: 'BD12345' },
      });
      expect(shipped.status).toBe(200);
      const cancel = await t.api('POST', `/orders/${id}/cancel`, { token: asha });
      expect(cancel.status).toBe(409);
      expect(cancel.body.message).toBe('Only orders that are still processing can be cancelled.');
      const tracking = await t.api('GET', `/orders/${id}/tracking`, { token: asha });
      expect(tracking.body.data.history.map((h: { status: string }) => h.status)).toEqual(['processing', 'shipped']);
    });

    it('when an admin cancels an order, then its stock comes back', async () => {
      await fillCart(asha, [['journal', 3]]);
      const placed = await t.api('POST', '/orders', { token: asha, body: shipping });
      const before = await stockOf('journal');
      const res = await t.api('PUT', `/orders/${placed.body.data._id}/status`, { token: admin, body: { status: 'cancelled' } });
      expect(res.status).toBe(200);
      expect(await stockOf('journal')).toBe(before + 3);
    });
  });
});
