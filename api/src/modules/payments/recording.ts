/**
 * Recording what the gateway reports of a payment on its store order: each report is one
 * compare-and-swap write of the order (decision 046), so of any number of callbacks, webhooks and
 * reconciliation passes, on one instance or several, for one payment, exactly one makes the move
 * and only that one sets off what follows (the invoice, the message, a refund):
 *  - captured, order pending or failed → paid (`isPaid`, paymentId, paidAt, the attempt);
 *  - captured again by the same payment → nothing;
 *  - captured by another payment of an order already paid → that payment refunded (duplicate);
 *  - captured on an order cancelled meanwhile (its hold ended) → refunded at once (late-payment),
 *    and the shopper told;
 *  - failed → the attempt, and `failed` while unpaid (the shopper may try again until expiresAt).
 * A payment only `authorized` (Razorpay without auto-capture) of an order still waiting is
 * captured first.
 */
import { paymentTaken, toPaise, type PaymentAttempt } from '@store/shared';
import type { OrderDoc, PaymentOrders } from '../commerce/index.js';
import { withRefund } from '../commerce/index.js';
import type { GatewayPayment, PaymentGateway } from './gateway/index.js';
import type { Refunds } from './refunds.js';

export type RecordOutcome = 'paid' | 'already' | 'duplicate' | 'late' | 'failed' | 'ignored';

const MAX_ATTEMPTS = 50;
const bounded = (attempts: PaymentAttempt[]) => attempts.slice(-MAX_ATTEMPTS);

/** The order is still waiting for its money: a capture now pays it. */
const awaiting = (order: OrderDoc) => order.status !== 'cancelled' && order.payment !== undefined && !paymentTaken(order.payment);

export function createPaymentRecords(deps: { orders: PaymentOrders; gateway: PaymentGateway; refunds: Refunds }) {
  const { orders, gateway, refunds } = deps;

  /** The capture, on the order: which move it made (only the caller whose write made it sees 'paid', 'duplicate' or 'late'). */
  async function recordCapture(orderId: string, gp: GatewayPayment): Promise<{ outcome: RecordOutcome; order: OrderDoc | null }> {
    let outcome: RecordOutcome = 'ignored';
    const saved = await orders.update(orderId, (cur) => {
      outcome = 'ignored';
      const p = cur?.payment;
      if (!cur || cur.phase !== 'placed' || !p || p.gatewayOrderId !== gp.order_id) return { keep: true };
      if (p.paymentId === gp.id || p.attempts.some((a) => a.id === gp.id && a.state === 'captured')) {
        outcome = 'already';
        return { keep: true };
      }
      const at = new Date().toISOString();
      const attempts = bounded([...p.attempts, { id: gp.id, state: 'captured', method: gp.method, at }]);
      const amount = gp.amount / 100;
      if (paymentTaken(p)) {
        // A second payment for an order already paid: it goes back whole; the order's own payment is untouched.
        outcome = 'duplicate';
        return { write: withRefund({ ...cur, payment: { ...p, attempts } }, { amount, reason: 'duplicate', paymentId: gp.id, at }).order };
      }
      const paid = { ...p, state: 'paid' as const, paymentId: gp.id, paidAt: at, attempts };
      if (cur.status === 'cancelled') {
        // Paid after the order was cancelled (its hold ended): refunded at once; the order stays cancelled and unpaid.
        outcome = 'late';
        return { write: withRefund({ ...cur, payment: paid }, { amount, reason: 'late-payment', paymentId: gp.id, at }).order };
      }
      outcome = 'paid';
      return { write: { ...cur, isPaid: true, payment: paid, updatedAt: at } };
    });
    const made = outcome as RecordOutcome;
    // The paid message carries the tax invoice, due now: both in the background (the callback answers at once).
    if (saved && made === 'paid') orders.tellPaid(saved);
    if (saved && (made === 'duplicate' || made === 'late')) {
      await refunds.settle(saved._id);
      if (made === 'late') orders.tellPayment(saved, 'late-payment-refunded');
    }
    return { outcome: made, order: saved };
  }

  async function recordFailure(orderId: string, gp: GatewayPayment): Promise<{ outcome: RecordOutcome; order: OrderDoc | null }> {
    let outcome: RecordOutcome = 'ignored';
    const saved = await orders.update(orderId, (cur) => {
      outcome = 'ignored';
      const p = cur?.payment;
      if (!cur || cur.phase !== 'placed' || !p || p.gatewayOrderId !== gp.order_id) return { keep: true };
      if (p.attempts.some((a) => a.id === gp.id)) {
        outcome = 'already';
        return { keep: true };
      }
      const at = new Date().toISOString();
      const reason = gp.error_description ?? gp.error_reason ?? undefined;
      const attempt: PaymentAttempt = { id: gp.id, state: 'failed', method: gp.method, ...(reason ? { reason } : {}), at };
      outcome = 'failed';
      const state = awaiting(cur) ? 'failed' : p.state;
      return { write: { ...cur, payment: { ...p, state, attempts: bounded([...p.attempts, attempt]) }, updatedAt: at } };
    });
    return { outcome: outcome as RecordOutcome, order: saved };
  }

  return {
    /** Records one payment the gateway reports (captured, authorized, failed) on its store order. */
    async record(orderId: string, gp: GatewayPayment): Promise<{ outcome: RecordOutcome; order: OrderDoc | null }> {
      if (gp.status === 'captured' || gp.status === 'refunded') return recordCapture(orderId, gp);
      if (gp.status === 'failed') return recordFailure(orderId, gp);
      if (gp.status === 'authorized') {
        const order = await orders.get(orderId);
        // Only an order still waiting is paid by capturing; an authorization left alone lapses at the gateway (no money taken).
        if (!order || !awaiting(order) || order.payment?.gatewayOrderId !== gp.order_id) return { outcome: 'ignored', order };
        const captured = await gateway.capture(gp.id, toPaise(order.payment.amount));
        return recordCapture(orderId, captured);
      }
      return { outcome: 'ignored', order: await orders.get(orderId) };
    },
  };
}
export type PaymentRecords = ReturnType<typeof createPaymentRecords>;
