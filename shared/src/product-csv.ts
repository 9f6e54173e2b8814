import { z } from 'zod';

/**
 * The product CSV: what the admin exports and imports. `id` is optional on import (a row with
 * one updates that product; without one, a row matches a product by name, or is new). Category
 * is the category's name (its id is accepted too); features are separated by `|`.
 */
export const PRODUCT_CSV_COLUMNS = ['id', 'name', 'brand', 'category', 'price', 'mrp', 'stock', 'description', 'features'] as const;
export const PRODUCT_CSV_REQUIRED_COLUMNS = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'id');
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const INVENTORY_CSV_COLUMNS = ['id', 'name', 'category', 'quantity', 'updatedAt'] as const;

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
  /** The fields a changed row changes. */
  changes: z.array(z.string()).optional(),
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

/** POST /products/import/preview: what an import would do, row by row; nothing is written. */
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
