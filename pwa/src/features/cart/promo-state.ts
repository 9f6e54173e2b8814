/**
 * The promo code applied on the cart page (spec §4: "the cart promo is set once a valid code is
 * applied"). A tiny shared store so checkout can read the same code later; kept in
 * sessionStorage so a reload of the tab does not lose it.
 */
import { useSyncExternalStore } from 'react';
import { findPromoCode, type PromoCode } from '@store/shared';

const SESSION_KEY = 'promo';
const listeners = new Set<() => void>();

function readInitial(): PromoCode | null {
  try {
    return findPromoCode(window.sessionStorage.getItem(SESSION_KEY));
  } catch {
    return null;
  }
}

let applied: PromoCode | null = typeof window === 'undefined' ? null : readInitial();

export function setAppliedPromo(next: PromoCode | null): void {
  applied = next;
  try {
    if (next) window.sessionStorage.setItem(SESSION_KEY, next.code);
    else window.sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage unavailable: the promo simply lives for this page view.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): PromoCode | null {
  return applied;
}

export function useAppliedPromo(): PromoCode | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
