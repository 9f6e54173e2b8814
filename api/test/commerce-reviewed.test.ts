/** POST /orders with what the shopper reviewed, and loyalty points on delivery. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPromoCode, orderNumber, priceBreakdown, type PromoCode } from '@store/shared';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { signUp } from './auth-helpers.js';

let t: TestStore;
let admin: string;

const shipping = {
  firstName: 'Meera',
  lastName: 'Iyer',
  street: '4 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560025',
  phone: '+91 98450 11111',
  paymentMethod: 'COD',
};

const stockOf = async (id: string): Promise<number> => Number((await t.store.ctx.dbs.inventory.get(id))?.quantity);
const orderCount = async (token: string): Promise<number> => (await t.api('GET', '/orders', { token })).body.data.length;

async function fillCart(token: string, lines: Array<[string, number]>) {
  await t.api('DELETE', '/cart/clear', { token });
  for (const [productId, quantity] of lines)
    expect((await t.api('POST', '/cart', { token, body: { productId, quantity } })).status).toBe(200);
}

/** What a review step shows for these lines at these prices (the shared price function). */
function reviewed(lines: Array<[string, number, number]>, promo: PromoCode | null = null) {
  const items = lines.map(([productId, quantity, price]) => ({ productId, quantity, price }));
  const { discount, total } = priceBreakdown(items, promo, { withTax: true });
  return { items, discount, total };
}

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'ink', name: 'Blue Ink', price: 250, stock: 10 },
    { _id: 'sketchbook', name: 'Sketchbook', price: 799, stock: 3 },
  ]);
  admin = tokenFor(t, { userId: 'u_admin_r', role: 'admin' });
});
afterAll(() => t?.close());

describe('placing the order the shopper reviewed', () => {
  it('when the cart and prices are as reviewed, then the order is placed with the reviewed total', async () => {
    const token = tokenFor(t, { userId: 'u_rev_ok' });
    await fillCart(token, [['ink', 2]]);
    const body = { ...shipping, reviewed: reviewed([['ink', 2, 250]]) };
    const res = await t.api('POST', '/orders', { token, body });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.totalPrice).toBe(body.reviewed.total);
    expect(res.body.data.totalPrice).toBe(500 + 99 + 90);
  });

  it('when the server cart changed after the review, then 409 says so, and no order is placed and no stock taken', async () => {
    const token = tokenFor(t, { userId: 'u_rev_cart' });
    await fillCart(token, [
      ['ink', 1],
      ['sketchbook', 1],
    ]);
    const before = [await stockOf('ink'), await stockOf('sketchbook')];
    const res = await t.api('POST', '/orders', { token, body: { ...shipping, reviewed: reviewed([['ink', 1, 250]]) } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your cart changed since you reviewed this order. Please review it again.');
    const other = await t.api('POST', '/orders', {
      token,
      body: {
        ...shipping,
        reviewed: reviewed([
          ['ink', 2, 250],
          ['sketchbook', 1, 799],
        ]),
      },
    });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('Your cart changed since you reviewed this order. Please review it again.');
    expect([await stockOf('ink'), await stockOf('sketchbook')]).toEqual(before);
    expect(await orderCount(token)).toBe(0);
    expect((await t.api('GET', '/cart', { token })).body.data.items).toHaveLength(2);
  });

  it('when a price changed after the review, then 409 names the product and both prices, and nothing is placed', async () => {
    const token = tokenFor(t, { userId: 'u_rev_price' });
    await fillCart(token, [['sketchbook', 1]]);
    const shown = reviewed([['sketchbook', 1, 699]]);
    const res = await t.api('POST', '/orders', { token, body: { ...shipping, reviewed: shown } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'The price of Sketchbook changed from ₹699 to ₹799 since you reviewed this order. Please review it again.',
    );
    expect(await stockOf('sketchbook')).toBe(3);
    expect(await orderCount(token)).toBe(0);
  });

  it('when the reviewed total differs (a promo applied on one side only), then 409 and nothing is placed', async () => {
    const token = tokenFor(t, { userId: 'u_rev_total' });
    await fillCart(token, [['ink', 1]]);
    const res = await t.api('POST', '/orders', {
      token,
      body: { ...shipping, promoCode: 'SAVE20', reviewed: reviewed([['ink', 1, 250]]) },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The total changed since you reviewed this order. Please review it again.');
    expect(await orderCount(token)).toBe(0);
  });

  it("when the reviewed discount differs from the server's (the promo does not hold as shown), then 409 and nothing is placed", async () => {
    const token = tokenFor(t, { userId: 'u_rev_discount' });
    await fillCart(token, [['ink', 2]]);
    // The total as the server has it, the discount not: the promo does not hold as the shopper saw it.
    const shown = { ...reviewed([['ink', 2, 250]], findPromoCode('SAVE20')), discount: 250 };
    const res = await t.api('POST', '/orders', { token, body: { ...shipping, promoCode: 'SAVE20', reviewed: shown } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The promo discount changed since you reviewed this order. Please review it again.');
    expect(await orderCount(token)).toBe(0);
    const right = reviewed([['ink', 2, 250]], findPromoCode('SAVE20'));
    const ok = await t.api('POST', '/orders', { token, body: { ...shipping, promoCode: 'SAVE20', reviewed: right } });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.data).toMatchObject({ discount: 100, taxPrice: 72, totalPrice: 400 + 99 + 72 });
  });

  it('when the stock ran out after the review, then 409 gives the reason per product, and no stock is taken', async () => {
    const token = tokenFor(t, { userId: 'u_rev_stock' });
    await fillCart(token, [['sketchbook', 2]]);
    await t.api('PUT', '/inventory/sketchbook', { token: admin, body: { quantity: 1 } });
    const res = await t.api('POST', '/orders', { token, body: { ...shipping, reviewed: reviewed([['sketchbook', 2, 799]]) } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Requested quantity exceeds available inventory.');
    expect(res.body.errors).toEqual({ sketchbook: 'Only 1 of Sketchbook left in stock.' });
    expect(await stockOf('sketchbook')).toBe(1);
    expect(await orderCount(token)).toBe(0);
  });

  it('when the reviewed body is malformed, then 400 with a precise message, not 500', async () => {
    const token = tokenFor(t, { userId: 'u_rev_bad' });
    const res = await t.api('POST', '/orders', { token, body: { ...shipping, reviewed: { items: [], total: 'lots' } } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ 'reviewed.items': 'The reviewed order has no items' });
  });
});

describe('the confirmation', () => {
  it('when an order is placed, then an e-mail and a phone message confirm its number, lines, total, payment and delivery date', async () => {
    const shopper = await signUp(t);
    await fillCart(shopper.token, [['ink', 1]]);
    const placed = await t.api('POST', '/orders', { token: shopper.token, body: { ...shipping, reviewed: reviewed([['ink', 1, 250]]) } });
    expect(placed.status, placed.text).toBe(201);
    const number = orderNumber(String(placed.body.data._id));
    const sent = () => t.outbox().filter((m) => m.subject === `Your Inkwell order ${number} is confirmed`);
    for (let i = 0; i < 50 && sent().length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    const [email, sms] = [sent().find((m) => m.channel === 'email'), sent().find((m) => m.channel === 'sms')];
    expect(email?.to).toBe(shopper.email);
    expect(sms?.to).toBe(shopper.phone);
    expect(email?.code ?? null).toBeNull();
    expect(email?.text).toContain(`Thank you for your order ${number}.`);
    expect(email?.text).toContain('1 × Blue Ink (₹250 each)');
    expect(email?.text).toContain('Total: ₹394 (payment: COD).');
    expect(email?.text).toMatch(/Expected delivery: \w+day, \d{1,2} \w+ \d{4}\./);
    expect(sms?.text).toBe(email?.text);
  });
});

describe('loyalty points', () => {
  it('when an order is delivered, then its owner earns one point per full ₹100 of its total, once, and keeps them: a delivered order cannot be cancelled (issue 42)', async () => {
    const shopper = await signUp(t);
    await fillCart(shopper.token, [['ink', 3]]);
    const placed = await t.api('POST', '/orders', { token: shopper.token, body: { ...shipping, reviewed: reviewed([['ink', 3, 250]]) } });
    expect(placed.status, placed.text).toBe(201);
    const { _id: id, totalPrice } = placed.body.data;
    expect(totalPrice).toBe(750 + 99 + 135);
    const points = async () => (await t.api('GET', '/auth/me', { token: shopper.token })).body.user.loyaltyPoints;
    expect(await points()).toBe(0);
    await t.api('PUT', `/orders/${id}/status`, { token: admin, body: { status: 'shipped', carrier: 'Delhivery', trackingNumber: 'DL1' } });
    expect(await points()).toBe(0);
    expect((await t.api('PUT', `/orders/${id}/status`, { token: admin, body: { status: 'delivered' } })).status).toBe(200);
    expect(await points()).toBe(9);
    await t.api('PUT', `/orders/${id}/status`, { token: admin, body: { status: 'delivered' } });
    expect(await points()).toBe(9);
    expect((await t.api('PUT', `/orders/${id}/status`, { token: admin, body: { status: 'cancelled' } })).status).toBe(409);
    expect(await points()).toBe(9);
  });
});
