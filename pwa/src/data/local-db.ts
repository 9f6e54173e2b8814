/**
 * Dexie database of what belongs to this device: the visitor's cart and wishlist, and for a
 * signed-in shopper the session mirror, the state the server last confirmed and the outbox of
 * writes not confirmed yet (docs/decisions/012-signed-in-write-path.md). Loaded with a
 * dynamic import (see local-store.ts) so Dexie is not part of the first paint; the header's
 * badges read the localStorage mirrors until it is open.
 */
import Dexie, { liveQuery, type EntityTable, type Table } from 'dexie';
import { LocalCartItemSchema } from '@store/shared';
import { defineLocalSchema, LOCAL_DB_NAME } from './local-schema.js';
import { reportStorageProblem } from './storage-problems.js';
import { readCartMirror, type CartRow, type WishlistRow } from './local-mirror.js';
import type { OutboxEntry } from './outbox/entries.js';
import type { ConfirmedRow, NoticeRow, SessionRow } from './outbox/tables.js';

export type LocalDb = Dexie & {
  /** The visitor's cart lines, one per variant, keyed by the line's id (local-schema.ts v3). */
  cartLines: EntityTable<CartRow, 'id'>;
  wishlist: EntityTable<WishlistRow, 'productId'>;
  session: EntityTable<SessionRow, 'id'>;
  // Unions of row shapes: Table, since EntityTable's insert type does not distribute over a union.
  confirmed: Table<ConfirmedRow, string>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  notices: Table<NoticeRow, number>;
};

function openLocalDb(): LocalDb {
  const db = new Dexie(LOCAL_DB_NAME) as LocalDb;
  defineLocalSchema(db);
  // Another tab holding an older version open: let it go so this tab's upgrade can proceed.
  db.on('versionchange', () => {
    db.close();
    return false;
  });
  db.on('blocked', (event) => {
    reportStorageProblem(Object.assign(new Error('upgrade blocked by another tab'), { name: 'BlockedError', event }));
  });
  // A cart written under localStorage `cart` by an older version of the store is taken over once.
  db.on('ready', async () => {
    if ((await db.cartLines.count()) > 0) return;
    const rows = readCartMirror().filter((r) => LocalCartItemSchema.safeParse(r).success);
    if (rows.length > 0) await db.cartLines.bulkPut(rows);
  });
  return db;
}

export const localDb: LocalDb = openLocalDb();

/** Runs a write; a storage problem is reported once and rethrown so the caller's state stays true. */
export async function guardedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    reportStorageProblem(e);
    throw e;
  }
}

export const getCartRows = (): Promise<CartRow[]> => localDb.cartLines.orderBy('id').toArray();
export const getWishlistRows = (): Promise<WishlistRow[]> => localDb.wishlist.orderBy('addedAt').toArray();

/** Follows both tables (this tab's writes and other tabs'), like dexie-react-hooks' useLiveQuery does. */
export function watchLocalDb(onCart: (rows: CartRow[]) => void, onWishlist: (rows: WishlistRow[]) => void): () => void {
  const onError = (e: unknown) => reportStorageProblem(e) || console.warn('[data] local database', e);
  const cart = liveQuery(getCartRows).subscribe({ next: onCart, error: onError });
  const wishlist = liveQuery(getWishlistRows).subscribe({ next: onWishlist, error: onError });
  return () => {
    cart.unsubscribe();
    wishlist.unsubscribe();
  };
}
