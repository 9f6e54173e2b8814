/**
 * Reads a product CSV (papaparse) and plans the import against the catalogue: each row is new,
 * changed, unchanged or refused with its reason. Nothing is written here; product-csv-import.ts
 * applies a plan. The rules of a row are the product form's (ProductInputSchema), so a CSV
 * cannot make a product the form would refuse.
 */
import Papa from 'papaparse';
import {
  looksLikeFormula,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_FEATURE_SEPARATOR,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_REQUIRED_COLUMNS,
  ProductInputSchema,
  type ImportPreview,
  type ImportRow,
  type Product,
  type ProductInput,
} from '@store/shared';
import { badRequest } from '../../http/errors.js';
import type { CatalogIndex } from './catalog-index.js';

/** A row the import can write: a new product, or the fields that change of an existing one. */
export type PlannedRow = ImportRow & { input?: ProductInput; current?: Product };
export interface ImportPlan {
  rows: PlannedRow[];
  counts: ImportPreview['counts'];
}

const TEXT_COLUMNS = ['name', 'brand', 'category', 'description', 'features'] as const;
/** The form's field names, as the CSV names them. */
const COLUMN_OF: Record<string, string> = { originalPrice: 'mrp' };
const norm = (s: string) => s.trim().toLowerCase();

/** An exported cell escaped against formulas ('=…) reads back as written (=… is then plain text of ours). */
const unescapeCell = (cell: string) => (cell.startsWith("'") && looksLikeFormula(cell.slice(1)) ? cell.slice(1) : cell);

function readRows(csv: string): Array<{ line: number; cells: Record<string, string>; error?: string }> {
  const parsed = Papa.parse<Record<string, string>>(csv, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => norm(h),
  });
  const header = parsed.meta.fields ?? [];
  if (header.length === 0 || parsed.data.length === 0)
    throw badRequest('The file has no product rows: the first line names the columns, each next line is a product.');
  const missing = PRODUCT_CSV_REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  const unknown = header.filter((h) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(h));
  if (missing.length || unknown.length) {
    const what = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      unknown.length ? `unknown ${unknown.map((u) => `'${u}'`).join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    throw badRequest(`The file's columns are wrong (${what}). The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')} (id may be left out).`);
  }
  if (parsed.data.length > PRODUCT_CSV_MAX_ROWS)
    throw badRequest(`The file has ${parsed.data.length} product rows: at most ${PRODUCT_CSV_MAX_ROWS} can be imported at once.`);
  const rowErrors = new Map<number, string>();
  for (const e of parsed.errors) if (e.row !== undefined && !rowErrors.has(e.row)) rowErrors.set(e.row, e.message);
  return parsed.data.map((cells, i) => {
    const error = rowErrors.get(i);
    // The header is line 1; papaparse counts data rows from 0 (a quoted cell may span lines: then the count is of rows).
    return { line: i + 2, cells, ...(error ? { error: `This row could not be read: ${error}.` } : {}) };
  });
}

export function planImport(csv: string, catalog: Pick<CatalogIndex, 'allProducts' | 'allCategories'>): ImportPlan {
  const rows = readRows(csv);
  const products = catalog.allProducts();
  const byId = new Map(products.map((p) => [p.id, p]));
  const byName = new Map<string, Product[]>();
  for (const p of products) byName.set(norm(p.name), [...(byName.get(norm(p.name)) ?? []), p]);
  const categories = new Map<string, string>();
  for (const c of catalog.allCategories()) {
    categories.set(norm(c._id), c._id);
    categories.set(norm(c.name), c._id);
  }
  const taken = new Map<string, number>();

  const planned = rows.map(({ line, cells, error }): PlannedRow => {
    // A formula is judged on the cell as written; a cell escaped as '=… (our export's) is the text =….
    const written = (c: string) => (cells[c] ?? '').trim();
    const raw = (c: string) => unescapeCell(written(c));
    const name = raw('name');
    const refuse = (errors: Record<string, string>): PlannedRow => {
      const [column, message] = Object.entries(errors)[0] ?? ['', ''];
      return { line, name, status: 'refused', reason: column === '_' ? message : `${column}: ${message}`, errors };
    };
    if (error) return refuse({ _: error });

    const formulas: Record<string, string> = {};
    for (const c of [...TEXT_COLUMNS, 'price', 'mrp', 'stock'])
      if (/^[=+@\t\r]/.test(written(c)) || (TEXT_COLUMNS.includes(c as never) && looksLikeFormula(written(c))))
        formulas[c] = `starts with '${written(c).charAt(0)}': a cell a spreadsheet would run as a formula is not accepted`;
    if (Object.keys(formulas).length) return refuse(formulas);

    const categoryText = raw('category');
    const category = categories.get(norm(categoryText));
    if (categoryText && !category)
      return refuse({ category: `Category '${categoryText}' does not exist. Use a category's name from the store.` });

    const parsed = ProductInputSchema.safeParse({
      name,
      brand: raw('brand'),
      category: category ?? '',
      price: raw('price'),
      originalPrice: raw('mrp'),
      stock: raw('stock') === '' ? undefined : raw('stock'),
      description: raw('description'),
      features: raw('features')
        .split(PRODUCT_CSV_FEATURE_SEPARATOR)
        .map((f) => f.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '_');
        errors[COLUMN_OF[field] ?? field] ??= issue.message;
      }
      return refuse(errors);
    }
    const input = parsed.data;

    const id = raw('id');
    let current: Product | undefined;
    if (id) {
      current = byId.get(id);
      if (!current) return refuse({ id: `No product has the id '${id}'. Leave id empty to add a new product.` });
    } else {
      const named = byName.get(norm(input.name)) ?? [];
      if (named.length > 1)
        return refuse({ name: `${named.length} products are named '${input.name}': give the row the id of the one to change.` });
      current = named[0];
    }
    const key = current ? `id:${current.id}` : `name:${norm(input.name)}`;
    const earlier = taken.get(key);
    if (earlier !== undefined) return refuse({ _: `Line ${earlier} already sets this product.` });
    taken.set(key, line);

    if (!current) return { line, name: input.name, status: 'new', input };
    const changes = changedColumns(current, input);
    return changes.length
      ? { line, name: input.name, status: 'changed', productId: current.id, changes, input, current }
      : { line, name: input.name, status: 'unchanged', productId: current.id };
  });

  const counts = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const r of planned) counts[r.status]++;
  return { rows: planned, counts };
}

/** The CSV columns whose value differs from the product's (an empty stock cell keeps the stock). */
function changedColumns(p: Product, input: ProductInput): string[] {
  const pairs: Array<[string, unknown, unknown]> = [
    ['name', p.name, input.name],
    ['brand', p.brand, input.brand],
    ['category', p.category._id, input.category],
    ['price', p.price, input.price],
    ['mrp', p.originalPrice, input.originalPrice],
    ['description', p.description, input.description],
    ['features', p.features.join('\n'), input.features.join('\n')],
    ['stock', p.stock, input.stock ?? p.stock],
  ];
  return pairs.filter(([, a, b]) => a !== b).map(([c]) => c);
}

/** A preview answer: the plan without what only the import needs. */
export const toPreview = (plan: ImportPlan): ImportPreview => ({
  rows: plan.rows.map(({ input: _input, current: _current, ...row }) => row),
  counts: plan.counts,
});
