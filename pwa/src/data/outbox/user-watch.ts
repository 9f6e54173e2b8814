/**
 * Reads and follows a user's rows for user-state.ts: confirmed cart and wishlist with the
 * outbox applied, notices, and what other shoppers left waiting. Loaded with the database, so
 * Dexie stays out of the first load.
 */
import { liveQuery } from 'dexie';
import { sameValue } from '../../lib/same-value.js';
import type { LocalDb } from '../local-db.js';
import { reportStorageProblem } from '../storage-problems.js';
import { applyToAccount, applyToCart, applyToWishlist, waitingOrdersOf } from './apply.js';
import { isPending } from './entries.js';
import { userEntries } from './enqueue.js';
import { confirmedId, SESSION_ROW_ID } from './tables.js';
import type { UserRows } from './user-rows.js';
import { writeWaitingFlag } from './waiting-flag.js';

export async function readUser(db: LocalDb, userId: string | null): Promise<UserRows> {
  const [cartRow, wishlistRow, ordersRow, userRow, placedRow, entries, sessionRow, all, notices] = await Promise.all([
    userId ? db.confirmed.get(confirmedId(userId, 'cart')) : undefined,
    userId ? db.confirmed.get(confirmedId(userId, 'wishlist')) : undefined,
    userId ? db.confirmed.get(confirmedId(userId, 'orders')) : undefined,
    userId ? db.confirmed.get(confirmedId(userId, 'user')) : undefined,
    userId ? db.confirmed.get(confirmedId(userId, 'placed')) : undefined,
    userId ? userEntries(db, userId).toArray() : [],
    db.session.get(SESSION_ROW_ID),
    db.outbox.toArray(),
    userId ? db.notices.where('userId').equals(userId).toArray() : [],
  ]);
  const pending = all.filter(isPending);
  writeWaitingFlag(pending.length);
  return {
    cart: applyToCart(cartRow?.kind === 'cart' ? cartRow.cart.lines : [], entries),
    cartConfirmed: cartRow?.kind === 'cart',
    wishlist: applyToWishlist(wishlistRow?.kind === 'wishlist' ? wishlistRow.productIds : [], entries, wishlistRow?.kind === 'wishlist' ? wishlistRow.variants : {}),
    account: applyToAccount(userRow?.kind === 'user' ? userRow.user : null, entries),
    orders: ordersRow?.kind === 'orders' ? ordersRow.orders : null,
    waitingOrders: waitingOrdersOf(entries),
    placedOrders: placedRow?.kind === 'placed' ? placedRow.placed : [],
    cancelling: entries.flatMap((e) => (e.op.kind === 'order.cancel' && isPending(e) ? [e.op.orderId] : [])),
    entries,
    paused: userId !== null && sessionRow?.userId === userId && Boolean(sessionRow.rejected),
    othersWaiting: pending.filter((e) => e.userId !== userId).length,
    notices,
  };
}

/**
 * A burst of changes (a replay confirming one write after another) is shown at most this
 * often: the first at once, the newest at the end of the burst. Each render of the screens that
 * show the cart costs the page, and the replay, time.
 */
export const SHOW_EVERY_MS = 100;

/**
 * Calls `onRows` with the user's rows now and after every change, this tab's or another's. Rows
 * the same as the last ones shown are not shown again: each showing renders every screen that
 * follows the shopper, and a write that changed nothing (another tab's, say) still wakes this query.
 */
export function watchUser(db: LocalDb, userId: string | null, onRows: (rows: UserRows) => void): () => void {
  let last = 0;
  let shown: UserRows | null = null;
  let latest: UserRows | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deliver = (rows: UserRows) => {
    if (shown !== null && sameValue(shown, rows)) return;
    shown = rows;
    last = Date.now();
    onRows(rows);
  };
  const show = (rows: UserRows) => {
    const wait = last + SHOW_EVERY_MS - Date.now();
    latest = rows;
    if (wait <= 0) return deliver(rows);
    timer ??= setTimeout(() => {
      timer = undefined;
      if (latest) deliver(latest);
    }, wait);
  };
  const subscription = liveQuery(() => readUser(db, userId)).subscribe({
    next: show,
    error: (e: unknown) => reportStorageProblem(e) || console.warn('[data] signed-in state', e),
  });
  return () => {
    clearTimeout(timer);
    subscription.unsubscribe();
  };
}
