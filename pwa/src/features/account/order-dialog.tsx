/**
 * The order summary: lines, address, payment (its state, Pay now while it awaits payment, its
 * refunds), returns, totals, the carrier and tracking number (linked to the carrier's page) once
 * shipped, and the status history (the last two from /orders/{id}/tracking when online). Within
 * 30 days of delivery, "Return items" turns the dialog into the return form.
 */
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { formatPhone, formatRupees, MESSAGES, orderDeliveryDay, type Order, type OrderTracking } from '@store/shared';
import { fetchOrderTracking } from '../../data/account';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { OrderLines } from '../../ui/order-lines';
import { orderNumber } from '../../ui/order-status';
import { InvoiceDownload } from '../../ui/invoice-download';
import { OrderNumber } from '../../ui/order-number';
import { TrackingNumber } from '../../ui/order-tracking';
import { PaymentSection, ReturnsSection } from './order-payment-section';
import { ReturnForm } from './return-form';
import { canReturn } from './returns-logic';
import { deliveryDateWords, statusWord } from './status-words';
import { useT } from '../../i18n';

export function OrderDialog({
  order: given,
  returning: startReturning = false,
  onClose,
}: {
  order: Order | null;
  /** Opens on the return form ("Return items" in the list). */
  returning?: boolean;
  onClose(): void;
}) {
  const [tracking, setTracking] = useState<Tracking>(null);
  // The store's answer to a return request is the order with it: shown until the list catches up.
  const [answered, setAnswered] = useState<Order | null>(null);
  const [returning, setReturning] = useState(startReturning);
  const t = useT();
  const givenId = given?._id;
  useEffect(() => setReturning(startReturning), [givenId, startReturning]);
  const fresher = given && answered?._id === given._id && (answered.returns?.length ?? 0) > (given.returns?.length ?? 0);
  const order = fresher ? answered : given;
  const orderId = order?._id;
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    fetchOrderTracking(orderId).then(
      (answer) => live && setTracking({ id: orderId, history: answer.history, shipment: answer.shipment ?? null }),
      () => live && setTracking({ id: orderId, error: MESSAGES.orders.tracking }),
    );
    return () => {
      live = false;
    };
  }, [orderId]);
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      label={order ? t('Order {number} summary', { number: orderNumber(order._id) }) : t('Order summary')}
      className="order-dialog"
    >
      {order &&
        (returning ? (
          <ReturnForm
            order={order}
            onBack={() => setReturning(false)}
            onDone={(next) => {
              setAnswered(next);
              setReturning(false);
              const made = next.returns?.at(-1);
              toast.success(`Return requested${made ? `: ${formatRupees(made.amount)} comes back to you once we receive the items` : ''}.`);
            }}
          />
        ) : (
          <OrderBody order={order} tracking={tracking} onReturn={() => setReturning(true)} />
        ))}
    </Dialog>
  );
}

type Tracking =
  | { id: string; history: OrderTracking['history']; shipment: NonNullable<OrderTracking['shipment']> | null }
  | { id: string; error: string }
  | null;

function OrderBody({ order, tracking, onReturn }: { order: Order; tracking: Tracking; onReturn(): void }) {
  const fresh = tracking?.id === order._id && 'history' in tracking ? tracking.history : null;
  const history = [...(fresh ?? order.statusHistory)].reverse();
  const shipment = tracking?.id === order._id && 'shipment' in tracking ? tracking.shipment : (order.shipment ?? null);
  const a = order.shippingAddress;
  const t = useT();
  return (
    <>
      <h2 className="order-dialog__title">{t.rich('Order {number}', { number: <OrderNumber id={order._id} /> })}</h2>
      <p className="account-note">
        {t('Placed {time}', { time: t.dateTime(order.createdAt) })}
        {/* Until it arrives: the day its zone promised when placed (older orders: five days). */}
        {(order.status === 'processing' || order.status === 'shipped') && (
          <> · {t('Expected delivery {day}', { day: deliveryDateWords(t, orderDeliveryDay(order)) })}</>
        )}
      </p>
      <h3 className="order-dialog__heading">{t('Items')}</h3>
      <OrderLines order={order} />
      <h3 className="order-dialog__heading">{t('Shipping address')}</h3>
      <address className="order-dialog__address">
        {a.firstName} {a.lastName}, {a.street}, {a.city}, {a.state} {a.zip}, {a.country} · {formatPhone(a.phone)}
      </address>
      <PaymentSection order={order} />
      <InvoiceDownload order={order} />
      {order.cancelReason && <p className="account-note">{t.message(order.cancelReason)}</p>}
      <ReturnsSection order={order} />
      {canReturn(order, Date.now()) && (
        <Button variant="secondary" size="sm" onClick={onReturn}>
          {t('Return items')}
        </Button>
      )}
      {shipment && (
        <>
          <h3 className="order-dialog__heading">{t('Shipment')}</h3>
          <dl className="order-dialog__shipment">
            <dt>{t('Carrier')}</dt>
            <dd>{shipment.carrier ?? t('Not given')}</dd>
            <dt>{t('Tracking number')}</dt>
            <dd>
              <TrackingNumber shipment={shipment} />
            </dd>
            <dt>{t('Shipped')}</dt>
            <dd>{t.dateTime(shipment.shippedAt)}</dd>
          </dl>
        </>
      )}
      <h3 className="order-dialog__heading">{t('Status history')}</h3>
      <ol className="order-dialog__history">
        {history.map((h) => (
          <li key={`${h.status}-${h.at}`}>
            <strong>{statusWord(t, h.status)}</strong> · {t.dateTime(h.at)}
          </li>
        ))}
      </ol>
      {tracking?.id === order._id && 'error' in tracking && (
        <p className="account-note">{t('{error}; showing the history saved on this device.', { error: t.message(tracking.error) })}</p>
      )}
    </>
  );
}
