/**
 * The header's cart count: the quantities of the cart's lines, the visitor's (the device) or the
 * signed-in shopper's (the server's cart with their outbox applied). It needs no product, so
 * unlike useCart it asks the catalogue nothing, and the catalogue hooks are not in the first load
 * of a page (decision 048). cart.ts keeps the lines themselves.
 */
import { useLocalState } from './local-store.js';
import { useUserState } from './outbox/user-state.js';

/** How many items the cart holds (the same count useCart gives). */
export function useCartCount(): number {
  const { cart: visitorRows } = useLocalState();
  const user = useUserState();
  const rows = user.userId ? user.cart : visitorRows;
  return rows.reduce((n, r) => n + r.quantity, 0);
}
