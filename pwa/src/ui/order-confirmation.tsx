/**
 * The confirmation on top of the account page right after Place Order: the order number, the
 * lines, the total, the payment method and the expected delivery day. The checkout hands it over
 * in the navigation's state (so a reload keeps it, a later visit does not show it).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expectedDeliveryDate, formatDeliveryDate, formatRupees, orderNumber } from '@store/shared';
import './order-confirmation.css';

export interface PlacedOrderSummary {
  orderId: string;
  lines: Array<{ name: string; quantity: number; price: number }>;
  total: number;
  /** How the shopper chose to pay, as the checkout labels it. */
  payment: string;
  placedAt: string;
}

export const confirmationState = (order: PlacedOrderSummary) => ({ placedOrder: order });

function placedOrderOf(state: unknown): PlacedOrderSummary | null {
  const order = (state as { placedOrder?: PlacedOrderSummary } | null)?.placedOrder;
  return order && typeof order.orderId === 'string' && Array.isArray(order.lines) ? order : null;
}

export function OrderConfirmation() {
  const location = useLocation();
  const navigate = useNavigate();
  const order = placedOrderOf(location.state);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [order?.orderId]);
  if (!order) return null;
  const number = orderNumber(order.orderId);
  return (
    <section className="order-confirmation" aria-labelledby="order-confirmation-title" data-testid="order-confirmation">
      <h2 id="order-confirmation-title" ref={heading} tabIndex={-1}>
        Thank you! Your order {number} is placed.
      </h2>
      <ul role="list" className="order-confirmation__lines">
        {order.lines.map((l, i) => (
          <li key={i}>
            <span>
              {l.quantity} × {l.name}
            </span>
            <span>{formatRupees(l.price * l.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-confirmation__facts">
        <div>
          <dt>Total</dt>
          <dd>{formatRupees(order.total)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{order.payment}</dd>
        </div>
        <div>
          <dt>Expected delivery</dt>
          <dd>{formatDeliveryDate(expectedDeliveryDate(order.placedAt))}</dd>
        </div>
      </dl>
      <p className="order-confirmation__note">A confirmation has been sent to your e-mail and phone.</p>
      <button
        type="button"
        className="text-button"
        onClick={() => navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null })}
      >
        Dismiss
      </button>
    </section>
  );
}
