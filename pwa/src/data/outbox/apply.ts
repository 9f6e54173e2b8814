/**
 * What a signed-in shopper sees: the state the server last confirmed with the pending outbox
 * applied on top, in order. Pure, so the same answer comes in every tab and in tests.
 */
import { withAddressAdded, withAddressRemoved, withAddressUpdated, type Address, type User } from '@store/shared';
import { lineKey, sameLine, type LineRef } from '../cart-rules.js';
import { isPending, touchedLines, type OrderRequest, type OutboxEntry } from './entries.js';

/** A line the server confirmed: one variant of a product (the server always names it; a row kept before variants may not). */
export interface ConfirmedCartLine {
  productId: string;
  variantId?: string;
  quantity: number;
}

export interface ViewCartLine extends ConfirmedCartLine {
  /** A pending write changes this line: the server has not confirmed it yet. */
  pending: boolean;
}

/**
 * The confirmed lines with the pending cart writes applied, in order. Lines are told apart by
 * product and variant (`lineKey`); a write without a variant (queued before variants) meets the
 * line of the product's default variant only once the server has answered it.
 */
export function applyToCart(confirmed: readonly ConfirmedCartLine[], entries: readonly OutboxEntry[]): ViewCartLine[] {
  const lines = new Map<string, ConfirmedCartLine>(confirmed.map((l) => [lineKey(l), l]));
  const grow = (ref: LineRef, quantity: number) => {
    const key = lineKey(ref);
    const had = lines.get(key);
    lines.set(key, { productId: ref.productId, ...(ref.variantId ? { variantId: ref.variantId } : {}), quantity: (had?.quantity ?? 0) + quantity });
  };
  const pending = new Set<string>();
  for (const entry of entries) {
    if (!isPending(entry)) continue;
    const { op } = entry;
    switch (op.kind) {
      case 'cart.add':
        grow(op, op.quantity);
        break;
      case 'cart.set':
        if (op.quantity > 0) grow(op, op.quantity - (lines.get(lineKey(op))?.quantity ?? 0));
        else lines.delete(lineKey(op));
        break;
      case 'cart.remove':
        lines.delete(lineKey(op));
        break;
      case 'cart.clear':
        lines.clear();
        break;
      case 'cart.merge':
        for (const item of op.items) grow(item, item.quantity);
        break;
      case 'order.place':
        // A waiting order takes its lines out of the cart, as placing it will; refused, they come back.
        for (const item of op.order.reviewed.items) {
          for (const [key, line] of lines) if (orderedLine(item, line)) lines.delete(key);
        }
        continue;
      default:
        continue;
    }
    // A clear leaves no line to mark; the lines it emptied are gone from view.
    for (const key of touchedLines(op) ?? []) pending.add(key);
  }
  return [...lines].map(([key, line]) => ({ ...line, pending: pending.has(key) }));
}

/** An ordered item takes its line: the same variant, or (an item from before variants) the product's line without one. */
export const orderedLine = (item: LineRef, line: LineRef) => sameLine(item, line) || (item.variantId === undefined && item.productId === line.productId);

export interface ViewWishlist {
  productIds: string[];
  /** Products whose presence (or absence) the server has not confirmed yet. */
  pendingIds: Set<string>;
  /** The variant the shopper was looking at when they kept a product, where known (productId → variantId). */
  variants: Record<string, string>;
}

/** The confirmed wishlist with the pending writes applied; `confirmedVariants` are the variants the device remembers. */
export function applyToWishlist(confirmed: readonly string[], entries: readonly OutboxEntry[], confirmedVariants: Readonly<Record<string, string>> = {}): ViewWishlist {
  const ids = new Set(confirmed);
  const variants: Record<string, string> = { ...confirmedVariants };
  const pendingIds = new Set<string>();
  for (const entry of entries) {
    if (!isPending(entry)) continue;
    const { op } = entry;
    switch (op.kind) {
      case 'wishlist.add':
        ids.add(op.productId);
        if (op.variantId) variants[op.productId] = op.variantId;
        break;
      case 'wishlist.remove':
        ids.delete(op.productId);
        break;
      case 'wishlist.clear':
        ids.clear();
        break;
      case 'wishlist.merge':
        op.productIds.forEach((id) => ids.add(id));
        Object.assign(variants, op.variants);
        break;
      default:
        continue;
    }
    for (const id of op.kind === 'wishlist.merge' ? op.productIds : op.kind === 'wishlist.clear' ? [] : [op.productId]) pendingIds.add(id);
  }
  const kept = Object.fromEntries(Object.entries(variants).filter(([id]) => ids.has(id)));
  return { productIds: [...ids], pendingIds, variants: kept };
}

export interface ViewAddress extends Address {
  /** Added or changed on this device; the store has not confirmed it yet. */
  pending: boolean;
}

export interface ViewAccount {
  user: (Omit<User, 'addresses'> & { addresses: ViewAddress[] }) | null;
  /** The profile has changes the store has not confirmed yet. */
  profilePending: boolean;
}

/** The confirmed account with the waiting profile and address changes applied, in order. */
export function applyToAccount(confirmed: User | null, entries: readonly OutboxEntry[]): ViewAccount {
  if (!confirmed) return { user: null, profilePending: false };
  let user = { ...confirmed, addresses: confirmed.addresses.map((a) => ({ ...a, pending: false })) };
  let profilePending = false;
  for (const entry of entries) {
    if (!isPending(entry)) continue;
    const { op } = entry;
    switch (op.kind) {
      case 'profile.update': {
        const { name, phone, email } = op.changes;
        user = { ...user, ...(name !== undefined ? { name } : {}), ...(phone !== undefined ? { phone } : {}), ...(email !== undefined ? { email } : {}) };
        profilePending = true;
        break;
      }
      case 'address.add':
        user = { ...user, addresses: withAddressAdded(user.addresses, { ...op.address, _id: op.localId, pending: true }) };
        break;
      case 'address.update':
        if (user.addresses.some((a) => a._id === op.addressId)) user = { ...user, addresses: withAddressUpdated(user.addresses, { ...op.address, _id: op.addressId, pending: true }) };
        break;
      case 'address.remove':
        user = { ...user, addresses: withAddressRemoved(user.addresses, op.addressId) };
        break;
      default:
        break;
    }
  }
  return { user, profilePending };
}

/** An order made on the device that the store has not placed: waiting to be sent, or refused. */
export interface WaitingOrder {
  seq: number;
  /** The outbox entry's idempotency key: names this order until the store gives it an id. */
  key: string;
  order: OrderRequest;
  createdAt: number;
  state: OutboxEntry['state'];
  /** Why the store refused it. */
  reason?: string;
}

export const waitingOrdersOf = (entries: readonly OutboxEntry[]): WaitingOrder[] =>
  entries.flatMap((e) =>
    e.op.kind === 'order.place' && e.seq !== undefined ? [{ seq: e.seq, key: e.key, order: e.op.order, createdAt: e.createdAt, state: e.state, ...(e.state === 'refused' && e.lastError ? { reason: e.lastError } : {}) }] : [],
  );
