/**
 * The payments module's http routes (decision 046; docs/security.md lists their limits):
 *  - POST /orders/{id}/pay (the owner): the checkout's details (start-payment.ts);
 *  - POST /payments/callback (no auth: the browser coming back from the gateway, form-encoded):
 *    the signature checked (HMAC-SHA256 of `order_id|payment_id`), the payment looked up at the
 *    gateway and recorded, then 303 to the order's payment page with the result. A bad signature
 *    changes nothing (result=unverified); a body naming no order of ours is a 400.
 */
import express, { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { IdSchema, PaymentCallbackSchema } from '@store/shared';
import { callerOf, requireAuth, type TokenVerifier } from '../../http/auth-guard.js';
import { badRequest } from '../../http/errors.js';
import { sendOk } from '../../http/respond.js';
import { parseParams, parseValue } from '../../http/validate.js';
import type { PaymentOrders } from '../commerce/index.js';
import type { PaymentGateway } from './gateway/index.js';
import type { PaymentRecords } from './recording.js';
import type { createPaymentStarts } from './start-payment.js';

const OrderParamsSchema = z.object({ id: IdSchema });
/** A callback is three short fields (or Razorpay's error fields): nothing bigger is read. */
const CALLBACK_LIMIT = '4kb';
export const UNKNOWN_PAYMENT = 'This payment is not for an order of this store.';

/** Razorpay's error[metadata]: the payment and order a failure was for. */
const FailureMetadataSchema = z.object({ payment_id: z.string().min(1).max(100), order_id: z.string().min(1).max(100) });

export function createPaymentRoutes(deps: {
  verifier: TokenVerifier;
  orders: PaymentOrders;
  gateway: PaymentGateway;
  records: PaymentRecords;
  starts: ReturnType<typeof createPaymentStarts>;
  publicOrigin: string | undefined;
  /** Bounds the callbacks one client may send (rate-limit.ts): the route is open to anyone. */
  limit?: RequestHandler;
}) {
  const { orders, gateway, records } = deps;
  const originOf = (req: Request) => deps.publicOrigin?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
  const payPage = (orderId: string, result: 'paid' | 'failed' | 'unverified') => `/pay/${encodeURIComponent(orderId)}?result=${result}`;

  /** The gateway's own record of a payment on a gateway order (never the browser's word for it). */
  const paymentAt = async (gatewayOrderId: string, paymentId: string) =>
    (await gateway.orderPayments(gatewayOrderId)).find((p) => p.id === paymentId) ?? null;

  const orders_ = Router();
  orders_.post('/:id/pay', requireAuth(deps.verifier), async (req, res) => {
    const { id } = parseParams(OrderParamsSchema, req);
    sendOk(res, await deps.starts.start(callerOf(req), id, originOf(req)));
  });

  const callback = Router();
  callback.post(
    '/',
    deps.limit ?? ((_req, _res, next) => next()),
    express.urlencoded({ extended: false, limit: CALLBACK_LIMIT, parameterLimit: 10 }),
    async (req, res) => {
      const body = parseValue(PaymentCallbackSchema, req.body, 'Invalid payment callback');
      if ('razorpay_signature' in body) {
        const order = await orders.findByGatewayOrder(body.razorpay_order_id);
        if (!order) throw badRequest(UNKNOWN_PAYMENT);
        const signed = gateway.verifyPaymentSignature({
          orderId: body.razorpay_order_id,
          paymentId: body.razorpay_payment_id,
          signature: body.razorpay_signature,
        });
        const payment = signed ? await paymentAt(body.razorpay_order_id, body.razorpay_payment_id) : null;
        if (!payment) return res.redirect(303, payPage(order._id, 'unverified'));
        const { outcome } = await records.record(order._id, payment);
        const failed = payment.status === 'failed' || outcome === 'failed';
        return res.redirect(303, payPage(order._id, failed ? 'failed' : 'paid'));
      }
      // A failure: Razorpay signs nothing here, so what it says is asked of the gateway before it is recorded.
      let meta: z.infer<typeof FailureMetadataSchema>;
      try {
        meta = parseValue(FailureMetadataSchema, JSON.parse(body['error[metadata]']), 'Invalid payment callback');
      } catch {
        throw badRequest(`Invalid payment callback: error[metadata] must name the payment and its order`);
      }
      const order = await orders.findByGatewayOrder(meta.order_id);
      if (!order) throw badRequest(UNKNOWN_PAYMENT);
      const payment = await paymentAt(meta.order_id, meta.payment_id);
      if (payment) await records.record(order._id, payment);
      return res.redirect(303, payPage(order._id, payment?.status === 'captured' ? 'paid' : 'failed'));
    },
  );

  return { orders: orders_, callback };
}
