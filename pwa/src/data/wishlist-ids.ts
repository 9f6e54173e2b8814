/**
 * Which products the wishlist holds, read from the device's rows or the signed-in shopper's state,
 * without the products themselves. Its own file: the header reads it on every page, and
 * wishlist.ts reaches the catalogue hooks, which are not in the first load (decision 048).
 */
import { useLocalState } from './local-store.js';
import { useUserState } from './outbox/user-state.js';

/**
 * Which products are in the wishlist, without reading them: what a heart button or a count
 * needs. Every product card has a heart; each asking the catalogue for the wishlist's products
 * cost the first screen one question per card.
 */
export function useWishlistIds(): {
  productIds: string[];
  has(id: string): boolean;
  isPending(id: string): boolean;
  /** The variant remembered for a kept product, if any. */
  variantIdOf(id: string): string | undefined;
} {
  const { wishlist: visitorIds, wishlistVariants } = useLocalState();
  const user = useUserState();
  const productIds = user.userId ? user.wishlist.productIds : visitorIds;
  const variants = user.userId ? user.wishlist.variants : wishlistVariants;
  const pendingIds = user.wishlist.pendingIds;
  const set = new Set(productIds);
  return { productIds, has: (id) => set.has(id), isPending: (id) => Boolean(user.userId) && pendingIds.has(id), variantIdOf: (id) => variants[id] };
}
