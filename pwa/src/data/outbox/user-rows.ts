/**
 * What a signed-in shopper's screens show, as user-state.ts keeps it and user-watch.ts reads it
 * from the local database. Types only, so the two share them without importing each other
 * (user-state.ts loads user-watch.ts, with Dexie, when it first follows a user).
 */
import type { Order } from '@store/shared';
import type { ViewAccount, ViewCartLine, ViewWishlist, WaitingOrder } from './apply.js';
import type { OutboxEntry } from './entries.js';
import type { NoticeRow, PlacedFromOutbox } from './tables.js';

export type UserRows = Omit<UserState, 'userId' | 'loaded'>;

export interface UserState {
  /** The signed-in user these rows belong to; null for a visitor. */
  userId: string | null;
  /** The local database has answered for this user (before that the lists are empty). */
  loaded: boolean;
  cart: ViewCartLine[];
  /** The server's cart was read (or confirmed by a write) at least once on this device: until then an empty `cart` means "not known yet", not "empty". */
  cartConfirmed: boolean;
  wishlist: ViewWishlist;
  /** The account as last confirmed (null until read once) with waiting profile and address changes applied. */
  account: ViewAccount;
  /** Orders the store has placed, newest first; null until they were read once on this device. */
  orders: Order[] | null;
  /** Orders made on this device that the store has not placed yet (waiting or refused). */
  waitingOrders: WaitingOrder[];
  /** Orders this device's outbox placed, newest first, by the outbox entry's key. */
  placedOrders: PlacedFromOutbox[];
  /** Ids of placed orders whose cancellation waits to be sent. */
  cancelling: string[];
  /** This user's outbox, oldest first: waiting and refused entries. */
  entries: OutboxEntry[];
  /** The server refused the session (401): sign in again to send the waiting entries. */
  paused: boolean;
  /** Waiting entries of another account (signed out by an expired session, say). */
  othersWaiting: number;
  /** What the replay learned that this shopper has not been told yet (merge caps, ...). */
  notices: NoticeRow[];
}
