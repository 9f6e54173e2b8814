/** Rows of the signed-in write path's tables in the local database (local-db.ts). */
import type { CartMergeReport, Order, User, WishlistMergeReport } from '@store/shared';
import type { Table } from 'dexie';
import { sameValue } from '../../lib/same-value.js';
import type { ConfirmedCartState } from './requests.js';

/**
 * The session as the replay needs it (`id` is always 'current'), mirrored from the spec's
 * localStorage keys so the service worker can replay with no page open. `rejected` is set when
 * the server answered 401: the replay pauses until this user signs in again.
 */
export interface SessionRow {
  id: 'current';
  userId: string;
  token: string;
  rejected?: boolean;
}

export const SESSION_ROW_ID = 'current';

/** The last state the server confirmed, per user: `${userId}:cart` and `${userId}:wishlist`. */
export type ConfirmedRow =
  | { id: string; userId: string; kind: 'cart'; cart: ConfirmedCartState; at: number }
  /** `variants`: the variant the shopper was looking at for each product they kept, as this device remembers it. */
  | { id: string; userId: string; kind: 'wishlist'; productIds: string[]; variants?: Record<string, string>; at: number }
  /** The shopper's orders, newest first (GET /orders, and each order answer since). */
  | { id: string; userId: string; kind: 'orders'; orders: Order[]; at: number }
  /** The shopper's account: profile, addresses, loyalty points (GET /auth/me, profile answers). */
  | { id: string; userId: string; kind: 'user'; user: User; at: number }
  /**
   * Orders this device's outbox placed, newest first, by the outbox entry's key: the account's
   * confirmation panel shows "saved on this device" for that key and names the order once placed
   * (the order-placed notice is gone once a tab has told it). The last PLACED_KEPT only.
   */
  | { id: string; userId: string; kind: 'placed'; placed: PlacedFromOutbox[]; at: number };

export interface PlacedFromOutbox {
  key: string;
  orderId: string;
}

export const PLACED_KEPT = 20;

export const confirmedId = (userId: string, kind: ConfirmedRow['kind']): string => `${userId}:${kind}`;

/**
 * Keeps what the server confirmed, unless the device already holds the same (its `at` aside).
 * Every write wakes the queries that follow the shopper's rows (user-watch.ts), and a start reads
 * the cart and wishlist again, mostly unchanged. Call it in a transaction that holds the table,
 * so nothing comes between the read and the write.
 */
export async function putConfirmed(confirmed: Table<ConfirmedRow, string>, row: ConfirmedRow): Promise<void> {
  const stored = await confirmed.get(row.id);
  if (stored && sameValue({ ...stored, at: 0 }, { ...row, at: 0 })) return;
  await confirmed.put(row);
}

/** Something the replay learned that the shopper must be told, shown by the next open page. */
export type NoticeRow =
  | { id?: number; userId: string; kind: 'cart-merge'; report: CartMergeReport[]; names: Record<string, string>; at: number }
  | { id?: number; userId: string; kind: 'wishlist-merge'; report: WishlistMergeReport[]; at: number }
  /** An order queued on the device reached the store: placed (`key`: the outbox entry's), or refused with the reason. */
  | { id?: number; userId: string; kind: 'order-placed'; key: string; orderId: string; total: number; at: number }
  | { id?: number; userId: string; kind: 'order-refused'; key: string; reason: string; at: number };
