/**
 * The built-in test gateway, by HTTP, against the real sync-server: its payment page, a payment
 * that succeeds and one that fails, the signed browser return and the signed webhook (delivered
 * to a stand-in for the store's /api/payments/webhook, retried while it refuses), a paid order
 * refusing a second payment, callback URLs that lead elsewhere refused, and refunds that turn
 * processed with their own webhook.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BaseContext } from '../../../../context.js';
import { gatewayContext, startGatewayApp, type GatewayApp } from '../gateway-fixture.js';
import { GatewayError, type GatewayEvent } from '../types.js';
import { createTestGateway, testGatewaySecrets, TEST_GATEWAY_KEY_ID, type TestGateway } from './index.js';

const CALLBACK = '/api/payments/callback';
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
const until = async <T>(probe: () => T | undefined, ms = 5000): Promise<T> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const found = probe();
    if (found !== undefined) return found;
  }
  throw new Error('timed out waiting');
};
/** The hidden fields of the page's return form. */
const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ]),
  );

let ctx: BaseContext;
let gateway: TestGateway;
let app: GatewayApp;
let secrets: ReturnType<typeof testGatewaySecrets>;

beforeAll(async () => {
  ctx = await gatewayContext(inject('couchUrl'), { env: { STORE_TRADE_NAME: 'Inkwell Stationery' } });
  gateway = createTestGateway(ctx, { webhooks: { firstDelayMs: 50, retryDelaysMs: [100, 100, 100], timeoutMs: 2000 }, refundDelayMs: 150 });
  app = await startGatewayApp(gateway);
  secrets = testGatewaySecrets(ctx.secrets.jwtSecret);
});
afterAll(async () => {
  await gateway?.stop();
  await app?.close();
  await ctx?.dbs.payments.destroy();
  await ctx?.dbs.ratelimits.destroy();
});

const newOrder = (amount = 12_500_000, receipt = `o-${Math.random().toString(36).slice(2, 8)}`) =>
  gateway.createOrder({ amount, receipt, notes: { orderNumber: 'INK-2026-0042' } });
const checkout = (orderId: string, callback = CALLBACK) =>
  fetch(`${app.url}/test-gateway/checkout/${orderId}?callback=${encodeURIComponent(callback)}`);
const pay = (orderId: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/test-gateway/checkout/${orderId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.url, ...headers },
    body: new URLSearchParams({ callback: CALLBACK, method: 'upi', ...form }).toString(),
    redirect: 'manual',
  });
const webhooksFor = (paymentOrRefundId: string) => app.webhooks.filter((w) => w.body.includes(`"id":"${paymentOrRefundId}"`));

describe('the test gateway', () => {
  it('when a store has no Razorpay keys, then its gateway has a plainly-test key id and secrets of its own that survive a restart', () => {
    expect(gateway.name).toBe('test');
    expect(gateway.keyId).toBe(TEST_GATEWAY_KEY_ID);
    expect(TEST_GATEWAY_KEY_ID).toMatch(/^rzp_test_/);
    expect(testGatewaySecrets(ctx.secrets.jwtSecret)).toEqual(secrets);
    const other = testGatewaySecrets('another store secret, at least 32 characters long');
    expect(other.keySecret).not.toBe(secrets.keySecret);
    expect(other.webhookSecret).not.toBe(secrets.webhookSecret);
    expect(secrets.keySecret).not.toBe(secrets.webhookSecret);
  });

  it('when an order is made, then it looks like a Razorpay order (id, paise, receipt, created) and is kept in the payments database', async () => {
    const order = await newOrder(49_900, 'order-receipt-1');
    expect(order).toMatchObject({
      entity: 'order',
      amount: 49_900,
      amount_paid: 0,
      currency: 'INR',
      receipt: 'order-receipt-1',
      status: 'created',
    });
    expect(order.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(await ctx.dbs.payments.get(`tg-order:${order.id}`)).not.toBeNull();
    expect(await gateway.fetchOrder(order.id)).toEqual(order);
    await expect(gateway.fetchOrder('order_AAAAAAAAAAAAAA')).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway.createOrder({ amount: 50, receipt: 'x', notes: {} })).rejects.toMatchObject({ status: 400 });
  });

  it('when the shopper opens the payment page, then it says no money moves and shows the store, order number, amount in ₹ and the methods, with no inline script or style', async () => {
    const order = await newOrder();
    const res = await checkout(order.id);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.indexOf('Test payment: no money moves')).toBeGreaterThan(-1);
    expect(html.indexOf('Test payment: no money moves')).toBeLessThan(html.indexOf('<main'));
    expect(html).toContain('Inkwell Stationery');
    expect(html).toContain('INK-2026-0042');
    expect(html).toContain('₹1,25,000');
    expect(await (await checkout((await newOrder(124_850)).id)).text()).toContain('₹1,248.50');
    for (const method of ['Card', 'UPI', 'NetBanking', 'Wallet']) expect(html).toContain(`>${method}</span>`);
    expect(html).toMatch(/<input type="radio" name="method" value="card" checked>/);
    expect(html).toContain('class="tg-qr"');
    expect(html).toContain('Open UPI app');
    expect(html).toMatch(/value="success"[^>]*>Success</);
    expect(html).toMatch(/value="failure"[^>]*>Failure</);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;| )/);
    expect(csp).not.toContain('unsafe-inline');
    const [css, js] = await Promise.all(['checkout.css', 'checkout.js'].map((f) => fetch(`${app.url}/test-gateway/assets/${f}`)));
    expect(css!.headers.get('content-type')).toMatch(/text\/css/);
    expect(await css!.text()).toContain('@media (max-width: 640px)');
    expect(js!.headers.get('content-type')).toMatch(/javascript/);
  });

  it('when the link is unknown, malformed or has no callback, then a page says so (404 / 400), never a 500', async () => {
    expect((await checkout('order_AAAAAAAAAAAAAA')).status).toBe(404);
    expect((await checkout('order_short')).status).toBe(400);
    expect((await checkout('pay_AAAAAAAAAAAAAA')).status).toBe(400);
    const order = await newOrder();
    expect((await fetch(`${app.url}/test-gateway/checkout/${order.id}`)).status).toBe(400);
    expect((await fetch(`${app.url}/test-gateway/checkout/${order.id}?callback=a&callback=b`)).status).toBe(400);
    expect((await fetch(`${app.url}/test-gateway/nowhere`)).status).toBe(404);
    const notForm = await pay(order.id, { outcome: 'maybe' });
    expect(notForm.status).toBe(400);
    expect(await notForm.text()).toContain('Choose Success or Failure.');
    expect((await pay(order.id, { method: 'cash', outcome: 'success' })).status).toBe(400);
    const tooBig = await pay(order.id, { outcome: 'success', note: 'x'.repeat(5000) });
    expect(tooBig.status).toBe(400);
    expect(await gateway.orderPayments(order.id)).toEqual([]);
  });

  it('when the callback leads to another site or another path, then the page and the payment are refused (no open redirect)', async () => {
    const order = await newOrder();
    const elsewhere = [
      'https://evil.example/api/payments/callback',
      '//evil.example/api/payments/callback',
      '\\\\evil.example/api/payments/callback',
      `http://user:pw@${new URL(app.url).host}/api/payments/callback`,
      '/api/payments/callbackx',
      '/api/payments/callback/../../orders',
      '/pay/elsewhere',
      'javascript:alert(1)',
    ];
    for (const callback of elsewhere) {
      expect((await checkout(order.id, callback)).status, callback).toBe(400);
      expect((await pay(order.id, { callback, outcome: 'success' })).status, callback).toBe(400);
    }
    expect((await checkout(order.id, `${app.url}/api/payments/callback`)).status).toBe(200);
    expect(await gateway.orderPayments(order.id)).toEqual([]);
  });

  it('when another site posts the payment form, then it is refused and nothing is paid', async () => {
    const order = await newOrder();
    expect((await pay(order.id, { outcome: 'success' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await gateway.orderPayments(order.id)).toEqual([]);
  });

  it('when the shopper chooses Success, then the payment is captured, the browser returns with fields signed like Checkout, and a signed payment.captured webhook reaches the store', async () => {
    const order = await newOrder();
    const res = await pay(order.id, { method: 'upi', outcome: 'success' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Payment successful');
    expect(html).toMatch(new RegExp(`<form method="post" action="${CALLBACK}" data-auto-submit>`));
    expect(html).toContain('Return to the store');
    const fields = hiddenFields(html);
    expect(Object.keys(fields).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(fields.razorpay_order_id).toBe(order.id);
    expect(fields.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(fields.razorpay_signature).toBe(hmac(secrets.keySecret, `${order.id}|${fields.razorpay_payment_id}`));
    expect(
      gateway.verifyPaymentSignature({ orderId: order.id, paymentId: fields.razorpay_payment_id!, signature: fields.razorpay_signature! }),
    ).toBe(true);

    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: order.amount });
    const [payment] = await gateway.orderPayments(order.id);
    expect(payment).toMatchObject({
      id: fields.razorpay_payment_id,
      status: 'captured',
      captured: true,
      method: 'upi',
      amount: order.amount,
      order_id: order.id,
    });

    const [hook] = await until(() => (webhooksFor(payment!.id).length ? webhooksFor(payment!.id) : undefined));
    expect(hook!.headers['content-type']).toBe('application/json');
    expect(hook!.headers['x-razorpay-signature']).toBe(hmac(secrets.webhookSecret, hook!.body));
    expect(gateway.verifyWebhookSignature(hook!.body, String(hook!.headers['x-razorpay-signature']))).toBe(true);
    expect(hook!.headers['x-razorpay-event-id']).toMatch(/^[0-9A-Za-z]{14}$/);
    const event = JSON.parse(hook!.body) as GatewayEvent;
    expect(event).toMatchObject({ entity: 'event', event: 'payment.captured', contains: ['payment'] });
    expect(event.account_id).toMatch(/^acc_/);
    expect(event.payload.payment?.entity).toMatchObject({
      id: payment!.id,
      status: 'captured',
      order_id: order.id,
      amount: order.amount,
      error_code: null,
    });
    expect(typeof event.created_at).toBe('number');
  });

  it('when a paid order is paid again, then the page says it is paid already, no payment or webhook is made, and the browser goes back with the first payment', async () => {
    const order = await newOrder();
    const first = hiddenFields(await (await pay(order.id, { outcome: 'success' })).text());
    await until(() => (webhooksFor(first.razorpay_payment_id!).length ? true : undefined));
    const again = await pay(order.id, { outcome: 'success', method: 'card' });
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(html).toContain('This order has been paid already. No new payment was made.');
    expect(html).toContain('data-auto-submit');
    expect(hiddenFields(html)).toEqual(first);
    const page = await (await checkout(order.id)).text();
    expect(page).toContain('paid already');
    expect(page).not.toContain('value="success"');
    expect(page).not.toContain('data-auto-submit');
    expect(hiddenFields(page)).toEqual(first);
    expect(await gateway.orderPayments(order.id)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(app.webhooks.filter((w) => w.body.includes(order.id))).toHaveLength(1);
  });

  it('when two payments of one order race, then one is captured and the other refused', async () => {
    const order = await newOrder();
    const answers = await Promise.all([pay(order.id, { outcome: 'success' }), pay(order.id, { outcome: 'success' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await gateway.orderPayments(order.id)).filter((p) => p.captured)).toHaveLength(1);
  });

  it('when the shopper chooses Failure, then the payment fails as Razorpay says it, the browser returns with its error fields, payment.failed is sent, and a retry can still pay', async () => {
    const order = await newOrder(29_900);
    const html = await (await pay(order.id, { method: 'card', outcome: 'failure' })).text();
    expect(html).toContain('Payment failed');
    const fields = hiddenFields(html);
    expect(fields['error[code]']).toBe('BAD_REQUEST_ERROR');
    expect(fields['error[description]']).toBe('Payment failed');
    expect(fields['error[reason]']).toBe('payment_failed');
    const metadata = JSON.parse(fields['error[metadata]']!) as { payment_id: string; order_id: string };
    expect(metadata.order_id).toBe(order.id);
    expect(metadata.payment_id).toMatch(/^pay_/);
    expect(fields.razorpay_signature).toBeUndefined();
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0 });

    const [hook] = await until(() => (webhooksFor(metadata.payment_id).length ? webhooksFor(metadata.payment_id) : undefined));
    const event = JSON.parse(hook!.body) as GatewayEvent;
    expect(event.event).toBe('payment.failed');
    expect(event.payload.payment?.entity).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
    });

    const retry = hiddenFields(await (await pay(order.id, { outcome: 'success' })).text());
    expect(retry.razorpay_order_id).toBe(order.id);
    expect((await gateway.orderPayments(order.id)).map((p) => p.status)).toEqual(['failed', 'captured']);
  });

  it('when the store answers a webhook with an error, then it is sent again with the same event id and signature until accepted', async () => {
    const order = await newOrder();
    let refused = 0;
    app.answerWebhook = (body) => (body.includes(order.id) && refused++ < 2 ? 500 : 200);
    const { razorpay_payment_id: paymentId } = hiddenFields(await (await pay(order.id, { outcome: 'success' })).text());
    const deliveries = await until(() => (webhooksFor(paymentId!).length >= 3 ? webhooksFor(paymentId!) : undefined));
    expect(new Set(deliveries.map((d) => d.headers['x-razorpay-event-id'])).size).toBe(1);
    expect(new Set(deliveries.map((d) => d.body)).size).toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    expect(webhooksFor(paymentId!)).toHaveLength(3);
  });

  it('when a captured payment is refunded, then the refund is pending with its receipt, turns processed, and refund.processed is sent signed', async () => {
    const order = await newOrder(100_000);
    const { razorpay_payment_id: paymentId } = hiddenFields(await (await pay(order.id, { outcome: 'success' })).text());
    const refund = await gateway.refund(paymentId!, { amount: 40_000, receipt: 'refund-r1', notes: { reason: 'return' } });
    expect(refund).toMatchObject({
      entity: 'refund',
      amount: 40_000,
      payment_id: paymentId,
      receipt: 'refund-r1',
      status: 'pending',
      currency: 'INR',
    });
    expect(refund.id).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);
    await expect(gateway.refund(paymentId!, { amount: 60_001, receipt: 'refund-r2', notes: {} })).rejects.toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
    });

    const [hook] = await until(() => (webhooksFor(refund.id).length ? webhooksFor(refund.id) : undefined));
    expect(hook!.headers['x-razorpay-signature']).toBe(hmac(secrets.webhookSecret, hook!.body));
    const event = JSON.parse(hook!.body) as GatewayEvent;
    expect(event).toMatchObject({ event: 'refund.processed', contains: ['refund', 'payment'] });
    expect(event.payload.refund?.entity).toMatchObject({ id: refund.id, status: 'processed', receipt: 'refund-r1', amount: 40_000 });
    expect(event.payload.payment?.entity).toMatchObject({ id: paymentId, amount_refunded: 40_000, status: 'captured' });
    expect(await gateway.paymentRefunds(paymentId!)).toEqual([
      expect.objectContaining({ id: refund.id, status: 'processed', receipt: 'refund-r1' }),
    ]);

    const rest = await gateway.refund(paymentId!, { amount: 60_000, receipt: 'refund-r2', notes: {} });
    await until(() => (webhooksFor(rest.id).length ? true : undefined));
    expect((await gateway.orderPayments(order.id))[0]).toMatchObject({ status: 'refunded', amount_refunded: 100_000 });
    await expect(gateway.capture(paymentId!, 100_000)).rejects.toBeInstanceOf(GatewayError);
  });

  it('when a failed payment is refunded, then it is refused', async () => {
    const order = await newOrder();
    const fields = hiddenFields(await (await pay(order.id, { outcome: 'failure' })).text());
    const { payment_id } = JSON.parse(fields['error[metadata]']!) as { payment_id: string };
    await expect(gateway.refund(payment_id, { amount: 100, receipt: 'x', notes: {} })).rejects.toMatchObject({ status: 400 });
  });

  it('when the gateway stops, then deliveries not yet made are cancelled and stop waits for none of them', async () => {
    const slow = createTestGateway(ctx, { webhooks: { firstDelayMs: 400 } });
    const slowApp = await startGatewayApp(slow);
    try {
      const order = await slow.createOrder({ amount: 10_000, receipt: 'stop-1', notes: {} });
      const res = await fetch(`${slowApp.url}/test-gateway/checkout/${order.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ callback: CALLBACK, method: 'card', outcome: 'success' }).toString(),
      });
      expect(res.status).toBe(200);
      const started = Date.now();
      await slow.stop();
      expect(Date.now() - started).toBeLessThan(300);
      await new Promise((r) => setTimeout(r, 600));
      expect(slowApp.webhooks).toEqual([]);
    } finally {
      await slowApp.close();
    }
  });
});
