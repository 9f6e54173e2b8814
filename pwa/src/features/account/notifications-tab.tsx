/** Notifications: every change of the shopper's orders, newest first, from what the device holds. */
import { formatRupees } from '@store/shared';
import type { AccountView } from '../../data/account';
import { EmptyState } from '../../ui/empty-state';
import { BellIcon } from '../../ui/icons';
import { formatDateTime, orderNumber, statusLabel } from '../../ui/order-status';

interface Update {
  key: string;
  at: string | number;
  text: string;
}

const SENTENCES: Record<string, string> = {
  processing: 'was placed and is being prepared',
  shipped: 'has shipped',
  delivered: 'was delivered',
  cancelled: 'was cancelled',
};

export function updatesOf(account: AccountView): Update[] {
  const updates: Update[] = [];
  for (const w of account.waitingOrders) {
    updates.push({
      key: `waiting-${w.seq}`,
      at: w.createdAt,
      text:
        w.state === 'refused'
          ? `Your order of ${formatRupees(w.order.reviewed.total)} could not be placed: ${w.reason ?? ''}`
          : `Your order of ${formatRupees(w.order.reviewed.total)} is waiting to be sent to the store.`,
    });
  }
  for (const o of account.orders ?? []) {
    for (const h of o.statusHistory) {
      const reason = h.status === 'cancelled' && o.cancelReason ? ` ${o.cancelReason}` : '';
      updates.push({
        key: `${o._id}-${h.status}-${h.at}`,
        at: h.at,
        text: `Order ${orderNumber(o._id)} ${SENTENCES[h.status] ?? statusLabel(h.status).toLowerCase()}.${reason}`,
      });
    }
  }
  return updates.sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
}

export function NotificationsTab({ account }: { account: AccountView }) {
  const updates = updatesOf(account);
  if (updates.length === 0)
    return <EmptyState icon={<BellIcon size={28} />} title="No notifications yet" message="Updates about your orders show here." />;
  return (
    <ol className="account-updates" reversed>
      {updates.map((u) => (
        <li key={u.key} className="account-update">
          <p>{u.text}</p>
          <p className="account-note">{formatDateTime(u.at)}</p>
        </li>
      ))}
    </ol>
  );
}
