/**
 * Search engine speed (issues 20 and 43): index build time and size (serialized JSON bytes) at 1200 and
 * 12,000 seeded sellable variants (SEED_PRODUCTS counts variants; the index holds their products,
 * each with its option values, decision 042), and the time of one search per keystroke while typing a few queries
 * one character at a time, as the header dropdown asks (10 hits with highlights); CPU times
 * (process.cpuUsage) alongside, to see through a loaded machine. Goals: p95 ≤ 5 ms at 1200 variants, ≤ 15 ms at 12,000.
 * Also times variantHitsFor (which variant a query named) on the suggestions found.
 * Issue 46: the same per keystroke for queries typed the Indian way (Hindi, Hinglish, model
 * numbers, split words, a price said in words), on a line of their own so the first stays
 * comparable with earlier runs.
 */
import { generateCatalogue } from '@store/api/testing';
import {
  createSearchIndex,
  priceInQuery,
  ProductDocSchema,
  searchableProduct,
  toProductView,
  variantHitsFor,
  type Product,
} from '@store/shared';

const TYPED = ['fountain pens', 'calculater', 'rubber', 'geometry box', 'blue gel pen', 'cello tape', 'watercolor set', 'a4 notebook'];
const TYPED_INDIA = ['pens under 500', 'fx 991', 'कलम', 'kalam', 'pencil chhilne wala', 'white board marker', '0.5mm gel pen', 'डायरी'];
const GOAL: Record<number, number> = { 1200: 5, 12000: 15 };

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

for (const count of [1200, 12_000]) {
  const seed = generateCatalogue({ count, now: new Date('2025-06-01T10:00:00Z') });
  const cats = new Map(seed.categories.map((c) => [c._id, c]));
  // Inventory records are keyed by variant id; a document from before variants reads as one variant.
  const stock = new Map(seed.inventory.map((i) => [i._id, i.quantity]));
  const views: Product[] = seed.products.map((doc) => {
    const p = ProductDocSchema.parse(doc);
    return toProductView(p, cats.get(p.category), (id) => stock.get(id) ?? 0);
  });
  const byId = new Map(views.map((v) => [v._id, v]));
  const variantCount = views.reduce((n, v) => n + v.variants.length, 0);
  const products = views.map(searchableProduct);
  const builds: number[] = [];
  const buildCpu: number[] = [];
  let index = createSearchIndex(products);
  for (let i = 0; i < 5; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    index = createSearchIndex(products);
    builds.push(performance.now() - t);
    const u = process.cpuUsage(c);
    buildCpu.push((u.user + u.system) / 1000);
  }
  const bytes = Buffer.byteLength(JSON.stringify(index));
  const typing = (queries: readonly string[]) => {
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (let round = 0; round < 5; round++)
      for (const q of queries)
        for (let n = 1; n <= q.length; n++) {
          const t = performance.now();
          // A price said in the text keeps the suggestions to it, as the header's (shared suggestFor) do.
          const price = priceInQuery(q.slice(0, n));
          const accept = price
            ? (id: string) =>
                byId.get(id)?.variants.some((v) => v.price >= (price.minPrice ?? 0) && v.price <= (price.maxPrice ?? Infinity)) ?? false
            : undefined;
          const hits = index.search(q.slice(0, n), { limit: 10, highlights: true, ...(accept ? { accept } : {}) });
          variantHitsFor(
            hits.flatMap((h) => byId.get(h.id) ?? []),
            q.slice(0, n),
            { prefix: true },
          );
          times.push(performance.now() - t);
        }
    const used = process.cpuUsage(cpu);
    return { times, cpuPerKey: (used.user + used.system) / 1000 / times.length, p95: percentile(times, 0.95) };
  };
  const { times, cpuPerKey, p95 } = typing(TYPED);
  const goal = GOAL[count] ?? 15;
  console.log(
    `${count} variants (${views.length} products, ${variantCount} variants): build ${percentile(builds, 0.5).toFixed(0)} ms (median of 5; CPU ${percentile(buildCpu, 0.5).toFixed(0)} ms), index ${(bytes / 1024).toFixed(0)} KB JSON, ` +
      `keystroke p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, CPU ${cpuPerKey.toFixed(2)} ms a keystroke on average (goal ≤ ${goal} ms: ${p95 <= goal ? 'met' : 'MISSED'})`,
  );
  const india = typing(TYPED_INDIA);
  console.log(
    `  typed the Indian way (${TYPED_INDIA.join(', ')}): keystroke p50 ${percentile(india.times, 0.5).toFixed(2)} ms, p95 ${india.p95.toFixed(2)} ms, ` +
      `CPU ${india.cpuPerKey.toFixed(2)} ms a keystroke on average (goal ≤ ${goal} ms: ${india.p95 <= goal ? 'met' : 'MISSED'})`,
  );
}
