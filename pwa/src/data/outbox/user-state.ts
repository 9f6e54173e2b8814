/**
 * The signed-in shopper as the write path sees them (the "writer": user id and token), and
 * what their screens show: the confirmed cart and wishlist with the outbox applied, followed
 * live from the local database, so every tab shows the same without a reload.
 * The session module (data/session.ts) tells it who is signed in; nothing here reads
 * localStorage.
 */
import type { LocalDb } from '../local-db.js';
import { createExternalStore, useExternalStoreInTransition } from '../../lib/external-store.js';
import { whenIdle } from '../../lib/idle.js';
import { loadLocalDbModule } from '../local-store.js';
import { SESSION_ROW_ID } from './tables.js';
import type { UserState } from './user-rows.js';
import { readWaitingFlag } from './waiting-flag.js';

export interface Writer {
  userId: string;
  token: string;
}

const EMPTY: UserState = {
  userId: null,
  loaded: false,
  cart: [],
  cartConfirmed: false,
  wishlist: { productIds: [], pendingIds: new Set(), variants: {} },
  account: { user: null, profilePending: false },
  orders: null,
  waitingOrders: [],
  placedOrders: [],
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

export function useUserState(): UserState {
  return useExternalStoreInTransition(state);
}
