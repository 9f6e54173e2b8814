/**
 * The cells of a product CSV as the product form's fields (product-csv-plan.ts): which cells are
 * refused before any rule (unreadable rows, formulas, numbers that are not numbers), a file's
 * rows as options and variants matched to the stored ones, and where a form rule's issue lies.
 */
import type { ProductDoc, VariantInput } from '@store/shared';
import { cellOf, norm, writtenCell, type CsvRow } from './product-csv-rows.js';

const TEXT_COLUMNS = ['name', 'brand', 'category', 'description', 'features', 'sku', 'handle', 'id'];
const OPTION_KS = [1, 2, 3] as const;
const optionName = (k: number) => `option${k} name`;
const optionValue = (k: number) => `option${k} value`;
export type RowErrors = Map<number, Record<string, string>>;

const numberCell = (row: CsvRow, column: string): number | undefined =>
  cellOf(row, column) === '' ? undefined : Number(cellOf(row, column));
const sameText = (a: string, b: string) => norm(a) === norm(b);

/** Cells that are not what a CSV may hold: unreadable rows, formulas, numbers that are not numbers. */
export function cellErrors(rows: readonly CsvRow[]): RowErrors {
  const errors: RowErrors = new Map();
  const add = (i: number, column: string, message: string) => errors.set(i, { ...errors.get(i), [column]: message });
  rows.forEach((row, i) => {
    if (row.error) return add(i, '_', row.error);
    for (const c of Object.keys(row.cells)) {
      const written = writtenCell(row, c);
      const text = TEXT_COLUMNS.includes(c) || c.startsWith('option');
      // A number may start with '-' (refused as below 0 by the rules); a formula may not.
      if (/^[=+@\t\r]/.test(written) || (text && /^-/.test(written)))
        add(i, c, `starts with '${written.charAt(0)}': a cell a spreadsheet would run as a formula is not accepted`);
    }
    for (const c of ['price', 'mrp', 'stock'])
      if (!errors.get(i)?.[c] && cellOf(row, c) !== '' && !Number.isFinite(Number(cellOf(row, c)))) add(i, c, 'must be a number');
  });
  return errors;
}

/** Both sets of row errors, the first's message kept where both name a cell. */
export function merged(first: RowErrors, then: RowErrors): RowErrors {
  const out: RowErrors = new Map(then);
  for (const [i, e] of first) out.set(i, { ...then.get(i), ...e });
  return out;
}

/** The column (and row) a form rule's issue is about. */
export function placeIssue(path: readonly PropertyKey[], legacy: boolean): { i: number; column: string } {
  const [head, index, field, k] = path;
  if (head === 'variants' && typeof index === 'number') {
    const i = legacy ? 0 : index;
    if (field === 'values') return { i, column: optionValue(typeof k === 'number' ? k + 1 : 1) };
    return { i, column: field === 'originalPrice' ? 'mrp' : typeof field === 'string' ? field : 'price' };
  }
  if (head === 'options')
    return { i: 0, column: field === 'values' ? optionValue(Number(index ?? 0) + 1) : optionName(Number(index ?? 0) + 1) };
  return { i: 0, column: head === 'originalPrice' ? 'mrp' : String(head ?? '_') };
}

export interface Shape {
  options: Array<{ name: string; values: string[] }>;
  variants: VariantInput[] | Array<Record<string, unknown>>;
  /** Each row's existing variant (its id), where it has one. */
  rowVariants: Array<string | undefined>;
}

/** A legacy row is the default variant: a product's other variants are kept as they are. */
export function legacyVariants(row: CsvRow, doc: ProductDoc | null): Shape {
  const own = { price: numberCell(row, 'price'), originalPrice: numberCell(row, 'mrp') ?? null, stock: numberCell(row, 'stock') };
  if (!doc) return { options: [], variants: [{ sku: '', values: [], ...own }], rowVariants: [undefined] };
  const variants = doc.variants.map((v, i) => ({
    id: v.id,
    sku: v.sku,
    values: v.values,
    price: v.price,
    originalPrice: v.originalPrice,
    image: v.images?.mainImage ?? null,
    ...(i === 0 ? own : {}),
  }));
  return { options: doc.options, variants, rowVariants: [doc.variants[0]!.id] };
}

/** A handle's rows: the options named on its first row, one variant per row, matched to the stored ones by their values. */
export function variantsOf(rows: readonly CsvRow[], doc: ProductDoc | null): Shape | RowErrors {
  const first = rows[0]!;
  const errors: RowErrors = new Map();
  const add = (i: number, column: string, message: string) => errors.set(i, { ...errors.get(i), [column]: message });
  const names = OPTION_KS.map((k) => cellOf(first, optionName(k)));
  const count = names.filter(Boolean).length;
  names.forEach((n, k) => {
    if (!n && names.slice(k + 1).some(Boolean)) add(0, optionName(k + 1), `is blank while option${k + 2} is named`);
  });
  const options = names.slice(0, count).map((n) => ({ name: n, values: [] as string[] }));
  if (count === 0 && rows.length > 1) add(1, 'handle', `A product without options has one row: name its options on line ${first.line}`);
  const rowVariants: Array<string | undefined> = [];
  const variants = rows.map((row, i) => {
    const values: string[] = [];
    OPTION_KS.forEach((k, at) => {
      const n = cellOf(row, optionName(k));
      const value = cellOf(row, optionValue(k));
      if (at >= count) {
        if (value) add(i, optionValue(k), `has no option${k} name on line ${first.line}`);
        return;
      }
      if (n && !sameText(n, names[at]!)) add(i, optionName(k), `differs from line ${first.line}'s '${names[at]}'`);
      values.push(value);
      const option = options[at]!;
      if (value && !option.values.some((v) => sameText(v, value))) option.values.push(value);
    });
    const stored = doc?.variants.find((v) => v.values.length === values.length && v.values.every((x, k) => sameText(x, values[k]!)));
    rowVariants.push(stored?.id);
    return {
      ...(stored ? { id: stored.id } : {}),
      sku: cellOf(row, 'sku'),
      values,
      price: numberCell(row, 'price'),
      originalPrice: numberCell(row, 'mrp') ?? null,
      stock: numberCell(row, 'stock'),
      image: stored?.images?.mainImage ?? null,
    };
  });
  return errors.size ? errors : { options, variants, rowVariants };
}
