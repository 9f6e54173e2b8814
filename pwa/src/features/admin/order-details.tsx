/**
 * One order in the admin's orders: its customer, lines, address, status history and shipment,
 * and the moves the shared state machine allows from its status (order-states.ts: processing →
 * shipped → delivered, or cancelled before delivery; delivered and cancelled are final).
 * Marking it shipped opens the shipment form (carrier and number optional); a shipped order's
 * tracking can be corrected. An online order not paid yet is not offered for shipping (shared
 * shipRefusal, said instead); its payment, refunds and returns have sections of their own.
 */
import { useState } from 'react';
import {
  formatDeliveryDate,
  formatPhone,
  orderDeliveryDay,
  shipRefusal,
  type AdminOrderList,
  type OrderReturn,
  type OrderStatus,
  type ShipmentInput,
} from '@store/shared';
import { Button } from '../../ui/button';
import { OrderLines } from '../../ui/order-lines';
import { OrderNumber } from '../../ui/order-number';
import { formatDateTime, nextStatuses, statusLabel } from '../../ui/order-status';
import { TrackingNumber } from '../../ui/order-tracking';
import { InvoiceDownload } from '../../ui/invoice-download';
import { paymentSummary } from './order-money';
import { OrderPaymentSection } from './order-payment';
import { OrderReturns } from './order-returns';
import type { ReturnMove } from './return-move-dialog';
import { ShipForm } from './ship-form';

type AdminOrder = AdminOrderList['orders'][number];
/** An order opened by its address (?order=, the dashboard's orders to ship): its customer is known once the list shows it. */
export type OpenOrder = Omit<AdminOrder, 'customer'> & { customer?: AdminOrder['customer'] };

export function OrderDetails({
  order,
  busy,
  online,
  onMove,
  onAskCancel,
  onAskReturnMove,
}: {
  order: OpenOrder;
  busy: boolean;
  online: boolean;
  /** Sends a move; answers the server's field errors when it refused. */
  onMove(next: OrderStatus, shipment?: ShipmentInput): Promise<Record<string, string>>;
  onAskCancel(): void;
  /** Asks before moving a return on (the question opens beside this dialog). */
  onAskReturnMove(ret: OrderReturn, to: ReturnMove): void;
}) {
  // The shipment form: to mark the order shipped, or to correct a shipped one's tracking.
  const [shipping, setShipping] = useState(false);
  const refusal = shipRefusal(order);
  // Shipping an unpaid online order is refused by the api (409): not offered, and the reason said.
  const next = nextStatuses(order.status, 'admin').filter((to) => !(to === 'shipped' && refusal));
  const a = order.shippingAddress;
  return (
    <div className="admin-order">
      <h2>
        Order <OrderNumber id={order._id} />
      </h2>
      <p className="admin-note">
        Placed {formatDateTime(order.createdAt)} ·{' '}
        {order.customer === undefined ? '' : order.customer ? `${order.customer.name} · ${order.customer.email} · ` : 'Deleted account · '}
        {paymentSummary(order).text}
      </p>
      <OrderLines order={order} breakdown={false} />
      <InvoiceDownload order={order} />
      <h3>Ship to</h3>
      <address>
        {a.firstName} {a.lastName}, {a.street}, {a.city}, {a.state} {a.zip} · {formatPhone(a.phone)}
      </address>
      {(order.status === 'processing' || order.status === 'shipped') && (
        <p className="admin-note">Promised to the shopper for {formatDeliveryDate(orderDeliveryDay(order))}</p>
      )}
      <OrderPaymentSection order={order} />
      <OrderReturns order={order} online={online} onAsk={onAskReturnMove} />
      <h3>Status history</h3>
      <ol className="admin-order__history">
        {order.statusHistory.map((h) => (
          <li key={`${h.status}-${h.at}`}>
            <strong>{statusLabel(h.status)}</strong> · {formatDateTime(h.at)}
          </li>
        ))}
      </ol>
      {order.shipment && (
        <>
          <h3>Shipment</h3>
          <dl className="admin-shipment">
            <dt>Carrier</dt>
            <dd>{order.shipment.carrier ?? 'Not given'}</dd>
            <dt>Tracking number</dt>
            <dd>
              <TrackingNumber shipment={order.shipment} />
            </dd>
            <dt>Shipped</dt>
            <dd>{formatDateTime(order.shipment.shippedAt)}</dd>
          </dl>
        </>
      )}
      {refusal && order.status === 'processing' && (
        <p className="admin-note" role="note">
          {refusal}
        </p>
      )}
      {next.length === 0 && order.status !== 'shipped' && !refusal && (
        <p className="admin-note">This order is {statusLabel(order.status).toLowerCase()}: its status is final.</p>
      )}
      {shipping ? (
        <ShipForm
          current={order.shipment}
          busy={busy}
          disabled={!online}
          submitLabel={order.status === 'shipped' ? 'Save tracking' : 'Mark as shipped'}
          onShip={(shipment) => onMove('shipped', shipment)}
          onCancel={() => setShipping(false)}
        />
      ) : (
        (next.length > 0 || order.status === 'shipped') && (
          <div className="admin-form__actions">
            {order.status === 'shipped' && (
              <Button variant="secondary" disabled={!online} onClick={() => setShipping(true)}>
                {order.shipment ? 'Correct tracking' : 'Add tracking'}
              </Button>
            )}
            {next.map((to) => (
              <Button
                key={to}
                variant={to === 'cancelled' ? 'ghost' : 'primary'}
                loading={busy}
                disabled={!online}
                onClick={() => (to === 'cancelled' ? onAskCancel() : to === 'shipped' ? setShipping(true) : void onMove(to))}
              >
                {to === 'cancelled' ? 'Cancel order' : `Mark as ${statusLabel(to).toLowerCase()}`}
              </Button>
            ))}
          </div>
        )
      )}
    </div>
  );
}
