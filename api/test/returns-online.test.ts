/**
 * A return of an order paid online, end to end through the built-in test gateway: paid, delivered,
 * returned; received, its refund made at the gateway once (linked by the return's id); refunded
 * when the gateway's refund.processed webhook comes, and the shopper told the amount and where.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees, orderNumber, type Order } from '@store/shared';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { signUp, type Shopper } from './auth-helpers.js';
import { payAtGateway, placeOnlineOrder, postCallback } from './payments-helpers.js';
import { deliver, inventoryOf, waitForMessage } from './returns-fixtures.js';

let t: TestStore;
let asha: Shopper;
let admin: string;

const move = (orderId: string, state: string, body: object = {}) =>
  t.api('PUT', `/orders/${orderId}/returns/r1`, { token: admin, body: { state, ...body } });
const orderAsAdmin = async (id: string): Promise<Order> => (await t.api('GET', `/orders/${id}`, { token: admin })).body.data;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [{ _id: 'planner', name: 'Daily Planner', price: 349, stock: 30 }]);
  asha = await signUp(t);
  admin = tokenFor(t, { userId: 'u_admin_online_returns', role: 'admin' });
});
afterAll(() => t?.close());

describe('a return of an order paid by UPI', () => {
  it('when it is received, then its units come back, its share is refunded at the gateway once, and it becomes refunded when the gateway says processed', async () => {
    const placed = await placeOnlineOrder(t, asha.token, [['planner', 3]]);
    const start = await t.api('POST', `/orders/${placed._id}/pay`, { token: asha.token });
    expect(start.status, start.text).toBe(200);
    const back = await payAtGateway(t, start.body.data.checkoutUrl, 'success', 'upi');
    expect((await postCallback(t, back.action, back.fields)).location).toContain('result=paid');
    const order = await deliver(t, admin, placed._id);
    expect(order.payment).toMatchObject({ state: 'paid' });

    const asked = await t.api('POST', `/orders/${order._id}/returns`, {
      token: asha.token,
      body: { lines: [{ line: 0, quantity: 1 }], reason: 'damaged' },
    });
    expect(asked.status, asked.text).toBe(201);
    const amount: number = asked.body.data.returns[0].amount;
    // One planner of three: a third of what was paid for the goods (₹349 + 18% GST, no shipping above ₹999).
    expect(amount).toBe(Math.round(((order.totalPrice - order.shippingPrice) / 3) * 100) / 100);

    expect((await move(order._id, 'approved')).status).toBe(200);

    const before = await inventoryOf(t, 'planner');
    const received = await move(order._id, 'received');
    expect(received.status, received.text).toBe(200);
    const refund = received.body.data.payment.refunds.find((r: { returnId?: string }) => r.returnId === 'r1');
    expect(refund).toMatchObject({ amount, reason: 'return', returnId: 'r1' });
    expect(received.body.data.returns[0]).toMatchObject({ state: 'received', restocked: true, refundId: refund.id });
    expect(await inventoryOf(t, 'planner')).toEqual({ quantity: before.quantity + 1, markers: [] });
    // Not by hand while the gateway's refund is pending (the test gateway processes it after 3 s): the gateway pays it back.
    const byHand = await move(order._id, 'refunded', { reference: 'UTR1' });
    expect(byHand.status).toBe(409);
    expect(byHand.body.message).toContain('its refund goes through the payment gateway');
    // Received again: no second refund, no second unit.
    const again = await move(order._id, 'received');
    expect(again.status).toBe(200);
    expect(again.body.data.payment.refunds.filter((r: { returnId?: string }) => r.returnId === 'r1')).toHaveLength(1);
    expect((await inventoryOf(t, 'planner')).quantity).toBe(before.quantity + 1);

    // The test gateway processes the refund a moment later and says so by webhook.
    await expect.poll(async () => (await orderAsAdmin(order._id)).returns?.[0]?.state, { timeout: 15_000 }).toBe('refunded');
    const done = await orderAsAdmin(order._id);
    expect(done.payment).toMatchObject({ state: 'partly-refunded', refunded: amount });
    expect(done.payment!.refunds.find((r) => r.id === refund.id)).toMatchObject({ state: 'processed' });
    expect(done.returns![0]).toMatchObject({ state: 'refunded', refundId: refund.id });

    const subject = `Refunded: your ${t.store.ctx.seller.tradeName} order ${orderNumber(order._id)}`;
    const sms = await waitForMessage(t, (m) => m.channel === 'sms' && m.subject === subject);
    expect(sms.text).toContain(
      `${formatRupees(amount)} for your return r1 of order ${orderNumber(order._id)} has been refunded to the UPI payment`,
    );
  });
});
