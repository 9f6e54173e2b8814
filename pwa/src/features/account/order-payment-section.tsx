/**
 * The order view's payment and returns: how it is paid and where the payment stands (Pay now
 * while it awaits payment, with the time left), its refunds, and each return with its state and
 * history. The "Return items" button shows within 30 days of delivery (returns-logic.ts).
 */
import { Link } from 'react-router-dom';
import { formatRupees, orderIsPaid, type Order } from '@store/shared';
import { orderLineName } from '../../data/account';
import { buttonClass } from '../../ui/button';
import { PaymentBadge, RefundLines } from '../../ui/order-payment';
import { PaymentTimeLeft } from '../../ui/payment-time-left';
import { awaitsPayment } from './payment-state';
import { returnReasonWord, returnStateWord } from './status-words';
import { useT } from '../../i18n';

export function PaymentSection({ order }: { order: Order }) {
  const p = order.payment;
  const t = useT();
  return (
    <>
      <h3 className="order-dialog__heading">{t('Payment')}</h3>
      {p ? (
        <div className="order-dialog__payment">
          <p>
            {order.paymentMethod} · {formatRupees(p.amount)} <PaymentBadge state={p.state} />
          </p>
          {p.paidAt && (
            <p className="account-note">
              {t('Paid {time}', { time: t.dateTime(p.paidAt) })}
              {p.paymentId ? ` · ${t('payment reference {id}', { id: p.paymentId })}` : ''}
            </p>
          )}
          {awaitsPayment(order) && (
            <p className="order-dialog__pay">
              <span>{t.rich('Time left to pay: {time}', { time: <PaymentTimeLeft expiresAt={p.expiresAt} /> })}</span>
              <Link className={buttonClass('primary', 'sm')} to={`/pay/${encodeURIComponent(order._id)}`}>
                {t('Pay now')}
              </Link>
            </p>
          )}
          <RefundLines refunds={p.refunds} />
        </div>
      ) : (
        <p>
          {order.paymentMethod} · {orderIsPaid(order) ? (order.isPaid ? t('Paid') : t('Paid on delivery')) : t('Not paid yet')}
        </p>
      )}
    </>
  );
}

export function ReturnsSection({ order }: { order: Order }) {
  const returns = order.returns ?? [];
  const t = useT();
  if (returns.length === 0) return null;
  return (
    <>
      <h3 className="order-dialog__heading">{t('Returns')}</h3>
      <ul className="order-dialog__returns" role="list">
        {returns.map((r) => (
          <li key={r.id} data-testid="order-return">
            <p>
              <strong>{returnStateWord(t, r.state)}</strong> · {formatRupees(r.amount)} · {returnReasonWord(t, r.reason)}
            </p>
            <p className="account-note">
              {r.lines.map((l) => `${l.quantity} × ${order.items[l.line] ? orderLineName(order.items[l.line]!) : t('item')}`).join(', ')}
            </p>
            {r.rejection && <p className="account-note">{t('Why: {reason}', { reason: t.message(r.rejection) })}</p>}
            {r.reference && <p className="account-note">{t('Transfer reference {reference}', { reference: r.reference })}</p>}
            <ol className="order-dialog__return-history">
              {[...r.history].reverse().map((h) => (
                <li key={`${h.state}-${h.at}`}>
                  {returnStateWord(t, h.state)} · {t.dateTime(h.at)}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </>
  );
}
