import { z } from 'zod';
import { LIMITS } from './constants.js';
import { IdSchema } from './primitives.js';
import { ProductSchema } from './product.js';

/** A wishlist keeps products; `variantId` remembers the variant the shopper was looking at (absent: the default). */
export const WishlistChangeSchema = z.object({ productId: IdSchema, variantId: IdSchema.optional() });
export type WishlistChange = z.infer<typeof WishlistChangeSchema>;

/** POST /wishlist/merge: the visitor's wishlist joins the account's after sign-in, in one call. */
export const WishlistMergeSchema = z.object({
  productIds: z.array(IdSchema).max(LIMITS.maxWishlist, `A wishlist holds at most ${LIMITS.maxWishlist} products.`),
  /** The variant the visitor was looking at, per product id (absent: the default); see WishlistVariantsSchema. */
  variants: z.record(IdSchema, IdSchema).optional(),
});
export type WishlistMerge = z.infer<typeof WishlistMergeSchema>;

/** A product of the merge that could not be kept, and why. */
export const WishlistMergeReportSchema = z.object({
  productId: z.string(),
  reason: z.enum(['unknown-product', 'wishlist-full']),
});
export type WishlistMergeReport = z.infer<typeof WishlistMergeReportSchema>;

/**
 * Beside the wishlist's products (`data` and `products` of every /wishlist answer): the variant
 * remembered for each product, product id → variant id, only for products that have one still sold.
 */
export const WishlistVariantsSchema = z.record(z.string(), z.string());
export type WishlistVariants = z.infer<typeof WishlistVariantsSchema>;

export const WishlistMergeResultSchema = z.object({
  products: z.array(ProductSchema),
  report: z.array(WishlistMergeReportSchema),
  /** Absent from servers before variants. */
  variants: WishlistVariantsSchema.optional(),
});
export type WishlistMergeResult = z.infer<typeof WishlistMergeResultSchema>;
