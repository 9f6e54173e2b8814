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
import { formatRupees, MESSAGES, paymentTaken, type Order } from '@store/shared';
import { discardChange, retryChange, useCart, useOnlineStatus } from '../../data';
import { cancelOrder, cancelWaitingOrder, orderLineName, reorder, type AccountView, type WaitingOrder } from '../../data/account';
import { Button, buttonClass } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { OrderDialog } from './order-dialog';
import { nextStatuses, orderNumber, statusOf, statusTone } from '../../ui/order-status';
import { ShipmentLine } from '../../ui/order-tracking';
import { PaymentBadge } from '../../ui/order-payment';
import { PaymentTimeLeft } from '../../ui/payment-time-left';
import { awaitsPayment } from './payment-state';
import { canReturn } from './returns-logic';
import { returnStateWord, statusWord } from './status-words';
import { useT } from '../../i18n';

function WaitingOrderRow({ waiting, online }: { waiting: WaitingOrder; online: boolean }) {
  const refused = waiting.state === 'refused';
  const count = waiting.order.reviewed.items.reduce((n, i) => n + i.quantity, 0);
  const t = useT();
  return (
    <li className="account-order account-order--waiting">
      <div className="account-order__main">
        <p className="account-order__title">
          {t('Order made {time}', { time: t.dateTime(waiting.createdAt) })}
          <span className={`badge ${refused ? 'badge--danger' : 'badge--warning'}`}>
            {refused ? t('Not placed') : t('Waiting to be sent')}
          </span>
        </p>
        <p className="account-order__meta">
          {t.plural(count, { one: '{count} item', other: '{count} items' })} · {formatRupees(waiting.order.reviewed.total)}
        </p>
        <p className="account-order__note">
          {refused
            ? t('The store could not place it: {reason} Your cart is as you left it.', {
                reason: waiting.reason ? t.message(waiting.reason) : '',
              })
            : online
              ? t('Sending it to the store…')
              : t('It will be placed when you are back online.')}
        </p>
      </div>
      <div className="account-order__actions">
        {refused ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => void retryChange(waiting.seq)}>
              {t('Try again')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void discardChange(waiting.seq)}>
              {t('Dismiss')}
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
            {t('Cancel order')}
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
  const t = useT();
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
        {refreshing ? t('Loading your orders…') : t('Your orders could not be loaded. Connect to the internet and open this page again.')}
      </p>
    );
  }
  if ((orders?.length ?? 0) === 0 && account.waitingOrders.length === 0) {
    return (
      <EmptyState
        title={t('No orders yet')}
        message={t('When you place an order, it shows here with its status.')}
        actions={
          <Link className={buttonClass()} to="/products">
            {t('Start Shopping')}
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
                  {t('Order {number}', { number: orderNumber(o._id) })}
                  <span className={`badge ${statusTone(status)}`}>{statusWord(t, status)}</span>
                  {o.payment && <PaymentBadge state={o.payment.state} />}
                  {account.cancelling.includes(o._id) && <span className="account-order__pending">{t('cancellation not sent yet')}</span>}
                </p>
                <p className="account-order__meta">
                  {t.date(o.createdAt)} · {t.plural(count, { one: '{count} item', other: '{count} items' })} · {formatRupees(o.totalPrice)}
                </p>
                <p className="account-order__items">{o.items.map(orderLineName).join(', ')}</p>
                {toPay && (
                  <p className="account-order__note account-order__note--pay">
                    {t.rich('Pay within {time} or the order is cancelled.', { time: <PaymentTimeLeft expiresAt={o.payment!.expiresAt} /> })}
                  </p>
                )}
                {o.cancelReason && <p className="account-order__note">{t.message(o.cancelReason)}</p>}
                {lastReturn && (
                  <p className="account-order__note">
                    {returnStateWord(t, lastReturn.state)} · {formatRupees(lastReturn.amount)}
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
                    aria-label={t('Pay now for order {number}', { number: orderNumber(o._id) })}
                  >
                    {t('Pay now')}
                  </Link>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setViewing({ id: o._id, returning: false })}
                  aria-label={t('View order {number}', { number: orderNumber(o._id) })}
                >
                  {t('View')}
                </Button>
                {canReturn(o, Date.now()) && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setViewing({ id: o._id, returning: true })}
                    aria-label={t('Return items from order {number}', { number: orderNumber(o._id) })}
                  >
                    {t('Return items')}
                  </Button>
                )}
                {status === 'delivered' && (
                  <Button size="sm" onClick={() => void again(o)} aria-label={t('Reorder order {number}', { number: orderNumber(o._id) })}>
                    {t('Reorder')}
                  </Button>
                )}
                {nextStatuses(status, 'shopper').includes('cancelled') && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setCancelling(o)}
                    aria-label={t('Cancel order {number}', { number: orderNumber(o._id) })}
                  >
                    {t('Cancel')}
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
        title={t('Cancel this order?')}
        confirmLabel={t('Cancel order')}
        cancelLabel={t('Keep order')}
        busy={busy}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        <p>
          {t('Order {number} will be cancelled and its items returned to stock.', {
            number: cancelling ? orderNumber(cancelling._id) : '',
          })}
          {cancelling && paymentTaken(cancelling.payment) && ` ${t('What you paid is refunded to the same payment (UPI, card or bank).')}`}
          {cancelling?.payment && !paymentTaken(cancelling.payment) && ` ${t('Nothing has been charged for it.')}`}
        </p>
      </ConfirmDialog>
    </>
  );
}
