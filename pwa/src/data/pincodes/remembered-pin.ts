/**
 * The pincode the shopper delivers to, remembered on the device in localStorage: six characters
 * read synchronously, so the product page's and the cart's "Deliver to" block render with it on
 * their first frame (IndexedDB would answer a task later and the block would flash empty); other
 * tabs follow through the `storage` event. It is the device's, like the cart of a visitor: kept
 * across sign-in and sign-out.
 */
import { useCallback } from 'react';
import { createExternalStore, useExternalStore } from '../../lib/external-store.js';

export const DELIVER_TO_KEY = 'inkwell-deliver-to';
const SIX_DIGITS = /^[0-9]{6}$/;

function readRemembered(): string {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(DELIVER_TO_KEY);
    return value && SIX_DIGITS.test(value) ? value : '';
  } catch {
    return '';
  }
}

const remembered = createExternalStore(readRemembered());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === DELIVER_TO_KEY || e.key === null) remembered.set(readRemembered());
  });
}

/** Remembers a 6-digit pincode ('' forgets it); anything else is not remembered. */
export function rememberDeliverTo(pin: string): void {
  const value = SIX_DIGITS.test(pin) ? pin : '';
  remembered.set(value);
  try {
    if (value) localStorage.setItem(DELIVER_TO_KEY, value);
    else localStorage.removeItem(DELIVER_TO_KEY);
  } catch {
    // Storage refused (private mode, full): remembered for this page only.
  }
}

export const rememberedDeliverTo = (): string => remembered.get();

/** `[pin, setPin]`: the remembered pincode ('' when none) and how to change it. */
export function useDeliverTo(): [string, (pin: string) => void] {
  const pin = useExternalStore(remembered, '');
  return [pin, useCallback((next: string) => rememberDeliverTo(next), [])];
}
