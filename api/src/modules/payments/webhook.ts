/**
 * POST /payments/webhook: the gateway's own word on a payment (decision 046), in time even when
 * the browser never came back. Mounted before the api's JSON reader: the signature
 * (`X-Razorpay-Signature`, HMAC-SHA256 with the webhook secret) is over the raw bytes, so they
 * are read as they came. Each event is handled once: its `x-razorpay-event-id` is claimed by
 * creating a document in the payments database (put: a replay, on any instance, gets 409 and
 * is acknowledged without anything changing). A handling that fails gives the claim back, so
 * the gateway's retry is handled.
 * Events: payment.captured and payment.failed (recorded on their order, recording.ts),
 * refund.processed; others are acknowledged and ignored.
 */
import express, { Router } from 'express';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '@store/shared';
import type { BaseContext } from '../../context.js';
import { isConflict } from '../../db/couch.js';
import { badRequest } from '../../http/errors.js';
import { sendOk } from '../../http/respond.js';
import { parseValue } from '../../http/validate.js';
import type { PaymentOrders } from '../commerce/index.js';
import type { GatewayEvent, PaymentGateway } from './gateway/index.js';
import type { PaymentRecords } from './recording.js';
import type { Refunds } from './refunds.js';

/** Razorpay's payment and refund events are a few kilobytes. */
const WEBHOOK_LIMIT = '64kb';

const HeadersSchema = z.object({
  'x-razorpay-signature': z.string({ error: 'X-Razorpay-Signature is missing' }).min(1).max(200),
  'x-razorpay-event-id': z.string({ error: 'x-razorpay-event-id is missing' }).min(1).max(100),
});

/** The envelope only: its entities come signed by the gateway, read as the gateway's types. */
const EventSchema = z.object({
  entity: z.literal('event'),
  event: z.string().max(100),
  payload: z.record(z.string(), z.unknown()),
});

export function createWebhookRouter(deps: {
  ctx: BaseContext;
  orders: PaymentOrders;
  gateway: PaymentGateway;
  records: PaymentRecords;
  refunds: Refunds;
}): Router {
  const { ctx, orders, gateway, records, refunds } = deps;
  const seen = ctx.dbs.payments;

  async function handle(event: GatewayEvent): Promise<void> {
    if (event.event === 'payment.captured' || event.event === 'payment.failed') {
      const payment = event.payload.payment?.entity;
      if (!payment?.order_id) return;
      const order = await orders.findByGatewayOrder(payment.order_id);
      if (order) await records.record(order._id, payment);
    } else if (event.event === 'refund.processed') {
      const refund = event.payload.refund?.entity;
      if (refund) await refunds.processed(refund);
    }
  }

  const router = Router();
  router.post('/', express.raw({ type: 'application/json', limit: WEBHOOK_LIMIT }), async (req, res) => {
    const headers = parseValue(HeadersSchema, req.headers, 'Invalid webhook');
    const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    if (!raw || !gateway.verifyWebhookSignature(raw, headers['x-razorpay-signature'])) throw badRequest(PAYMENT_MESSAGES.badSignature);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw badRequest('Invalid webhook: the body is not JSON');
    }
    const event = parseValue(EventSchema, parsed, 'Invalid webhook') as unknown as GatewayEvent;
    const claimId = `event:${headers['x-razorpay-event-id']}`;
    try {
      await seen.put({ _id: claimId, type: 'webhook-event', event: event.event, at: new Date().toISOString() });
    } catch (e) {
      if (!isConflict(e)) throw e;
      // Seen before (a retry, a replay): acknowledged, nothing changes.
      return sendOk(res, { replayed: true });
    }
    try {
      await handle(event);
    } catch (e) {
      const claimed = await seen.get(claimId);
      if (claimed?._rev) await seen.remove(claimId, claimed._rev).catch(() => {});
      throw e;
    }
    sendOk(res, { replayed: false });
  });
  return router;
}
