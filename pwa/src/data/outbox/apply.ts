/**
 * What a signed-in shopper sees: the state the server last confirmed with the pending outbox
 * applied on top, in order. Pure, so the same answer comes in every tab and in tests.
 */
import { withAddressAdded, withAddressRemoved, withAddressUpdated, type Address, type User } from '@store/shared';
import { isPending, touchedProducts, type OrderRequest, type OutboxEntry } from './entries.js';

export interface ConfirmedCartLine {
  productId: string;
  quantity: number;
}

export interface ViewCartLine extends ConfirmedCartLine {
  /** A pending write changes this line: the server has not confirmed it yet. */
  pending: boolean;
}

export function applyToCart(confirmed: readonly ConfirmedCartLine[], entries: readonly OutboxEntry[]): ViewCartLine[] {
  const lines = new Map<string, number>(confirmed.map((l) => [l.productId, l.quantity]));
  const pending = new Set<string>();
  for (const entry of entries) {
    if (!isPending(entry)) continue;
    const { op } = entry;
    switch (op.kind) {
      case 'cart.add':
        lines.set(op.productId, (lines.get(op.productId) ?? 0) + op.quantity);
        break;
      case 'cart.set':
        if (op.quantity > 0) lines.set(op.productId, op.quantity);
        else lines.delete(op.productId);
        break;
      case 'cart.remove':
        lines.delete(op.productId);
        break;
      case 'cart.clear':
        lines.clear();
        break;
      case 'cart.merge':
        for (const item of op.items) lines.set(item.productId, (lines.get(item.productId) ?? 0) + item.quantity);
        break;
      case 'order.place':
        // A waiting order takes its lines out of the cart, as placing it will; refused, they come back.
        for (const item of op.order.reviewed.items) lines.delete(item.productId);
        continue;
      default:
        continue;
    }
    // A clear leaves no line to mark; the lines it emptied are gone from view.
    for (const id of touchedProducts(op) ?? []) pending.add(id);
  }
  return [...lines].map(([productId, quantity]) => ({ productId, quantity, pending: pending.has(productId) }));
}

export interface ViewWishlist {
  productIds: string[];
  /** Products whose presence (or absence) the server has not confirmed yet. */
  pendingIds: Set<string>;
}

export function applyToWishlist(confirmed: readonly string[], entries: readonly OutboxEntry[]): ViewWishlist {
  const ids = new Set(confirmed);
  const pendingIds = new Set<string>();
  for (const entry of entries) {
    if (!isPending(entry)) continue;
    const { op } = entry;
    switch (op.kind) {
      case 'wishlist.add':
        ids.add(op.productId);
        break;
      case 'wishlist.remove':
        ids.delete(op.productId);
        break;
      case 'wishlist.clear':
        ids.clear();
        break;
      case 'wishlist.merge':
        op.productIds.forEach((id) => ids.add(id));
        break;
      default:
        continue;
    }
    for (const id of touchedProducts(op) ?? []) pendingIds.add(id);
  }
  return { productIds: [...ids], pendingIds };
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
