/**
 * One order in the admin's orders: its customer, lines, address, status history and shipment,
 * and the moves the shared state machine allows from its status (order-states.ts: processing →
 * shipped → delivered, or cancelled before delivery; delivered and cancelled are final).
 * Marking it shipped opens the shipment form (carrier and number optional); a shipped order's
 * tracking can be corrected.
 */
import { useState } from 'react';
import {
  formatDeliveryDate,
  formatPhone,
  orderDeliveryDay,
  orderIsPaid,
  type AdminOrderList,
  type OrderStatus,
  type ShipmentInput,
} from '@store/shared';
import { Button } from '../../ui/button';
import { OrderLines } from '../../ui/order-lines';
import { OrderNumber } from '../../ui/order-number';
import { formatDateTime, nextStatuses, statusLabel } from '../../ui/order-status';
import { TrackingNumber } from '../../ui/order-tracking';
import { InvoiceDownload } from '../../ui/invoice-download';
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
}: {
  order: OpenOrder;
  busy: boolean;
  online: boolean;
  /** Sends a move; answers the server's field errors when it refused. */
  onMove(next: OrderStatus, shipment?: ShipmentInput): Promise<Record<string, string>>;
  onAskCancel(): void;
}) {
  // The shipment form: to mark the order shipped, or to correct a shipped one's tracking.
  const [shipping, setShipping] = useState(false);
  const next = nextStatuses(order.status, 'admin');
  const a = order.shippingAddress;
  return (
    <div className="admin-order">
      <h2>
        Order <OrderNumber id={order._id} />
      </h2>
      <p className="admin-note">
        Placed {formatDateTime(order.createdAt)} ·{' '}
        {order.customer === undefined ? '' : order.customer ? `${order.customer.name} · ${order.customer.email} · ` : 'Deleted account · '}
        {order.paymentMethod} · {orderIsPaid(order) ? (order.isPaid ? 'paid' : 'paid on delivery') : 'not paid'}
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
      {next.length === 0 && order.status !== 'shipped' && (
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
