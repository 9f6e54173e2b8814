import { z } from 'zod';
import { ADMIN_ROWS_PER_PAGE } from './constants.js';
import { IdSchema, IsoDateSchema } from './primitives.js';

/**
 * The one place stock lives: public `inventory` database, one record per variant. `_id` is the
 * variant id, `product` its product's id; a product from before variants has one variant whose id
 * is the product id, so its record is keyed by the product id as before (docs/decisions/042).
 */
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
   * this database is public. Writers of inventory must keep this field. `merged:<rev>` = 0 is no
   * move: it notes a revision a conflict merge absorbed (api stock/conflict-records.ts).
   */
  movements: z.record(z.string(), z.number().int()).optional(),
  /**
   * The variant was removed while an order's move was still on its record: it sells nothing more,
   * and the api deletes the record once the last move settles (api stock/index.ts removeRecord).
   */
  removedAt: IsoDateSchema.optional(),
});
export type InventoryDoc = z.infer<typeof InventoryDocSchema>;

/** What /api answers for an inventory record. */
export const InventoryRecordSchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    /** The category's id; `categoryName` is its name, for people. */
    category: z.string(),
    categoryName: z.string().optional(),
    brand: z.string().optional(),
    price: z.number(),
    mainImage: z.string().nullable(),
  }),
  /** The variant this record counts: its id, SKU, values, label ("Charcoal · F"; empty without options) and price. */
  variant: z.object({ id: z.string(), sku: z.string(), values: z.array(z.string()), label: z.string(), price: z.number().optional() }),
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

/** Which records the admin's inventory list shows: low is 1 to LOW_STOCK_THRESHOLD (the dashboard's low-stock tile), out is 0. */
export const INVENTORY_STOCK_FILTERS = ['all', 'low', 'out'] as const;
export const INVENTORY_SORTS = ['name', 'quantity-asc', 'quantity-desc'] as const;

/** GET /inventory/search (admins): the inventory list searched, filtered, sorted and paged by the api. */
export const InventorySearchQuerySchema = z.object({
  /** Words that must all appear in the product's name, brand or category, the variant's SKU or option values. */
  q: z.string().trim().max(100, 'q is too long').optional().default(''),
  stock: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(INVENTORY_STOCK_FILTERS, { error: 'stock must be all, low or out' }).optional())
    .default('all'),
  sort: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(INVENTORY_SORTS, { error: `sort must be one of ${INVENTORY_SORTS.join(', ')}` }).optional(),
    )
    .default('name'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000, 'page is too large')
    .optional()
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(100, 'limit must be at most 100')
    .optional()
    .default(ADMIN_ROWS_PER_PAGE),
});
export type InventorySearchQuery = z.infer<typeof InventorySearchQuerySchema>;

export const InventoryPageSchema = z.object({
  records: z.array(InventoryRecordSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), pages: z.number().int() }),
  /** How many records (variants) each stock filter holds (before the search), for the filter's labels. */
  counts: z.object({ all: z.number().int(), low: z.number().int(), out: z.number().int() }),
  /** The whole catalogue, before the search: products, and the variants they sell (the dashboard's counts). */
  totalProducts: z.number().int().min(0).optional(),
  totalVariants: z.number().int().min(0).optional(),
});
export type InventoryPage = z.infer<typeof InventoryPageSchema>;

/** GET /inventory/product/{productId}: a product's stock per variant and in all. */
export const ProductStockSchema = z.object({
  productId: z.string(),
  name: z.string(),
  records: z.array(InventoryRecordSchema),
  totalQuantity: z.number().int().min(0),
  variantsInStock: z.number().int().min(0),
});
export type ProductStock = z.infer<typeof ProductStockSchema>;

/**
 * GET /inventory/stock/{id} and each entry of GET /inventory/cart: one variant's stock. The id
 * asked may be a variant id or a product id (its default variant); both are answered.
 */
export const VariantStockSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  quantity: z.number().int().min(0),
  inStock: z.boolean(),
});
export type VariantStock = z.infer<typeof VariantStockSchema>;
