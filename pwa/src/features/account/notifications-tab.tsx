/** Notifications: every change of the shopper's orders, newest first, from what the device holds. */
import { formatRupees } from '@store/shared';
import type { AccountView } from '../../data/account';
import { EmptyState } from '../../ui/empty-state';
import { BellIcon } from '../../ui/icons';
import { orderNumber } from '../../ui/order-status';
import { useT, type Translate } from '../../i18n';

interface Update {
  key: string;
  at: string | number;
  text: string;
}

/** What happened to an order, in a sentence ('Order INK-… has shipped.'); `reason` is a cancellation's, with its leading space. */
function orderSentence(t: Translate, status: string, number: string, reason: string): string {
  switch (status) {
    case 'processing':
      return t('Order {number} was placed and is being prepared.{reason}', { number, reason });
    case 'shipped':
      return t('Order {number} has shipped.{reason}', { number, reason });
    case 'delivered':
      return t('Order {number} was delivered.{reason}', { number, reason });
    case 'cancelled':
      return t('Order {number} was cancelled.{reason}', { number, reason });
    default:
      // An unknown status reads as processing (ui/order-status.ts).
      return t('Order {number} processing.{reason}', { number, reason });
  }
}

export function updatesOf(account: AccountView, t: Translate): Update[] {
  const updates: Update[] = [];
  for (const w of account.waitingOrders) {
    updates.push({
      key: `waiting-${w.seq}`,
      at: w.createdAt,
      text:
        w.state === 'refused'
          ? t('Your order of {amount} could not be placed: {reason}', {
              amount: formatRupees(w.order.reviewed.total),
              reason: w.reason ? t.message(w.reason) : '',
            })
          : t('Your order of {amount} is waiting to be sent to the store.', { amount: formatRupees(w.order.reviewed.total) }),
    });
  }
  for (const o of account.orders ?? []) {
    for (const h of o.statusHistory) {
      const reason = h.status === 'cancelled' && o.cancelReason ? ` ${t.message(o.cancelReason)}` : '';
      updates.push({
        key: `${o._id}-${h.status}-${h.at}`,
        at: h.at,
        text: orderSentence(t, h.status, orderNumber(o._id), reason),
      });
    }
  }
  return updates.sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
}

export function NotificationsTab({ account }: { account: AccountView }) {
  const t = useT();
  const updates = updatesOf(account, t);
  if (updates.length === 0)
    return (
      <EmptyState icon={<BellIcon size={28} />} title={t('No notifications yet')} message={t('Updates about your orders show here.')} />
    );
  return (
    <ol className="account-updates" reversed>
      {updates.map((u) => (
        <li key={u.key} className="account-update">
          <p>{u.text}</p>
          <p className="account-note">{t.dateTime(u.at)}</p>
        </li>
      ))}
    </ol>
  );
}
