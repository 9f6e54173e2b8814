/**
 * The order view's payment and returns: how it is paid and where the payment stands (Pay now
 * while it awaits payment, with the time left), its refunds, and each return with its state and
 * history. The "Return items" button shows within 30 days of delivery (returns-logic.ts).
 */
import { Link } from 'react-router-dom';
import { formatIndiaDateTime, formatRupees, orderIsPaid, RETURN_REASON_LABELS, RETURN_STATE_LABELS, type Order } from '@store/shared';
import { orderLineName } from '../../data/account';
import { buttonClass } from '../../ui/button';
import { PaymentBadge, RefundLines } from '../../ui/order-payment';
import { PaymentTimeLeft } from '../../ui/payment-time-left';
import { awaitsPayment } from './payment-state';

export function PaymentSection({ order }: { order: Order }) {
  const p = order.payment;
  return (
    <>
      <h3 className="order-dialog__heading">Payment</h3>
      {p ? (
        <div className="order-dialog__payment">
          <p>
            {order.paymentMethod} · {formatRupees(p.amount)} <PaymentBadge state={p.state} />
          </p>
          {p.paidAt && (
            <p className="account-note">
              Paid {formatIndiaDateTime(p.paidAt)}
              {p.paymentId ? ` · payment reference ${p.paymentId}` : ''}
            </p>
          )}
          {awaitsPayment(order) && (
            <p className="order-dialog__pay">
              <span>
                Time left to pay: <PaymentTimeLeft expiresAt={p.expiresAt} />
              </span>
              <Link className={buttonClass('primary', 'sm')} to={`/pay/${encodeURIComponent(order._id)}`}>
                Pay now
              </Link>
            </p>
          )}
          <RefundLines refunds={p.refunds} />
        </div>
      ) : (
        <p>
          {order.paymentMethod} · {orderIsPaid(order) ? (order.isPaid ? 'Paid' : 'Paid on delivery') : 'Not paid yet'}
        </p>
      )}
    </>
  );
}

export function ReturnsSection({ order }: { order: Order }) {
  const returns = order.returns ?? [];
  if (returns.length === 0) return null;
  return (
    <>
      <h3 className="order-dialog__heading">Returns</h3>
      <ul className="order-dialog__returns" role="list">
        {returns.map((r) => (
          <li key={r.id} data-testid="order-return">
            <p>
              <strong>{RETURN_STATE_LABELS[r.state]}</strong> · {formatRupees(r.amount)} · {RETURN_REASON_LABELS[r.reason]}
            </p>
            <p className="account-note">
              {r.lines.map((l) => `${l.quantity} × ${order.items[l.line] ? orderLineName(order.items[l.line]!) : 'item'}`).join(', ')}
            </p>
            {r.rejection && <p className="account-note">Why: {r.rejection}</p>}
            {r.reference && <p className="account-note">Transfer reference {r.reference}</p>}
            <ol className="order-dialog__return-history">
              {[...r.history].reverse().map((h) => (
                <li key={`${h.state}-${h.at}`}>
                  {RETURN_STATE_LABELS[h.state]} · {formatIndiaDateTime(h.at)}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </>
  );
}
