/**
 * The built-in test gateway (decision 046): the PaymentGateway a store uses without Razorpay keys.
 * Same entities, ids, signatures and webhooks as Razorpay, its books in the private `payments`
 * database, its payment page on the store's own origin (routes.ts), and no money.
 *
 * Its key secret and webhook secret are derived from the store's own JWT secret with fixed labels:
 * they survive restarts, differ from store to store, and are never configured or shown.
 */
import type { Router } from 'express';
import type { BaseContext } from '../../../../context.js';
import { rateLimit } from '../../../../http/rate-limit.js';
import { checkPaymentSignature, checkWebhookSignature, hmacHex } from '../signatures.js';
import type { GatewayEvent, PaymentGateway } from '../types.js';
import { GatewayError } from '../types.js';
import { nowSeconds, type TestPayment, type TestRefund } from './ledger-docs.js';
import { createLedger } from './ledger.js';
import { testGatewayRouter } from './routes.js';
import { createWebhookSender, DEFAULT_WEBHOOK_TIMING, type WebhookTiming } from './webhooks.js';

/** Payments (successful or failed) one client may make at the test gateway: a flood cannot grow its books without bound. */
export const PAYMENT_FORM_LIMIT = { limit: 300, windowMs: 10 * 60_000 };

/** Plainly a test key: Razorpay's own test keys start rzp_test_, and no Razorpay account has this one. */
export const TEST_GATEWAY_KEY_ID = 'rzp_test_inkwelllocal';

export interface TestGatewayOptions {
  webhooks?: Partial<WebhookTiming>;
  /** How long a refund stays pending before it is processed and its webhook sent. */
  refundDelayMs?: number;
}

export interface TestGateway extends PaymentGateway {
  readonly name: 'test';
  router(): Router;
  checkoutUrl(gatewayOrderId: string, callbackUrl: string): string;
  stop(): Promise<void>;
}

export function testGatewaySecrets(jwtSecret: string) {
  const derive = (label: string) => hmacHex(jwtSecret, `inkwell test gateway: ${label}`);
  return {
    keySecret: derive('key secret').slice(0, 24),
    webhookSecret: derive('webhook secret').slice(0, 32),
    accountId: `acc_${derive('account').slice(0, 14)}`,
  };
}

export function createTestGateway(ctx: BaseContext, opts: TestGatewayOptions = {}): TestGateway {
  const secrets = testGatewaySecrets(ctx.secrets.jwtSecret);
  const ledger = createLedger(ctx.dbs.payments);
  const webhooks = createWebhookSender(secrets.webhookSecret, { ...DEFAULT_WEBHOOK_TIMING, ...opts.webhooks }, ctx.log);
  const refundDelayMs = opts.refundDelayMs ?? 3000;
  const refundTimers = new Set<NodeJS.Timeout>();

  const event = (name: string, payload: GatewayEvent['payload']): GatewayEvent => ({
    entity: 'event',
    account_id: secrets.accountId,
    event: name,
    contains: Object.keys(payload),
    payload,
    created_at: nowSeconds(),
  });

  /** payment.captured or payment.failed, to where the payment page said the store listens. */
  const paymentMade = (payment: TestPayment, webhookUrl: string | null) => {
    if (webhookUrl)
      webhooks.send(webhookUrl, event(payment.captured ? 'payment.captured' : 'payment.failed', { payment: { entity: payment } }));
  };

  const processRefund = async (refundId: string) => {
    const done = await ledger.processRefund(refundId);
    if (done?.webhookUrl)
      webhooks.send(done.webhookUrl, event('refund.processed', { refund: { entity: done.refund }, payment: { entity: done.payment } }), 0);
  };

  /** A refund whose timer a restart lost is processed when it is next asked about. */
  const settleOverdue = async (refunds: TestRefund[]) => {
    const due = nowSeconds() - Math.ceil(refundDelayMs / 1000);
    const overdue = refunds.filter((r) => r.status === 'pending' && r.created_at < due);
    for (const r of overdue) await processRefund(r.id);
    return overdue.length ? ledger.paymentRefunds(refunds[0]!.payment_id) : refunds;
  };

  const gateway: TestGateway = {
    name: 'test',
    keyId: TEST_GATEWAY_KEY_ID,
    createOrder: (input) => ledger.createOrder(input),
    async fetchOrder(id) {
      const found = await ledger.order(id);
      if (!found) throw new GatewayError(`The id provided does not exist (${id})`, 400, 'BAD_REQUEST_ERROR');
      return found.order;
    },
    orderPayments: (id) => ledger.orderPayments(id),
    async capture(paymentId, amount) {
      const found = await ledger.payment(paymentId);
      if (!found) throw new GatewayError(`The id provided does not exist (${paymentId})`, 400, 'BAD_REQUEST_ERROR');
      // Test payments are captured when made (Razorpay's auto-capture); capturing again is refused as Razorpay does.
      if (found.payment.captured) throw new GatewayError('This payment has already been captured', 400, 'BAD_REQUEST_ERROR');
      if (amount !== found.payment.amount)
        throw new GatewayError('Capture amount must be equal to the amount authorized', 400, 'BAD_REQUEST_ERROR');
      throw new GatewayError('Only payments which have been authorized and not yet captured can be captured', 400, 'BAD_REQUEST_ERROR');
    },
    async refund(paymentId, input) {
      const refund = await ledger.refund(paymentId, input);
      const timer = setTimeout(() => {
        refundTimers.delete(timer);
        processRefund(refund.id).catch((e: unknown) => ctx.log.error(`test gateway: processing refund ${refund.id}`, e));
      }, refundDelayMs);
      timer.unref();
      refundTimers.add(timer);
      return refund;
    },
    async paymentRefunds(paymentId) {
      return settleOverdue(await ledger.paymentRefunds(paymentId));
    },
    verifyPaymentSignature: (input) => checkPaymentSignature(secrets.keySecret, input),
    verifyWebhookSignature: (rawBody, signature) => checkWebhookSignature(secrets.webhookSecret, rawBody, signature),
    checkoutUrl: (gatewayOrderId, callbackUrl) => `/test-gateway/checkout/${gatewayOrderId}?callback=${encodeURIComponent(callbackUrl)}`,
    router: () =>
      testGatewayRouter({
        ledger,
        keySecret: secrets.keySecret,
        storeName: ctx.seller.tradeName,
        publicOrigin: ctx.env.PUBLIC_ORIGIN,
        log: ctx.log,
        onPayment: paymentMade,
        limit: rateLimit({ db: ctx.dbs.ratelimits, name: 'test-gateway-payment', ...PAYMENT_FORM_LIMIT, what: 'test payments' }),
      }),
    async stop() {
      for (const t of refundTimers) clearTimeout(t);
      refundTimers.clear();
      await webhooks.stop();
    },
  };
  return gateway;
}
