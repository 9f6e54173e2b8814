/**
 * First-start seed: a realistic stationery catalogue (categories, products, inventory, reviews,
 * pictures made by code). Idempotent: a marker in `meta` written LAST says the seed is complete,
 * and every id is fixed, so a start that crashed half-way simply runs again and skips what exists.
 */
import path from 'node:path';
import { CategoryDocSchema, InventoryDocSchema, ProductDocSchema, ReviewDocSchema } from '@store/shared';
import type { BaseContext } from '../context.js';
import { isConflict } from '../db/couch.js';
import { CATALOGUE } from './catalogue/index.js';
import { DEFAULT_SEED, generateCatalogue } from './generate-catalogue.js';
import { renderCategoryImages, renderProductImages } from './render-images.js';
import { writeDocs } from './write-docs.js';

export const SEED_MARKER_ID = 'seed';
export const SEED_VERSION = 1;

export async function seedStore(ctx: BaseContext): Promise<void> {
  const count = ctx.env.SEED_PRODUCTS;
  if (count === 0) return;
  if (await ctx.dbs.meta.get(SEED_MARKER_ID)) {
    ctx.log.debug('Catalogue already seeded; nothing to do.');
    return;
  }

  const started = performance.now();
  ctx.log.info(`Seeding the catalogue with ${count} sellable variants (first start)...`);
  const catalogue = generateCatalogue({ count, seed: DEFAULT_SEED });
  // Parsing is the guard that what we store matches the shared contract exactly.
  const categories = catalogue.categories.map((d) => CategoryDocSchema.parse(d));
  const products = catalogue.products.map((d) => ProductDocSchema.parse(d));
  const inventory = catalogue.inventory.map((d) => InventoryDocSchema.parse(d));
  const reviews = catalogue.reviews.map((d) => ReviewDocSchema.parse(d));

  // Pictures and documents go in parallel: rendering is CPU in this process, writing mostly waits.
  const [productImages, categoryImages] = await Promise.all([
    renderProductImages(catalogue.art, path.join(ctx.paths.uploadsDir, 'products')),
    renderCategoryImages(CATALOGUE, path.join(ctx.paths.uploadsDir, 'categories')),
    (async () => {
      await writeDocs(ctx.dbs.categories, categories);
      await Promise.all([
        writeDocs(ctx.dbs.products, products),
        writeDocs(ctx.dbs.inventory, inventory),
        writeDocs(ctx.dbs.reviews, reviews),
      ]);
    })(),
  ]);

  const seconds = (performance.now() - started) / 1000;
  await writeMarker(ctx, {
    _id: SEED_MARKER_ID,
    type: 'seed',
    version: SEED_VERSION,
    seed: DEFAULT_SEED,
    categories: categories.length,
    products: products.length,
    variants: inventory.length,
    inventory: inventory.length,
    reviews: reviews.length,
    images: productImages.rendered + productImages.kept + categoryImages.rendered + categoryImages.kept,
    seconds: Math.round(seconds * 10) / 10,
    completedAt: new Date().toISOString(),
  });
  ctx.log.info(
    `Seeded ${products.length} products with ${inventory.length} variants in ${categories.length} categories, ${reviews.length} reviews and ` +
      `${productImages.rendered + categoryImages.rendered} images in ${seconds.toFixed(1)} s.`,
  );
}

/** A second store starting at the same moment may have finished first: its marker is as good as ours. */
async function writeMarker(ctx: BaseContext, marker: { _id: string } & Record<string, unknown>): Promise<void> {
  try {
    await ctx.dbs.meta.put(marker);
  } catch (e) {
    if (!isConflict(e)) throw e;
  }
}
