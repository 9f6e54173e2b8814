/** A queued change and a merge notice in the shopper's words, each cart line named with its variant. */
import { formatRupees, LIMITS } from '@store/shared';
import type { NoticeItem, OutboxChange } from '../../data';

/**
 * A product's name as the panel says it, with the variant's options where it has them
 * ("Safari Fountain Pen (Charcoal · F)"); `fallback` is the name the store gave when the device
 * does not know the product.
 */
export type NameOf = (productId: string, variantId?: string, fallback?: string) => string;

const times = (n: number) => (n === 1 ? '' : `${n} × `);

export function describeChange(op: OutboxChange['op'], nameOf: NameOf): string {
  switch (op.kind) {
    case 'cart.add':
      return `Add ${times(op.quantity)}${nameOf(op.productId, op.variantId)} to your cart`;
    case 'cart.set':
      return `Change ${nameOf(op.productId, op.variantId)} to ${op.quantity} in your cart`;
    case 'cart.remove':
      return `Remove ${nameOf(op.productId, op.variantId)} from your cart`;
    case 'cart.clear':
      return 'Empty your cart';
    case 'cart.merge':
      return op.items.length === 1
        ? `Add ${times(op.items[0]!.quantity)}${nameOf(op.items[0]!.productId, op.items[0]!.variantId)} to your cart`
        : `Add ${op.items.length} products to your cart`;
    case 'wishlist.add':
      return `Add ${nameOf(op.productId, op.variantId)} to your wishlist`;
    case 'wishlist.remove':
      return `Remove ${nameOf(op.productId)} from your wishlist`;
    case 'wishlist.clear':
      return 'Clear your wishlist';
    case 'wishlist.merge':
      return op.productIds.length === 1
        ? `Add ${nameOf(op.productIds[0]!)} to your wishlist`
        : `Add ${op.productIds.length} products to your wishlist`;
    case 'order.place':
      return `Place your order of ${formatRupees(op.order.reviewed.total)}`;
    case 'order.cancel':
      return 'Cancel your order';
    case 'profile.update':
      return 'Update your profile';
    case 'address.add':
      return `Add the address for ${op.address.fullName}`;
    case 'address.update':
      return `Change the address for ${op.address.fullName}`;
    case 'address.remove':
      return 'Delete an address';
    case 'newsletter.subscribe':
      return `Subscribe ${op.email} to the newsletter`;
  }
}

/** An order queued on this device reached the store: what the shopper is told. */
export function describeOrderNotice(notice: Extract<NoticeItem, { kind: 'order-placed' | 'order-refused' }>): string {
  return notice.kind === 'order-placed'
    ? `Order placed successfully! Your order of ${formatRupees(notice.total)} reached the store.`
    : `Your order could not be placed: ${notice.reason} Your cart is as you left it.`;
}

/**
 * A cart line the store no longer sells. A line is one variant: when its product is still sold
 * (the device knows its name), only the option chosen is gone, and the sentence names the product.
 */
function goneFromCart(productName: string, variantId: string | undefined): string {
  return productName && variantId
    ? `${productName} is no longer sold in the option you chose, so it was removed from your cart.`
    : 'An item from your cart is no longer sold, so it was removed.';
}

/** What the merge after sign-in could not keep, one sentence per product. */
export function describeNotice(notice: NoticeItem, nameOf: NameOf): string[] {
  if (notice.kind === 'order-placed' || notice.kind === 'order-refused') return [describeOrderNotice(notice)];
  if (notice.kind === 'cart-merge') {
    return notice.report.map((r) => {
      const name = nameOf(r.productId, r.variantId, notice.names[r.productId]);
      switch (r.reason) {
        case 'capped-at-stock':
          return `Only ${r.accepted} of ${r.requested} ${name} could be kept: that is all we have.`;
        case 'capped-at-limit':
          return `Only ${r.accepted} of ${r.requested} ${name} could be kept: you can have at most ${LIMITS.maxCartQuantity} of each item in your cart.`;
        case 'out-of-stock':
          return `${name} is out of stock, so it could not stay in your cart.`;
        case 'unknown-product':
          // '' as the fallback: the product's name only where the device still knows the product.
          return goneFromCart(nameOf(r.productId, undefined, ''), r.variantId);
      }
    });
  }
  return notice.report.map((r) =>
    r.reason === 'wishlist-full'
      ? `Your wishlist is full (${LIMITS.maxWishlist} products), so ${nameOf(r.productId)} was not added.`
      : 'A product from your wishlist is no longer sold, so it was removed.',
  );
}

/** Products named by a change or a notice, to look up their names (and their variants'). */
export function productIdsOf(op: OutboxChange['op']): string[] {
  if ('productId' in op) return [op.productId];
  if (op.kind === 'cart.merge') return op.items.map((i) => i.productId);
  if (op.kind === 'wishlist.merge') return op.productIds;
  return [];
}
