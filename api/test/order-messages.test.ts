/**
 * Issue 42, items 4 and 8: the shopper hears of their order's moves. Shipped, delivered and
 * cancelled each send an e-mail and an SMS through the same delivery as the sign-in codes
 * (DATA_DIR/outbox here), naming the order by its readable number and, once shipped, the
 * carrier's tracking page; once per move, never again for a repeat or a replay. The admin's
 * order search finds an order by that number, typed any way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '@store/shared';
import { signUp, type Shopper } from './auth-helpers.js';
import { insertCatalog, SHIPPING, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let shopper: Shopper;

async function placeOne(): Promise<string> {
  expect((await t.api('POST', '/cart', { token: shopper.token, body: { productId: 'ink', quantity: 1 } })).status).toBe(200);
  const res = await t.api('POST', '/orders', { token: shopper.token, body: SHIPPING });
  expect(res.status, res.text).toBe(201);
  return res.body.data._id;
}
const setStatus = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  t.api('PUT', `/orders/${id}/status`, { token: admin, body, headers });

/** The messages about this order with this subject, once both have arrived (they go out after the answer). */
async function messagesAbout(subject: string, count = 2) {
  const find = () => t.outbox().filter((m) => m.subject === subject);
  for (let i = 0; i < 60 && find().length < count; i++) await new Promise((r) => setTimeout(r, 50));
  return find();
}
const settle = () => new Promise((r) => setTimeout(r, 400));

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [{ _id: 'ink', name: 'Blue Ink', price: 250, stock: 100 }]);
  admin = tokenFor(t, { userId: 'u_admin_messages', role: 'admin' });
  shopper = await signUp(t);
});
afterAll(() => t?.close());

describe('order messages', () => {
  it('when an order is shipped with a known carrier, then one e-mail and one SMS name its number and link the tracking page, once', async () => {
    const id = await placeOne();
    const number = orderNumber(id);
    expect(number).toMatch(/^INK-[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/);
    const body = { status: 'shipped', carrier: 'Blue Dart', trackingNumber: '81234567890' };
    expect((await setStatus(id, body, { 'Idempotency-Key': `ship-${id}` })).status).toBe(200);
    const subject = `Your Inkwell order ${number} has shipped`;
    const sent = await messagesAbout(subject);
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sent.find((m) => m.channel === 'email')?.to).toBe(shopper.email);
    for (const m of sent) {
      expect(m.text).toContain(`Your order ${number} is on its way.`);
      expect(m.text).toContain('with Blue Dart, tracking number 81234567890');
      expect(m.text).toContain('Track it: https://www.bluedart.com/');
      expect(m.text).toContain('81234567890');
    }
    // The same move again, as a repeat and as a replay of its request: no second message.
    expect((await setStatus(id, { status: 'shipped' })).status).toBe(200);
    expect((await setStatus(id, body)).status).toBe(200);
    const replay = await setStatus(id, body, { 'Idempotency-Key': `ship-${id}` });
    expect(replay.status).toBe(200);
    // A corrected tracking number changes the order, not the news.
    expect((await setStatus(id, { ...body, trackingNumber: '81234567891' })).status).toBe(200);
    await settle();
    expect(t.outbox().filter((m) => m.subject === subject)).toHaveLength(2);
  });

  it('when it is delivered, then the shopper is told once, with the tracking link', async () => {
    const id = await placeOne();
    await setStatus(id, { status: 'shipped', carrier: 'Delhivery', trackingNumber: 'DL55' });
    expect((await setStatus(id, { status: 'delivered' })).status).toBe(200);
    expect((await setStatus(id, { status: 'delivered' })).status).toBe(200);
    const subject = `Your Inkwell order ${orderNumber(id)} was delivered`;
    const sent = await messagesAbout(subject);
    await settle();
    expect(t.outbox().filter((m) => m.subject === subject)).toHaveLength(2);
    expect(sent[0]?.text).toContain('https://www.delhivery.com/track/package/DL55');
  });

  it('when the shopper or the admin cancels, then one e-mail and one SMS say so; a refused move sends nothing', async () => {
    const own = await placeOne();
    expect((await t.api('POST', `/orders/${own}/cancel`, { token: shopper.token })).status).toBe(200);
    expect((await t.api('POST', `/orders/${own}/cancel`, { token: shopper.token })).status).toBe(200);
    const ownSubject = `Your Inkwell order ${orderNumber(own)} was cancelled`;
    const ownSent = await messagesAbout(ownSubject);
    expect(ownSent[0]?.text).toContain(`Your order ${orderNumber(own)} (₹`);
    expect(ownSent[0]?.text).toContain('was cancelled');

    const shipped = await placeOne();
    await setStatus(shipped, { status: 'shipped' });
    await setStatus(shipped, { status: 'cancelled' });
    await messagesAbout(`Your Inkwell order ${orderNumber(shipped)} was cancelled`);

    const delivered = await placeOne();
    await setStatus(delivered, { status: 'shipped' });
    await setStatus(delivered, { status: 'delivered' });
    expect((await setStatus(delivered, { status: 'cancelled' })).status).toBe(409);
    await settle();
    expect(t.outbox().filter((m) => m.subject === ownSubject)).toHaveLength(2);
    expect(t.outbox().filter((m) => m.subject === `Your Inkwell order ${orderNumber(shipped)} was cancelled`)).toHaveLength(2);
    expect(t.outbox().filter((m) => m.subject === `Your Inkwell order ${orderNumber(delivered)} was cancelled`)).toHaveLength(0);
  });
});

describe('readable order numbers', () => {
  it('when an order is placed, then its confirmation names it by its readable number', async () => {
    const id = await placeOne();
    const sent = await messagesAbout(`Your Inkwell order ${orderNumber(id)} is confirmed`);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.text).toContain(`Thank you for your order ${orderNumber(id)}.`);
  });

  it('when the admin searches the orders by number, typed any way, then that order is found; a number of no order finds none', async () => {
    const id = await placeOne();
    const number = orderNumber(id);
    for (const typed of [
      number,
      number.toLowerCase(),
      number.replace(/-/g, ''),
      number.slice(4),
      ` ${number.slice(4).replace(/-/g, ' ')} `,
    ]) {
      const res = await t.api('GET', `/orders/all?q=${encodeURIComponent(typed)}`, { token: admin });
      expect(res.status, res.text).toBe(200);
      expect(
        res.body.data.orders.map((o: { _id: string }) => o._id),
        typed,
      ).toEqual([id]);
    }
    const byId = await t.api('GET', `/orders/all?q=${encodeURIComponent(id)}`, { token: admin });
    expect(byId.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([id]);
    const none = await t.api('GET', '/orders/all?q=INK-222-222-222', { token: admin });
    expect(none.body.data).toMatchObject({ orders: [], pagination: { total: 0 } });
    expect((await t.api('GET', `/orders/all?q=${'x'.repeat(61)}`, { token: admin })).status).toBe(400);
  });

  it('when an order was placed before the numbers (an old id), then it has one too, from its id', () => {
    expect(orderNumber('o_LHKTYFIabcdefghijklmnopq')).toMatch(/^INK-\w{3}-\w{3}-\w{3}$/);
    expect(orderNumber('o_LHKTYFIabcdefghijklmnopq')).toBe(orderNumber('o_LHKTYFIabcdefghijklmnopq'));
    expect(orderNumber('o_LHKTYFIabcdefghijklmnopq')).not.toBe(orderNumber('o_LHKTYFIabcdefghijklmnopr'));
  });
});
