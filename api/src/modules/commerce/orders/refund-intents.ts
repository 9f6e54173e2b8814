/**
 * A refund is written on its order as an intent before the gateway is asked (decision 046): the
 * refund's store id (the gateway's receipt), its amount and reason, `state: pending`, and the
 * order's `refundDue` mark, in one compare-and-swap write. The payments module then makes it at
 * the gateway and records the answer; a crash in between leaves `refundDue`, and its pass looks
 * the refund up at the gateway by receipt before making it: never two refunds for one intent.
 */
import { refundedState, type Refund, type RefundReason } from '@store/shared';
import type { OrderDoc } from './store.js';

/** Refunds that give back the order's own payment (a duplicate payment's refund gives back another). */
const countsAgainstOrder = (r: Refund) => r.reason !== 'duplicate' && r.state !== 'failed';

/** Rupees given back (or on their way) of the order's payment. */
export const refundedOf = (refunds: readonly Refund[]): number =>
  Math.round(refunds.filter(countsAgainstOrder).reduce((sum, r) => sum + r.amount * 100, 0)) / 100;

/** What is left to give back of the order's payment (nothing unless it was taken). */
export function refundableOf(order: Pick<OrderDoc, 'payment'>): number {
  const p = order.payment;
  if (!p?.paymentId || (p.state !== 'paid' && p.state !== 'partly-refunded')) return 0;
  return Math.max(0, Math.round((p.amount - refundedOf(p.refunds)) * 100) / 100);
}

/** The order with a pending refund added (no write: the caller's compare-and-swap writes it). */
export function withRefund(
  order: OrderDoc,
  input: { amount: number; reason: RefundReason; paymentId: string; returnId?: string; at: string },
): { order: OrderDoc; refund: Refund } {
  const p = order.payment!;
  const refund: Refund = {
    id: `${order._id}-${p.refunds.length + 1}`,
    amount: input.amount,
    reason: input.reason,
    ...(input.returnId ? { returnId: input.returnId } : {}),
    paymentId: input.paymentId,
    state: 'pending',
    at: input.at,
  };
  const refunds = [...p.refunds, refund];
  const refunded = refundedOf(refunds);
  // A duplicate payment's refund leaves the order's own payment as it was.
  const state = input.reason === 'duplicate' || !p.paymentId ? p.state : refundedState(p.amount, refunded);
  return {
    order: { ...order, payment: { ...p, refunds, refunded, state }, refundDue: true, updatedAt: input.at },
    refund,
  };
}
