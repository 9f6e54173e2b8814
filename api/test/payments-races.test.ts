/**
 * Races (decision 046): fifty callbacks and webhooks for one payment at once leave one paid
 * order, one stock change and one message; two api instances on one database running the
 * payments pass at once cancel an expired order once (its stock back once) and make an
 * interrupted refund once. Compare-and-swap writes of the order and claim documents decide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createStore, type Store } from '../src/store.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { orderDoc, payAtGateway, placeOnlineOrder, postCallback, postWebhook, stockOf } from './payments-helpers.js';

let t: TestStore;
let second: Store;
let asha: string;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0', PAYMENT_HOLD_MINUTES: '1' });
  await insertCatalog(t, [{ _id: 'ruler', name: 'Steel Ruler', price: 90, stock: 100 }]);
  asha = tokenFor(t, { userId: 'u_asha_race' });
  // A second api instance on the same databases (and the same secrets, as instances share them).
  second = await createStore(t.store.ctx.env, { couchUrl: inject('couchUrl'), secrets: t.store.ctx.secrets });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('fifty reports of one payment at once', () => {
  it('when 25 callbacks and 25 webhooks (each its own event id) arrive together, then the order is paid once: one attempt, one message, the stock taken once', async () => {
    const order = await placeOnlineOrder(t, asha, [['ruler', 4]]);
    const start = (await t.api('POST', `/orders/${order._id}/pay`, { token: asha })).body.data;
    const back = await payAtGateway(t, start.checkoutUrl);
    const [payment] = await t.store.payments.gateway.orderPayments(start.gatewayOrderId);
    const event = {
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: 1,
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2
          ? postCallback(t, '/api/payments/callback', back.fields)
          : postWebhook(t, event, { eventId: `evt_race_${i}` }).then((r) => ({ status: r.status, location: '' })),
      ),
    );
    expect(answers.filter((a) => a.status === 303).every((a) => a.location === `/pay/${order._id}?result=paid`)).toBe(true);
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(25).fill(200), ...Array(25).fill(303)]);
    const doc = await orderDoc(t, order._id);
    expect(doc.payment.state).toBe('paid');
    expect(doc.payment.attempts).toHaveLength(1);
    expect(doc.payment.refunds).toEqual([]);
    expect(await stockOf(t, 'ruler')).toBe(96);
    const inventory = await t.store.ctx.dbs.inventory.get('ruler');
    expect(Number(inventory?._rev?.split('-')[0])).toBeLessThanOrEqual(3); // written, taken, settled
    await expect.poll(() => t.outbox().filter((m) => m.channel === 'sms' && m.subject?.includes('is paid')).length).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(t.outbox().filter((m) => m.channel === 'sms' && m.subject?.includes('is paid'))).toHaveLength(1);
  });
});

describe('two instances running the pass', () => {
  it('when both passes find an expired order, then it is cancelled once, its stock comes back once, and the shopper told once', async () => {
    const order = await placeOnlineOrder(t, asha, [['ruler', 5]]);
    await t.api('POST', `/orders/${order._id}/pay`, { token: asha });
    const before = await stockOf(t, 'ruler');
    const later = new Date(Date.now() + 61_000);
    const [a, b] = await Promise.all([t.store.payments.reconcileNow(later), second.payments.reconcileNow(later)]);
    expect(a.cancelled + b.cancelled).toBe(1);
    expect((await orderDoc(t, order._id)).status).toBe('cancelled');
    expect(await stockOf(t, 'ruler')).toBe(before + 5);
    await expect
      .poll(() => t.outbox().filter((m) => m.channel === 'sms' && m.text.includes('We did not receive your payment')).length)
      .toBe(1);
  });

  it('when both passes find a refund written but not made, then the gateway makes one refund', async () => {
    const order = await placeOnlineOrder(t, asha, [['ruler', 1]]);
    const start = (await t.api('POST', `/orders/${order._id}/pay`, { token: asha })).body.data;
    const back = await payAtGateway(t, start.checkoutUrl);
    await postCallback(t, '/api/payments/callback', back.fields);
    const doc = await orderDoc(t, order._id);
    const refund = {
      id: `${order._id}-1`,
      amount: order.totalPrice,
      reason: 'cancelled',
      paymentId: back.fields.razorpay_payment_id,
      state: 'pending',
      at: new Date().toISOString(),
    };
    await t.store.ctx.dbs.orders.put({
      ...doc,
      _id: order._id,
      refundDue: true,
      payment: { ...doc.payment, refunds: [refund], refunded: order.totalPrice, state: 'refunded' },
    });
    await Promise.all([
      t.store.payments.reconcileNow(),
      second.payments.reconcileNow(),
      t.store.payments.reconcileNow(),
      second.payments.reconcileNow(),
    ]);
    await Promise.all([t.store.payments.reconcileNow(), second.payments.reconcileNow()]);
    expect(await t.store.payments.gateway.paymentRefunds(back.fields.razorpay_payment_id!)).toHaveLength(1);
    expect((await orderDoc(t, order._id)).refundDue).toBeUndefined();
  });
});
