/**
 * The Razorpay adapter through the official SDK, against a local server that answers as Razorpay's
 * API reference shows (its published example entities): what the adapter sends (paths, basic
 * auth with the key id and secret, amounts in paise, the refund's receipt and notes), how answers
 * map, and how refusals, an unreachable or silent gateway and an unexpected answer become
 * GatewayErrors. And both signatures against vectors computed independently (openssl).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Razorpay from 'razorpay';
import { configureSdk, createRazorpayGateway } from './razorpay.js';
import { GatewayError, type PaymentGateway } from './types.js';

const KEYS = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'EnLs21M47BllR3X8PSFtjtbd', webhookSecret: 'whsec_Inkwell_test_2026' };

// Razorpay's example entities (API reference: Orders, Payments, Refunds).
const ORDER = {
  id: 'order_IluGWxBm9U8zJ8',
  entity: 'order',
  amount: 5000,
  amount_paid: 0,
  amount_due: 5000,
  currency: 'INR',
  receipt: 'rcptid_11',
  offer_id: null,
  status: 'created',
  attempts: 0,
  notes: [],
  created_at: 1642662092,
};
const PAYMENT = {
  id: 'pay_G3P9vcIhRs3NV4',
  entity: 'payment',
  amount: 5000,
  currency: 'INR',
  status: 'captured',
  order_id: 'order_IluGWxBm9U8zJ8',
  invoice_id: null,
  international: false,
  method: 'card',
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  description: 'Payment for Adidas shoes',
  card_id: 'card_KOdY30ajbuyOYN',
  bank: null,
  wallet: null,
  vpa: null,
  email: 'gaurav.kumar@example.com',
  contact: '9000090000',
  notes: [],
  fee: 1,
  tax: 0,
  error_code: null,
  error_description: null,
  error_source: null,
  error_step: null,
  error_reason: null,
  acquirer_data: { authentication_reference_number: '100222021120200000000742753928' },
  created_at: 1667397881,
};
const REFUND = {
  id: 'rfnd_FP8QHiV938haTz',
  entity: 'refund',
  amount: 2000,
  receipt: 'Receipt No. 31',
  currency: 'INR',
  payment_id: 'pay_G3P9vcIhRs3NV4',
  notes: { reason: 'return' },
  acquirer_data: { arn: null },
  created_at: 1597078866,
  batch_id: null,
  status: 'pending',
  speed_processed: 'normal',
  speed_requested: 'normal',
};
const NOT_FOUND = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'The id provided does not exist',
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    field: 'id',
  },
};

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

let server: Server;
let base: string;
const seen: Seen[] = [];
/** The next answer, when a test wants another than the route's usual. */
let override: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

function fakeRazorpay(req: IncomingMessage, res: ServerResponse, body: string) {
  seen.push({
    method: req.method!,
    url: req.url!,
    authorization: req.headers.authorization,
    contentType: req.headers['content-type'],
    body: body ? JSON.parse(body) : undefined,
  });
  if (override) return override(req, res);
  const url = new URL(req.url!, 'http://x');
  const route = `${req.method} ${url.pathname}`;
  if (route === 'POST /v1/orders') return send(res, 200, { ...ORDER, ...(JSON.parse(body) as object), notes: [] });
  if (route === `GET /v1/orders/${ORDER.id}`) return send(res, 200, { ...ORDER, status: 'paid', amount_paid: 5000, amount_due: 0 });
  if (route === `GET /v1/orders/${ORDER.id}/payments`) return send(res, 200, { entity: 'collection', count: 1, items: [PAYMENT] });
  if (route === `POST /v1/payments/${PAYMENT.id}/capture`) return send(res, 200, PAYMENT);
  if (route === `POST /v1/payments/${PAYMENT.id}/refund`) return send(res, 200, REFUND);
  if (route === `GET /v1/payments/${PAYMENT.id}/refunds`)
    return send(res, 200, { entity: 'collection', count: 1, items: [{ ...REFUND, status: 'processed' }] });
  send(res, 400, NOT_FOUND);
}

let gateway: PaymentGateway;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => fakeRazorpay(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gateway = createRazorpayGateway(KEYS, { hostUrl: base, timeoutMs: 500 });
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  seen.length = 0;
  override = null;
});

const BASIC = `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`;

describe('Razorpay through its SDK', () => {
  it('when an order is made, then POST /v1/orders carries the amount in paise, INR, the receipt and notes, with basic auth of the key id and secret', async () => {
    const order = await gateway.createOrder({ amount: 5000, receipt: 'ord-123', notes: { orderNumber: 'INK-42' } });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v1/orders',
        authorization: BASIC,
        contentType: expect.stringContaining('application/json'),
        body: { amount: 5000, currency: 'INR', receipt: 'ord-123', notes: { orderNumber: 'INK-42' }, partial_payment: false },
      },
    ]);
    // Razorpay answers empty notes as [] : read as no notes.
    expect(order).toMatchObject({
      id: ORDER.id,
      entity: 'order',
      amount: 5000,
      amount_paid: 0,
      currency: 'INR',
      receipt: 'ord-123',
      status: 'created',
      notes: {},
    });
  });

  it('when an order and its payments are fetched, then GET /v1/orders/:id and /payments are asked and the entities read', async () => {
    expect(await gateway.fetchOrder(ORDER.id)).toMatchObject({ status: 'paid', amount_paid: 5000 });
    const payments = await gateway.orderPayments(ORDER.id);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([`GET /v1/orders/${ORDER.id}`, `GET /v1/orders/${ORDER.id}/payments`]);
    expect(seen.every((s) => s.authorization === BASIC)).toBe(true);
    expect(payments).toEqual([
      expect.objectContaining({
        id: PAYMENT.id,
        status: 'captured',
        captured: true,
        order_id: ORDER.id,
        amount: 5000,
        method: 'card',
        error_code: null,
      }),
    ]);
  });

  it('when a payment is captured, then POST /v1/payments/:id/capture carries the amount in paise and INR', async () => {
    expect(await gateway.capture(PAYMENT.id, 5000)).toMatchObject({ id: PAYMENT.id, status: 'captured' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: `/v1/payments/${PAYMENT.id}/capture`, body: { amount: 5000, currency: 'INR' } });
  });

  it('when a payment is refunded, then POST /v1/payments/:id/refund carries the amount, the store’s receipt and notes, and the refunds are listed back', async () => {
    const refund = await gateway.refund(PAYMENT.id, { amount: 2000, receipt: 'Receipt No. 31', notes: { reason: 'return' } });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `/v1/payments/${PAYMENT.id}/refund`,
      authorization: BASIC,
      body: { amount: 2000, receipt: 'Receipt No. 31', notes: { reason: 'return' }, speed: 'normal' },
    });
    expect(refund).toMatchObject({ id: REFUND.id, status: 'pending', receipt: 'Receipt No. 31', amount: 2000, payment_id: PAYMENT.id });
    const listed = await gateway.paymentRefunds(PAYMENT.id);
    expect(seen[1]).toMatchObject({ method: 'GET', url: `/v1/payments/${PAYMENT.id}/refunds?count=100` });
    expect(listed).toEqual([expect.objectContaining({ id: REFUND.id, status: 'processed', receipt: 'Receipt No. 31' })]);
  });

  it('when Razorpay refuses, then the GatewayError keeps its status, code and description', async () => {
    const refusal = await gateway.fetchOrder('order_DoesNotExist00').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(GatewayError);
    expect(refusal).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR', message: 'The id provided does not exist' });
    override = (_req, res) => send(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    await expect(gateway.orderPayments(ORDER.id)).rejects.toMatchObject({ status: 401, message: 'Authentication failed' });
    override = (_req, res) =>
      send(res, 500, {
        error: { code: 'SERVER_ERROR', description: 'The server encountered an error. The incident has been reported to admins' },
      });
    await expect(gateway.refund(PAYMENT.id, { amount: 100, receipt: 'r', notes: {} })).rejects.toMatchObject({
      status: 500,
      code: 'SERVER_ERROR',
    });
  });

  it('when Razorpay cannot be reached or does not answer in time, then the GatewayError has status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createRazorpayGateway(KEYS, { hostUrl: `http://127.0.0.1:${port}` });
    await expect(unreachable.fetchOrder(ORDER.id)).rejects.toMatchObject({ name: 'GatewayError', status: 0 });

    override = () => undefined; // never answers
    const started = Date.now();
    await expect(gateway.fetchOrder(ORDER.id)).rejects.toMatchObject({ name: 'GatewayError', status: 0 });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('when an answer is not the entity expected, then it is a GatewayError, not a crash or a wrong read', async () => {
    override = (_req, res) => send(res, 200, { id: ORDER.id, entity: 'order', amount: '5000' });
    await expect(gateway.fetchOrder(ORDER.id)).rejects.toMatchObject({ name: 'GatewayError', code: 'BAD_ANSWER' });
  });

  it('when no host is given, then the SDK still talks to https://api.razorpay.com, with a timeout set (fails if an upgrade moves api.rq)', () => {
    const defaults = configureSdk(new Razorpay({ key_id: KEYS.keyId, key_secret: KEYS.keySecret }), {});
    expect(defaults).toMatchObject({ baseURL: 'https://api.razorpay.com', timeout: 15_000 });
    const real = createRazorpayGateway(KEYS);
    expect(real.name).toBe('razorpay');
    expect(real.keyId).toBe(KEYS.keyId);
    expect(real.checkoutUrl).toBeUndefined();
    expect(real.router).toBeUndefined();
  });
});

describe('signatures (vectors computed with openssl dgst -sha256 -hmac)', () => {
  const orderId = 'order_IluGWxBm9U8zJ8';
  const paymentId = 'pay_IH4NVgf4Dreq1l';
  const signature = 'c7a6b6e37e5fb8b5387cd93cff2f9cedbf5cb78112fd50292c56b4cecb49b80d';
  const body =
    '{"entity":"event","account_id":"acc_BFQ7uQEaa7j2z7","event":"payment.captured","contains":["payment"],"payload":{"payment":{"entity":{"id":"pay_DESlfW9H8K9uqM","entity":"payment","amount":100,"currency":"INR","status":"captured","order_id":"order_DESlLckIVRkHWj","method":"netbanking","amount_refunded":0,"captured":true,"error_code":null,"error_description":null,"created_at":1567674599}}},"created_at":1567674606}';
  const bodySignature = '04ead857c1adc3431f0fcc53aea341f0f3cf2bcbcd3d7b52ba3210414dbfe069';

  it('when Checkout’s signature is HMAC-SHA256 of order_id|payment_id with the key secret, then it is accepted; anything else is refused', () => {
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature })).toBe(true);
    expect(gateway.verifyPaymentSignature({ orderId: 'order_IluGWxBm9U8zJ9', paymentId, signature })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId: 'pay_IH4NVgf4Dreq1m', signature })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: signature.replace(/^c/, 'd') })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: signature.toUpperCase() })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: signature.slice(0, 62) })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: '' })).toBe(false);
    // Signed with the webhook secret instead of the key secret: refused.
    const other = createRazorpayGateway({ ...KEYS, keySecret: KEYS.webhookSecret }, { hostUrl: base });
    expect(other.verifyPaymentSignature({ orderId, paymentId, signature })).toBe(false);
  });

  it('when a webhook body is signed with the webhook secret, then it is accepted; a changed body or signature is refused', () => {
    expect(gateway.verifyWebhookSignature(body, bodySignature)).toBe(true);
    expect(gateway.verifyWebhookSignature(body.replace('"amount":100', '"amount":1000'), bodySignature)).toBe(false);
    expect(gateway.verifyWebhookSignature(`${body}\n`, bodySignature)).toBe(false);
    expect(gateway.verifyWebhookSignature(body, bodySignature.replace(/9$/, '8'))).toBe(false);
    expect(gateway.verifyWebhookSignature(body, signature)).toBe(false);
  });
});
