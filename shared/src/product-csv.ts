import { z } from 'zod';

/**
 * The product CSV: what the admin exports and imports, one row per VARIANT grouped by a product
 * `handle` (the shape shop owners know from Shopify's product CSV; docs/decisions/042). The
 * product's own fields (name, brand, category, option names, description, features) are read
 * from the first row of a handle and may be blank on its others. On import a handle that is a
 * product's id updates that product; another handle matches a product by name, or is new. A row
 * whose option values match one of the product's variants updates it; other rows add variants;
 * the product's variants no row names are removed. Category is the category's name (its id is
 * accepted too); features are separated by `|`; a blank stock keeps a variant's stock.
 *
 * A file in the older one-row-per-product shape (LEGACY_PRODUCT_CSV_COLUMNS: `id` instead of
 * `handle`, no options) is still read: each row is a product, its price, MRP and stock the
 * default variant's.
 */
export const PRODUCT_CSV_OPTION_COLUMNS = [
  'option1 name',
  'option1 value',
  'option2 name',
  'option2 value',
  'option3 name',
  'option3 value',
] as const;
export const PRODUCT_CSV_COLUMNS = [
  'handle',
  'name',
  'brand',
  'category',
  ...PRODUCT_CSV_OPTION_COLUMNS,
  'sku',
  'price',
  'mrp',
  'stock',
  'description',
  'features',
] as const;
export const PRODUCT_CSV_REQUIRED_COLUMNS = ['handle', 'name', 'category', 'price'] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/** The one-row-per-product shape of before variants (every column but id required). */
export const LEGACY_PRODUCT_CSV_COLUMNS = ['id', 'name', 'brand', 'category', 'price', 'mrp', 'stock', 'description', 'features'] as const;
/** The stock export: one row per variant (`id` is the variant's, the inventory record's id). */
export const INVENTORY_CSV_COLUMNS = ['id', 'name', 'variant', 'sku', 'category', 'quantity', 'updatedAt'] as const;

export const PRODUCT_CSV_FEATURE_SEPARATOR = '|';
export const PRODUCT_CSV_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_CSV_MAX_ROWS = 10_000;

export const IMPORT_ROW_STATUSES = ['new', 'changed', 'unchanged', 'refused'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const ImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int().min(2),
  name: z.string(),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** The product it updates (changed, unchanged) or the one it made (after an import). */
  productId: z.string().optional(),
  /** The product's handle (the CSV's `handle`, or a legacy row's `id`), and the row's variant label ("Charcoal · F"). */
  handle: z.string().optional(),
  variant: z.string().optional(),
  /** The fields a changed row changes (a product's own fields are on its first row). */
  changes: z.array(z.string()).optional(),
  /** On a product's first row: the variants the import removes (no row names them), by label. */
  removedVariants: z.array(z.string()).optional(),
  /** Why a refused row is refused: one sentence, and the message per column. */
  reason: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

const CountsSchema = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});

/** POST /products/import/preview: what an import would do, row by row (a row is a variant); nothing is written. */
export const ImportPreviewSchema = z.object({ rows: z.array(ImportRowSchema), counts: CountsSchema });
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

/** POST /products/import: what was written, row by row (a new row names the product it made). */
export const ImportResultSchema = ImportPreviewSchema;
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** POST /products/import query: `allOrNothing=true` writes nothing when any row is refused. */
export const ImportQuerySchema = z.object({
  allOrNothing: z
    .enum(['true', 'false'], { error: 'allOrNothing must be true or false' })
    .optional()
    .default('false')
    .transform((v) => v === 'true'),
});

/**
 * A cell a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage
 * return (OWASP's CSV injection list), whatever follows, line breaks included.
 */
export const looksLikeFormula = (cell: string): boolean => /^[=+\-@\t\r]/.test(cell);

/**
 * An exported text cell as a spreadsheet must read it: one that looks like a formula is written as
 * '… (shown as text), however many lines it has; the import reads '=… back as the text =….
 * Papaparse's own escapeFormulae tests /^[=+\-@\t\r].*$/, which a cell with a line break fails.
 */
export const escapeCsvFormula = (cell: string): string => (looksLikeFormula(cell) ? `'${cell}` : cell);
