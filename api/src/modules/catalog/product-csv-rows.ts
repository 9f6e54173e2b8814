/**
 * Reads a product CSV (papaparse) into its products: the rows of one `handle` are one product's
 * variants (shared/src/product-csv.ts). A file in the older one-row-per-product shape (`id`, no
 * `handle`) is read too, each row a product of its own.
 */
import Papa from 'papaparse';
import {
  LEGACY_PRODUCT_CSV_COLUMNS,
  looksLikeFormula,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_REQUIRED_COLUMNS,
} from '@store/shared';
import { badRequest } from '../../http/errors.js';

export interface CsvRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  cells: Record<string, string>;
  /** Why the row could not be read at all. */
  error?: string;
}

/** One product of the file: its rows (the first carries the product's own fields). */
export interface CsvProduct {
  /** The handle (or a legacy row's id; '' for a legacy row without one, matched by name). */
  handle: string;
  rows: CsvRow[];
  /** A row of the one-row-per-product shape: no options, its price the default variant's. */
  legacy: boolean;
}

export const norm = (s: string): string => s.trim().toLowerCase();

/** An exported cell escaped against formulas ('=…) reads back as written (=… is then plain text of ours). */
const unescapeCell = (cell: string) => (cell.startsWith("'") && looksLikeFormula(cell.slice(1)) ? cell.slice(1) : cell);

/** A cell as written (trimmed), for the formula check. */
export const writtenCell = (row: CsvRow, column: string): string => (row.cells[column] ?? '').trim();
/** A cell's text, an exported '=… read back as =…. */
export const cellOf = (row: CsvRow, column: string): string => unescapeCell(writtenCell(row, column));

const WRONG_COLUMNS_HELP = `The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')} (one row per variant, rows of one product sharing its handle; brand, options, sku, mrp, stock, description and features may be left out). A file of the older columns (${LEGACY_PRODUCT_CSV_COLUMNS.join(', ')}; id may be left out) is read too.`;

function checkColumns(header: readonly string[]): { legacy: boolean } {
  const legacy = !header.includes('handle') && header.every((h) => (LEGACY_PRODUCT_CSV_COLUMNS as readonly string[]).includes(h));
  const known: readonly string[] = legacy ? LEGACY_PRODUCT_CSV_COLUMNS : PRODUCT_CSV_COLUMNS;
  const required: readonly string[] = legacy ? LEGACY_PRODUCT_CSV_COLUMNS.filter((c) => c !== 'id') : PRODUCT_CSV_REQUIRED_COLUMNS;
  const missing = required.filter((c) => !header.includes(c));
  const unknown = header.filter((h) => !known.includes(h));
  if (missing.length || unknown.length) {
    const what = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      unknown.length ? `unknown ${unknown.map((u) => `'${u}'`).join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    throw badRequest(`The file's columns are wrong (${what}). ${WRONG_COLUMNS_HELP}`);
  }
  return { legacy };
}

/** The file's products in the order their first rows come. */
export function readCsvProducts(csv: string): CsvProduct[] {
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => norm(h) });
  const header = parsed.meta.fields ?? [];
  if (header.length === 0 || parsed.data.length === 0)
    throw badRequest('The file has no product rows: the first line names the columns, each next line is a variant of a product.');
  const { legacy } = checkColumns(header);
  if (parsed.data.length > PRODUCT_CSV_MAX_ROWS)
    throw badRequest(`The file has ${parsed.data.length} rows: at most ${PRODUCT_CSV_MAX_ROWS} can be imported at once.`);
  const rowErrors = new Map<number, string>();
  for (const e of parsed.errors) if (e.row !== undefined && !rowErrors.has(e.row)) rowErrors.set(e.row, e.message);
  const rows = parsed.data.map((cells, i): CsvRow => {
    const error = rowErrors.get(i);
    // The header is line 1; papaparse counts data rows from 0 (a quoted cell may span lines: then the count is of rows).
    return { line: i + 2, cells, ...(error ? { error: `This row could not be read: ${error}.` } : {}) };
  });
  if (legacy) return rows.map((row) => ({ handle: cellOf(row, 'id'), rows: [row], legacy: true }));
  const byHandle = new Map<string, CsvProduct>();
  const products: CsvProduct[] = [];
  for (const row of rows) {
    const handle = cellOf(row, 'handle');
    // A row without a handle is a product of its own (and is refused for it).
    const key = handle ? norm(handle) : `line:${row.line}`;
    const known = byHandle.get(key);
    if (known) known.rows.push(row);
    else {
      const product = { handle, rows: [row], legacy: false };
      byHandle.set(key, product);
      products.push(product);
    }
  }
  return products;
}
