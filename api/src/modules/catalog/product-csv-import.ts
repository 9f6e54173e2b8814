/**
 * Applies a planned product import (product-csv-plan.ts): new products and changed fields go to
 * the products database in bulk, stock goes through the stock module (the one writer of
 * inventory), one compare-and-swap per record. Refused and unchanged rows write nothing.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ProductDocSchema, type ImportPreview, type ProductDoc, type ProductInput } from '@store/shared';
import type { Databases } from '../../db/databases.js';
import { parseWith, writeDoc } from '../../db/update-doc.js';
import { conflict } from '../../http/errors.js';
import type { Stock } from '../stock/index.js';
import type { CatalogIndex } from './catalog-index.js';
import { newId, nowIso } from './doc-writes.js';
import { toPreview, type ImportPlan } from './product-csv-plan.js';
import { loadSharp } from '../../sharp.js';

/** The picture an imported product shows until the admin gives it one (a CSV carries no images). */
export const IMPORTED_IMAGE = 'imported-product.webp';
const BATCH = 500;

interface Deps {
  dbs: Databases;
  catalog: CatalogIndex;
  stock: Stock;
  uploadsDir: string;
}

const fieldsOf = (input: ProductInput) => ({
  name: input.name,
  brand: input.brand,
  description: input.description,
  features: input.features,
  price: input.price,
  originalPrice: input.originalPrice,
  category: input.category,
});

/** A plain notebook on a pale ground, drawn once: no text, so no font is needed. */
async function ensureImportedImage(uploadsDir: string): Promise<void> {
  const file = path.join(uploadsDir, 'products', IMPORTED_IMAGE);
  if (existsSync(file)) return;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#f1ede4"/><rect x="250" y="170" width="300" height="440" rx="18" fill="#1f3a5f"/><rect x="250" y="170" width="36" height="440" rx="10" fill="#152a45"/><rect x="330" y="250" width="170" height="40" rx="6" fill="#f1ede4" opacity="0.85"/></svg>`;
  await mkdir(path.dirname(file), { recursive: true });
  const sharp = await loadSharp();
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer());
  await rename(tmp, file);
}

async function inBatches<T>(items: T[], size: number, run: (batch: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await run(items.slice(i, i + size));
}

export async function applyImport(
  plan: ImportPlan,
  { dbs, catalog, stock, uploadsDir }: Deps,
  opts: { allOrNothing: boolean },
): Promise<ImportPreview> {
  if (opts.allOrNothing && plan.counts.refused > 0)
    throw conflict(
      `${plan.counts.refused} of ${plan.rows.length} rows are refused, so nothing was imported. Correct them, or import the valid rows only.`,
    );
  const created = plan.rows.filter((r) => r.status === 'new');
  const changed = plan.rows.filter((r) => r.status === 'changed');
  if (created.length) await ensureImportedImage(uploadsDir);

  const at = nowIso();
  const fresh = created.map((row) => {
    const doc: ProductDoc = ProductDocSchema.parse({
      _id: newId('p'),
      type: 'product',
      schemaVersion: 1,
      ...fieldsOf(row.input!),
      specification: '',
      images: { mainImage: IMPORTED_IMAGE, additionalImages: [] },
      createdAt: at,
      updatedAt: at,
    });
    row.productId = doc._id;
    return doc;
  });
  const editedFields = new Map(changed.map((row) => [row.productId!, fieldsOf(row.input!)]));
  const edits = changed.flatMap((row) => {
    const current = catalog.getProductDoc(row.productId!);
    return current && row.changes!.some((c) => c !== 'stock') ? [{ ...current, ...editedFields.get(current._id), updatedAt: at }] : [];
  });

  // Products first, so a stock record never names a product that is not there.
  const retry: ProductDoc[] = [];
  await inBatches([...fresh, ...edits], BATCH, async (batch) => {
    const results = await dbs.products.bulkDocs(batch as never);
    results.forEach((r, i) => {
      const doc = batch[i]!;
      if (r.ok && r.rev) catalog.noteWritten('products', { ...doc, _rev: r.rev });
      else retry.push(doc);
    });
  });
  // A product someone changed since the index read it (a review, another admin): its fields set again on its current revision.
  for (const doc of retry) {
    const fields = editedFields.get(doc._id);
    const written = await writeDoc<ProductDoc>(
      dbs.products,
      doc._id,
      (current) => ProductDocSchema.parse(current && fields ? { ...current, ...fields, updatedAt: at } : { ...doc, _rev: current?._rev }),
      { parse: parseWith(ProductDocSchema) },
    );
    catalog.noteWritten('products', written);
  }

  // Stock through the stock module, in bulk: a new product's first stock, a changed row's new stock.
  const stockWrites = [
    ...created.map((row) => ({ productId: row.productId!, quantity: row.input!.stock ?? 0 })),
    ...changed.filter((row) => row.changes!.includes('stock')).map((row) => ({ productId: row.productId!, quantity: row.input!.stock! })),
  ];
  await inBatches(stockWrites, BATCH, (batch) => stock.setQuantities(batch));
  return toPreview(plan);
}
