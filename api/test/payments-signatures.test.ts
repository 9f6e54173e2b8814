/**
 * What the store believes of a payment: only what the gateway signed (the callback's
 * `order_id|payment_id` HMAC with the key secret, the webhook's HMAC of its raw body with the
 * webhook secret) and what the gateway itself answers. Tampered, foreign and replayed posts are
 * refused or acknowledged and change nothing; a webhook before the callback, the callback twice,
 * a webhook replayed a hundred times: the order changes once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { gatewaySecretsOf, hmac, orderDoc, payAtGateway, placeOnlineOrder, postCallback, postWebhook } from './payments-helpers.js';

let t: TestStore;
let asha: string;

/** An order placed and sent to the gateway (a gateway order made), not paid. */
async function orderAtGateway(): Promise<{ id: string; gatewayOrderId: string; checkoutUrl: string }> {
  const order = await placeOnlineOrder(t, asha, [['pen', 1]]);
  const start = await t.api('POST', `/orders/${order._id}/pay`, { token: asha });
  expect(start.status, start.text).toBe(200);
  return { id: order._id, gatewayOrderId: start.body.data.gatewayOrderId, checkoutUrl: start.body.data.checkoutUrl };
}

const capturedEvent = (payment: unknown) => ({
  entity: 'event',
  event: 'payment.captured',
  contains: ['payment'],
  payload: { payment: { entity: payment } },
  created_at: 1,
});

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [{ _id: 'pen', name: 'Gel Pen', price: 120, stock: 500 }]);
  asha = tokenFor(t, { userId: 'u_asha_sig' });
});
afterAll(() => t?.close());

describe('the callback', () => {
  let paid: { id: string; fields: Record<string, string> };
  let pending: { id: string; gatewayOrderId: string };

  beforeAll(async () => {
    const a = await orderAtGateway();
    const back = await payAtGateway(t, a.checkoutUrl);
    expect(await postCallback(t, '/api/payments/callback', back.fields)).toEqual({ status: 303, location: `/pay/${a.id}?result=paid` });
    paid = { id: a.id, fields: back.fields };
    pending = await orderAtGateway();
    // The gateway's own webhook for the paid order lands too (a moment later): wait for it, so nothing moves under the checks.
    await new Promise((r) => setTimeout(r, 2500));
  });

  it('when the signature is tampered, the payment id is tampered, or the signature of another order is used, then 303 unverified and neither order changes', async () => {
    const before = [await orderDoc(t, paid.id), await orderDoc(t, pending.id)];
    const flipped = paid.fields.razorpay_signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const tries = [
      { fields: { ...paid.fields, razorpay_signature: flipped }, order: paid.id },
      { fields: { ...paid.fields, razorpay_payment_id: 'pay_TamperedId0001' }, order: paid.id },
      // The paid order's signed payment, offered as the pending order's.
      { fields: { ...paid.fields, razorpay_order_id: pending.gatewayOrderId }, order: pending.id },
    ];
    for (const { fields, order } of tries)
      expect(await postCallback(t, '/api/payments/callback', fields)).toEqual({ status: 303, location: `/pay/${order}?result=unverified` });
    const after = [await orderDoc(t, paid.id), await orderDoc(t, pending.id)];
    expect(after.map((d) => d._rev)).toEqual(before.map((d) => d._rev));
    expect(after[1]!.payment.state).toBe('pending');
  });

  it('when a correctly signed payment id the gateway never made is posted (a leaked key secret), then 303 unverified and nothing changes', async () => {
    const before = await orderDoc(t, pending.id);
    const paymentId = 'pay_NeverMadeHere01';
    const signature = hmac(gatewaySecretsOf(t).keySecret, `${pending.gatewayOrderId}|${paymentId}`);
    const res = await postCallback(t, '/api/payments/callback', {
      razorpay_order_id: pending.gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(res).toEqual({ status: 303, location: `/pay/${pending.id}?result=unverified` });
    expect((await orderDoc(t, pending.id))._rev).toBe(before._rev);
  });

  it('when the callback is replayed, then it answers paid again and changes nothing; the shopper was told once', async () => {
    const before = await orderDoc(t, paid.id);
    for (let i = 0; i < 3; i++)
      expect(await postCallback(t, '/api/payments/callback', paid.fields)).toEqual({
        status: 303,
        location: `/pay/${paid.id}?result=paid`,
      });
    const after = await orderDoc(t, paid.id);
    expect(after._rev).toBe(before._rev);
    expect(after.payment.attempts).toHaveLength(1);
    expect(t.outbox().filter((m) => m.channel === 'sms' && m.subject?.includes('is paid')).length).toBe(1);
  });

  it('when the body names no order of ours, or is not a callback, then 400 JSON and nothing is written', async () => {
    const unknown = await t.api('POST', '/payments/callback', {
      rawBody: new URLSearchParams({ ...paid.fields, razorpay_order_id: 'order_NotOursAtAll01' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.success).toBe(false);
    const bad = await t.api('POST', '/payments/callback', {
      rawBody: new URLSearchParams({ razorpay_order_id: pending.gatewayOrderId }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Invalid payment callback/);
  });
});

describe('the webhook', () => {
  it('when a webhook is signed with another secret, or its body changed after signing, or it has no signature, then 400 and nothing changes', async () => {
    const order = await orderAtGateway();
    const before = await orderDoc(t, order.id);
    const entity = {
      id: 'pay_Foreign000001',
      entity: 'payment',
      amount: Math.round(before.totalPrice * 100),
      currency: 'INR',
      status: 'captured',
      order_id: order.gatewayOrderId,
      method: 'upi',
      amount_refunded: 0,
      captured: true,
      error_code: null,
      error_description: null,
      error_reason: null,
      created_at: 1,
    };
    const foreign = await postWebhook(t, capturedEvent(entity), { eventId: 'evt_foreign_1', secret: 'someone-elses-webhook-secret' });
    expect(foreign.status).toBe(400);
    const body = JSON.stringify(capturedEvent(entity));
    const signedOther = hmac(gatewaySecretsOf(t).webhookSecret, body.replace('captured', 'failed'));
    expect((await postWebhook(t, capturedEvent(entity), { eventId: 'evt_foreign_2', signature: signedOther })).status).toBe(400);
    const unsigned = await t.api('POST', '/payments/webhook', {
      rawBody: body,
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_3' },
    });
    expect(unsigned.status).toBe(400);
    expect((await orderDoc(t, order.id))._rev).toBe(before._rev);
    // Nothing was claimed: the event ids are free for a genuine event.
    expect(await t.store.ctx.dbs.payments.get('event:evt_foreign_1')).toBeNull();
  });

  it('when the webhook comes before the callback and is replayed 100 times, then the order is paid once; the callback afterwards and the own webhook of the gateway change nothing', async () => {
    const order = await orderAtGateway();
    const back = await payAtGateway(t, order.checkoutUrl);
    const [payment] = await t.store.payments.gateway.orderPayments(order.gatewayOrderId);
    const first = await postWebhook(t, capturedEvent(payment), { eventId: 'evt_replayed' });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ success: true, data: { replayed: false } });
    const paid = await orderDoc(t, order.id);
    expect(paid.payment.state).toBe('paid');
    expect(paid.isPaid).toBe(true);
    const replays = await Promise.all(
      Array.from({ length: 100 }, () => postWebhook(t, capturedEvent(payment), { eventId: 'evt_replayed' })),
    );
    expect(replays.every((r) => r.status === 200 && r.body.data.replayed === true)).toBe(true);
    expect(await postCallback(t, '/api/payments/callback', back.fields)).toEqual({ status: 303, location: `/pay/${order.id}?result=paid` });
    expect(await postCallback(t, '/api/payments/callback', back.fields)).toEqual({ status: 303, location: `/pay/${order.id}?result=paid` });
    await new Promise((r) => setTimeout(r, 2500)); // the gateway's own webhook (another event id, the same payment)
    const after = await orderDoc(t, order.id);
    // The one write after paid: the invoice's number (issued once paid).
    expect(after.invoice?.number).toBeTruthy();
    expect(Number(after._rev.split('-')[0]) - Number(paid._rev.split('-')[0])).toBeLessThanOrEqual(1);
    expect(after.payment.attempts).toHaveLength(1);
    expect(after.payment.refunds).toEqual([]);
  });
});
