/**
 * An online order's payment as the shopper reads it, for /pay and the account's order view: its
 * state (PAYMENT_STATE_LABELS), the last failure's reason in the gateway's words, and the refunds
 * with where each stands. A cash-on-delivery order has no payment record and shows none of this.
 */
import './order-payment.css';
import { formatRupees, PAYMENT_STATE_LABELS, type Order, type PaymentState, type Refund } from '@store/shared';
import { msg, useT, type Msg } from '../i18n';

export const paymentTone = (state: PaymentState): string =>
  state === 'paid' ? 'badge--success' : state === 'failed' ? 'badge--danger' : state === 'pending' ? 'badge--warning' : 'badge--brass';

export function PaymentBadge({ state }: { state: PaymentState }) {
  const t = useT();
  return <span className={`badge ${paymentTone(state)}`}>{t.message(PAYMENT_STATE_LABELS[state])}</span>;
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

const REFUND_STATE: Record<Refund['state'], Msg> = {
  pending: msg('On its way'),
  processed: msg('Refunded'),
  failed: msg('Not made yet: the store has been told'),
};
const REFUND_REASON: Record<Refund['reason'], Msg> = {
  cancelled: msg('order cancelled'),
  return: msg('items returned'),
  duplicate: msg('paid twice'),
  'late-payment': msg('paid after the order was cancelled'),
};

/** Each refund: amount, why, where it stands; online ones go back to the payment they came from. */
export function RefundLines({ refunds }: { refunds: readonly Refund[] }) {
  const t = useT();
  if (refunds.length === 0) return null;
  return (
    <ul className="refund-lines" role="list">
      {refunds.map((r) => (
        <li key={r.id} data-testid="refund">
          {t.rich('{amount} refund ({reason})', { amount: <strong>{formatRupees(r.amount)}</strong>, reason: t(REFUND_REASON[r.reason]) })}{' '}
          ·{' '}
          {r.state === 'processed' && r.processedAt
            ? t('{state} on {date}', { state: t(REFUND_STATE[r.state]), date: t.dateTime(r.processedAt) })
            : t(REFUND_STATE[r.state])}
          {r.reference ? ` · ${t('reference {reference}', { reference: r.reference })}` : ''}
        </li>
      ))}
    </ul>
  );
}
