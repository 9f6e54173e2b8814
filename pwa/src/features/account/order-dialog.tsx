/**
 * The order summary: lines, address, payment, totals, the carrier and tracking number (linked to
 * the carrier's page) once shipped, and the status history (the last two from
 * /orders/{id}/tracking when online).
 */
import { useEffect, useState } from 'react';
import { formatDeliveryDate, formatPhone, MESSAGES, orderDeliveryDay, orderIsPaid, type Order, type OrderTracking } from '@store/shared';
import { fetchOrderTracking } from '../../data/account';
import { Dialog } from '../../ui/dialog';
import { OrderLines } from '../../ui/order-lines';
import { formatDateTime, orderNumber, statusLabel } from '../../ui/order-status';
import { InvoiceDownload } from '../../ui/invoice-download';
import { OrderNumber } from '../../ui/order-number';
import { TrackingNumber } from '../../ui/order-tracking';

export function OrderDialog({ order, onClose }: { order: Order | null; onClose(): void }) {
  const [tracking, setTracking] = useState<Tracking>(null);
  useEffect(() => {
    if (!order) return;
    let live = true;
    fetchOrderTracking(order._id).then(
      (t) => live && setTracking({ id: order._id, history: t.history, shipment: t.shipment ?? null }),
      () => live && setTracking({ id: order._id, error: MESSAGES.orders.tracking }),
    );
    return () => {
      live = false;
    };
  }, [order]);
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      label={order ? `Order ${orderNumber(order._id)} summary` : 'Order summary'}
      className="order-dialog"
    >
      {order && <OrderBody order={order} tracking={tracking} />}
    </Dialog>
  );
}

type Tracking =
  | { id: string; history: OrderTracking['history']; shipment: NonNullable<OrderTracking['shipment']> | null }
  | { id: string; error: string }
  | null;

function OrderBody({ order, tracking }: { order: Order; tracking: Tracking }) {
  const fresh = tracking?.id === order._id && 'history' in tracking ? tracking.history : null;
  const history = [...(fresh ?? order.statusHistory)].reverse();
  const shipment = tracking?.id === order._id && 'shipment' in tracking ? tracking.shipment : (order.shipment ?? null);
  const a = order.shippingAddress;
  return (
    <>
      <h2 className="order-dialog__title">
        Order <OrderNumber id={order._id} />
      </h2>
      <p className="account-note">
        Placed {formatDateTime(order.createdAt)}
        {/* Until it arrives: the day its zone promised when placed (older orders: five days). */}
        {(order.status === 'processing' || order.status === 'shipped') && (
          <> · Expected delivery {formatDeliveryDate(orderDeliveryDay(order))}</>
        )}
      </p>
      <h3 className="order-dialog__heading">Items</h3>
      <OrderLines order={order} />
      <h3 className="order-dialog__heading">Shipping address</h3>
      <address className="order-dialog__address">
        {a.firstName} {a.lastName}, {a.street}, {a.city}, {a.state} {a.zip}, {a.country} · {formatPhone(a.phone)}
      </address>
      <h3 className="order-dialog__heading">Payment</h3>
      <p>
        {order.paymentMethod} · {orderIsPaid(order) ? (order.isPaid ? 'Paid' : 'Paid on delivery') : 'Not paid yet'}
      </p>
      <InvoiceDownload order={order} />
      {order.cancelReason && <p className="account-note">{order.cancelReason}</p>}
      {shipment && (
        <>
          <h3 className="order-dialog__heading">Shipment</h3>
          <dl className="order-dialog__shipment">
            <dt>Carrier</dt>
            <dd>{shipment.carrier ?? 'Not given'}</dd>
            <dt>Tracking number</dt>
            <dd>
              <TrackingNumber shipment={shipment} />
            </dd>
            <dt>Shipped</dt>
            <dd>{formatDateTime(shipment.shippedAt)}</dd>
          </dl>
        </>
      )}
      <h3 className="order-dialog__heading">Status history</h3>
      <ol className="order-dialog__history">
        {history.map((h) => (
          <li key={`${h.status}-${h.at}`}>
            <strong>{statusLabel(h.status)}</strong> · {formatDateTime(h.at)}
          </li>
        ))}
      </ol>
      {tracking?.id === order._id && 'error' in tracking && (
        <p className="account-note">{tracking.error}; showing the history saved on this device.</p>
      )}
    </>
  );
}
