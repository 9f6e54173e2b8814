/**
 * The signed-in shopper as the write path sees them (the "writer": user id and token), and
 * what their screens show: the confirmed cart and wishlist with the outbox applied, followed
 * live from the local database, so every tab shows the same without a reload.
 * The session module (data/session.ts) tells it who is signed in; nothing here reads
 * localStorage.
 */
import type { LocalDb } from '../local-db.js';
import { createExternalStore, useExternalStore } from '../../lib/external-store.js';
import { whenIdle } from '../../lib/idle.js';
import { loadLocalDbModule } from '../local-store.js';
import type { Order } from '@store/shared';
import type { ViewAccount, ViewCartLine, ViewWishlist, WaitingOrder } from './apply.js';
import type { OutboxEntry } from './entries.js';
import { SESSION_ROW_ID, type NoticeRow } from './tables.js';

export interface Writer {
  userId: string;
  token: string;
}

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

const EMPTY: UserState = {
  userId: null,
  loaded: false,
  cart: [],
  cartConfirmed: false,
  wishlist: { productIds: [], pendingIds: new Set() },
  account: { user: null, profilePending: false },
  orders: null,
  waitingOrders: [],
  cancelling: [],
  entries: [],
  paused: false,
  othersWaiting: 0,
  notices: [],
};

let writer: Writer | null = null;
const state = createExternalStore<UserState>(EMPTY);
const setState = (next: UserState) => state.set(next);

/** Who signed-in writes go to, or null for a visitor (their cart stays on the device). */
export const getWriter = (): Writer | null => writer;

/** localStorage flag: some shopper's changes wait on this device (so a visitor's start looks for them). */
export const WAITING_FLAG_KEY = 'inkwell-outbox-waiting';

let unfollow: (() => void) | null = null;

/** Follows a user's rows (dexie's liveQuery is in user-watch.ts, loaded with the database). */
async function follow(db: LocalDb, userId: string | null): Promise<void> {
  unfollow?.();
  const { watchUser } = await import('./user-watch.js');
  unfollow = watchUser(db, userId, (rows) => {
    if ((writer?.userId ?? null) === userId) setState({ userId, loaded: true, ...rows });
  });
}

const sameWriter = (a: Writer | null, b: Writer | null) => a?.userId === b?.userId && a?.token === b?.token;

let applied: Promise<LocalDb | null> | null = null;

/**
 * Sets who is signed in: at once in memory (so a write made now goes to this user's outbox),
 * then the session row in IndexedDB (what the service worker replays with) is written, this
 * user's rows are followed, and their outbox replays (the first pass also reads the server's
 * cart and wishlist again). `idle` puts that second part off until the page is idle (a start).
 * With nobody signed in, changes another shopper left waiting are still counted, so the header
 * can say "Sign in again to send your N changes". Answers the database once it is all done.
 */
export function setWriter(next: Writer | null, options: { idle?: boolean } = {}): Promise<LocalDb | null> {
  if (applied && sameWriter(next, writer)) return applied;
  const previous = writer;
  writer = next;
  if (state.get().userId !== (next?.userId ?? null)) setState({ ...EMPTY, userId: next?.userId ?? null });
  const apply = () => applyWriter(next, previous);
  applied = options.idle ? new Promise((resolve) => whenIdle(() => resolve(apply()), 2000)) : apply();
  return applied;
}

async function applyWriter(next: Writer | null, previous: Writer | null): Promise<LocalDb | null> {
  if (!next) {
    unfollow?.();
    unfollow = null;
    // Nothing to forget and nothing waiting: a visitor's start never opens IndexedDB.
    if (!previous && !readWaitingFlag()) return null;
  }
  const { localDb: db } = await loadLocalDbModule();
  if (!sameWriter(writer, next)) return null;
  await db.transaction('rw', db.session, async () => {
    if (!next) return db.session.delete(SESSION_ROW_ID);
    const row = await db.session.get(SESSION_ROW_ID);
    // The same token that was refused stays refused; a new one resumes the replay.
    const rejected = row?.userId === next.userId && row.token === next.token && row.rejected;
    await db.session.put({ id: SESSION_ROW_ID, userId: next.userId, token: next.token, ...(rejected ? { rejected } : {}) });
  });
  if (!sameWriter(writer, next)) return db;
  if (next) {
    await follow(db, next.userId);
    const { startReplay } = await import('./driver.js');
    void startReplay(db);
  } else if (readWaitingFlag()) await follow(db, null);
  return db;
}

function readWaitingFlag(): boolean {
  try {
    return Boolean(localStorage.getItem(WAITING_FLAG_KEY));
  } catch {
    return false;
  }
}

export function useUserState(): UserState {
  return useExternalStore(state);
}
