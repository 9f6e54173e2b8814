/**
 * The cart's line rule as plain code, apart from the cart's zod schemas (cart.ts) so the
 * storefront's first chunk can use it without loading zod.
 */
import { LIMITS } from './constants.js';

/**
 * The add-to-cart rule, one source for the device and the server: one line holds at most the
 * product's stock, and never more than the per-line limit (LIMITS.maxCartQuantity).
 */
export const cartLineCap = (stock: number): number => Math.min(Math.max(0, stock), LIMITS.maxCartQuantity);

/** Which bound `quantity` units on one line cross, the lower one (the one that binds); null when they fit. */
export function cartLineOverflow(quantity: number, stock: number): 'stock' | 'limit' | null {
  const cap = cartLineCap(stock);
  if (quantity <= cap) return null;
  return cap < stock ? 'limit' : 'stock';
}
