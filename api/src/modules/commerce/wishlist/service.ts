/** The server wishlist: adding a product twice changes nothing; products come from the catalogue. */
import { LIMITS, PRODUCT_NOT_FOUND, type Product, type WishlistMergeReport, type WishlistMergeResult } from '@store/shared';
import type { CommerceCatalog } from '../catalog-reads.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { WishlistDoc, WishlistStore } from './store.js';

export function createWishlistService(catalog: CommerceCatalog, store: WishlistStore) {
  /** Products still sold, in the order they were added. */
  const toProducts = (doc: WishlistDoc): Product[] => doc.products.flatMap((id) => catalog.getProduct(id) ?? []);

  return {
    getProducts: async (userId: string): Promise<Product[]> => toProducts(await store.read(userId)),

    async add(userId: string, productId: string): Promise<Product[]> {
      if (!catalog.getProductDoc(productId)) throw notFound(PRODUCT_NOT_FOUND);
      const doc = await store.update(userId, (cur) => {
        if (cur.products.includes(productId)) return null;
        if (cur.products.length >= LIMITS.maxWishlist) throw badRequest(`A wishlist holds at most ${LIMITS.maxWishlist} products.`);
        return { ...cur, products: [...cur.products, productId] };
      });
      return toProducts(doc);
    },

    /** Removing a product that is not there changes nothing (a replay after a lost answer). */
    async remove(userId: string, productId: string): Promise<Product[]> {
      const doc = await store.update(userId, (cur) =>
        cur.products.includes(productId) ? { ...cur, products: cur.products.filter((p) => p !== productId) } : null,
      );
      return toProducts(doc);
    },

    /**
     * The visitor's wishlist after sign-in: each product not yet in the list is added, in order;
     * products no longer sold, or past the list's limit, are reported instead of kept.
     */
    async merge(userId: string, productIds: readonly string[]): Promise<WishlistMergeResult> {
      let report: WishlistMergeReport[] = [];
      const doc = await store.update(userId, (cur) => {
        report = [];
        const products = [...cur.products];
        for (const productId of new Set(productIds)) {
          if (products.includes(productId)) continue;
          if (!catalog.getProductDoc(productId)) report.push({ productId, reason: 'unknown-product' });
          else if (products.length >= LIMITS.maxWishlist) report.push({ productId, reason: 'wishlist-full' });
          else products.push(productId);
        }
        return products.length === cur.products.length ? null : { ...cur, products };
      });
      return { products: toProducts(doc), report };
    },

    async clear(userId: string): Promise<Product[]> {
      return toProducts(await store.update(userId, (cur) => (cur.products.length ? { ...cur, products: [] } : null)));
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
