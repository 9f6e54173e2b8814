/**
 * The outbox of a signed-in shopper: writes the device made that the server has not confirmed
 * yet. An entry is made in the same transaction as the change the shopper sees, carries the
 * idempotency key it will be sent with, and replays in order (`seq`) for its user only.
 */

import type { AddressInput, OrderInput, ProfileUpdate, ReviewedOrder } from '@store/shared';
import { lineKey, sameLine, type LineRef } from '../cart-rules.js';

/**
 * The checkout's order as POST /orders takes it (the shared OrderInputSchema: where it goes, how
 * it is paid, the promo code), always with what the shopper reviewed.
 */
export type OrderRequest = OrderInput & { reviewed: ReviewedOrder };

/** One write, as the shopper made it; `requestOf` (requests.ts) turns it into an HTTP call. */
export type OutboxOp =
  | { kind: 'order.place'; order: OrderRequest }
  | { kind: 'order.cancel'; orderId: string }
  | { kind: 'profile.update'; userId: string; changes: ProfileUpdate }
  /** `localId` names the address on the device until the store gives it its id. */
  | { kind: 'address.add'; userId: string; localId: string; address: AddressInput }
  | { kind: 'address.update'; userId: string; addressId: string; address: AddressInput }
  | { kind: 'address.remove'; userId: string; addressId: string }
  /**
   * Cart lines are one variant each (`variantId`; absent in entries queued before variants: the
   * default one, and the line's id on the server is then the product id).
   */
  | { kind: 'cart.add'; productId: string; variantId?: string; quantity: number }
  | { kind: 'cart.set'; productId: string; variantId?: string; quantity: number }
  | { kind: 'cart.remove'; productId: string; variantId?: string }
  | { kind: 'cart.clear' }
  | { kind: 'cart.merge'; items: MergeItem[] }
  /** `variantId`: the variant the shopper was looking at, which the wishlist opens again. */
  | { kind: 'wishlist.add'; productId: string; variantId?: string }
  | { kind: 'wishlist.remove'; productId: string }
  | { kind: 'wishlist.clear' }
  /** `variants`: the variants looked at (productId → variantId), which the store and the device remember. */
  | { kind: 'wishlist.merge'; productIds: string[]; variants?: Record<string, string> }
  /** A newsletter signup: the device's, not a user's (see DEVICE_QUEUE); sent without a token. */
  | { kind: 'newsletter.subscribe'; email: string };

/** One line of a cart merge (POST /cart/merge). */
export interface MergeItem {
  productId: string;
  variantId?: string;
  quantity: number;
}

/**
 * The `userId` of the device's own entries: writes that need no account (a visitor's newsletter
 * signup), sent by the same replay with no token, whoever is signed in or not, and kept on
 * sign-out (they are no one's data but the address typed).
 */
export const DEVICE_QUEUE = 'device';

/**
 * queued → sending → (deleted once accepted) | refused. A refused entry stays listed, with the
 * server's message, until the shopper retries or discards it; it no longer changes what is shown.
 */
export type OutboxState = 'queued' | 'sending' | 'refused';

export interface OutboxEntry {
  /** Order of replay; auto-increment. */
  seq?: number;
  userId: string;
  op: OutboxOp;
  /** Sent as Idempotency-Key: a replay after a lost answer changes nothing twice. */
  key: string;
  createdAt: number;
  attempts: number;
  /** Not sent before this time (backoff); triggers such as `online` may send it sooner. */
  nextAttemptAt: number;
  state: OutboxState;
  /** While `sending`: another replayer may take the entry over after this time (the sender died). */
  leaseUntil?: number;
  lastError?: string;
  /** HTTP status of a refusal. */
  status?: number;
}

export const newIdempotencyKey = (): string => crypto.randomUUID();

export function newEntry(userId: string, op: OutboxOp, now = Date.now()): OutboxEntry {
  return { userId, op, key: newIdempotencyKey(), createdAt: now, attempts: 0, nextAttemptAt: now, state: 'queued' };
}

/** Still to be sent (or being sent): what the screens apply on top of the confirmed state. */
export const isPending = (e: OutboxEntry): boolean => e.state !== 'refused';

/**
 * Entries replay in order within a lane; lanes run side by side. The wishlist is a document of
 * its own on the server, so its writes need not wait behind the cart's (and orders, which read
 * the cart, stay in the cart's lane).
 */
export const LANES = ['main', 'wishlist', 'account'] as const;
/** The user lanes, and the device's own lane (DEVICE_QUEUE's entries). */
export type Lane = (typeof LANES)[number] | 'device';
export const laneOf = (op: OutboxOp): Lane =>
  op.kind.startsWith('newsletter.')
    ? 'device'
    : op.kind.startsWith('wishlist.')
      ? 'wishlist'
      : op.kind.startsWith('profile.') || op.kind.startsWith('address.')
        ? 'account'
        : 'main';

const itemOf = (op: LineRef & { quantity: number }): MergeItem => ({
  productId: op.productId,
  ...(op.variantId ? { variantId: op.variantId } : {}),
  quantity: op.quantity,
});
const withItem = (items: readonly MergeItem[], add: MergeItem): MergeItem[] =>
  items.some((i) => sameLine(i, add))
    ? items.map((i) => (sameLine(i, add) ? { ...i, quantity: i.quantity + add.quantity } : i))
    : [...items, add];

const variantsOf = (op: { productId: string; variantId?: string }): Record<string, string> =>
  op.variantId ? { [op.productId]: op.variantId } : {};

/**
 * Folding a new write into the last one of its lane, when that one was never sent (attempts 0:
 * a sent entry's key is bound to its body on the server), so a burst of edits made offline
 * goes out as few requests:
 * - set then set of one cart line → one set with the newer quantity;
 * - adds to the cart (of one line or several) → one add, or one merge (`POST /cart/merge`:
 *   quantities summed and capped at stock, what could not be kept reported to the shopper);
 * - additions to the wishlist → one merge (`POST /wishlist/merge`);
 * - wishlist add then remove of one product (or remove then add) → nothing to send.
 * Answers the replacement for `last` (null: delete it), or undefined when they do not fold.
 */
export function foldInto(last: OutboxEntry | undefined, op: OutboxOp): { replace: OutboxOp | null } | undefined {
  if (!last || last.state !== 'queued' || last.attempts > 0) return undefined;
  const prev = last.op;
  if (prev.kind === 'cart.add' && op.kind === 'cart.add') {
    if (sameLine(prev, op)) return { replace: { ...op, quantity: prev.quantity + op.quantity } };
    return { replace: { kind: 'cart.merge', items: withItem([itemOf(prev)], itemOf(op)) } };
  }
  if (prev.kind === 'cart.merge' && op.kind === 'cart.add')
    return { replace: { kind: 'cart.merge', items: withItem(prev.items, itemOf(op)) } };
  if (prev.kind === 'wishlist.add' && op.kind === 'wishlist.add' && prev.productId !== op.productId) {
    const variants = { ...variantsOf(prev), ...variantsOf(op) };
    return {
      replace: {
        kind: 'wishlist.merge',
        productIds: [prev.productId, op.productId],
        ...(Object.keys(variants).length ? { variants } : {}),
      },
    };
  }
  if (prev.kind === 'wishlist.merge' && op.kind === 'wishlist.add') {
    const variants = { ...prev.variants, ...variantsOf(op) };
    const productIds = prev.productIds.includes(op.productId) ? prev.productIds : [...prev.productIds, op.productId];
    return { replace: { kind: 'wishlist.merge', productIds, ...(Object.keys(variants).length ? { variants } : {}) } };
  }
  if (prev.kind === 'wishlist.merge' && op.kind === 'wishlist.remove' && prev.productIds.includes(op.productId)) {
    const productIds = prev.productIds.filter((id) => id !== op.productId);
    return {
      replace: productIds.length ? { kind: 'wishlist.merge', productIds, ...(prev.variants ? { variants: prev.variants } : {}) } : null,
    };
  }
  if (prev.kind === 'profile.update' && op.kind === 'profile.update')
    return { replace: { ...op, changes: { ...prev.changes, ...op.changes } } };
  if (prev.kind === 'address.add' && op.kind === 'address.update' && op.addressId === prev.localId)
    return { replace: { ...prev, address: op.address } };
  if (prev.kind === 'address.add' && op.kind === 'address.remove' && op.addressId === prev.localId) return { replace: null };
  if (prev.kind === 'cart.set' && op.kind === 'cart.set' && sameLine(prev, op)) return { replace: op };
  // A wishlist keeps one entry per product, whichever variant was looked at.
  const sameProduct = 'productId' in prev && 'productId' in op && prev.productId === op.productId;
  if (
    sameProduct &&
    ((prev.kind === 'wishlist.add' && op.kind === 'wishlist.remove') || (prev.kind === 'wishlist.remove' && op.kind === 'wishlist.add'))
  ) {
    return { replace: null };
  }
  return undefined;
}

/**
 * Lines a pending entry changes, as `lineKey`s (cart: product and variant; wishlist: product, with
 * no variant): null means every line of its list (clear).
 */
export function touchedLines(op: OutboxOp): string[] | null {
  switch (op.kind) {
    case 'order.place':
      return op.order.reviewed.items.map(lineKey);
    case 'order.cancel':
    case 'newsletter.subscribe':
    case 'profile.update':
    case 'address.add':
    case 'address.update':
    case 'address.remove':
      return [];
    case 'cart.clear':
    case 'wishlist.clear':
      return null;
    case 'cart.merge':
      return op.items.map(lineKey);
    case 'wishlist.merge':
      return op.productIds.map((productId) => lineKey({ productId }));
    case 'wishlist.add':
    case 'wishlist.remove':
      return [lineKey({ productId: op.productId })];
    default:
      return [lineKey(op)];
  }
}

export const isCartOp = (op: OutboxOp): boolean => op.kind.startsWith('cart.');

/** Which confirmed state an entry's answer (or its refusal) concerns. */
export type StateKind = 'cart' | 'wishlist' | 'orders' | 'user';
export function stateOf(op: OutboxOp): StateKind {
  if (op.kind.startsWith('cart.')) return 'cart';
  if (op.kind.startsWith('wishlist.')) return 'wishlist';
  if (op.kind.startsWith('order.')) return 'orders';
  return 'user';
}
