/**
 * Applies a planned product import (product-csv-plan.ts): new products and changed ones (their
 * fields and variants, variant-plan.ts) go to the products database in bulk; stock goes through
 * the stock module (the one writer of inventory), one compare-and-swap per record: new variants'
 * starting stock, changed stock, and the records of removed variants deleted. Refused and
 * unchanged rows write nothing. SKUs new to a product are claimed first (sku-claims.ts), all or
 * none: one another admin took since the preview refuses the import (409), nothing written.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ProductDocSchema, type ImportPreview, type ProductDoc, type ProductInput } from '@store/shared';
import { planVariants, type VariantPlan } from './variant-plan.js';
import { createSkuClaims, droppedSkus, newSkus } from './sku-claims.js';
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

const fieldsOf = (input: ProductInput, plan: VariantPlan) => ({
  name: input.name,
  brand: input.brand,
  description: input.description,
  features: input.features,
  category: input.category,
  options: plan.options,
  variants: plan.variants,
  price: plan.variants[0]!.price,
  originalPrice: plan.variants[0]!.originalPrice,
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
  const created = plan.products.filter((p) => !p.current);
  const changed = plan.products.filter((p) => p.current && p.writesDoc);
  if (created.length) await ensureImportedImage(uploadsDir);
  const idTaken = (id: string) => catalog.getProductDoc(id) !== null || catalog.getInventoryDoc(id) !== null;

  const at = nowIso();
  const stockWrites: Array<{ productId: string; variantId: string; quantity: number }> = [];
  const removed: string[] = [];
  const fresh = created.map((product) => {
    const productId = newId('p');
    const variants = planVariants({ productId, input: product.input, current: null, uploads: [], idTaken });
    const doc: ProductDoc = ProductDocSchema.parse({
      _id: productId,
      type: 'product',
      schemaVersion: 1,
      ...fieldsOf(product.input, variants),
      specification: '',
      images: { mainImage: IMPORTED_IMAGE, additionalImages: [] },
      createdAt: at,
      updatedAt: at,
    });
    for (const row of product.rows) row.productId = productId;
    stockWrites.push(...variants.stock.map((s) => ({ productId, ...s })));
    return doc;
  });
  const edited = new Map<string, ReturnType<typeof fieldsOf>>();
  const edits = changed.map((product) => {
    const current = product.current!;
    const variants = planVariants({ productId: current._id, input: product.input, current, uploads: [], idTaken });
    stockWrites.push(...variants.stock.map((s) => ({ productId: current._id, ...s })));
    removed.push(...variants.removed);
    edited.set(current._id, fieldsOf(product.input, variants));
    return ProductDocSchema.parse({ ...current, ...edited.get(current._id), updatedAt: at });
  });
  for (const product of plan.products)
    if (product.current) stockWrites.push(...product.stock.map((s) => ({ productId: product.current!._id, ...s })));

  const claims = createSkuClaims({ meta: dbs.meta, products: dbs.products, nameOf: (id) => catalog.getProduct(id)?.name });
  const claimed: Array<{ id: string; skus: string[] }> = [];
  try {
    for (const doc of fresh)
      claimed.push({ id: doc._id, skus: await claims.claim({ id: doc._id, name: doc.name }, newSkus(null, doc.variants)) });
    for (const [i, doc] of edits.entries())
      claimed.push({ id: doc._id, skus: await claims.claim({ id: doc._id, name: doc.name }, newSkus(changed[i]!.current, doc.variants)) });
  } catch (e) {
    for (const c of claimed) await claims.release(c.id, c.skus);
    throw e;
  }

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
    const fields = edited.get(doc._id);
    const written = await writeDoc<ProductDoc>(
      dbs.products,
      doc._id,
      (current) => ProductDocSchema.parse(current && fields ? { ...current, ...fields, updatedAt: at } : { ...doc, _rev: current?._rev }),
      { parse: parseWith(ProductDocSchema) },
    );
    catalog.noteWritten('products', written);
  }

  // Stock through the stock module, in bulk: new variants' first stock, changed stock; then removed variants' records.
  await inBatches(stockWrites, BATCH, (batch) => stock.setQuantities(batch));
  for (const id of removed) await stock.removeRecord(id);
  for (const [i, doc] of edits.entries()) await claims.release(doc._id, droppedSkus(changed[i]!.current, doc));
  return toPreview(plan);
}
