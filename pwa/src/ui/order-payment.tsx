/**
 * An online order's payment as the shopper reads it, for /pay and the account's order view: its
 * state (PAYMENT_STATE_LABELS), the last failure's reason in the gateway's words, and the refunds
 * with where each stands. A cash-on-delivery order has no payment record and shows none of this.
 */
import './order-payment.css';
import { formatIndiaDateTime, formatRupees, PAYMENT_STATE_LABELS, type Order, type PaymentState, type Refund } from '@store/shared';

export const paymentTone = (state: PaymentState): string =>
  state === 'paid' ? 'badge--success' : state === 'failed' ? 'badge--danger' : state === 'pending' ? 'badge--warning' : 'badge--brass';

export function PaymentBadge({ state }: { state: PaymentState }) {
  return <span className={`badge ${paymentTone(state)}`}>{PAYMENT_STATE_LABELS[state]}</span>;
}

/** Why the last attempt failed, as the gateway put it; undefined when the last attempt did not fail. */
export function lastFailure(order: Pick<Order, 'payment'>): string | undefined {
  const last = order.payment?.attempts.at(-1);
  return last?.state === 'failed' ? (last.reason ?? '') : undefined;
}

/** The method the captured payment used, as the gateway names it ("upi", "card"). */
export function paidWith(order: Pick<Order, 'payment'>): string | undefined {
  const p = order.payment;
  return p?.attempts.find((a) => a.id === p.paymentId && a.state === 'captured')?.method;
}

const REFUND_STATE: Record<Refund['state'], string> = {
  pending: 'On its way',
  processed: 'Refunded',
  failed: 'Not made yet: the store has been told',
};
const REFUND_REASON: Record<Refund['reason'], string> = {
  cancelled: 'order cancelled',
  return: 'items returned',
  duplicate: 'paid twice',
  'late-payment': 'paid after the order was cancelled',
};

/** Each refund: amount, why, where it stands; online ones go back to the payment they came from. */
export function RefundLines({ refunds }: { refunds: readonly Refund[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className="refund-lines" role="list">
      {refunds.map((r) => (
        <li key={r.id} data-testid="refund">
          <strong>{formatRupees(r.amount)}</strong> refund ({REFUND_REASON[r.reason]}) · {REFUND_STATE[r.state]}
          {r.state === 'processed' && r.processedAt ? ` on ${formatIndiaDateTime(r.processedAt)}` : ''}
          {r.reference ? ` · reference ${r.reference}` : ''}
        </li>
      ))}
    </ul>
  );
}
