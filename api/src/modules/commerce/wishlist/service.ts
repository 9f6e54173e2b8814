/** The server wishlist (spec §4): adding twice changes nothing; products come from the catalogue. */
import type { Product } from '@store/shared';
import type { AppContext } from '../../../context.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { PRODUCT_NOT_FOUND } from '../cart/service.js';
import type { WishlistDoc, WishlistStore } from './store.js';

export const MAX_WISHLIST = 500;

export function createWishlistService(ctx: AppContext, store: WishlistStore) {
  /** Products still sold, in the order they were added. */
  const toProducts = (doc: WishlistDoc): Product[] => doc.products.flatMap((id) => ctx.catalog.getProduct(id) ?? []);

  return {
    getProducts: async (userId: string): Promise<Product[]> => toProducts(await store.read(userId)),

    async add(userId: string, productId: string): Promise<Product[]> {
      if (!ctx.catalog.getProductDoc(productId)) throw notFound(PRODUCT_NOT_FOUND);
      const doc = await store.update(userId, (cur) => {
        if (cur.products.includes(productId)) return null;
        if (cur.products.length >= MAX_WISHLIST) throw badRequest(`A wishlist holds at most ${MAX_WISHLIST} products.`);
        return { ...cur, products: [...cur.products, productId] };
      });
      return toProducts(doc);
    },

    /** Removing a product that is not there changes nothing (a replay after a lost answer). */
    async remove(userId: string, productId: string): Promise<Product[]> {
      const doc = await store.update(userId, (cur) => (cur.products.includes(productId) ? { ...cur, products: cur.products.filter((p) => p !== productId) } : null));
      return toProducts(doc);
    },

    async clear(userId: string): Promise<Product[]> {
      return toProducts(await store.update(userId, (cur) => (cur.products.length ? { ...cur, products: [] } : null)));
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
