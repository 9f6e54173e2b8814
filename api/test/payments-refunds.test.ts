/**
 * Money going back (decision 046): a paid order cancelled (by its shopper or the admin) is
 * refunded once through the gateway and the shopper told; the returns module's refund of part
 * of a payment is made once per return; a refund written as an intent and interrupted (before
 * the gateway was asked, or after it answered and before the answer was written) is finished by
 * the payments pass without a second refund; the gateway's refund.processed marks it processed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { orderDoc, payAtGateway, placeOnlineOrder, postCallback, postWebhook, stockOf } from './payments-helpers.js';

let t: TestStore;
let asha: string;
let admin: string;

/** An online order placed and paid through the test gateway; its payment id. */
async function paidOrder(lines: Array<[string, number]>) {
  const order = await placeOnlineOrder(t, asha, lines);
  const start = (await t.api('POST', `/orders/${order._id}/pay`, { token: asha })).body.data;
  const back = await payAtGateway(t, start.checkoutUrl);
  expect((await postCallback(t, '/api/payments/callback', back.fields)).location).toBe(`/pay/${order._id}?result=paid`);
  return { id: order._id, total: order.totalPrice, paymentId: back.fields.razorpay_payment_id! };
}

const gatewayRefunds = (paymentId: string) => t.store.payments.gateway.paymentRefunds(paymentId);

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [{ _id: 'pad', name: 'Sketch Pad', price: 400, stock: 50 }]);
  asha = tokenFor(t, { userId: 'u_asha_refund' });
  admin = tokenFor(t, { userId: 'u_admin_refund', role: 'admin' });
});
afterAll(() => t?.close());

describe('cancelling a paid order', () => {
  it('when the shopper cancels a paid order, then it is refunded in full once, its stock comes back once, and the message says the refund is on its way', async () => {
    const paid = await paidOrder([['pad', 2]]);
    expect(await stockOf(t, 'pad')).toBe(48);
    const [a, b] = await Promise.all([
      t.api('POST', `/orders/${paid.id}/cancel`, { token: asha }),
      t.api('PUT', `/orders/${paid.id}/status`, { token: admin, body: { status: 'cancelled' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const doc = await orderDoc(t, paid.id);
    expect(doc.status).toBe('cancelled');
    expect(doc.payment.state).toBe('refunded');
    expect(doc.payment.refunded).toBe(paid.total);
    expect(doc.payment.refunds).toEqual([
      expect.objectContaining({
        reason: 'cancelled',
        amount: paid.total,
        paymentId: paid.paymentId,
        gatewayRefundId: expect.stringMatching(/^rfnd_/),
      }),
    ]);
    expect(doc.refundDue).toBeUndefined();
    expect(await gatewayRefunds(paid.paymentId)).toHaveLength(1);
    expect(await stockOf(t, 'pad')).toBe(50);
    await expect
      .poll(() => t.outbox().filter((m) => m.subject?.includes('was cancelled') && m.text.includes('is on its way')).length)
      .toBe(1);
    // Once the gateway has processed it (a few seconds on, by webhook), the refund says so.
    await expect.poll(async () => (await orderDoc(t, paid.id)).payment.refunds[0].state, { timeout: 10_000 }).toBe('processed');
    await t.store.payments.reconcileNow();
    expect(await gatewayRefunds(paid.paymentId)).toHaveLength(1);
  });
});

describe('a second payment of a paid order', () => {
  it('when the gateway reports another captured payment for an order already paid, then that payment is refunded (duplicate) and the order stays paid by its first', async () => {
    const paid = await paidOrder([['pad', 1]]);
    const doc = await orderDoc(t, paid.id);
    const [first] = await t.store.payments.gateway.orderPayments(doc.payment.gatewayOrderId);
    const second = { ...first, id: 'pay_SecondPayment01' };
    const event = {
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: second } },
      created_at: 1,
    };
    expect((await postWebhook(t, event, { eventId: 'evt_duplicate_1' })).status).toBe(200);
    const after = await orderDoc(t, paid.id);
    expect(after.payment).toMatchObject({ state: 'paid', paymentId: paid.paymentId, refunded: 0 });
    expect(after.payment.refunds).toEqual([
      expect.objectContaining({ reason: 'duplicate', paymentId: 'pay_SecondPayment01', amount: paid.total }),
    ]);
    expect(after.payment.attempts.map((a: { id: string }) => a.id)).toEqual([paid.paymentId, 'pay_SecondPayment01']);
    // The first payment is not touched.
    expect(await gatewayRefunds(paid.paymentId)).toHaveLength(0);
  });
});

describe('refunds for returns (the returns module calls refund)', () => {
  it('when part of a payment is refunded for a return, twice for the same return, then one refund is made and the payment is partly refunded; more than is left is 409', async () => {
    const paid = await paidOrder([['pad', 2]]);
    const half = Math.round((paid.total / 2) * 100) / 100;
    const [first, again] = await Promise.all([
      t.store.payments.refund(paid.id, { amount: half, reason: 'return', returnId: 'r1' }),
      t.store.payments.refund(paid.id, { amount: half, reason: 'return', returnId: 'r1' }),
    ]);
    expect(first.payment?.state).toBe('partly-refunded');
    expect(again.payment?.refunds).toHaveLength(1);
    expect(await gatewayRefunds(paid.paymentId)).toHaveLength(1);
    expect((await gatewayRefunds(paid.paymentId))[0]!.amount).toBe(Math.round(half * 100));
    await expect(t.store.payments.refund(paid.id, { amount: paid.total, reason: 'return', returnId: 'r2' })).rejects.toMatchObject({
      status: 409,
    });
    const rest = await t.store.payments.refund(paid.id, {
      amount: Math.round((paid.total - half) * 100) / 100,
      reason: 'return',
      returnId: 'r2',
    });
    expect(rest.payment?.state).toBe('refunded');
    expect(await gatewayRefunds(paid.paymentId)).toHaveLength(2);
  });
});

describe('a refund interrupted', () => {
  /** Writes a refund intent on the order as a cancel would, and stops there (a crash before the gateway call). */
  async function intentOnly(id: string, paymentId: string, amount: number) {
    const doc = await orderDoc(t, id);
    const refund = { id: `${id}-1`, amount, reason: 'cancelled', paymentId, state: 'pending', at: new Date().toISOString() };
    await t.store.ctx.dbs.orders.put({
      ...doc,
      _id: id,
      status: 'cancelled',
      refundDue: true,
      payment: { ...doc.payment, refunds: [refund], refunded: amount, state: 'refunded' },
    });
    return refund;
  }

  it('when the crash came before the gateway was asked, then the pass makes the refund once (two passes at once too)', async () => {
    const paid = await paidOrder([['pad', 1]]);
    await intentOnly(paid.id, paid.paymentId, paid.total);
    await Promise.all([t.store.payments.reconcileNow(), t.store.payments.reconcileNow()]);
    await t.store.payments.reconcileNow();
    expect(await gatewayRefunds(paid.paymentId)).toHaveLength(1);
    const doc = await orderDoc(t, paid.id);
    expect(doc.refundDue).toBeUndefined();
    expect(doc.payment.refunds[0].gatewayRefundId).toMatch(/^rfnd_/);
  });

  it('when the crash came after the gateway made the refund and before it was written, then the pass finds it by its receipt and makes no second one', async () => {
    const paid = await paidOrder([['pad', 1]]);
    const refund = await intentOnly(paid.id, paid.paymentId, paid.total);
    const made = await t.store.payments.gateway.refund(paid.paymentId, {
      amount: Math.round(paid.total * 100),
      receipt: refund.id,
      notes: { orderId: paid.id },
    });
    // A pass already running when the intent was written (the api's own schedule) may not see it:
    // the pass asked for after it does.
    await t.store.payments.reconcileNow();
    await t.store.payments.reconcileNow();
    expect(await gatewayRefunds(paid.paymentId)).toHaveLength(1);
    const doc = await orderDoc(t, paid.id);
    expect(doc.payment.refunds[0].gatewayRefundId).toBe(made.id);
    expect(doc.refundDue).toBeUndefined();
  });
});
