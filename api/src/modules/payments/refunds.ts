/**
 * Making refunds at the gateway (decision 046). A refund is first written on its order as an
 * intent (commerce's withRefund: store id = the gateway receipt, `refundDue` on the order); then
 *   1. one caller claims it (a claim document in the payments database, created with put: a
 *      second caller, on any instance, gets 409 and leaves it; a claim older than CLAIM_STALE_MS
 *      belongs to a caller that died and may be taken over);
 *   2. the gateway's refunds of the payment are looked up by receipt (a refund made before a
 *      crash is found, not made again), and only when none is there is the refund asked for;
 *   3. the answer is written on the order (gateway refund id, pending/processed), `refundDue`
 *      cleared once no intent is left.
 * The gateway refusing a refund (4xx) marks it failed and gives its amount back to the order's
 * refundable; an unreachable gateway leaves the intent for the next pass.
 */
import { conflict, HttpError } from '../../http/errors.js';
import { isConflict } from '../../db/couch.js';
import { PAYMENT_MESSAGES, refundedState, toPaise, type Refund, type RefundReason } from '@store/shared';
import type { BaseContext } from '../../context.js';
import { refundableOf, refundedOf, withRefund, type OrderDoc, type PaymentOrders } from '../commerce/index.js';
import { GatewayError, type GatewayRefund, type PaymentGateway } from './gateway/index.js';

export const CLAIM_STALE_MS = 2 * 60_000;
export const REFUND_TOO_MUCH = 'This refund is more than what is left to give back of the payment.';

const isDue = (r: Refund) => r.state === 'pending' && !r.gatewayRefundId;

/** The order after its refund `id` changed: the totals, the payment state and `refundDue` follow. */
function withRefundChanged(order: OrderDoc, id: string, change: (r: Refund) => Refund): OrderDoc {
  const p = order.payment!;
  const refunds = p.refunds.map((r) => (r.id === id ? change(r) : r));
  const refunded = refundedOf(refunds);
  const taken = p.state === 'paid' || p.state === 'partly-refunded' || p.state === 'refunded';
  const { refundDue: _was, ...rest } = order;
  return {
    ...rest,
    payment: { ...p, refunds, refunded, state: taken ? refundedState(p.amount, refunded) : p.state },
    ...(refunds.some(isDue) ? { refundDue: true as const } : {}),
    updatedAt: new Date().toISOString(),
  };
}

const stateOf = (g: GatewayRefund): Refund['state'] =>
  g.status === 'processed' ? 'processed' : g.status === 'failed' ? 'failed' : 'pending';

export function createRefunds(deps: {
  ctx: BaseContext;
  orders: PaymentOrders;
  gateway: PaymentGateway;
  /** Told when one of the order's refunds became processed (the returns module's refundsProcessed); never throws. */
  onProcessed?: (orderId: string) => Promise<void>;
}) {
  const { ctx, orders, gateway } = deps;
  const tellProcessed = async (orderId: string) => {
    await deps
      .onProcessed?.(orderId)
      .catch((e) => ctx.log.error(`payments: telling the returns of order ${orderId} their refund is processed`, e));
  };
  const claims = ctx.dbs.payments;

  /** True when this caller now holds the refund's claim. */
  async function claim(refundId: string): Promise<boolean> {
    const _id = `refund-claim:${refundId}`;
    const at = new Date().toISOString();
    try {
      await claims.put({ _id, type: 'refund-claim', at });
      return true;
    } catch (e) {
      if (!isConflict(e)) throw e;
    }
    const held = await claims.get(_id);
    if (!held || Date.now() - Date.parse(String(held.at)) < CLAIM_STALE_MS) return false;
    try {
      await claims.put({ ...held, at });
      return true;
    } catch (e) {
      if (isConflict(e)) return false;
      throw e;
    }
  }

  async function release(refundId: string): Promise<void> {
    const held = await claims.get(`refund-claim:${refundId}`);
    if (held?._rev) await claims.remove(held._id, held._rev).catch(() => {});
  }

  /** Writes the gateway's answer (or its refusal) on the order's refund. */
  const recordAnswer = (orderId: string, refundId: string, change: (r: Refund) => Refund) =>
    orders.update(orderId, (cur) => {
      const r = cur?.payment?.refunds.find((x) => x.id === refundId);
      if (!cur || !r || !isDue(r)) return { keep: true };
      return { write: withRefundChanged(cur, refundId, change) };
    });

  async function makeOne(order: OrderDoc, refund: Refund): Promise<void> {
    if (!refund.paymentId || !(await claim(refund.id))) return;
    try {
      const made =
        (await gateway.paymentRefunds(refund.paymentId)).find((g) => g.receipt === refund.id) ??
        (await gateway.refund(refund.paymentId, {
          amount: toPaise(refund.amount),
          receipt: refund.id,
          notes: { orderId: order._id, reason: refund.reason },
        }));
      const state = stateOf(made);
      await recordAnswer(order._id, refund.id, (r) => ({
        ...r,
        gatewayRefundId: made.id,
        state,
        ...(state === 'processed' ? { processedAt: new Date().toISOString() } : {}),
      }));
      if (state === 'processed') await tellProcessed(order._id);
    } catch (e) {
      if (e instanceof GatewayError && e.status >= 400 && e.status < 500) {
        ctx.log.error(`payments: the gateway refused refund ${refund.id} of order ${order._id}`, e);
        await recordAnswer(order._id, refund.id, (r) => ({ ...r, state: 'failed' }));
        return;
      }
      // Unreachable: the intent stays for the next pass, which looks it up by receipt first.
      await release(refund.id);
      throw e;
    }
  }

  /** Makes every refund intent of the order at the gateway; clears `refundDue` when none is left. */
  async function settle(orderId: string): Promise<void> {
    const order = await orders.get(orderId);
    const due = order?.payment?.refunds.filter(isDue) ?? [];
    for (const refund of due) await makeOne(order!, refund);
    await orders.update(orderId, (cur) =>
      cur?.refundDue && !cur.payment?.refunds.some(isDue) ? { write: withRefundChanged(cur, '', (r) => r) } : { keep: true },
    );
  }

  return {
    settle,

    /**
     * Refunds `amount` rupees of an online order's payment (the returns module's, for a return
     * received): the intent written, then made; the order answered. A second call for the same
     * return finds its refund and makes none. 409 when the order has nothing (or not that much) to give back.
     */
    async refund(orderId: string, input: { amount: number; reason: RefundReason; returnId?: string }): Promise<OrderDoc> {
      const written = await orders.update(orderId, (cur) => {
        if (!cur?.payment?.paymentId) throw conflict(PAYMENT_MESSAGES.notOnline);
        if (input.returnId && cur.payment.refunds.some((r) => r.returnId === input.returnId && r.state !== 'failed')) return { keep: true };
        if (toPaise(input.amount) <= 0 || toPaise(input.amount) > toPaise(refundableOf(cur))) throw conflict(REFUND_TOO_MUCH);
        const at = new Date().toISOString();
        return { write: withRefund(cur, { ...input, paymentId: cur.payment.paymentId, at }).order };
      });
      if (!written) throw new HttpError(404, 'Order not found.');
      await settle(orderId);
      return (await orders.get(orderId)) ?? written;
    },

    /** refund.processed from the gateway: the refund (by its gateway id, or its receipt) is processed. */
    async processed(g: GatewayRefund): Promise<void> {
      const orderId = g.notes?.orderId ?? g.receipt?.replace(/-\d+$/, '');
      if (!orderId) return;
      let made = false;
      await orders.update(orderId, (cur) => {
        made = false;
        const r = cur?.payment?.refunds.find((x) => x.gatewayRefundId === g.id || x.id === g.receipt);
        if (!cur || !r || r.state === 'processed') return { keep: true };
        made = true;
        const at = new Date().toISOString();
        return { write: withRefundChanged(cur, r.id, (x) => ({ ...x, gatewayRefundId: g.id, state: 'processed', processedAt: at })) };
      });
      if (made) await tellProcessed(orderId);
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
