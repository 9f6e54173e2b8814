import { z } from 'zod';
import { LIMITS } from './constants.js';
import { IdSchema } from './primitives.js';
import { ProductSchema } from './product.js';

export const QuantitySchema = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(LIMITS.maxCartQuantity, `quantity must be at most ${LIMITS.maxCartQuantity}`);

/** POST /cart: without `variantId` the product's default variant (docs/decisions/042). */
export const CartAddSchema = z.object({
  productId: IdSchema,
  variantId: IdSchema.optional(),
  quantity: QuantitySchema.optional().default(1),
});
export type CartAdd = z.infer<typeof CartAddSchema>;

/** PUT /cart/{id}: 0 removes the line. */
export const CartUpdateSchema = z.object({
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(0, 'quantity must be 0 or more')
    .max(LIMITS.maxCartQuantity, `quantity must be at most ${LIMITS.maxCartQuantity}`),
});

export const CartMergeSchema = z.object({
  items: z
    .array(z.object({ productId: IdSchema, variantId: IdSchema.optional(), quantity: QuantitySchema }))
    .max(200, 'Too many cart lines'),
});
export type CartMerge = z.infer<typeof CartMergeSchema>;

/** A cart line: one variant of a product (`variantId`; the product's `variants` say its options, price and stock). */
export const CartItemSchema = z.object({ _id: z.string(), product: ProductSchema, variantId: z.string(), quantity: z.number().int() });
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({ items: z.array(CartItemSchema), total: z.number() });
export type Cart = z.infer<typeof CartSchema>;

export const CartMergeReportSchema = z.object({
  productId: z.string(),
  variantId: z.string().optional(),
  requested: z.number().int(),
  accepted: z.number().int(),
  reason: z.enum(['capped-at-stock', 'out-of-stock', 'unknown-product', 'capped-at-limit']),
});
export type CartMergeReport = z.infer<typeof CartMergeReportSchema>;

/** A visitor's cart line kept in the browser (localStorage `cart`): product id, variant id (absent in lines from before variants: the default), quantity, timestamp id. */
export const LocalCartItemSchema = z.object({
  productId: IdSchema,
  variantId: IdSchema.optional(),
  quantity: QuantitySchema,
  id: z.number(),
});
export type LocalCartItem = z.infer<typeof LocalCartItemSchema>;

/** POST /cart/merge answer: the merged server cart and what was capped or dropped, and why. */
export const CartMergeResultSchema = z.object({ cart: CartSchema, report: z.array(CartMergeReportSchema) });
export type CartMergeResult = z.infer<typeof CartMergeResultSchema>;
