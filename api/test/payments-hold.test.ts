/**
 * The hold (decision 046): an online order holds its stock while it waits for its payment, and
 * the payments pass cancels it once `expiresAt` passes unpaid (its stock back exactly once, the
 * shopper told), here with PAYMENT_HOLD_MINUTES=1 and the pass run with a clock a minute ahead.
 * A payment made after that is refunded at once (late-payment). An unpaid online order is not
 * shipped. The admin's list filters by payment state and by returns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@store/shared';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { orderDoc, payAtGateway, placeOnlineOrder, postCallback, stockOf } from './payments-helpers.js';

let t: TestStore;
let asha: string;
let admin: string;
let late = { id: '', checkoutUrl: '' };
const aMinuteOn = () => new Date(Date.now() + 61_000);

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0', PAYMENT_HOLD_MINUTES: '1' });
  await insertCatalog(t, [
    { _id: 'ink', name: 'Bottled Ink', price: 250, stock: 10 },
    { _id: 'nib', name: 'Spare Nib', price: 150, stock: 10 },
  ]);
  asha = tokenFor(t, { userId: 'u_asha_hold' });
  admin = tokenFor(t, { userId: 'u_admin_hold', role: 'admin' });
});
afterAll(() => t?.close());

describe('the hold', () => {
  let expiring = '';

  it('when an online order is not paid within its hold, then the pass cancels it once: stock back, the reason given, the shopper told', async () => {
    expiring = (await placeOnlineOrder(t, asha, [['ink', 3]]))._id;
    const start = await t.api('POST', `/orders/${expiring}/pay`, { token: asha });
    expect(start.status).toBe(200);
    expect(await stockOf(t, 'ink')).toBe(7);
    // Within the hold the pass leaves it alone.
    expect((await t.store.payments.reconcileNow()).cancelled).toBe(0);
    expect((await orderDoc(t, expiring)).status).toBe('processing');

    const passes = await Promise.all([t.store.payments.reconcileNow(aMinuteOn()), t.store.payments.reconcileNow(aMinuteOn())]);
    expect(passes.reduce((n, p) => n + p.cancelled, 0)).toBe(1);
    const doc = await orderDoc(t, expiring);
    expect(doc.status).toBe('cancelled');
    expect(doc.cancelReason).toBe(PAYMENT_MESSAGES.holdEnded(1));
    expect(doc.isPaid).toBe(false);
    expect(await stockOf(t, 'ink')).toBe(10);
    await t.store.payments.reconcileNow(aMinuteOn());
    expect(await stockOf(t, 'ink')).toBe(10);
    await expect
      .poll(() => t.outbox().filter((m) => m.subject?.includes('was cancelled') && m.text.includes(PAYMENT_MESSAGES.holdEnded(1))).length)
      .toBe(1);
  });

  it('when the shopper asks to pay an expired order, then 409 expired', async () => {
    const res = await t.api('POST', `/orders/${expiring}/pay`, { token: asha });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.expired);
  });

  it('when the gateway took the money after the hold ended, then the payment is refunded at once (late payment), the order stays cancelled, and the shopper told', async () => {
    const order = await placeOnlineOrder(t, asha, [['nib', 2]]);
    const start = (await t.api('POST', `/orders/${order._id}/pay`, { token: asha })).body.data;
    late = { id: order._id, checkoutUrl: start.checkoutUrl };
    expect((await t.store.payments.reconcileNow(aMinuteOn())).cancelled).toBe(1);
    expect(await stockOf(t, 'nib')).toBe(10);
    // The shopper's gateway page was still open: they pay.
    const back = await payAtGateway(t, late.checkoutUrl);
    const res = await postCallback(t, '/api/payments/callback', back.fields);
    expect(res.status).toBe(303);
    const doc = await orderDoc(t, late.id);
    expect(doc.status).toBe('cancelled');
    expect(doc.isPaid).toBe(false);
    expect(doc.payment.state).toBe('refunded');
    expect(doc.payment.refunds).toEqual([
      expect.objectContaining({
        reason: 'late-payment',
        amount: order.totalPrice,
        paymentId: back.fields.razorpay_payment_id,
        gatewayRefundId: expect.stringMatching(/^rfnd_/),
      }),
    ]);
    expect(doc.refundDue).toBeUndefined();
    expect(await t.store.payments.gateway.paymentRefunds(back.fields.razorpay_payment_id!)).toHaveLength(1);
    expect(await stockOf(t, 'nib')).toBe(10);
    await expect.poll(() => t.outbox().filter((m) => m.subject?.includes('is being refunded')).length).toBe(1);
    // The gateway's webhook for the same payment, and the pass, refund nothing more.
    await new Promise((r) => setTimeout(r, 2000));
    await t.store.payments.reconcileNow(aMinuteOn());
    expect(await t.store.payments.gateway.paymentRefunds(back.fields.razorpay_payment_id!)).toHaveLength(1);
    // The test gateway processes the refund a few seconds on and says so by webhook.
    await expect.poll(async () => (await orderDoc(t, late.id)).payment.refunds[0].state, { timeout: 10_000 }).toBe('processed');
  });
});

describe('reconciliation', () => {
  it('when the gateway took the money but neither the callback nor the webhook has reached the store, then the pass finds the capture and the order is paid', async () => {
    const order = await placeOnlineOrder(t, asha, [['ink', 1]]);
    const start = (await t.api('POST', `/orders/${order._id}/pay`, { token: asha })).body.data;
    // The shopper paid and closed the tab: no callback; the gateway's webhook is still seconds away.
    const back = await payAtGateway(t, start.checkoutUrl);
    expect((await orderDoc(t, order._id)).payment.state).toBe('pending');
    const pass = await t.store.payments.reconcileNow();
    expect(pass.paid).toBe(1);
    const doc = await orderDoc(t, order._id);
    expect(doc.payment).toMatchObject({ state: 'paid', paymentId: back.fields.razorpay_payment_id });
    expect(doc.isPaid).toBe(true);
  });
});

describe('shipping and the admin list', () => {
  it('when the admin ships an online order not paid yet, then 409 and it stays processing', async () => {
    const order = await placeOnlineOrder(t, asha, [['ink', 1]], { paymentMethod: 'NetBanking' });
    const res = await t.api('PUT', `/orders/${order._id}/status`, { token: admin, body: { status: 'shipped' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.notShippable);
    expect((await orderDoc(t, order._id)).status).toBe('processing');
  });

  it('when the admin filters by payment state or returns, then only those orders are listed', async () => {
    const cod = await placeOnlineOrder(t, asha, [['ink', 1]], { paymentMethod: 'COD' });
    // A return asked for, written as the returns module writes it (its own tests cover asking).
    const doc = await orderDoc(t, cod._id);
    const at = new Date().toISOString();
    await t.store.ctx.dbs.orders.put({
      ...doc,
      _id: cod._id,
      returns: [
        {
          id: 'r1',
          lines: [{ line: 0, quantity: 1 }],
          reason: 'damaged',
          state: 'requested',
          amount: 250,
          restocked: false,
          history: [{ state: 'requested', at }],
          createdAt: at,
        },
      ],
    });
    const list = async (q: string) =>
      (await t.api('GET', `/orders/all?limit=100&${q}`, { token: admin })).body.data.orders as Array<{
        _id: string;
        payment?: { state: string };
      }>;
    const pending = await list('payment=pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((o) => o.payment?.state === 'pending')).toBe(true);
    expect((await list('payment=refunded')).map((o) => o._id)).toEqual([late.id]);
    expect((await list('returns=open')).map((o) => o._id)).toEqual([cod._id]);
    expect((await list('returns=requested')).map((o) => o._id)).toEqual([cod._id]);
    expect(await list('returns=received')).toEqual([]);
    expect((await t.api('GET', '/orders/all?payment=lost', { token: admin })).status).toBe(400);
  });
});
