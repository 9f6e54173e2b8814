/**
 * A signed-in shopper's orders and account changes through the outbox (loaded with the first
 * such write, zod and the replay with it). An order is one outbox entry whatever the
 * connection: placed now when the store answers, else kept and sent on the next replay (the
 * idempotency key makes a second send place nothing twice). Profile and address edits go the
 * same way, in their own lane.
 */
import type { AddressInput, ProfileUpdate } from '@store/shared';
import { apiSend } from '../../lib/api-client.js';
import type { LocalDb } from '../local-db.js';
import { replayNow, replaySoon } from './driver.js';
import { enqueue, userEntries } from './enqueue.js';
import { laneOf, newEntry, type OrderRequest, type OutboxOp } from './entries.js';
import { parseOrders, parseUser, refreshRequests } from './requests.js';
import { confirmedId, putConfirmed } from './tables.js';

export type PlaceOrderOutcome =
  /** The store placed it. `told`: another tab (or the header) already told the shopper. */
  | { kind: 'placed'; orderId: string; total: number; told: boolean }
  /** Kept on the device; it is placed when the store can be reached. `key` names it until then (useQueuedOrder). */
  | { kind: 'queued'; key: string }
  /** The store refused it (stock, cart or prices changed); the cart is kept. */
  | { kind: 'refused'; reason: string; told: boolean; seq: number };

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Takes the order's notice off the list if it is still there; answers whether this call took it. */
async function takeOrderNotice(db: LocalDb, userId: string, key: string) {
  return db.transaction('rw', db.notices, async () => {
    const notice = (await db.notices.where('userId').equals(userId).toArray()).find((n) => (n.kind === 'order-placed' || n.kind === 'order-refused') && n.key === key);
    if (notice?.id !== undefined) await db.notices.delete(notice.id);
    return notice;
  });
}

export async function placeUserOrder(db: LocalDb, userId: string, order: OrderRequest): Promise<PlaceOrderOutcome> {
  const entry = newEntry(userId, { kind: 'order.place', order });
  const seq = Number(await db.outbox.add(entry));
  if (isOffline()) {
    void replaySoon();
    return { kind: 'queued', key: entry.key };
  }
  await replayNow();
  const after = await db.outbox.get(seq);
  if (after && after.state !== 'refused') return { kind: 'queued', key: entry.key };
  const notice = await takeOrderNotice(db, userId, entry.key);
  if (!after) {
    const placed = notice?.kind === 'order-placed' ? notice : null;
    const orders = await db.confirmed.get(confirmedId(userId, 'orders'));
    const newest = orders?.kind === 'orders' ? orders.orders[0] : undefined;
    return { kind: 'placed', orderId: placed?.orderId ?? newest?._id ?? '', total: placed?.total ?? order.reviewed.total, told: !placed };
  }
  return { kind: 'refused', reason: after.lastError ?? 'The store refused this order.', told: notice === undefined, seq };
}

/** Cancels an order that has not been sent; false when it is being sent right now (or is gone). */
export async function cancelWaitingOrder(db: LocalDb, seq: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.op.kind !== 'order.place' || entry.state === 'sending') return false;
    await db.outbox.delete(seq);
    return true;
  });
}

export type WriteOutcome =
  /** The store has it. */
  | { kind: 'saved' }
  /** Kept on the device; sent when the store can be reached. */
  | { kind: 'waiting' }
  /** The store refused it; the change is dropped and the screen says why. */
  | { kind: 'refused'; reason: string };

/**
 * Queues a write and, when online, sends it at once and answers what became of it, so the
 * screen can say "saved", "saved on this device" or the store's reason.
 */
export async function queueAccountWrite(db: LocalDb, userId: string, op: OutboxOp): Promise<WriteOutcome> {
  await enqueue(db, userId, op);
  const lane = laneOf(op);
  if (isOffline()) {
    void replaySoon();
    return { kind: 'waiting' };
  }
  await replayNow();
  const left = (await userEntries(db, userId).toArray()).filter((e) => laneOf(e.op) === lane);
  const refused = left.findLast((e) => e.state === 'refused' && e.op.kind === op.kind);
  if (refused?.seq !== undefined) {
    await db.outbox.delete(refused.seq);
    return { kind: 'refused', reason: refused.lastError ?? 'The store refused this change.' };
  }
  return left.some((e) => e.state !== 'refused') ? { kind: 'waiting' } : { kind: 'saved' };
}

export const cancelPlacedOrder = (db: LocalDb, userId: string, orderId: string) => queueAccountWrite(db, userId, { kind: 'order.cancel', orderId });

export const updateUserProfile = (db: LocalDb, userId: string, changes: ProfileUpdate) => queueAccountWrite(db, userId, { kind: 'profile.update', userId, changes });

export async function addUserAddress(db: LocalDb, userId: string, address: AddressInput): Promise<{ localId: string; outcome: WriteOutcome }> {
  const localId = `local-${crypto.randomUUID()}`;
  const outcome = await queueAccountWrite(db, userId, { kind: 'address.add', userId, localId, address });
  return { localId, outcome };
}

export const STILL_SAVING_MESSAGE = 'This address is still being saved. Try again in a moment.';

/**
 * Edits (or deletes) an address. One added on this device and not yet sent is changed in
 * its waiting entry; one being sent right now cannot be edited until the store answers.
 */
async function changeAddress(db: LocalDb, userId: string, addressId: string, change: { address: AddressInput } | null): Promise<WriteOutcome> {
  if (addressId.startsWith('local-')) {
    const done = await db.transaction('rw', db.outbox, async () => {
      const add = (await userEntries(db, userId).toArray()).find((e) => e.op.kind === 'address.add' && e.op.localId === addressId);
      if (!add || add.seq === undefined || add.op.kind !== 'address.add') return true;
      if (add.state === 'sending' || add.attempts > 0) return false;
      if (change) await db.outbox.update(add.seq, { op: { ...add.op, address: change.address } });
      else await db.outbox.delete(add.seq);
      return true;
    });
    if (!done) throw new Error(STILL_SAVING_MESSAGE);
    return { kind: 'waiting' };
  }
  return queueAccountWrite(db, userId, change ? { kind: 'address.update', userId, addressId, address: change.address } : { kind: 'address.remove', userId, addressId });
}

export const updateUserAddress = (db: LocalDb, userId: string, addressId: string, address: AddressInput) => changeAddress(db, userId, addressId, { address });
export const removeUserAddress = (db: LocalDb, userId: string, addressId: string) => changeAddress(db, userId, addressId, null);

export type RefreshOutcome = 'ok' | 'offline' | 'failed';

/** Reads the shopper's orders and account from the store into the device (what the account shows offline). */
export async function refreshUserAccount(db: LocalDb, userId: string, token: string): Promise<RefreshOutcome> {
  const [orders, me] = await Promise.all([apiSend(refreshRequests.orders.path, { method: 'GET', token }), apiSend(refreshRequests.user.path, { method: 'GET', token })]);
  if (orders.kind === 'unreachable' || me.kind === 'unreachable') return 'offline';
  if (orders.kind !== 'ok' || me.kind !== 'ok') return 'failed';
  const at = Date.now();
  const rows = [
    { id: confirmedId(userId, 'orders'), userId, kind: 'orders', orders: parseOrders(orders.data), at },
    { id: confirmedId(userId, 'user'), userId, kind: 'user', user: parseUser(me.data), at },
  ] as const;
  await db.transaction('rw', db.confirmed, async () => {
    for (const row of rows) await putConfirmed(db.confirmed, row);
  });
  return 'ok';
}
