/**
 * The test gateway's pages at /test-gateway (mounted on the app, not under /api): the payment
 * page a shopper is sent to, the form post that makes the payment, and the page's stylesheet and
 * script. Every param, query and body is parsed with zod; what does not parse gets a 400 page.
 *
 * The callback URL comes from the query string, so it is held to the store's own origin and its
 * /api/payments/callback path: anything else would make this page an open redirect (and a way to
 * post signed payment fields to another site).
 */
import { readFileSync } from 'node:fs';
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { Logger } from '../../../../log.js';
import { paymentSignature } from '../signatures.js';
import { ID_SHAPES, type TestPayment } from './ledger-docs.js';
import { FAILED_PAYMENT, TEST_METHODS, type Ledger } from './ledger.js';
import { checkoutPage, messagePage, returnPage } from './pages.js';
import { CHECKOUT_SCRIPT } from './checkout-script.js';

const STYLESHEET = readFileSync(new URL('./checkout.css', import.meta.url), 'utf8');

const ParamsSchema = z.object({ gatewayOrderId: z.string().regex(ID_SHAPES.order, 'This is not a payment link of this store.') });
const callback = z.string({ error: 'The link has no address to return to.' }).min(1, 'The link has no address to return to.').max(500);
const QuerySchema = z.object({ callback });
const PaymentFormSchema = z.object({
  callback,
  method: z.enum(TEST_METHODS, { error: 'Choose a way to pay: Card, UPI, NetBanking or Wallet.' }),
  outcome: z.enum(['success', 'failure'], { error: 'Choose Success or Failure.' }),
});

export interface TestGatewayRouterDeps {
  ledger: Ledger;
  keySecret: string;
  storeName: string;
  publicOrigin: string | undefined;
  log: Logger;
  onPayment(payment: TestPayment, webhookUrl: string | null): void;
  /** Bounds the payments one client may make (rate-limit.ts): the form is open to anyone holding a link. */
  limit?: RequestHandler;
}

const CALLBACK_PATH = /^\/api\/payments\/callback(\/|$)/;

/**
 * The store's own webhook endpoint, on the address and port this page was served from: that one
 * certainly listens (127.0.0.1 when the browser came through loopback, as in development and the
 * tests; the store's own address when HOST names one, or when the browser came over the network).
 */
function webhookUrlOf(req: Request): string {
  const local = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = local.includes(':') ? `[${local}]` : local;
  return `http://${host}:${req.socket.localPort}/api/payments/webhook`;
}

export function testGatewayRouter(deps: TestGatewayRouterDeps): Router {
  const router = Router();
  const originsOf = (req: Request) => [
    `${req.protocol}://${req.get('host') ?? ''}`,
    ...(deps.publicOrigin ? [new URL(deps.publicOrigin).origin] : []),
  ];

  /** The callback as a path on this origin, or null when it leads anywhere else. */
  const sameOriginCallback = (raw: string, req: Request): string | null => {
    const [own] = originsOf(req);
    let url: URL;
    try {
      url = new URL(raw, own);
    } catch {
      return null;
    }
    if (!originsOf(req).includes(url.origin) || url.username || url.password || !CALLBACK_PATH.test(url.pathname)) return null;
    return url.pathname + url.search;
  };

  const page = (res: Response, status: number, html: string) => {
    res.status(status).setHeader('Cache-Control', 'no-store');
    res.type('html').send(html);
  };
  const refuse = (res: Response, status: number, heading: string, text: string) => page(res, status, messagePage(heading, text));
  const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'The request is not valid.';

  router.get('/assets/checkout.css', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('css').send(STYLESHEET);
  });
  router.get('/assets/checkout.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('js').send(CHECKOUT_SCRIPT);
  });

  const signedFields = (p: TestPayment): Record<string, string> =>
    p.captured
      ? { razorpay_payment_id: p.id, razorpay_order_id: p.order_id, razorpay_signature: paymentSignature(deps.keySecret, p.order_id, p.id) }
      : {
          'error[code]': p.error_code ?? FAILED_PAYMENT.code,
          'error[description]': p.error_description ?? FAILED_PAYMENT.description,
          'error[source]': p.error_source ?? FAILED_PAYMENT.source,
          'error[step]': p.error_step ?? FAILED_PAYMENT.step,
          'error[reason]': p.error_reason ?? FAILED_PAYMENT.reason,
          'error[metadata]': JSON.stringify({ payment_id: p.id, order_id: p.order_id }),
        };

  /**
   * A paid order's page, or the answer to paying it again: says so, and offers (after a second
   * attempt: makes) the way back with the payment that paid it, so the store hears nothing new.
   */
  const paidAlready = (res: Response, status: number, action: string, p: TestPayment | null, autoSubmit: boolean) => {
    const text = 'This order has been paid already. No new payment was made.';
    if (!p) return refuse(res, status, 'Paid already', text);
    page(
      res,
      status,
      returnPage({
        storeName: deps.storeName,
        heading: 'Paid already',
        text,
        tone: 'info',
        action,
        fields: signedFields(p),
        autoSubmit,
      }),
    );
  };

  router.get('/checkout/:gatewayOrderId', async (req, res) => {
    const params = ParamsSchema.safeParse(req.params);
    if (!params.success) return refuse(res, 400, 'Not a payment link', firstIssue(params.error));
    const query = QuerySchema.safeParse(req.query);
    if (!query.success) return refuse(res, 400, 'Not a payment link', firstIssue(query.error));
    const action = sameOriginCallback(query.data.callback, req);
    if (!action) return refuse(res, 400, 'Not a payment link', 'This payment link returns to another site, so it cannot be used.');
    const found = await deps.ledger.order(params.data.gatewayOrderId);
    if (!found)
      return refuse(
        res,
        404,
        'Payment not found',
        'This store has no payment with this link. Go back to the store and start the payment again.',
      );
    const { order } = found;
    if (order.status === 'paid') {
      const payments = await deps.ledger.orderPayments(order.id);
      return paidAlready(res, 200, action, payments.find((p) => p.captured) ?? null, false);
    }
    const orderNumber = order.notes.orderNumber ?? order.receipt;
    page(
      res,
      200,
      checkoutPage({ storeName: deps.storeName, orderNumber, amountPaise: order.amount, orderId: order.id, callback: query.data.callback }),
    );
  });

  router.post(
    '/checkout/:gatewayOrderId',
    deps.limit ?? ((_req, _res, next) => next()),
    express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 10 }),
    async (req, res) => {
      // A form on another site must not pay (or fail) a shopper's order: browsers name the page's origin.
      const origin = req.get('origin');
      if (origin !== undefined && !originsOf(req).includes(origin))
        return refuse(res, 403, 'Not allowed', 'This payment can only be made from its own page.');
      const params = ParamsSchema.safeParse(req.params);
      if (!params.success) return refuse(res, 400, 'Not a payment link', firstIssue(params.error));
      const form = PaymentFormSchema.safeParse(req.body ?? {});
      if (!form.success) return refuse(res, 400, 'Payment not made', firstIssue(form.error));
      const action = sameOriginCallback(form.data.callback, req);
      if (!action) return refuse(res, 400, 'Not a payment link', 'This payment link returns to another site, so it cannot be used.');
      if (!(await deps.ledger.order(params.data.gatewayOrderId)))
        return refuse(
          res,
          404,
          'Payment not found',
          'This store has no payment with this link. Go back to the store and start the payment again.',
        );

      const webhookUrl = webhookUrlOf(req);
      const made = await deps.ledger.pay(params.data.gatewayOrderId, {
        method: form.data.method,
        succeed: form.data.outcome === 'success',
        webhookUrl,
      });
      if (!made.payment) return paidAlready(res, 409, action, made.paidAlready, true);
      deps.onPayment(made.payment, webhookUrl);
      const ok = made.payment.captured;
      page(
        res,
        200,
        returnPage({
          storeName: deps.storeName,
          heading: ok ? 'Payment successful' : 'Payment failed',
          text: ok ? `Taking you back to ${deps.storeName}…` : `No money was taken. Taking you back to ${deps.storeName} to try again…`,
          tone: ok ? 'success' : 'failure',
          action,
          fields: signedFields(made.payment),
          autoSubmit: true,
        }),
      );
    },
  );

  router.use((_req, res) => refuse(res, 404, 'Page not found', 'There is no such page in the test gateway.'));
  const onError: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
    const status = typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number' ? err.status : 500;
    // Past the client's limit (rate-limit.ts has set Retry-After): its own words.
    if (status === 429) return refuse(res, 429, 'Too many payments', err instanceof Error ? err.message : 'Please try again later.');
    if (status >= 400 && status < 500)
      return refuse(res, 400, 'Payment not made', 'The payment form could not be read. Go back and try again.');
    deps.log.error('test gateway', err);
    refuse(res, 500, 'Something went wrong', 'The test gateway could not answer. Please try again in a moment.');
  };
  router.use(onError);
  return router;
}
