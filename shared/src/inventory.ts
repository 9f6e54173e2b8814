import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './primitives.js';

/** The one place stock lives: public `inventory` database, `_id` equals the product id. */
export const InventoryDocSchema = z.object({
  _id: IdSchema,
  _rev: z.string().optional(),
  _deleted: z.boolean().optional(),
  type: z.literal('inventory'),
  schemaVersion: z.literal(1),
  product: IdSchema,
  quantity: z.number().int().min(0),
  updatedAt: IsoDateSchema,
  /**
   * Stock moves made for orders and not yet settled: move key (an order id, or `<orderId>:return`)
   * → units taken (positive) or returned (negative). Written in the same document update as the
   * quantity change, so after a crash the api can tell whether a change happened. Order ids only:
   * this database is public. Writers of inventory must keep this field.
   */
  movements: z.record(z.string(), z.number().int()).optional(),
});
export type InventoryDoc = z.infer<typeof InventoryDocSchema>;

/** What /api answers for an inventory record. */
export const InventoryRecordSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), category: z.string(), price: z.number(), mainImage: z.string().nullable() }),
  quantity: z.number().int().min(0),
  inStock: z.boolean(),
  updatedAt: IsoDateSchema,
  /** The record's revision: an edit that carries it is refused (409) if the stock changed meanwhile. */
  rev: z.string().optional(),
});
export type InventoryRecord = z.infer<typeof InventoryRecordSchema>;

export const InventoryUpdateSchema = z.object({
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(0, 'quantity must be 0 or more')
    .max(1_000_000, 'quantity is too large'),
  /** The revision the edit started from (GET /inventory answers it); without it the edit is unconditional. */
  rev: z.string().trim().min(1).max(100).optional(),
});
export type InventoryUpdate = z.infer<typeof InventoryUpdateSchema>;
