/**
 * The promo code applied on the cart page (the cart promo is set once a valid code is
 * applied). A tiny shared store so checkout can read the same code later; kept in
 * sessionStorage so a reload of the tab does not lose it.
 */
import { findPromoCode, type PromoCode } from '@store/shared';
import { createExternalStore, useExternalStore } from '../lib/external-store.js';

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
