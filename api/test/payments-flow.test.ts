/**
 * An online order paid through the built-in test gateway, by HTTP as the PWA and a browser make
 * it: placed pending with its hold and the pay link, paid (once) at the gateway, the signed
 * callback recording it paid with its invoice and telling the shopper; a failure, then a retry
 * that succeeds; the pay call refused where there is nothing to pay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@store/shared';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { ONLINE_SHIPPING, orderDoc, payAtGateway, placeOnlineOrder, postCallback, stockOf } from './payments-helpers.js';

let t: TestStore;
let asha: string;
let ravi: string;
let admin: string;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0', PAYMENT_HOLD_MINUTES: '20', PUBLIC_ORIGIN: 'https://shop.example.in' });
  await insertCatalog(t, [
    { _id: 'fountain-pen', name: 'Fountain Pen', price: 300, stock: 20 },
    { _id: 'journal', name: 'Leather Journal', price: 500, stock: 10 },
  ]);
  asha = tokenFor(t, { userId: 'u_asha_pay' });
  ravi = tokenFor(t, { userId: 'u_ravi_pay' });
  admin = tokenFor(t, { userId: 'u_admin_pay', role: 'admin' });
});
afterAll(() => t?.close());

describe('an online order paid through the test gateway', () => {
  let orderId = '';
  let checkoutUrl = '';
  let order: Awaited<ReturnType<typeof placeOnlineOrder>>;

  it('when a shopper places a UPI order, then it is pending with its hold, its stock taken, and the confirmation asks to pay within the hold with the pay link', async () => {
    const before = Date.now();
    order = await placeOnlineOrder(t, asha, [['fountain-pen', 2]]);
    orderId = order._id;
    const payment = order.payment!;
    expect(payment).toMatchObject({ state: 'pending', gateway: 'test', amount: order.totalPrice, attempts: [], refunds: [], refunded: 0 });
    const expires = Date.parse(payment.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(20 * 60_000 - 1000);
    expect(expires - before).toBeLessThan(20 * 60_000 + 10_000);
    expect(await stockOf(t, 'fountain-pen')).toBe(18);
    await expect.poll(() => t.outbox().filter((m) => m.text.includes(`https://shop.example.in/pay/${orderId}`)).length).toBe(1);
    const sms = t.outbox().find((m) => m.text.includes(`/pay/${orderId}`))!;
    expect(sms.text).toContain('Please pay within 20 minutes');
    expect(sms.subject).toMatch(/^Pay for your Inkwell order/);
  });

  it('when the owner asks to pay twice at once, then one gateway order is made and both answers name it; a stranger and an admin get 404', async () => {
    const [a, b] = await Promise.all([
      t.api('POST', `/orders/${orderId}/pay`, { token: asha }),
      t.api('POST', `/orders/${orderId}/pay`, { token: asha }),
    ]);
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(200);
    expect(a.body.data.gatewayOrderId).toMatch(/^order_/);
    expect(b.body.data.gatewayOrderId).toBe(a.body.data.gatewayOrderId);
    expect(a.body.data).toMatchObject({
      orderId,
      gateway: 'test',
      amount: Math.round(order.totalPrice * 100),
      currency: 'INR',
      callbackUrl: 'https://shop.example.in/api/payments/callback',
    });
    const doc = await orderDoc(t, orderId);
    expect(doc.payment.gatewayOrderId).toBe(a.body.data.gatewayOrderId);
    expect(doc.payClaim).toBeUndefined();
    checkoutUrl = a.body.data.checkoutUrl;
    expect(checkoutUrl).toBe(
      `/test-gateway/checkout/${a.body.data.gatewayOrderId}?callback=${encodeURIComponent(a.body.data.callbackUrl)}`,
    );
    for (const token of [ravi, admin]) {
      const res = await t.api('POST', `/orders/${orderId}/pay`, { token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Order not found.');
    }
    expect((await t.api('POST', `/orders/o_nope/pay`, { token: ravi })).status).toBe(404);
    expect((await t.api('POST', `/orders/${orderId}/pay`)).status).toBe(401);
  });

  it('when the shopper pays at the gateway and comes back, then the callback answers 303 to the paid page and the order is paid, invoiced and the shopper told', async () => {
    // The checkout's callback is PUBLIC_ORIGIN's; the test posts the gateway's signed fields to this store.
    const back = await payAtGateway(t, checkoutUrl.replace(encodeURIComponent('https://shop.example.in'), encodeURIComponent(t.url)));
    const res = await postCallback(t, '/api/payments/callback', back.fields);
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/pay/${orderId}?result=paid`);
    const order = (await t.api('GET', `/orders/${orderId}`, { token: asha })).body.data;
    expect(order.isPaid).toBe(true);
    expect(order.payment.state).toBe('paid');
    expect(order.payment.paymentId).toBe(back.fields.razorpay_payment_id);
    expect(order.payment.attempts).toEqual([
      expect.objectContaining({ id: back.fields.razorpay_payment_id, state: 'captured', method: 'upi' }),
    ]);
    // The tax invoice is issued just after (the callback does not wait for its number), then the paid message carries it.
    await expect.poll(async () => (await orderDoc(t, orderId)).invoice?.number).toBeTruthy();
    const invoice = (await orderDoc(t, orderId)).invoice.number;
    await expect.poll(() => t.outbox().filter((m) => m.subject?.includes('is paid')).length).toBe(1);
    expect(t.outbox().find((m) => m.subject?.includes('is paid'))!.text).toContain(invoice);
    expect(await stockOf(t, 'fountain-pen')).toBe(18);
  });

  it('when the same order is asked to be paid again, then 409 already paid', async () => {
    const res = await t.api('POST', `/orders/${orderId}/pay`, { token: asha });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.alreadyPaid);
  });
});

describe('a failed card payment, then a retry', () => {
  it('when the first payment fails, then the order is failed and still payable; the retry with the same gateway order pays it', async () => {
    const order = await placeOnlineOrder(t, ravi, [['journal', 1]], { paymentMethod: 'Card' });
    const start = (await t.api('POST', `/orders/${order._id}/pay`, { token: ravi })).body.data;
    const checkout = start.checkoutUrl.replace(encodeURIComponent('https://shop.example.in'), encodeURIComponent(t.url));
    const failed = await payAtGateway(t, checkout, 'failure', 'card');
    const res = await postCallback(t, '/api/payments/callback', failed.fields);
    expect(res).toEqual({ status: 303, location: `/pay/${order._id}?result=failed` });
    let doc = await orderDoc(t, order._id);
    expect(doc.payment.state).toBe('failed');
    expect(doc.isPaid).toBe(false);
    expect(doc.payment.attempts).toEqual([expect.objectContaining({ state: 'failed', method: 'card' })]);

    const again = (await t.api('POST', `/orders/${order._id}/pay`, { token: ravi })).body.data;
    expect(again.gatewayOrderId).toBe(start.gatewayOrderId);
    const ok = await payAtGateway(t, checkout, 'success', 'card');
    expect(await postCallback(t, '/api/payments/callback', ok.fields)).toEqual({ status: 303, location: `/pay/${order._id}?result=paid` });
    doc = await orderDoc(t, order._id);
    expect(doc.payment.state).toBe('paid');
    expect(doc.payment.attempts.map((a: { state: string }) => a.state)).toEqual(['failed', 'captured']);
  });

  it('when an order queued offline is placed on reconnect with its Idempotency-Key, and replayed, then it is one pending order with its hold, payable', async () => {
    const key = 'offline-queued-order-0001';
    const first = await placeOnlineOrder(t, ravi, [['journal', 1]], { paymentMethod: 'NetBanking', idempotencyKey: key });
    expect(first.payment).toMatchObject({ state: 'pending', gateway: 'test' });
    const replay = await t.api('POST', '/orders', {
      token: ravi,
      body: { ...ONLINE_SHIPPING, paymentMethod: 'NetBanking' },
      headers: { 'Idempotency-Key': key },
    });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data._id).toBe(first._id);
    expect(replay.body.data.payment.expiresAt).toBe(first.payment!.expiresAt);
    expect((await t.api('POST', `/orders/${first._id}/pay`, { token: ravi })).status).toBe(200);
  });

  it('when a cash-on-delivery order is asked to be paid, then 409 and it has no payment', async () => {
    await placeOnlineOrder(t, ravi, [['journal', 1]], { paymentMethod: 'COD' }).then(async (o) => {
      expect(o.payment).toBeUndefined();
      const res = await t.api('POST', `/orders/${o._id}/pay`, { token: ravi });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.notOnline);
    });
  });
});
