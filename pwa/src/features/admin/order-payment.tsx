/**
 * An order's money in the admin's order view (decision 046): how it is paid and the gateway's
 * ids the admin needs to find it at Razorpay (the gateway order, the payment), each attempt with
 * why it failed, the time left while the payment hold runs; then every refund with its id, its
 * amount, why, its state and the gateway's refund id or the transfer's reference. A cash-on-
 * delivery order says whether its cash is due or was collected on delivery.
 */
import { useEffect, useState } from 'react';
import { formatRupees, orderIsPaid, PAYMENT_STATE_LABELS, type Order, type Refund } from '@store/shared';
import { Badge } from '../../ui/badge';
import { formatDateTime } from '../../ui/order-status';
import { cancelRefundAmount, GATEWAY_LABELS, holdLeft, paymentSummary, REFUND_REASON_LABELS, REFUND_STATE_LABELS } from './order-money';

type MoneyOrder = Pick<Order, 'paymentMethod' | 'isPaid' | 'status' | 'payment' | 'statusHistory'>;

/** Now, again every 15 s while `running`: the hold's time left counts down with the dialog open. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

function CashOnDelivery({ order }: { order: MoneyOrder }) {
  const delivered = order.statusHistory.find((h) => h.status === 'delivered');
  return (
    <dl className="admin-shipment">
      <dt>Method</dt>
      <dd>Cash on delivery</dd>
      <dt>State</dt>
      <dd>
        {orderIsPaid(order)
          ? `Paid on delivery${delivered ? `, ${formatDateTime(delivered.at)}` : ''}`
          : order.status === 'cancelled'
            ? 'Not collected: the order was cancelled'
            : 'Due on delivery: the courier collects it'}
      </dd>
    </dl>
  );
}

export function OrderPaymentSection({ order }: { order: MoneyOrder }) {
  const p = order.payment;
  const now = useNow(p?.state === 'pending' || p?.state === 'failed');
  if (!p) {
    return (
      <section className="admin-money" aria-label="Payment">
        <h3>Payment</h3>
        {order.paymentMethod === 'COD' ? <CashOnDelivery order={order} /> : <p>{paymentSummary(order).text}</p>}
      </section>
    );
  }
  const left = (p.state === 'pending' || p.state === 'failed') && order.status !== 'cancelled' ? holdLeft(p.expiresAt, now) : null;
  return (
    <section className="admin-money" aria-label="Payment">
      <h3>Payment</h3>
      <dl className="admin-shipment">
        <dt>Method</dt>
        <dd>{order.paymentMethod}</dd>
        <dt>Gateway</dt>
        <dd>{GATEWAY_LABELS[p.gateway]}</dd>
        <dt>State</dt>
        <dd>
          <Badge tone={paymentSummary(order).tone}>{PAYMENT_STATE_LABELS[p.state]}</Badge> {formatRupees(p.amount)}
          {p.state === 'partly-refunded' && ` · ${formatRupees(p.refunded)} refunded`}
        </dd>
        {left && (
          <>
            <dt>Time left to pay</dt>
            <dd>
              {left} (until {formatDateTime(p.expiresAt)})
            </dd>
          </>
        )}
        <dt>Gateway order</dt>
        <dd>{p.gatewayOrderId ?? 'Not made yet: the shopper has not opened the payment'}</dd>
        {p.paymentId && (
          <>
            <dt>Payment id</dt>
            <dd>{p.paymentId}</dd>
          </>
        )}
        {p.paidAt && (
          <>
            <dt>Paid</dt>
            <dd>{formatDateTime(p.paidAt)}</dd>
          </>
        )}
      </dl>
      {p.attempts.length > 0 && (
        <>
          <h4>Attempts</h4>
          <ol className="admin-order__history" aria-label="Payment attempts">
            {p.attempts.map((a) => (
              <li key={`${a.id}-${a.at}`}>
                <strong>{a.state === 'captured' ? 'Paid' : 'Failed'}</strong> · {a.id}
                {a.method && ` · ${a.method}`} · {formatDateTime(a.at)}
                {a.reason && <span className="admin-note"> · {a.reason}</span>}
              </li>
            ))}
          </ol>
        </>
      )}
      {p.refunds.length > 0 && <RefundList refunds={p.refunds} />}
    </section>
  );
}

function RefundList({ refunds }: { refunds: Refund[] }) {
  return (
    <>
      <h4>Refunds</h4>
      <ul className="admin-refunds" aria-label="Refunds">
        {refunds.map((r) => (
          <li key={r.id}>
            <p>
              <strong>{formatRupees(r.amount)}</strong> · {REFUND_REASON_LABELS[r.reason]}
              {r.returnId && ` (${r.returnId})`}{' '}
              <Badge tone={r.state === 'processed' ? 'success' : r.state === 'failed' ? 'danger' : 'warning'}>
                {REFUND_STATE_LABELS[r.state]}
              </Badge>
            </p>
            <p className="admin-note">
              Refund {r.id}
              {r.gatewayRefundId && ` · gateway refund ${r.gatewayRefundId}`}
              {r.reference && ` · transfer reference ${r.reference}`} · {formatDateTime(r.processedAt ?? r.at)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** What cancelling the order sets off, said before the admin confirms it. */
export function CancelConsequences({ order }: { order: MoneyOrder }) {
  const refund = cancelRefundAmount(order);
  return (
    <>
      <p>The order is cancelled and its items go back into stock. The shopper is told by e-mail and SMS and sees it in their account.</p>
      {refund > 0 && (
        <p>
          <strong>
            {formatRupees(refund)} will be refunded to the shopper’s {order.paymentMethod} payment
          </strong>{' '}
          through the gateway.
        </p>
      )}
      {order.payment && refund === 0 && order.payment.state !== 'refunded' && <p>Nothing was paid for it, so nothing is refunded.</p>}
    </>
  );
}
