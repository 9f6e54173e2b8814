/**
 * The replay: sends a signed-in shopper's outbox to the server, in order (per lane: the cart's
 * and the wishlist's), one entry at a time, each with its idempotency key, and classifies every
 * answer:
 * - accepted (2xx): the entry goes, the server's answer becomes the confirmed state;
 * - unreachable, 5xx, 429: the entry stays, tried again after a backoff;
 * - 401: the replay pauses until this same user signs in again (never with another's token);
 * - any other refusal: the entry stays listed as refused with the server's message, and the
 *   confirmed state is read again so the screen shows what the store really holds.
 * Runs in a page or in the service worker (Background Sync). One replayer at a time across
 * them through a Web Lock; each entry is also claimed in a transaction, so two replayers (or a
 * browser without Web Locks) never send one entry twice at once, and the server's idempotency
 * records make even a second send change nothing.
 */
import { apiSend, type SendResult } from '../../lib/api-client.js';
import type { LocalDb } from '../local-db.js';
import { orderedLine } from './apply.js';
import { backoffDelay } from './backoff.js';
import { DEVICE_QUEUE, isCartOp, LANES, laneOf, stateOf, type Lane, type OutboxEntry, type OutboxOp, type StateKind } from './entries.js';
import {
  confirmationOf,
  parseCart,
  parseOrders,
  parseUser,
  parseWishlist,
  refreshRequests,
  requestOf,
  type Confirmation,
} from './requests.js';
import { confirmedId, PLACED_KEPT, putConfirmed, SESSION_ROW_ID, type PlacedFromOutbox, type SessionRow } from './tables.js';

/** A claimed entry not answered by then may be taken over (its sender's tab or worker died). */
export const SEND_LEASE_MS = 30_000;
/** One request may take this long before it counts as unreachable (well inside the lease). */
export const SEND_TIMEOUT_MS = 20_000;
export const REPLAY_LOCK = 'inkwell-outbox-replay';

/**
 * A refusal in the shopper's words: an order's reasons per item when the store gave them (out of
 * stock), else its message; a cart write's message with how many of the variant are left
 * ("Requested quantity exceeds available inventory. 2 items are in stock for now.").
 */
const reasonOf = (result: { message: string; errors?: Record<string, string> }, op: OutboxOp): string => {
  const reasons = Object.values(result.errors ?? {});
  if (isCartOp(op)) return [result.message, ...reasons.filter((r) => r !== result.message)].join(' ');
  return reasons.length ? reasons.join(' ') : result.message;
};

/** What one replay pass learned across its lanes. */
interface Pass {
  sent: number;
  paused: boolean;
  /** Confirmed state to read again once the lanes are done (after a refusal). */
  reread: Set<StateKind>;
}

export type ReplayOutcome =
  /** Nothing left to send for the signed-in user. */
  | { kind: 'drained'; sent: number }
  /** Entries wait for a retry at `retryAt` (network or server trouble). */
  | { kind: 'retry'; sent: number; retryAt: number }
  /** The server no longer accepts the session: sign in again to resume. */
  | { kind: 'paused'; sent: number; waiting: number }
  /** Another replayer holds the head entry, until `retryAt` at the latest (its lease). */
  | { kind: 'busy'; sent: number; retryAt: number }
  | { kind: 'no-session'; sent: 0 };

export interface ReplayOptions {
  /** Send entries now even when their backoff has not run out (`online`, visible, sync, start). */
  force?: boolean;
  /** Read the confirmed cart and wishlist again once the outbox is empty. */
  refresh?: boolean;
}

export interface ReplayDeps {
  db: LocalDb;
  send?: (path: string, init: Parameters<typeof apiSend>[1]) => Promise<SendResult>;
  now?: () => number;
  random?: () => number;
  /** Web Locks, when the context has them (pages and service workers of current browsers do). */
  locks?: Pick<LockManager, 'request'> | null;
}

const defaultLocks = (): LockManager | null => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null);

export function createReplayer(deps: ReplayDeps) {
  const { db } = deps;
  const send = deps.send ?? apiSend;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const locks = deps.locks === undefined ? defaultLocks() : deps.locks;

  const session = () => db.session.get(SESSION_ROW_ID);
  const pendingOf = (userId: string) =>
    db.outbox
      .where('[userId+seq]')
      .between([userId, -Infinity], [userId, Infinity])
      .filter((e) => e.state !== 'refused')
      .toArray();

  /**
   * Takes the entry for sending, unless someone else holds it. Holding the Web Lock, no one else
   * can be sending: an entry left 'sending' was left by a replayer that died (a page closed
   * mid-request), and is taken over at once. Answers the claimed entry.
   */
  const heldByOther = (e: OutboxEntry, exclusive: boolean, t: number) => !exclusive && e.state === 'sending' && (e.leaseUntil ?? 0) > t;

  /** The lane's next entry, claimed in the same transaction that finds it; or why there is none to send now. */
  const takeHead = (userId: string, lane: Lane, exclusive: boolean, force: boolean) =>
    db.transaction('rw', db.outbox, async (): Promise<{ entry: OutboxEntry } | LaneOutcome> => {
      const head = (await pendingOf(userId)).find((e) => laneOf(e.op) === lane);
      if (head?.seq === undefined) return { kind: 'drained' };
      const t = now();
      if (heldByOther(head, exclusive, t)) return { kind: 'busy', retryAt: head.leaseUntil ?? t };
      if (!force && head.nextAttemptAt > t) return { kind: 'retry', retryAt: head.nextAttemptAt };
      const entry: OutboxEntry = { ...head, state: 'sending', leaseUntil: t + SEND_LEASE_MS, attempts: head.attempts + 1 };
      await db.outbox.put(entry);
      return { entry };
    });

  /**
   * The variants to remember for the products the server's list still holds: the store's answer
   * when it gives them (what another device of the shopper chose included); from a server before
   * variants, the ones this device remembers, with the write's own.
   */
  const wishlistVariants = async (userId: string, c: Extract<Confirmation, { kind: 'wishlist' }>) => {
    const row = await db.confirmed.get(confirmedId(userId, 'wishlist'));
    const all = c.storeVariants ?? { ...(row?.kind === 'wishlist' ? row.variants : {}), ...c.variants };
    return Object.fromEntries(Object.entries(all).filter(([id]) => c.productIds.includes(id)));
  };

  const writeConfirmation = async (userId: string, c: Confirmation) => {
    const at = now();
    switch (c.kind) {
      case 'cart':
        await putConfirmed(db.confirmed, { id: confirmedId(userId, 'cart'), userId, kind: 'cart', cart: c.cart, at });
        if (c.report?.length) await db.notices.add({ userId, kind: 'cart-merge', report: c.report, names: c.names ?? {}, at });
        return;
      case 'wishlist':
        await putConfirmed(db.confirmed, {
          id: confirmedId(userId, 'wishlist'),
          userId,
          kind: 'wishlist',
          productIds: c.productIds,
          variants: await wishlistVariants(userId, c),
          at,
        });
        if (c.report?.length) await db.notices.add({ userId, kind: 'wishlist-merge', report: c.report, at });
        return;
      case 'order': {
        // The order answered goes first (or replaces its older copy): orders are shown newest first.
        const row = await db.confirmed.get(confirmedId(userId, 'orders'));
        const others = row?.kind === 'orders' ? row.orders.filter((o) => o._id !== c.order._id) : [];
        const orders = [c.order, ...others].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        await putConfirmed(db.confirmed, { id: confirmedId(userId, 'orders'), userId, kind: 'orders', orders, at });
        return;
      }
      case 'user':
        await putConfirmed(db.confirmed, { id: confirmedId(userId, 'user'), userId, kind: 'user', user: c.user, at });
        return;
      case 'reread':
      case 'none':
        return;
    }
  };

  const notePlaced = async (userId: string, placed: PlacedFromOutbox) => {
    const row = await db.confirmed.get(confirmedId(userId, 'placed'));
    const earlier = row?.kind === 'placed' ? row.placed.filter((p) => p.key !== placed.key) : [];
    await db.confirmed.put({
      id: confirmedId(userId, 'placed'),
      userId,
      kind: 'placed',
      placed: [placed, ...earlier].slice(0, PLACED_KEPT),
      at: now(),
    });
  };

  /** Reads the confirmed cart and/or wishlist again; a failure leaves the old state in place. */
  async function refresh(s: SessionRow, kinds: ReadonlyArray<StateKind>): Promise<SendResult['kind'] | 'ok'> {
    for (const kind of kinds) {
      const r = await send(refreshRequests[kind].path, { method: 'GET', token: s.token, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      if (r.kind === 'unauthorized') return r.kind;
      if (r.kind !== 'ok') continue;
      // Only if this user is still the signed-in one.
      await db.transaction('rw', db.confirmed, db.session, async () => {
        if ((await session())?.userId !== s.userId) return;
        const at = now();
        if (kind === 'cart') await writeConfirmation(s.userId, { kind: 'cart', cart: parseCart(r.data) });
        else if (kind === 'wishlist') await writeConfirmation(s.userId, { kind: 'wishlist', ...parseWishlist(r.data, r.beside) });
        else if (kind === 'orders')
          await putConfirmed(db.confirmed, {
            id: confirmedId(s.userId, 'orders'),
            userId: s.userId,
            kind: 'orders',
            orders: parseOrders(r.data),
            at,
          });
        else
          await putConfirmed(db.confirmed, {
            id: confirmedId(s.userId, 'user'),
            userId: s.userId,
            kind: 'user',
            user: parseUser(r.data),
            at,
          });
      });
    }
    return 'ok';
  }

  const pause = (s: SessionRow) =>
    db.transaction('rw', db.session, async () => {
      const current = await session();
      if (current?.userId === s.userId && current.token === s.token) await db.session.put({ ...current, rejected: true });
    });

  type LaneOutcome = { kind: 'drained' } | { kind: 'retry' | 'busy'; retryAt: number } | { kind: 'paused' };

  /** Sends one lane's entries in order until it is empty or must wait. */
  async function runLane(s: SessionRow, lane: Lane, options: ReplayOptions, exclusive: boolean, pass: Pass): Promise<LaneOutcome> {
    for (;;) {
      if (pass.paused) return { kind: 'paused' };
      const taken = await takeHead(s.userId, lane, exclusive, Boolean(options.force));
      if (!('entry' in taken)) return taken;
      const { entry } = taken;
      const seq = entry.seq;
      if (seq === undefined) return { kind: 'drained' };
      const request = requestOf(entry.op);
      const result = await send(request.path, {
        method: request.method,
        body: request.body,
        token: s.token,
        idempotencyKey: entry.key,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // A remove of a line that is already gone reached what the shopper wanted.
      const alreadyDone = result.kind === 'refused' && result.status === 404 && entry.op.kind === 'cart.remove';
      if (result.kind === 'ok' || alreadyDone) {
        let confirmation: Confirmation | null = null;
        try {
          confirmation = result.kind === 'ok' ? confirmationOf(entry.op, result.data, result.beside) : null;
        } catch {
          // Accepted, but the answer is not what the api documents: read the state instead.
          pass.reread.add(stateOf(entry.op));
        }
        if (confirmation?.kind === 'reread') pass.reread.add(confirmation.state);
        // Placing an order empties the ordered lines of the server's cart. The order list is read
        // again too: the device may never have read it (or missed orders made elsewhere), and
        // the answer alone would leave it holding the new order without the earlier ones.
        if (entry.op.kind === 'order.place') {
          pass.reread.add('cart');
          pass.reread.add('orders');
        }
        await db.transaction('rw', db.outbox, db.confirmed, db.notices, async () => {
          await db.outbox.delete(seq);
          if (confirmation) await writeConfirmation(s.userId, confirmation);
          if (confirmation?.kind === 'order' && entry.op.kind === 'order.place') {
            // The store took the ordered lines out of the cart: so does the confirmed copy, at once (the cart is read again after).
            const ordered = confirmation.order.items.map((i) => ({ productId: i.product._id, variantId: i.variant?.id }));
            const cartRow = await db.confirmed.get(confirmedId(s.userId, 'cart'));
            const kept = (l: { productId: string; variantId?: string }) => !ordered.some((o) => orderedLine(o, l));
            if (cartRow?.kind === 'cart')
              await db.confirmed.put({ ...cartRow, cart: { ...cartRow.cart, lines: cartRow.cart.lines.filter(kept) } });
            await db.notices.add({
              userId: s.userId,
              kind: 'order-placed',
              key: entry.key,
              orderId: confirmation.order._id,
              total: confirmation.order.totalPrice,
              at: now(),
            });
            await notePlaced(s.userId, { key: entry.key, orderId: confirmation.order._id });
          }
        });
        if (alreadyDone) pass.reread.add('cart');
        pass.sent += 1;
        continue;
      }
      if (result.kind === 'unauthorized') {
        await db.outbox.update(seq, { state: 'queued', leaseUntil: undefined, attempts: entry.attempts - 1, lastError: result.message });
        pass.paused = true;
        return { kind: 'paused' };
      }
      if (result.kind === 'refused') {
        const reason = reasonOf(result, entry.op);
        await db.transaction('rw', db.outbox, db.notices, async () => {
          await db.outbox.update(seq, { state: 'refused', leaseUntil: undefined, lastError: reason, status: result.status });
          if (entry.op.kind === 'order.place')
            await db.notices.add({ userId: s.userId, kind: 'order-refused', key: entry.key, reason, at: now() });
        });
        pass.reread.add(stateOf(entry.op));
        if (entry.op.kind === 'order.place') pass.reread.add('cart');
        pass.sent += 1;
        continue;
      }
      // Unreachable or a server error: keep it, back off.
      const retryAt = now() + backoffDelay(entry.attempts, random);
      await db.outbox.update(seq, { state: 'queued', leaseUntil: undefined, nextAttemptAt: retryAt, lastError: result.message });
      return { kind: 'retry', retryAt };
    }
  }

  /** The device's own entries (DEVICE_QUEUE): sent with no token, signed in or not; nothing to read again after them. */
  const runDeviceLane = async (options: ReplayOptions, exclusive: boolean) => {
    const pass: Pass = { sent: 0, paused: false, reread: new Set() };
    const outcome = await runLane({ id: SESSION_ROW_ID, userId: DEVICE_QUEUE, token: '' }, 'device', options, exclusive, pass);
    return { outcome, sent: pass.sent };
  };

  async function run(options: ReplayOptions, exclusive: boolean): Promise<ReplayOutcome> {
    const device = await runDeviceLane(options, exclusive);
    const s = await session();
    if (!s) {
      const o = device.outcome;
      return o.kind === 'retry' || o.kind === 'busy'
        ? { kind: o.kind, sent: device.sent, retryAt: o.retryAt }
        : { kind: 'no-session', sent: 0 };
    }
    const waiting = async () => (await pendingOf(s.userId)).length;
    if (s.rejected) return { kind: 'paused', sent: 0, waiting: await waiting() };
    const pass: Pass = { sent: device.sent, paused: false, reread: new Set() };
    const lanes = [device.outcome, ...(await Promise.all(LANES.map((lane) => runLane(s, lane, options, exclusive, pass))))];
    const { sent } = pass;
    if (pass.paused) {
      await pause(s);
      return { kind: 'paused', sent, waiting: await waiting() };
    }
    const waits = lanes.flatMap((l) => (l.kind === 'retry' || l.kind === 'busy' ? [l] : []));
    if (waits.length) {
      const retryAt = Math.min(...waits.map((w) => w.retryAt));
      return waits.some((w) => w.kind === 'retry') ? { kind: 'retry', sent, retryAt } : { kind: 'busy', sent, retryAt };
    }
    const kinds = [...new Set<StateKind>([...(options.refresh ? (['cart', 'wishlist'] as const) : []), ...pass.reread])];
    if (kinds.length && (await refresh(s, kinds)) === 'unauthorized') {
      await pause(s);
      return { kind: 'paused', sent, waiting: 0 };
    }
    return { kind: 'drained', sent };
  }

  let running: Promise<ReplayOutcome> | null = null;
  let again: ReplayOptions | null = null;

  /**
   * Replays now. Calls while a replay runs in this context are folded into one more pass after
   * it, so a write made meanwhile is never left behind.
   */
  async function replay(options: ReplayOptions = {}): Promise<ReplayOutcome> {
    if (running) {
      again = { force: Boolean(again?.force || options.force), refresh: Boolean(again?.refresh || options.refresh) };
      return running;
    }
    const pass = async (): Promise<ReplayOutcome> => {
      const once = (o: ReplayOptions) => (locks ? locks.request(REPLAY_LOCK, () => run(o, true)) : run(o, false));
      let outcome = await once(options);
      while (again) {
        const next: ReplayOptions = again;
        again = null;
        outcome = await once(next);
      }
      return outcome;
    };
    running = pass().finally(() => {
      running = null;
    });
    return running;
  }

  return { replay };
}

export type Replayer = ReturnType<typeof createReplayer>;
