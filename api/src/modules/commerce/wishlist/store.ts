/**
 * The server wishlist: one private document per user holding product ids, oldest first, and the
 * variant the shopper was looking at per product (`variants`, absent in documents from before
 * variants and for products added without one: the default variant).
 */
import { z } from 'zod';
import type { BaseContext } from '../../../context.js';
import type { KeyedMutex } from '../../../db/keyed-mutex.js';
import { createUserDocStore } from '../user-doc-store.js';

export const WishlistDocSchema = z.object({
  _id: z.string(),
  _rev: z.string().optional(),
  type: z.literal('wishlist'),
  schemaVersion: z.literal(1),
  user: z.string(),
  products: z.array(z.string()),
  variants: z.record(z.string(), z.string()).optional(),
  updatedAt: z.string(),
});
export type WishlistDoc = z.infer<typeof WishlistDocSchema>;

export function createWishlistStore(ctx: BaseContext, mutex: KeyedMutex) {
  return createUserDocStore(
    ctx.dbs.wishlists,
    'wishlist',
    WishlistDocSchema,
    (userId): WishlistDoc => ({
      _id: `wishlist:${userId}`,
      type: 'wishlist',
      schemaVersion: 1,
      user: userId,
      products: [],
      updatedAt: new Date(0).toISOString(),
    }),
    mutex,
  );
}
export type WishlistStore = ReturnType<typeof createWishlistStore>;
