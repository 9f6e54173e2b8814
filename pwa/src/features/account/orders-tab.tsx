/**
 * Orders: the ones made on this device that the store has not placed yet (waiting, cancellable
 * until sent; or refused, with the reason), then the placed ones, newest first. View opens the
 * order summary (?order={id} opens it from a link); an order awaiting payment says how long is
 * left and offers Pay now; delivered orders can be ordered again, and returned within 30 days;
 * processing ones can be cancelled (a paid one is refunded).
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { formatRupees, MESSAGES, paymentTaken, RETURN_STATE_LABELS, type Order } from '@store/shared';
import { discardChange, retryChange, useCart, useOnlineStatus } from '../../data';
import { cancelOrder, cancelWaitingOrder, orderLineName, reorder, type AccountView, type WaitingOrder } from '../../data/account';
import { Button, buttonClass } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { OrderDialog } from './order-dialog';
import { formatDate, formatDateTime, nextStatuses, orderNumber, statusLabel, statusOf, statusTone } from '../../ui/order-status';
import { ShipmentLine } from '../../ui/order-tracking';
import { PaymentBadge } from '../../ui/order-payment';
import { PaymentTimeLeft } from '../../ui/payment-time-left';
import { awaitsPayment } from './payment-state';
import { canReturn } from './returns-logic';

function WaitingOrderRow({ waiting, online }: { waiting: WaitingOrder; online: boolean }) {
  const refused = waiting.state === 'refused';
  const count = waiting.order.reviewed.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <li className="account-order account-order--waiting">
      <div className="account-order__main">
        <p className="account-order__title">
          Order made {formatDateTime(waiting.createdAt)}
          <span className={`badge ${refused ? 'badge--danger' : 'badge--warning'}`}>{refused ? 'Not placed' : 'Waiting to be sent'}</span>
        </p>
        <p className="account-order__meta">
          {count} {count === 1 ? 'item' : 'items'} · {formatRupees(waiting.order.reviewed.total)}
        </p>
        <p className="account-order__note">
          {refused
            ? `The store could not place it: ${waiting.reason ?? ''} Your cart is as you left it.`
            : online
              ? 'Sending it to the store…'
              : 'It will be placed when you are back online.'}
        </p>
      </div>
      <div className="account-order__actions">
        {refused ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => void retryChange(waiting.seq)}>
              Try again
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void discardChange(waiting.seq)}>
              Dismiss
            </Button>
          </>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            disabled={waiting.state === 'sending'}
            onClick={() =>
              void cancelWaitingOrder(waiting.seq).then((done) =>
                done ? toast('The waiting order was cancelled.') : toast.error('It is being sent right now; cancel it once it is placed.'),
              )
            }
          >
            Cancel order
          </Button>
        )}
      </div>
    </li>
  );
}

export function OrdersTab({ account, refreshing }: { account: AccountView; refreshing: boolean }) {
  const online = useOnlineStatus();
  const { lines } = useCart();
  const [params, setParams] = useSearchParams();
  // By id: the view follows the order as the list refreshes (paid, cancelled, a return's next state).
  const [viewing, setViewing] = useState<{ id: string; returning: boolean } | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  const orders = account.orders;
  // A link to one order (/account?tab=orders&order={id}, from /pay) opens its view.
  const linked = params.get('order');
  const wanted = viewing ?? (linked ? { id: linked, returning: false } : null);
  const shownOrder = wanted ? (orders?.find((o) => o._id === wanted.id) ?? null) : null;
  const closeView = () => {
    setViewing(null);
    if (linked) {
      const next = new URLSearchParams(params);
      next.delete('order');
      setParams(next, { replace: true });
    }
  };

  async function again(order: Order) {
    // Reorder adds each line's own variant; the room left is that variant's.
    const inCart = (productId: string, variantId: string) =>
      lines.find((l) => l.productId === productId && l.variant?.id === variantId)?.quantity ?? 0;
    const { added, skipped } = await reorder(order, inCart);
    if (added.length) toast.success(`Added to your cart: ${added.map((a) => `${a.quantity} × ${a.name}`).join(', ')}.`);
    for (const s of skipped) toast.error(`${s.name}: ${s.reason}.`, { duration: 6000 });
  }

  async function confirmCancel() {
    if (!cancelling) return;
    setBusy(true);
    try {
      const outcome = await cancelOrder(cancelling._id);
      if (outcome.kind === 'refused') toast.error(`${MESSAGES.orders.cancel}: ${outcome.reason}`);
      else
        toast.success(
          outcome.kind === 'saved'
            ? paymentTaken(cancelling.payment)
              ? `Order cancelled. ${formatRupees(cancelling.payment!.amount - cancelling.payment!.refunded)} is being refunded to your payment.`
              : 'Order cancelled'
            : 'The cancellation is saved on this device and reaches the store when you are back online.',
        );
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  }

  if (orders === null && account.waitingOrders.length === 0) {
    return (
      <p className="account-note">
        {refreshing ? 'Loading your orders…' : 'Your orders could not be loaded. Connect to the internet and open this page again.'}
      </p>
    );
  }
  if ((orders?.length ?? 0) === 0 && account.waitingOrders.length === 0) {
    return (
      <EmptyState
        title="No orders yet"
        message="When you place an order, it shows here with its status."
        actions={
          <Link className={buttonClass()} to="/products">
            Start Shopping
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className="account-orders" role="list">
        {account.waitingOrders.map((w) => (
          <WaitingOrderRow key={w.seq} waiting={w} online={online} />
        ))}
        {(orders ?? []).map((o) => {
          const status = account.cancelling.includes(o._id) ? 'cancelled' : statusOf(o.status);
          const count = o.items.reduce((n, i) => n + i.quantity, 0);
          const toPay = status !== 'cancelled' && awaitsPayment(o);
          const lastReturn = o.returns?.at(-1);
          return (
            <li key={o._id} className="account-order">
              <div className="account-order__main">
                <p className="account-order__title">
                  Order {orderNumber(o._id)}
                  <span className={`badge ${statusTone(status)}`}>{statusLabel(status)}</span>
                  {o.payment && <PaymentBadge state={o.payment.state} />}
                  {account.cancelling.includes(o._id) && <span className="account-order__pending">cancellation not sent yet</span>}
                </p>
                <p className="account-order__meta">
                  {formatDate(o.createdAt)} · {count} {count === 1 ? 'item' : 'items'} · {formatRupees(o.totalPrice)}
                </p>
                <p className="account-order__items">{o.items.map(orderLineName).join(', ')}</p>
                {toPay && (
                  <p className="account-order__note account-order__note--pay">
                    Pay within <PaymentTimeLeft expiresAt={o.payment!.expiresAt} /> or the order is cancelled.
                  </p>
                )}
                {o.cancelReason && <p className="account-order__note">{o.cancelReason}</p>}
                {lastReturn && (
                  <p className="account-order__note">
                    {RETURN_STATE_LABELS[lastReturn.state]} · {formatRupees(lastReturn.amount)}
                  </p>
                )}
                {o.shipment && status !== 'cancelled' && (
                  <p className="account-order__note">
                    <ShipmentLine shipment={o.shipment} />
                  </p>
                )}
              </div>
              <div className="account-order__actions">
                {toPay && (
                  <Link
                    className={buttonClass('primary', 'sm')}
                    to={`/pay/${encodeURIComponent(o._id)}`}
                    aria-label={`Pay now for order ${orderNumber(o._id)}`}
                  >
                    Pay now
                  </Link>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setViewing({ id: o._id, returning: false })}
                  aria-label={`View order ${orderNumber(o._id)}`}
                >
                  View
                </Button>
                {canReturn(o, Date.now()) && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setViewing({ id: o._id, returning: true })}
                    aria-label={`Return items from order ${orderNumber(o._id)}`}
                  >
                    Return items
                  </Button>
                )}
                {status === 'delivered' && (
                  <Button size="sm" onClick={() => void again(o)} aria-label={`Reorder order ${orderNumber(o._id)}`}>
                    Reorder
                  </Button>
                )}
                {nextStatuses(status, 'shopper').includes('cancelled') && (
                  <Button variant="ghost" size="sm" onClick={() => setCancelling(o)} aria-label={`Cancel order ${orderNumber(o._id)}`}>
                    Cancel
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <OrderDialog order={shownOrder} returning={wanted?.returning ?? false} onClose={closeView} />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this order?"
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={busy}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        <p>
          Order {cancelling ? orderNumber(cancelling._id) : ''} will be cancelled and its items returned to stock.
          {cancelling && paymentTaken(cancelling.payment) && ' What you paid is refunded to the same payment (UPI, card or bank).'}
          {cancelling?.payment && !paymentTaken(cancelling.payment) && ' Nothing has been charged for it.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
