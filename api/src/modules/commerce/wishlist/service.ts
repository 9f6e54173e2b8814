/**
 * The server wishlist: it keeps products (adding one twice changes nothing) and remembers, per
 * product, the variant the shopper was looking at, so the list opens it chosen (decision 042).
 * Products come from the catalogue.
 */
import {
  LIMITS,
  variantOf,
  type Product,
  type WishlistChange,
  type WishlistMergeReport,
  type WishlistMergeResult,
  type WishlistVariants,
} from '@store/shared';
import type { CommerceCatalog } from '../catalog-reads.js';
import { badRequest } from '../../../http/errors.js';
import { requireVariant } from '../variant-lines.js';
import type { WishlistDoc, WishlistStore } from './store.js';

/** The list as /wishlist answers it: the products still sold, and the remembered variants they still have. */
export interface WishlistView {
  products: Product[];
  variants: WishlistVariants;
}

export function createWishlistService(catalog: CommerceCatalog, store: WishlistStore) {
  /** Products still sold, in the order they were added, with their remembered variants still sold. */
  const toView = (doc: WishlistDoc): WishlistView => {
    const products = doc.products.flatMap((id) => catalog.getProduct(id) ?? []);
    const variants: WishlistVariants = {};
    for (const p of products) {
      const remembered = doc.variants?.[p._id];
      if (remembered && p.variants.some((v) => v.id === remembered)) variants[p._id] = remembered;
    }
    return { products, variants };
  };

  /** The remembered variants after `productId` is set to `variantId` (absent: kept as it was) or dropped (null). */
  const rememberVariant = (doc: WishlistDoc, productId: string, variantId: string | undefined | null): WishlistDoc['variants'] => {
    if (variantId === undefined) return doc.variants;
    const { [productId]: _was, ...rest } = doc.variants ?? {};
    return variantId === null ? rest : { ...rest, [productId]: variantId };
  };

  return {
    getList: async (userId: string): Promise<WishlistView> => toView(await store.read(userId)),

    /** Adds the product; with `variantId`, remembers it (also for a product already listed). */
    async add(userId: string, { productId, variantId }: WishlistChange): Promise<WishlistView> {
      requireVariant(catalog, productId, variantId);
      const doc = await store.update(userId, (cur) => {
        const listed = cur.products.includes(productId);
        if (listed && (variantId === undefined || cur.variants?.[productId] === variantId)) return null;
        if (!listed && cur.products.length >= LIMITS.maxWishlist)
          throw badRequest(`A wishlist holds at most ${LIMITS.maxWishlist} products.`);
        return {
          ...cur,
          products: listed ? cur.products : [...cur.products, productId],
          variants: rememberVariant(cur, productId, variantId),
        };
      });
      return toView(doc);
    },

    /** Removing a product that is not there changes nothing (a replay after a lost answer). */
    async remove(userId: string, productId: string): Promise<WishlistView> {
      const doc = await store.update(userId, (cur) =>
        cur.products.includes(productId)
          ? { ...cur, products: cur.products.filter((p) => p !== productId), variants: rememberVariant(cur, productId, null) }
          : null,
      );
      return toView(doc);
    },

    /**
     * The visitor's wishlist after sign-in: each product not yet in the list is added, in order,
     * with the variant the visitor was looking at (one the product does not have is not kept);
     * products no longer sold, or past the list's limit, are reported instead of kept.
     */
    async merge(userId: string, productIds: readonly string[], seen: Record<string, string> = {}): Promise<WishlistMergeResult> {
      let report: WishlistMergeReport[] = [];
      const doc = await store.update(userId, (cur) => {
        report = [];
        let next = cur;
        for (const productId of new Set(productIds)) {
          if (next.products.includes(productId)) continue;
          const product = catalog.getProductDoc(productId);
          if (!product) report.push({ productId, reason: 'unknown-product' });
          else if (next.products.length >= LIMITS.maxWishlist) report.push({ productId, reason: 'wishlist-full' });
          else {
            const variantId = seen[productId] !== undefined && variantOf(product, seen[productId]) ? seen[productId] : undefined;
            next = { ...next, products: [...next.products, productId], variants: rememberVariant(next, productId, variantId) };
          }
        }
        return next === cur ? null : next;
      });
      return { ...toView(doc), report };
    },

    async clear(userId: string): Promise<WishlistView> {
      return toView(await store.update(userId, (cur) => (cur.products.length ? { ...cur, products: [], variants: {} } : null)));
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
