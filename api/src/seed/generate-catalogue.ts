/**
 * The seeded catalogue as plain data: a pure function of (count, seed, now), so it is the same on
 * every machine and can be tested without a database. The writer (index.ts) stores what it returns.
 */
import { averageRating, type CategoryDoc, type InventoryDoc, type ProductDoc, type ReviewDoc } from '@store/shared';
import { pickIndices, shareOf } from './allocate.js';
import { CATALOGUE } from './catalogue/index.js';
import { seedCategoryTax } from './catalogue/hsn-codes.js';
import { draftProduct, type ProductDraft } from './generate-product.js';
import { generateReviews } from './generate-reviews.js';
import { categoryImageName, type PoolArt } from './image-pool.js';
import { planProducts } from './plan-products.js';
import { createRng, type Rng } from './random.js';

export const DEFAULT_SEED = 20240615;
const DAY = 86_400_000;

export interface SeedCatalogue {
  categories: CategoryDoc[];
  products: ProductDoc[];
  inventory: InventoryDoc[];
  reviews: ReviewDoc[];
  /** The pool drawings the products use: what the image renderer must draw. */
  art: PoolArt[];
  /** Product id → product type id (e.g. "fountain-pen"). */
  typeOf: Record<string, string>;
}

export interface GenerateOptions {
  count: number;
  seed?: number;
  /** The moment dates are spread back from; tests pass a fixed one. */
  now?: Date;
}

export const productId = (n: number): string => `p${String(n).padStart(4, '0')}`;

/**
 * `count` is the number of sellable variants (SEED_PRODUCTS): the benches compare catalogues by
 * what a shopper can buy. About count / 5.2 products are dealt, and their colours are added until
 * their variants come to exactly `count`.
 */
export function generateCatalogue({ count, seed = DEFAULT_SEED, now = new Date() }: GenerateOptions): SeedCatalogue {
  const rng = createRng(seed);
  const nowMs = now.getTime();
  const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

  const plans = planProducts(rng, count);
  const drafts = plans.map((plan, i) => {
    const createdMs = nowMs - rng.between(0, 365) * DAY;
    const updatedMs = Math.min(nowMs, createdMs + rng.between(0, 30) * DAY);
    return draftProduct(rng, productId(i + 1), plan, iso(createdMs), iso(updatedMs));
  });

  const n = drafts.length;
  const featured = pickIndices(rng, n, shareOf(n, 0.08, 8));
  const bestSellers = pickIndices(rng, n, shareOf(n, 0.1, 8));
  const products: ProductDoc[] = [];
  const reviews: ReviewDoc[] = [];
  drafts.forEach((d, i) => {
    const bestSeller = bestSellers.has(i);
    const quality = bestSeller ? rng.between(4.2, 4.9) : rng.between(3.2, 4.8);
    const reviewCount = bestSeller ? rng.int(6, 16) : rng.chance(0.12) ? 0 : rng.int(1, 10);
    const own = generateReviews(rng, d.doc, d.noun, { count: reviewCount, quality, now: nowMs });
    reviews.push(...own);
    products.push({
      ...d.doc,
      featured: featured.has(i),
      bestSeller,
      badge: badgeFor(rng, d, bestSeller, nowMs),
      rating: averageRating(own),
      numReviews: own.length,
    });
  });

  // One record per variant. One shuffled order split in three, so "out of stock" and "low" never overlap.
  const variants = products.flatMap((p) => p.variants.map((v) => ({ product: p._id, id: v.id })));
  const stockOrder = [...pickIndices(rng, variants.length, variants.length)];
  const outCount = shareOf(variants.length, 0.06, 1);
  const out = new Set(stockOrder.slice(0, outCount));
  const low = new Set(stockOrder.slice(outCount, outCount + shareOf(variants.length, 0.1, 1)));
  const inventory: InventoryDoc[] = variants.map((v, i) => ({
    _id: v.id,
    type: 'inventory',
    schemaVersion: 1,
    product: v.product,
    quantity: out.has(i) ? 0 : low.has(i) ? rng.int(1, 5) : rng.int(6, 250),
    updatedAt: iso(nowMs),
  }));

  // The shop's order of categories (`position`): most sellable variants first, so the six shown on
  // the home page and /categories are the biggest (Writing Instruments leads).
  const variantsIn = new Map<string, number>();
  for (const p of products) variantsIn.set(p.category, (variantsIn.get(p.category) ?? 0) + p.variants.length);
  const categories: CategoryDoc[] = [...CATALOGUE]
    .sort((a, b) => (variantsIn.get(b.slug) ?? 0) - (variantsIn.get(a.slug) ?? 0) || a.name.localeCompare(b.name))
    .map((c, position) => ({
      _id: c.slug,
      type: 'category',
      schemaVersion: 1,
      name: c.name,
      description: c.description,
      image: categoryImageName(c.slug),
      color: c.color,
      position,
      ...seedCategoryTax(c.slug),
      createdAt: iso(nowMs - 400 * DAY),
      updatedAt: iso(nowMs - 400 * DAY),
    }));

  const art = new Map(drafts.flatMap((d) => d.art).map((a) => [a.key, a]));
  const typeOf = Object.fromEntries(drafts.map((d) => [d.doc._id, d.type.id]));
  return { categories, products, inventory, reviews, art: [...art.values()], typeOf };
}

function badgeFor(rng: Rng, d: ProductDraft, bestSeller: boolean, nowMs: number): string | null {
  if (bestSeller && rng.chance(0.6)) return 'Best Seller';
  if (d.doc.originalPrice !== null && rng.chance(0.5)) return 'Sale';
  if (nowMs - Date.parse(d.doc.createdAt) < 45 * DAY && rng.chance(0.6)) return 'New';
  if (d.doc.price >= 3000 && d.priceRank > 0.5 && rng.chance(0.6)) return 'Premium';
  return rng.chance(0.04) ? 'Limited' : null;
}
