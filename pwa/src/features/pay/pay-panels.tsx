/** What /pay shows for an order awaiting payment, paid, or cancelled (pay-page.tsx picks one). */
import { Link } from 'react-router-dom';
import { formatRupees, orderNumber, PAYMENT_MESSAGES, type Order } from '@store/shared';
import { useT } from '../../i18n';
import { Button, buttonClass } from '../../ui/button';
import { InvoiceDownload } from '../../ui/invoice-download';
import { OrderLines } from '../../ui/order-lines';
import { lastFailure, paidWith, RefundLines } from '../../ui/order-payment';
import { msLeft, PaymentTimeLeft, useNow } from '../../ui/payment-time-left';
import { Spinner } from '../../ui/spinner';

/** What the gateway's return said (`?result=`): the page then reads the order for the truth. */
export type PayResult = 'paid' | 'failed' | 'unverified' | null;

const orderLink = (order: Order) => `/account?tab=orders&order=${encodeURIComponent(order._id)}`;

export interface AwaitingProps {
  order: Order;
  result: PayResult;
  /** Why the last Pay now (or Place Order's hand-off) did not reach the gateway. */
  problem: string;
  online: boolean;
  /** Shown from the device's copy: the store could not be asked. */
  fromDevice: boolean;
  starting: boolean;
  awaiting: boolean;
  onPay(): void;
  onRefresh(): void;
  onHoldEnded(): void;
}

export function AwaitingPanel({
  order,
  result,
  problem,
  online,
  fromDevice,
  starting,
  awaiting,
  onPay,
  onRefresh,
  onHoldEnded,
}: AwaitingProps) {
  const t = useT();
  const payment = order.payment!;
  const ended = msLeft(payment.expiresAt, useNow()) === 0;
  const failure = lastFailure(order);
  // A callback we could not verify says nothing about the payment: it gets its own words, not "did not go through".
  const failed = result !== 'unverified' && (result === 'failed' || payment.state === 'failed');
  const heldUntil = t.dateTime(payment.expiresAt);
  return (
    <section className="pay-card" aria-labelledby="pay-title">
      <h1 id="pay-title" className="pay-card__title">
        {t('Pay for order {number}', { number: orderNumber(order._id) })}
      </h1>
      {failed && !ended && (
        <div className="pay-note pay-note--danger" role="alert">
          <p>
            <strong>{t('Your payment did not go through. You have not been charged.')}</strong>
          </p>
          {failure && <p>{t('The payment gateway said: {reason}', { reason: failure })}</p>}
        </div>
      )}
      {result === 'unverified' && awaiting && (
        <div className="pay-note pay-note--warning" role="status">
          <p>
            <strong>{t('We could not verify your payment.')}</strong>{' '}
            {t(
              'We are checking with the payment gateway: if money was taken, this order is marked paid (or the money goes back to you). Refresh this page in a minute.',
            )}
          </p>
          <Button variant="secondary" size="sm" onClick={onRefresh}>
            {t('Refresh')}
          </Button>
        </div>
      )}
      {result === 'paid' && awaiting && (
        <p className="pay-note" role="status">
          <Spinner label="" /> {t('Confirming your payment with the payment gateway…')}
        </p>
      )}
      {problem && (
        <p className="pay-note pay-note--danger" role="alert">
          {t.message(problem)}
        </p>
      )}
      <dl className="pay-facts">
        <div>
          <dt>{t('Amount to pay')}</dt>
          <dd className="pay-facts__amount">{formatRupees(payment.amount)}</dd>
        </div>
        <div>
          <dt>{t('Time left to pay')}</dt>
          <dd>
            <PaymentTimeLeft expiresAt={payment.expiresAt} onEnded={onHoldEnded} className="pay-facts__timer" />
          </dd>
        </div>
      </dl>
      {ended ? (
        <p className="pay-note pay-note--warning" role="status">
          {online
            ? t('The time to pay has ended. We are putting the items back on sale…')
            : t('The time to pay has ended. The order will be cancelled.')}
        </p>
      ) : !online ? (
        <p className="pay-note pay-note--warning" role="status">
          {t('You are offline: payment needs a connection. Your order is held until {time}.', { time: heldUntil })}
        </p>
      ) : (
        <p className="pay-note">
          {t('Your items are held for you until {time}. Not paid by then, the order is cancelled and nothing is charged.', {
            time: heldUntil,
          })}
          {fromDevice && ` ${t('(Shown as last saved on this device.)')}`}
        </p>
      )}
      <div className="pay-actions">
        <Button size="lg" onClick={onPay} loading={starting} disabled={!online || ended || starting}>
          {failed ? t('Try again') : t('Pay now')}
        </Button>
        <Link className={buttonClass('ghost')} to={orderLink(order)}>
          {t('View your orders')}
        </Link>
      </div>
      <h2 className="pay-card__heading">{t('Your order')}</h2>
      <OrderLines order={order} />
    </section>
  );
}

export function PaidPanel({ order }: { order: Order }) {
  const t = useT();
  const payment = order.payment!;
  const method = paidWith(order);
  return (
    <section className="pay-card pay-card--paid" aria-labelledby="pay-title">
      <h1 id="pay-title" className="pay-card__title">
        {t('Thank you! Order {number} is paid.', { number: orderNumber(order._id) })}
      </h1>
      <dl className="pay-facts">
        <div>
          <dt>{t('Paid')}</dt>
          <dd className="pay-facts__amount">{formatRupees(payment.amount)}</dd>
        </div>
        {method && (
          <div>
            <dt>{t('With')}</dt>
            <dd>{method === 'upi' ? 'UPI' : method.charAt(0).toUpperCase() + method.slice(1)}</dd>
          </div>
        )}
        {payment.paidAt && (
          <div>
            <dt>{t('On')}</dt>
            <dd>{t.dateTime(payment.paidAt)}</dd>
          </div>
        )}
      </dl>
      <RefundLines refunds={payment.refunds} />
      <p className="pay-note">{t('A confirmation has been sent to your e-mail and phone. We will tell you when it ships.')}</p>
      <div className="pay-actions">
        <Link className={buttonClass()} to={orderLink(order)}>
          {t('View the order in your account')}
        </Link>
        <Link className={buttonClass('ghost')} to="/products">
          {t('Continue shopping')}
        </Link>
      </div>
      <InvoiceDownload order={order} />
      <h2 className="pay-card__heading">{t('Your order')}</h2>
      <OrderLines order={order} />
    </section>
  );
}

export function CancelledPanel({ order }: { order: Order }) {
  const t = useT();
  const refunds = order.payment?.refunds ?? [];
  return (
    <section className="pay-card" aria-labelledby="pay-title">
      <h1 id="pay-title" className="pay-card__title">
        {t('Order {number} was cancelled', { number: orderNumber(order._id) })}
      </h1>
      <p className="pay-note pay-note--warning" role="status">
        {t.message(order.cancelReason ?? PAYMENT_MESSAGES.cancelled)}
      </p>
      <RefundLines refunds={refunds} />
      <div className="pay-actions">
        <Link className={buttonClass()} to="/products">
          {t('Shop again')}
        </Link>
        <Link className={buttonClass('ghost')} to={orderLink(order)}>
          {t('View your orders')}
        </Link>
      </div>
    </section>
  );
}
