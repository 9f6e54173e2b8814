/**
 * The confirmation on top of the account page right after Place Order: the order number, the
 * lines, the total, the payment method and the expected delivery day. The checkout hands it over
 * in the navigation's state (so a reload keeps it, a later visit does not show it). An order
 * placed offline has no number yet: the panel says it is saved on this device and when it goes.
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { expectedDeliveryDate, formatDeliveryDate, formatRupees, GST_RATE, orderDeliveryDay, orderNumber, type Order } from '@store/shared';
import { msg, useT } from '../i18n';
import { buttonClass } from './button';
import { optionsText, type LineOption } from './line-options';
import { PaymentTimeLeft } from './payment-time-left';
import './line-options.css';
import './order-confirmation.css';

export interface PlacedOrderSummary {
  /** The server's id; null while the order waits on this device to be sent. */
  orderId: string | null;
  /** While it waits: its outbox key, so the account can name the order once it is placed. */
  waitingKey?: string;
  /**
   * `options`: the variant's ("Colour: Charcoal · Nib: F"), empty for a product without options;
   * `optionList`: the same as names and values, so the panel shows them in the shopper's language.
   */
  lines: Array<{ name: string; options?: string; optionList?: LineOption[]; quantity: number; price: number }>;
  /** What comes on top of the lines (the review's figures), so the total adds up on the panel. */
  charges: { discount: number; promoCode: string | null; shipping: number; tax: number };
  total: number;
  /** How the shopper chose to pay, as the checkout labels it (in English: shown through t.message). */
  payment: string;
  /** Paid online (Card, UPI, NetBanking): once placed it awaits payment at /pay (decision 046). */
  online?: boolean;
  placedAt: string;
  /** The delivery day the checkout showed for the address (YYYY-MM-DD); absent when it could not tell. */
  deliveryDate?: string;
}

export const OFFLINE_ORDER_SAVED = msg('You are offline. Your order is saved on this device and will be placed when you are back online.');

export const confirmationState = (order: PlacedOrderSummary) => ({ placedOrder: order });

function placedOrderOf(state: unknown): PlacedOrderSummary | null {
  const order = (state as { placedOrder?: PlacedOrderSummary } | null)?.placedOrder;
  return order && (typeof order.orderId === 'string' || order.orderId === null) && Array.isArray(order.lines) && order.charges
    ? order
    : null;
}

/**
 * The expected day: the placed order's own estimate (order.delivery, from the store) once the
 * account holds it, else the one the checkout showed, else the five-day rule.
 */
function deliveryDayOf(order: PlacedOrderSummary, orders: readonly Order[] | null | undefined): string {
  const placed = order.orderId === null ? undefined : orders?.find((o) => o._id === order.orderId);
  if (placed) return orderDeliveryDay(placed);
  return order.deliveryDate ?? expectedDeliveryDate(order.placedAt);
}

export function OrderConfirmation({ orders }: { orders?: readonly Order[] | null }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const order = placedOrderOf(location.state);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [order?.orderId, order?.placedAt]);
  if (!order) return null;
  const number = order.orderId === null ? null : orderNumber(order.orderId);
  const placed = order.orderId === null ? undefined : orders?.find((o) => o._id === order.orderId);
  const toPay =
    order.online &&
    order.orderId !== null &&
    (!placed?.payment || placed.payment.state === 'pending' || placed.payment.state === 'failed') &&
    placed?.status !== 'cancelled';
  return (
    <section className="order-confirmation" aria-labelledby="order-confirmation-title" data-testid="order-confirmation">
      <h2 id="order-confirmation-title" ref={heading} tabIndex={-1}>
        {number ? t('Thank you! Your order {number} is placed.', { number }) : t('Your order is saved on this device')}
      </h2>
      {!number && (
        <p>
          {order.online
            ? t(
                'You are offline. Your order is saved on this device and will be placed when you are back online. You pay for it once it is placed.',
              )
            : t(OFFLINE_ORDER_SAVED)}
        </p>
      )}
      {toPay && (
        <div className="order-confirmation__pay" role="status">
          <p>
            <strong>{t('It awaits payment.')}</strong>{' '}
            {placed?.payment
              ? t.rich('Pay {amount} now within {time}, or the order is cancelled and its items go back on sale.', {
                  amount: formatRupees(order.total),
                  time: <PaymentTimeLeft expiresAt={placed.payment.expiresAt} />,
                })
              : t('Pay {amount} now, or the order is cancelled and its items go back on sale.', { amount: formatRupees(order.total) })}
          </p>
          <Link className={buttonClass()} to={`/pay/${encodeURIComponent(order.orderId!)}`}>
            {t('Pay now')}
          </Link>
        </div>
      )}
      <ul role="list" className="order-confirmation__lines">
        {order.lines.map((l, i) => (
          <li key={i}>
            <span>
              {l.quantity} × {l.name}
              {l.options && <span className="line-options">{l.optionList ? optionsText(l.optionList, t) : l.options}</span>}
            </span>
            <span>{formatRupees(l.price * l.quantity)}</span>
          </li>
        ))}
        {order.charges.discount > 0 && (
          <li className="order-confirmation__charge">
            <span>{order.charges.promoCode ? t('Promo ({code})', { code: order.charges.promoCode }) : t('Promo')}</span>
            <span>−{formatRupees(order.charges.discount)}</span>
          </li>
        )}
        <li className="order-confirmation__charge">
          <span>{t('Shipping')}</span>
          <span>{order.charges.shipping === 0 ? t('Free') : formatRupees(order.charges.shipping)}</span>
        </li>
        <li className="order-confirmation__charge">
          <span>{t('GST ({rate}%)', { rate: Math.round(GST_RATE * 100) })}</span>
          <span>{formatRupees(order.charges.tax)}</span>
        </li>
      </ul>
      <dl className="order-confirmation__facts">
        <div>
          <dt>{t('Total')}</dt>
          <dd>{formatRupees(order.total)}</dd>
        </div>
        <div>
          <dt>{t('Payment')}</dt>
          <dd>{t.message(order.payment)}</dd>
        </div>
        <div>
          <dt>{t('Expected delivery')}</dt>
          {/* English keeps "Sunday, 30 November 2026"; Hindi writes the day its own way. */}
          <dd>
            {t.language === 'hi' ? t.date(`${deliveryDayOf(order, orders)}T12:00:00Z`) : formatDeliveryDate(deliveryDayOf(order, orders))}
          </dd>
        </div>
      </dl>
      <p className="order-confirmation__note">
        {number
          ? t('A confirmation has been sent to your e-mail and phone.')
          : t('We will send a confirmation to your e-mail and phone once it is placed.')}
      </p>
      <button
        type="button"
        className="text-button"
        onClick={() => navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null })}
      >
        {t('Dismiss')}
      </button>
    </section>
  );
}
