/**
 * A queued change and a merge notice in the shopper's words, each cart line named with its variant.
 * `t` is the shopper's language (English when not given: the tests read the spec's English).
 */
import { formatRupees, LIMITS } from '@store/shared';
import type { NoticeItem, OutboxChange } from '../../data';
import { createTranslate } from '../../i18n/translate';
import type { Translate } from '../../i18n';

const ENGLISH = createTranslate('en', null);

/**
 * A product's name as the panel says it, with the variant's options where it has them
 * ("Safari Fountain Pen (Charcoal · F)"); `fallback` is the name the store gave when the device
 * does not know the product.
 */
export type NameOf = (productId: string, variantId?: string, fallback?: string) => string;

function addToCart(t: Translate, quantity: number, name: string): string {
  return quantity === 1 ? t('Add {name} to your cart', { name }) : t('Add {count} × {name} to your cart', { count: quantity, name });
}

export function describeChange(op: OutboxChange['op'], nameOf: NameOf, t: Translate = ENGLISH): string {
  switch (op.kind) {
    case 'cart.add':
      return addToCart(t, op.quantity, nameOf(op.productId, op.variantId));
    case 'cart.set':
      return t('Change {name} to {count} in your cart', { name: nameOf(op.productId, op.variantId), count: op.quantity });
    case 'cart.remove':
      return t('Remove {name} from your cart', { name: nameOf(op.productId, op.variantId) });
    case 'cart.clear':
      return t('Empty your cart');
    case 'cart.merge':
      return op.items.length === 1
        ? addToCart(t, op.items[0]!.quantity, nameOf(op.items[0]!.productId, op.items[0]!.variantId))
        : t('Add {count} products to your cart', { count: op.items.length });
    case 'wishlist.add':
      return t('Add {name} to your wishlist', { name: nameOf(op.productId, op.variantId) });
    case 'wishlist.remove':
      return t('Remove {name} from your wishlist', { name: nameOf(op.productId) });
    case 'wishlist.clear':
      return t('Clear your wishlist');
    case 'wishlist.merge':
      return op.productIds.length === 1
        ? t('Add {name} to your wishlist', { name: nameOf(op.productIds[0]!) })
        : t('Add {count} products to your wishlist', { count: op.productIds.length });
    case 'order.place':
      return t('Place your order of {total}', { total: formatRupees(op.order.reviewed.total) });
    case 'order.cancel':
      return t('Cancel your order');
    case 'profile.update':
      return t('Update your profile');
    case 'address.add':
      return t('Add the address for {name}', { name: op.address.fullName });
    case 'address.update':
      return t('Change the address for {name}', { name: op.address.fullName });
    case 'address.remove':
      return t('Delete an address');
    case 'newsletter.subscribe':
      return t('Subscribe {email} to the newsletter', { email: op.email });
  }
}

/** An order queued on this device reached the store: what the shopper is told. */
export function describeOrderNotice(
  notice: Extract<NoticeItem, { kind: 'order-placed' | 'order-refused' }>,
  t: Translate = ENGLISH,
): string {
  return notice.kind === 'order-placed'
    ? t('Order placed successfully! Your order of {total} reached the store.', { total: formatRupees(notice.total) })
    : t('Your order could not be placed: {reason} Your cart is as you left it.', { reason: t.message(notice.reason) });
}

/**
 * A cart line the store no longer sells. A line is one variant: when its product is still sold
 * (the device knows its name), only the option chosen is gone, and the sentence names the product.
 */
function goneFromCart(t: Translate, productName: string, variantId: string | undefined): string {
  return productName && variantId
    ? t('{name} is no longer sold in the option you chose, so it was removed from your cart.', { name: productName })
    : t('An item from your cart is no longer sold, so it was removed.');
}

/** What the merge after sign-in could not keep, one sentence per product. */
export function describeNotice(notice: NoticeItem, nameOf: NameOf, t: Translate = ENGLISH): string[] {
  if (notice.kind === 'order-placed' || notice.kind === 'order-refused') return [describeOrderNotice(notice, t)];
  if (notice.kind === 'cart-merge') {
    return notice.report.map((r) => {
      const name = nameOf(r.productId, r.variantId, notice.names[r.productId]);
      switch (r.reason) {
        case 'capped-at-stock':
          return t('Only {accepted} of {requested} {name} could be kept: that is all we have.', {
            accepted: r.accepted,
            requested: r.requested,
            name,
          });
        case 'capped-at-limit':
          return t('Only {accepted} of {requested} {name} could be kept: you can have at most {max} of each item in your cart.', {
            accepted: r.accepted,
            requested: r.requested,
            name,
            max: LIMITS.maxCartQuantity,
          });
        case 'out-of-stock':
          return t('{name} is out of stock, so it could not stay in your cart.', { name });
        case 'unknown-product':
          // '' as the fallback: the product's name only where the device still knows the product.
          return goneFromCart(t, nameOf(r.productId, undefined, ''), r.variantId);
      }
    });
  }
  return notice.report.map((r) =>
    r.reason === 'wishlist-full'
      ? t('Your wishlist is full ({max} products), so {name} was not added.', { max: LIMITS.maxWishlist, name: nameOf(r.productId) })
      : t('A product from your wishlist is no longer sold, so it was removed.'),
  );
}

/** Products named by a change or a notice, to look up their names (and their variants'). */
export function productIdsOf(op: OutboxChange['op']): string[] {
  if ('productId' in op) return [op.productId];
  if (op.kind === 'cart.merge') return op.items.map((i) => i.productId);
  if (op.kind === 'wishlist.merge') return op.productIds;
  return [];
}
