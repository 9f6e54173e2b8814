/**
 * The server cart: one private document per user, one line per variant. `variantId` is absent
 * in lines stored before variants (decision 042): such a line means its product's variant whose
 * id is the product id, and keeps its line id (the product id).
 */
import { z } from 'zod';
import type { BaseContext } from '../../../context.js';
import type { KeyedMutex } from '../../../db/keyed-mutex.js';
import { createUserDocStore } from '../user-doc-store.js';

export const CartLineSchema = z.object({
  productId: z.string(),
  variantId: z.string().optional(),
  quantity: z.number().int().min(1),
  addedAt: z.string(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartDocSchema = z.object({
  _id: z.string(),
  _rev: z.string().optional(),
  type: z.literal('cart'),
  schemaVersion: z.literal(1),
  user: z.string(),
  items: z.array(CartLineSchema),
  updatedAt: z.string(),
});
export type CartDoc = z.infer<typeof CartDocSchema>;

export function createCartStore(ctx: BaseContext, mutex: KeyedMutex) {
  return createUserDocStore(
    ctx.dbs.carts,
    'cart',
    CartDocSchema,
    (userId): CartDoc => ({
      _id: `cart:${userId}`,
      type: 'cart',
      schemaVersion: 1,
      user: userId,
      items: [],
      updatedAt: new Date(0).toISOString(),
    }),
    mutex,
  );
}
export type CartStore = ReturnType<typeof createCartStore>;
