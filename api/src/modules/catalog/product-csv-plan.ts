/**
 * Plans a product CSV import against the catalogue: each row (a variant) is new, changed,
 * unchanged or refused with its reason. Nothing is written here; product-csv-import.ts applies a
 * plan. A product's rows stand or fall together (a product is never half written), and their
 * rules are the product form's (ProductInputSchema with its options and variants), so a CSV
 * cannot make a product the form would refuse.
 */
import { ProductInputSchema, variantLabel, type ImportPreview, type ImportRow, type Product } from '@store/shared';
import type { CatalogIndex } from './catalog-index.js';
import { cellOf, norm, readCsvProducts, type CsvProduct } from './product-csv-rows.js';
import { cellErrors, legacyVariants, merged, placeIssue, variantsOf, type RowErrors } from './product-csv-cells.js';
import { productChanges, skuClashes, type PlannedProduct } from './product-csv-changes.js';

/** A product the import writes: its form input, the stored product it changes, and the stock it sets. */
export interface ImportPlan {
  rows: ImportRow[];
  products: PlannedProduct[];
  counts: ImportPreview['counts'];
}
export type PlanCatalog = Pick<CatalogIndex, 'allProducts' | 'allCategories' | 'getProductDoc'>;

/** What a refused product's rows say: the row at fault its errors, the others which line refused them. */
function refuse(report: ImportRow[], errors: RowErrors): void {
  const firstLine = report[[...errors.keys()].sort((a, b) => a - b)[0]!]!.line;
  report.forEach((row, i) => {
    const own = errors.get(i);
    const [column, message] = Object.entries(own ?? {})[0] ?? ['', ''];
    row.status = 'refused';
    if (own) Object.assign(row, { reason: column === '_' ? message : `${column}: ${message}`, errors: own });
    else row.reason = `Line ${firstLine} of this product is refused, so its other rows are too.`;
    delete row.changes;
    delete row.removedVariants;
  });
}

export function planImport(csv: string, catalog: PlanCatalog): ImportPlan {
  const files = readCsvProducts(csv);
  const views = catalog.allProducts();
  const byId = new Map(views.map((p) => [p.id, p]));
  const byName = new Map<string, Product[]>();
  for (const p of views) byName.set(norm(p.name), [...(byName.get(norm(p.name)) ?? []), p]);
  const categories = new Map<string, string>();
  for (const c of catalog.allCategories()) {
    categories.set(norm(c._id), c._id);
    categories.set(norm(c.name), c._id);
  }
  const taken = new Map<string, number>();
  const rows: ImportRow[] = [];
  const products: PlannedProduct[] = [];

  for (const file of files) {
    const planned = planProduct(file);
    if (planned) products.push(planned);
  }
  // SKUs are unique in the store: a product whose SKU another product (in the store or the file) has is refused.
  for (const [product, errors] of skuClashes(products, views)) refuse(product.rows, errors);
  const kept = products.filter((p) => p.rows[0]!.status !== 'refused');

  rows.sort((a, b) => a.line - b.line);
  const counts = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const r of rows) counts[r.status]++;
  return { rows, products: kept, counts };

  function planProduct(file: CsvProduct): PlannedProduct | null {
    const first = file.rows[0]!;
    const name = cellOf(first, 'name');
    const report: ImportRow[] = file.rows.map((row) => ({
      line: row.line,
      name,
      status: 'unchanged',
      ...(file.handle ? { handle: file.handle } : {}),
    }));
    rows.push(...report);
    const fail = (errors: RowErrors) => {
      refuse(report, errors);
      return null;
    };
    const errors = cellErrors(file.rows);
    if (!file.legacy && !file.handle) errors.set(0, { handle: 'is required: the rows of one product share its handle' });
    // An unreadable row or a formula stops here; a number that is not one is said beside the form's rules below.
    const unsafe = [...errors.values()].some((e) =>
      Object.entries(e).some(([c, m]) => c === '_' || c === 'handle' || m.startsWith('starts with')),
    );
    if (unsafe) return fail(errors);

    const categoryText = cellOf(first, 'category');
    const category = categories.get(norm(categoryText));
    if (categoryText && !category)
      return fail(new Map([[0, { category: `Category '${categoryText}' does not exist. Use a category's name from the store.` }]]));

    // The stored product this one changes: by id (the handle, or a legacy row's id), else by name.
    let current: Product | undefined = file.handle ? byId.get(file.handle) : undefined;
    if (!current && file.legacy && file.handle)
      return fail(new Map([[0, { id: `No product has the id '${file.handle}'. Leave id empty to add a new product.` }]]));
    if (!current) {
      const named = byName.get(norm(name)) ?? [];
      if (named.length > 1)
        return fail(new Map([[0, { name: `${named.length} products are named '${name}': give the row the id of the one to change.` }]]));
      current = named[0];
    }
    const key = current ? `id:${current.id}` : `name:${norm(name)}`;
    const earlier = taken.get(key);
    if (earlier !== undefined) return fail(new Map([[0, { _: `Line ${earlier} already sets this product.` }]]));
    taken.set(key, first.line);
    const doc = current ? catalog.getProductDoc(current.id) : null;

    const shape = file.legacy ? legacyVariants(first, doc) : variantsOf(file.rows, doc);
    if (shape instanceof Map) return fail(merged(errors, shape));
    const parsed = ProductInputSchema.safeParse({
      name,
      brand: cellOf(first, 'brand'),
      category: category ?? '',
      description: cellOf(first, 'description'),
      features: cellOf(first, 'features')
        .split('|')
        .map((f) => f.trim())
        .filter(Boolean),
      options: shape.options,
      variants: shape.variants,
    });
    if (!parsed.success) {
      const issues: RowErrors = new Map();
      for (const issue of parsed.error.issues) {
        const { i, column } = placeIssue(issue.path, file.legacy);
        if (!issues.get(i)?.[column]) issues.set(i, { ...issues.get(i), [column]: issue.message });
      }
      return fail(merged(errors, issues));
    }
    if (errors.size) return fail(errors);
    const input = parsed.data;
    if (!doc || !current) {
      for (const row of report) row.status = 'new';
      return { rows: report, input, current: null, writesDoc: true, stock: [] };
    }
    const changes = productChanges(doc, current, input, shape.rowVariants, file.rows, file.legacy);
    report.forEach((row, i) => {
      const label = variantLabel(input.variants![file.legacy ? 0 : i]!);
      if (label) row.variant = label;
      row.productId = doc._id;
      row.status = changes.rows[i]!.status;
      if (changes.rows[i]!.changes.length) row.changes = changes.rows[i]!.changes;
    });
    if (changes.removed.length) {
      report[0]!.removedVariants = changes.removed;
      if (report[0]!.status === 'unchanged') report[0]!.status = 'changed';
    }
    return { rows: report, input, current: doc, writesDoc: changes.writesDoc, stock: changes.stock };
  }
}

/** A preview answer: the rows and counts, without what only the import needs. */
export const toPreview = (plan: ImportPlan): ImportPreview => ({ rows: plan.rows, counts: plan.counts });
