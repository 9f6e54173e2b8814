/**
 * What a signed-in shopper sees: the state the server last confirmed with the pending outbox
 * applied on top, in order. Pure, so the same answer comes in every tab and in tests.
 */
import { isPending, touchedProducts, type OutboxEntry } from './entries.js';

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
