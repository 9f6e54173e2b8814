/**
 * The signed-in shopper as the write path sees them (the "writer": user id and token), and
 * what their screens show: the confirmed cart and wishlist with the outbox applied, followed
 * live from the local database, so every tab shows the same without a reload.
 * The session module (data/session.ts) tells it who is signed in; nothing here reads
 * localStorage.
 */
import { liveQuery } from 'dexie';
import { useSyncExternalStore } from 'react';
import type { LocalDb } from '../local-db.js';
import { loadLocalDbModule } from '../local-store.js';
import { reportStorageProblem } from '../storage-problems.js';
import { startReplay } from './driver.js';
import { applyToCart, applyToWishlist, type ViewCartLine, type ViewWishlist } from './apply.js';
import { isPending, type OutboxEntry } from './entries.js';
import { userEntries } from './enqueue.js';
import { confirmedId, SESSION_ROW_ID } from './tables.js';

export interface Writer {
  userId: string;
  token: string;
}

export interface UserState {
  /** The signed-in user these rows belong to; null for a visitor. */
  userId: string | null;
  /** The local database has answered for this user (before that the lists are empty). */
  loaded: boolean;
  cart: ViewCartLine[];
  wishlist: ViewWishlist;
  /** This user's outbox, oldest first: waiting and refused entries. */
  entries: OutboxEntry[];
  /** The server refused the session (401): sign in again to send the waiting entries. */
  paused: boolean;
  /** Waiting entries of another account (signed out by an expired session, say). */
  othersWaiting: number;
}

const EMPTY: UserState = { userId: null, loaded: false, cart: [], wishlist: { productIds: [], pendingIds: new Set() }, entries: [], paused: false, othersWaiting: 0 };

let writer: Writer | null = null;
let state: UserState = EMPTY;
const listeners = new Set<() => void>();
const setState = (next: UserState) => {
  state = next;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
const getState = () => state;

/** Who signed-in writes go to, or null for a visitor (their cart stays on the device). */
export const getWriter = (): Writer | null => writer;

async function readUser(db: LocalDb, userId: string): Promise<Omit<UserState, 'userId' | 'loaded'>> {
  const [cartRow, wishlistRow, entries, sessionRow, all] = await Promise.all([
    db.confirmed.get(confirmedId(userId, 'cart')),
    db.confirmed.get(confirmedId(userId, 'wishlist')),
    userEntries(db, userId).toArray(),
    db.session.get(SESSION_ROW_ID),
    db.outbox.where('userId').notEqual(userId).toArray(),
  ]);
  return {
    cart: applyToCart(cartRow?.kind === 'cart' ? cartRow.cart.lines : [], entries),
    wishlist: applyToWishlist(wishlistRow?.kind === 'wishlist' ? wishlistRow.productIds : [], entries),
    entries,
    paused: sessionRow?.userId === userId && Boolean(sessionRow.rejected),
    othersWaiting: all.filter(isPending).length,
  };
}

let unfollow: (() => void) | null = null;

function follow(db: LocalDb, userId: string): void {
  unfollow?.();
  const subscription = liveQuery(() => readUser(db, userId)).subscribe({
    next: (rows) => {
      if (writer?.userId === userId) setState({ userId, loaded: true, ...rows });
    },
    error: (e: unknown) => reportStorageProblem(e) || console.warn('[data] signed-in state', e),
  });
  unfollow = () => subscription.unsubscribe();
}

/**
 * Sets who is signed in. The session row in IndexedDB (what the service worker replays with)
 * is written, this user's rows are followed, and their outbox replays (the first pass also
 * reads the server's cart and wishlist again). Answers once the row is written.
 */
export async function setWriter(next: Writer | null): Promise<LocalDb | null> {
  const changed = next?.userId !== writer?.userId || next?.token !== writer?.token;
  writer = next;
  if (!next) {
    unfollow?.();
    unfollow = null;
    if (state !== EMPTY) setState(EMPTY);
  } else if (state.userId !== next.userId) {
    setState({ ...EMPTY, userId: next.userId });
  }
  const { localDb: db } = await loadLocalDbModule();
  if (writer !== next) return null;
  if (changed) {
    await db.transaction('rw', db.session, async () => {
      if (!next) await db.session.delete(SESSION_ROW_ID);
      else {
        const row = await db.session.get(SESSION_ROW_ID);
        // The same token that was refused stays refused; a new one resumes the replay.
        const rejected = row?.userId === next.userId && row.token === next.token && row.rejected;
        await db.session.put({ id: SESSION_ROW_ID, userId: next.userId, token: next.token, ...(rejected ? { rejected } : {}) });
      }
    });
  }
  if (next && writer === next && (changed || !unfollow)) {
    follow(db, next.userId);
    void startReplay(db);
  }
  return db;
}

export function useUserState(): UserState {
  return useSyncExternalStore(subscribe, getState, getState);
}
