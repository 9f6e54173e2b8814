/**
 * The promo code applied on the cart page (the cart promo is set once a valid code is
 * applied). A tiny shared store so checkout can read the same code later; kept in
 * sessionStorage so a reload of the tab does not lose it.
 */
import { findPromoCode, whyPromoDoesNotApply, type PromoCode, type PromoLine } from '@store/shared';
import { createExternalStore, useExternalStore } from '../lib/external-store.js';
import type { CartLine } from './cart.js';

const SESSION_KEY = 'promo';

function readInitial(): PromoCode | null {
  try {
    return findPromoCode(window.sessionStorage.getItem(SESSION_KEY));
  } catch {
    return null;
  }
}

const applied = createExternalStore<PromoCode | null>(typeof window === 'undefined' ? null : readInitial());

export function setAppliedPromo(next: PromoCode | null): void {
  applied.set(next);
  try {
    if (next) window.sessionStorage.setItem(SESSION_KEY, next.code);
    else window.sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage unavailable: the promo simply lives for this page view.
  }
}

export function useAppliedPromo(): PromoCode | null {
  return useExternalStore(applied, null);
}

/**
 * The cart's lines as the price and promo rules read them, each at its variant's price (lines
 * whose product or variant is not known yet are left out).
 */
export function pricedLines(lines: ReadonlyArray<CartLine>): Array<PromoLine & { productId: string; variantId: string }> {
  return lines.flatMap((l) =>
    l.product && l.variant
      ? [{ productId: l.productId, variantId: l.variant.id, price: l.variant.price, quantity: l.quantity, name: l.product.name, category: l.product.category._id }]
      : [],
  );
}

/**
 * The applied code against these lines: `promo` is what the prices use (null when the code takes
 * nothing off them), `notApplying` why an applied code does not count now (e.g. its pen was removed).
 */
export function promoFor(applied: PromoCode | null, lines: ReadonlyArray<PromoLine>): { promo: PromoCode | null; notApplying: string | null } {
  if (!applied) return { promo: null, notApplying: null };
  const reason = whyPromoDoesNotApply(lines, applied);
  return reason ? { promo: null, notApplying: reason } : { promo: applied, notApplying: null };
}
