/**
 * The seeded catalogue as plain data: a pure function of (count, seed, now), so it is the same on
 * every machine and can be tested without a database. The writer (index.ts) stores what it returns.
 */
import { averageRating, type CategoryDoc, type InventoryDoc, type ProductDoc, type ReviewDoc } from '@store/shared';
import { pickIndices, shareOf, splitByWeight } from './allocate.js';
import { CATALOGUE, type CategoryCatalogue } from './catalogue/index.js';
import { draftProduct, productName, type ProductChoice, type ProductDraft } from './generate-product.js';
import { generateReviews } from './generate-reviews.js';
import { categoryImageName, type PoolArt } from './image-pool.js';
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

export function generateCatalogue({ count, seed = DEFAULT_SEED, now = new Date() }: GenerateOptions): SeedCatalogue {
  const rng = createRng(seed);
  const nowMs = now.getTime();
  const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

  const unordered: CategoryDoc[] = CATALOGUE.map((c) => ({
    _id: c.slug,
    type: 'category',
    schemaVersion: 1,
    name: c.name,
    description: c.description,
    image: categoryImageName(c.slug),
    color: c.color,
    createdAt: iso(nowMs - 400 * DAY),
    updatedAt: iso(nowMs - 400 * DAY),
  }));

  // Exact shares per category, dealt out in a shuffled order so ids do not group by category.
  const shares = splitByWeight(
    count,
    CATALOGUE.map((c) => c.weight),
  );
  // The shop's order of categories (`position`): most products first, so the six shown on the home
  // page and /categories are the biggest (Writing Instruments leads).
  const productsIn = new Map(CATALOGUE.map((c, i) => [c.slug, shares[i] ?? 0]));
  const categories: CategoryDoc[] = [...unordered]
    .sort((a, b) => (productsIn.get(b._id) ?? 0) - (productsIn.get(a._id) ?? 0) || a.name.localeCompare(b.name))
    .map((c, position) => ({ ...c, position }));
  const slots = rng.shuffle(CATALOGUE.flatMap((c, i) => Array.from({ length: shares[i] ?? 0 }, () => c)));
  const dealers = new Map(CATALOGUE.map((c) => [c.slug, dealerFor(rng, c)]));
  const dealt = new Map<string, number>();
  const drafts = slots.map((category, i) => {
    const k = dealt.get(category.slug) ?? 0;
    dealt.set(category.slug, k + 1);
    const dealer = dealers.get(category.slug);
    if (!dealer) throw new Error(`no dealer for ${category.slug}`);
    const { deal, edition } = dealer(k);
    const choice = deal(rng);
    const name = edition > 1 ? `${productName(choice)} (Edition ${edition})` : productName(choice);
    const createdMs = nowMs - rng.between(0, 365) * DAY;
    const updatedMs = Math.min(nowMs, createdMs + rng.between(0, 30) * DAY);
    return draftProduct(rng, productId(i + 1), name, choice, iso(createdMs), iso(updatedMs));
  });

  const featured = pickIndices(rng, count, shareOf(count, 0.08, 8));
  const bestSellers = pickIndices(rng, count, shareOf(count, 0.1, 8));
  const products: ProductDoc[] = [];
  const reviews: ReviewDoc[] = [];
  drafts.forEach((d, i) => {
    const bestSeller = bestSellers.has(i);
    const quality = bestSeller ? rng.between(4.2, 4.9) : rng.between(3.2, 4.8);
    const n = bestSeller ? rng.int(4, 8) : rng.chance(0.15) ? 0 : rng.int(1, 8);
    const own = generateReviews(rng, d.doc, d.noun, { count: n, quality, now: nowMs });
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

  // One shuffled order split in three, so "out of stock" and "low" never overlap.
  const stockOrder = [...pickIndices(rng, count, count)];
  const outCount = shareOf(count, 0.06, 1);
  const out = new Set(stockOrder.slice(0, outCount));
  const low = new Set(stockOrder.slice(outCount, outCount + shareOf(count, 0.1, 1)));
  const inventory: InventoryDoc[] = products.map((p, i) => ({
    _id: p._id,
    type: 'inventory',
    schemaVersion: 1,
    product: p._id,
    quantity: out.has(i) ? 0 : low.has(i) ? rng.int(1, 5) : rng.int(6, 250),
    updatedAt: iso(nowMs),
  }));

  const art = new Map(drafts.map((d) => [d.art.key, d.art]));
  const typeOf = Object.fromEntries(drafts.map((d) => [d.doc._id, d.type.id]));
  return { categories, products, inventory, reviews, art: [...art.values()], typeOf };
}

/**
 * Every distinct product a category can hold (line × variant × named colour), shuffled. The k-th
 * product of a category takes the k-th entry, so names never repeat until the deck runs out; a
 * store seeded larger than that numbers further editions.
 */
type Deal = (rng: Rng) => ProductChoice;

function dealerFor(rng: Rng, category: CategoryCatalogue): (k: number) => { deal: Deal; edition: number } {
  const deck: Deal[] = [];
  for (const line of category.lines) {
    const type = category.types.find((t) => t.id === line.type);
    const kind = type && category.kinds.find((k) => k.kind === type.kind);
    if (!type || !kind) throw new Error(`catalogue data: line ${line.brand} ${line.model} has no type or drawable kind`);
    line.variants.forEach((_, variantIndex) => {
      const base = { category, line, type, variantIndex };
      if (type.colourInName === false) deck.push((r) => ({ ...base, colour: r.pick(kind.colours) }));
      else for (const colour of kind.colours) deck.push(() => ({ ...base, colour }));
    });
  }
  const shuffled = rng.shuffle(deck);
  return (k) => {
    const deal = shuffled[k % shuffled.length];
    if (!deal) throw new Error(`catalogue data: category ${category.slug} has no product lines`);
    return { deal, edition: Math.floor(k / shuffled.length) + 1 };
  };
}

function badgeFor(rng: Rng, d: ProductDraft, bestSeller: boolean, nowMs: number): string | null {
  if (bestSeller && rng.chance(0.6)) return 'Best Seller';
  if (d.doc.originalPrice !== null && rng.chance(0.5)) return 'Sale';
  if (nowMs - Date.parse(d.doc.createdAt) < 45 * DAY && rng.chance(0.6)) return 'New';
  if (d.doc.price >= 3000 && d.priceRank > 0.5 && rng.chance(0.6)) return 'Premium';
  return rng.chance(0.04) ? 'Limited' : null;
}
