/**
 * What an imported product changes of the stored one, row by row (product-csv-plan.ts), and the
 * SKUs the file would give two products.
 */
import { variantLabel, type ImportRow, type ImportRowStatus, type Product, type ProductDoc, type ProductInput } from '@store/shared';
import { cellOf, type CsvRow } from './product-csv-rows.js';

/** One product of an import plan: its rows, what it becomes, and what changes. */
export interface PlannedProduct {
  rows: ImportRow[];
  input: ProductInput;
  current: ProductDoc | null;
  /** Whether the product document changes (its own fields, a variant's price, MRP or SKU, variants added or removed). */
  writesDoc: boolean;
  /** New stock of the product's existing variants (a row's stock cell that differs). */
  stock: Array<{ variantId: string; quantity: number }>;
}

export interface ProductChanges {
  rows: Array<{ status: ImportRowStatus; changes: string[] }>;
  /** Labels of the stored variants no row names (removed by the import). */
  removed: string[];
  writesDoc: boolean;
  stock: Array<{ variantId: string; quantity: number }>;
}

/**
 * Compares the import with the stored product. A product's own fields are its first row's; each
 * row compares with the stored variant it matched (a row matching none adds a variant: 'new').
 * An empty stock cell keeps the stock.
 */
export function productChanges(
  doc: ProductDoc,
  view: Product,
  input: ProductInput,
  rowVariants: ReadonlyArray<string | undefined>,
  rows: readonly CsvRow[],
  /** A row of the one-row-per-product shape: the default variant, the others kept. */
  legacy: boolean,
): ProductChanges {
  const own: Array<[string, unknown, unknown]> = [
    ['name', doc.name, input.name],
    ['brand', doc.brand, input.brand],
    ['category', doc.category, input.category],
    ['description', doc.description, input.description],
    ['features', doc.features.join('\n'), input.features.join('\n')],
    ...(input.options ?? []).map((o, k): [string, unknown, unknown] => [`option${k + 1} name`, doc.options[k]?.name, o.name]),
  ];
  const ownChanges = own.filter(([, a, b]) => a !== b).map(([c]) => c);
  let writesDoc = ownChanges.length > 0 || (input.options ?? []).length !== doc.options.length;
  const stock: ProductChanges['stock'] = [];
  const out = rows.map((row, i) => {
    const id = rowVariants[i];
    const stored = id === undefined ? undefined : doc.variants.find((v) => v.id === id);
    const wanted = input.variants![legacy ? 0 : i]!;
    const changes = i === 0 ? [...ownChanges] : [];
    if (!stored) {
      writesDoc = true;
      return { status: 'new' as const, changes };
    }
    const pairs: Array<[string, unknown, unknown]> = [
      ['sku', stored.sku, wanted.sku],
      ['price', stored.price, wanted.price],
      ['mrp', stored.originalPrice, wanted.originalPrice],
    ];
    const variantChanges = pairs.filter(([, a, b]) => a !== b).map(([c]) => c);
    if (variantChanges.length) writesDoc = true;
    changes.push(...variantChanges);
    const quantity = cellOf(row, 'stock') === '' ? undefined : wanted.stock;
    const before = view.variants.find((v) => v.id === stored.id)?.stock ?? 0;
    if (quantity !== undefined && quantity !== before) {
      changes.push('stock');
      stock.push({ variantId: stored.id, quantity });
    }
    return { status: changes.length ? ('changed' as const) : ('unchanged' as const), changes };
  });
  // Legacy rows keep the other variants; otherwise a stored variant no row names is removed, but
  // the product id's variant is taken over by the first new row (variant-plan.ts) and stays.
  const named = new Set(rowVariants.filter((id): id is string => id !== undefined));
  const takesOver = rowVariants.some((id) => id === undefined);
  const removed = legacy
    ? []
    : doc.variants.filter((v) => !named.has(v.id) && !(takesOver && v.id === doc._id)).map((v) => variantLabel(v) || doc.name);
  if (removed.length) writesDoc = true;
  return { rows: out, removed, writesDoc, stock };
}

/** Products of the file whose SKU another product has (in the store, or earlier in the file), with the row at fault. */
export function skuClashes(
  products: readonly PlannedProduct[],
  views: readonly Product[],
): Array<[PlannedProduct, Map<number, Record<string, string>>]> {
  const inFile = new Set(products.flatMap((p) => (p.current ? [p.current._id] : [])));
  const owners = new Map<string, string>();
  for (const p of views) {
    if (inFile.has(p.id)) continue;
    for (const v of p.variants) if (v.sku) owners.set(v.sku.toLowerCase(), `${p.name}${variantLabel(v) ? ` (${variantLabel(v)})` : ''}`);
  }
  const clashes: Array<[PlannedProduct, Map<number, Record<string, string>>]> = [];
  for (const product of products) {
    const variants = product.input.variants ?? [];
    const legacy = product.rows.length === 1;
    const at = variants.findIndex((v) => v.sku && owners.has(v.sku.toLowerCase()));
    if (at >= 0) {
      const sku = variants[at]!.sku;
      clashes.push([product, new Map([[legacy ? 0 : at, { sku: `SKU ${sku} is already used by ${owners.get(sku.toLowerCase())}` }]])]);
      continue;
    }
    variants.forEach((v, i) => {
      if (v.sku) owners.set(v.sku.toLowerCase(), `line ${product.rows[legacy ? 0 : i]!.line}`);
    });
  }
  return clashes;
}
