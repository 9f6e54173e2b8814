/** What /pay shows for an order awaiting payment, paid, or cancelled (pay-page.tsx picks one). */
import { Link } from 'react-router-dom';
import { formatIndiaDateTime, formatRupees, orderNumber, PAYMENT_MESSAGES, type Order } from '@store/shared';
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
  const payment = order.payment!;
  const ended = msLeft(payment.expiresAt, useNow()) === 0;
  const failure = lastFailure(order);
  // A callback we could not verify says nothing about the payment: it gets its own words, not "did not go through".
  const failed = result !== 'unverified' && (result === 'failed' || payment.state === 'failed');
  const heldUntil = formatIndiaDateTime(payment.expiresAt);
  return (
    <section className="pay-card" aria-labelledby="pay-title">
      <h1 id="pay-title" className="pay-card__title">
        Pay for order {orderNumber(order._id)}
      </h1>
      {failed && !ended && (
        <div className="pay-note pay-note--danger" role="alert">
          <p>
            <strong>Your payment did not go through. You have not been charged.</strong>
          </p>
          {failure && <p>The payment gateway said: {failure}</p>}
        </div>
      )}
      {result === 'unverified' && awaiting && (
        <div className="pay-note pay-note--warning" role="status">
          <p>
            <strong>We could not verify your payment.</strong> We are checking with the payment gateway: if money was taken, this order is
            marked paid (or the money goes back to you). Refresh this page in a minute.
          </p>
          <Button variant="secondary" size="sm" onClick={onRefresh}>
            Refresh
          </Button>
        </div>
      )}
      {result === 'paid' && awaiting && (
        <p className="pay-note" role="status">
          <Spinner label="" /> Confirming your payment with the payment gateway…
        </p>
      )}
      {problem && (
        <p className="pay-note pay-note--danger" role="alert">
          {problem}
        </p>
      )}
      <dl className="pay-facts">
        <div>
          <dt>Amount to pay</dt>
          <dd className="pay-facts__amount">{formatRupees(payment.amount)}</dd>
        </div>
        <div>
          <dt>Time left to pay</dt>
          <dd>
            <PaymentTimeLeft expiresAt={payment.expiresAt} onEnded={onHoldEnded} className="pay-facts__timer" />
          </dd>
        </div>
      </dl>
      {ended ? (
        <p className="pay-note pay-note--warning" role="status">
          The time to pay has ended. {online ? 'We are putting the items back on sale…' : 'The order will be cancelled.'}
        </p>
      ) : !online ? (
        <p className="pay-note pay-note--warning" role="status">
          You are offline: payment needs a connection. Your order is held until {heldUntil}.
        </p>
      ) : (
        <p className="pay-note">
          Your items are held for you until {heldUntil}. Not paid by then, the order is cancelled and nothing is charged.
          {fromDevice && ' (Shown as last saved on this device.)'}
        </p>
      )}
      <div className="pay-actions">
        <Button size="lg" onClick={onPay} loading={starting} disabled={!online || ended || starting}>
          {failed ? 'Try again' : 'Pay now'}
        </Button>
        <Link className={buttonClass('ghost')} to={orderLink(order)}>
          View your orders
        </Link>
      </div>
      <h2 className="pay-card__heading">Your order</h2>
      <OrderLines order={order} />
    </section>
  );
}

export function PaidPanel({ order }: { order: Order }) {
  const payment = order.payment!;
  const method = paidWith(order);
  return (
    <section className="pay-card pay-card--paid" aria-labelledby="pay-title">
      <h1 id="pay-title" className="pay-card__title">
        Thank you! Order {orderNumber(order._id)} is paid.
      </h1>
      <dl className="pay-facts">
        <div>
          <dt>Paid</dt>
          <dd className="pay-facts__amount">{formatRupees(payment.amount)}</dd>
        </div>
        {method && (
          <div>
            <dt>With</dt>
            <dd>{method === 'upi' ? 'UPI' : method.charAt(0).toUpperCase() + method.slice(1)}</dd>
          </div>
        )}
        {payment.paidAt && (
          <div>
            <dt>On</dt>
            <dd>{formatIndiaDateTime(payment.paidAt)}</dd>
          </div>
        )}
      </dl>
      <RefundLines refunds={payment.refunds} />
      <p className="pay-note">A confirmation has been sent to your e-mail and phone. We will tell you when it ships.</p>
      <div className="pay-actions">
        <Link className={buttonClass()} to={orderLink(order)}>
          View the order in your account
        </Link>
        <Link className={buttonClass('ghost')} to="/products">
          Continue shopping
        </Link>
      </div>
      <InvoiceDownload order={order} />
      <h2 className="pay-card__heading">Your order</h2>
      <OrderLines order={order} />
    </section>
  );
}

export function CancelledPanel({ order }: { order: Order }) {
  const refunds = order.payment?.refunds ?? [];
  return (
    <section className="pay-card" aria-labelledby="pay-title">
      <h1 id="pay-title" className="pay-card__title">
        Order {orderNumber(order._id)} was cancelled
      </h1>
      <p className="pay-note pay-note--warning" role="status">
        {order.cancelReason ?? PAYMENT_MESSAGES.cancelled}
      </p>
      <RefundLines refunds={refunds} />
      <div className="pay-actions">
        <Link className={buttonClass()} to="/products">
          Shop again
        </Link>
        <Link className={buttonClass('ghost')} to={orderLink(order)}>
          View your orders
        </Link>
      </div>
    </section>
  );
}
