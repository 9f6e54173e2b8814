import { averageRating, BADGES, CategoryDocSchema, InventoryDocSchema, ProductDocSchema, ReviewDocSchema } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, KNOWN_BRANDS } from './catalogue/index.js';
import { generateCatalogue } from './generate-catalogue.js';
import { poolImageNames } from './image-pool.js';
import { COMMENTS } from './review-text.js';

const now = new Date('2025-06-01T10:00:00Z');
const big = generateCatalogue({ count: 1200, now });
const small = generateCatalogue({ count: 60, now });
const DAY = 86_400_000;

const priceBands: Record<string, [number, number]> = {
  pencil: [10, 150],
  'fountain-pen': [400, 25000],
  journal: [200, 2500],
  'ball-pen': [10, 5500],
  'sticky-notes': [30, 900],
  calculator: [200, 1000],
  'desk-lamp': [600, 2600],
};

describe('the seeded catalogue at the default size', () => {
  it("when products are named, then no name says a word twice in a row (not 'Kangaro Masking Masking Tape')", () => {
    const doubled = generateCatalogue({ count: 12000, now })
      .products.map((p) => p.name.split(' – ')[0] ?? '')
      .filter((name) => name.split(' ').some((w, i, words) => i > 0 && w.toLowerCase() === words[i - 1]?.toLowerCase()));
    expect([...new Set(doubled)]).toEqual([]);
  });

  it('when 1200 products are asked for, then there are 1200 in at least six categories, including the five the storefront links to', () => {
    expect(big.products).toHaveLength(1200);
    const slugs = big.categories.map((c) => c._id);
    expect(slugs.length).toBeGreaterThanOrEqual(6);
    expect(slugs).toEqual(expect.arrayContaining(['writing', 'notebooks', 'art', 'office', 'organization']));
    for (const slug of slugs) expect(big.products.filter((p) => p.category === slug).length).toBeGreaterThan(40);
  });

  it('then every document is exactly what its shared schema accepts', () => {
    for (const d of big.categories) expect(CategoryDocSchema.parse(d)).toEqual(d);
    for (const d of big.products) expect(ProductDocSchema.parse(d)).toEqual(d);
    for (const d of big.inventory) expect(InventoryDocSchema.parse(d)).toEqual(d);
    for (const d of big.reviews) expect(ReviewDocSchema.parse(d)).toEqual(d);
  });

  it('then ids are fixed and unique, names do not repeat, and every product has one inventory record', () => {
    expect(big.products[0]?._id).toBe('p0001');
    expect(new Set(big.products.map((p) => p._id)).size).toBe(1200);
    expect(new Set(big.products.map((p) => p.name)).size).toBe(1200);
    expect(big.inventory.map((i) => i._id)).toEqual(big.products.map((p) => p._id));
    for (const i of big.inventory) expect(i.product).toBe(i._id);
    expect(new Set(big.reviews.map((r) => r._id)).size).toBe(big.reviews.length);
  });

  it('then prices fit the item: a pencil costs ₹10–150, a fountain pen ₹400–25,000, a journal ₹200–2,500', () => {
    for (const p of big.products) {
      const band = priceBands[big.typeOf[p._id] ?? ''];
      if (band) {
        expect(p.price, p.name).toBeGreaterThanOrEqual(band[0]);
        expect(p.price, p.name).toBeLessThanOrEqual(band[1]);
      }
      expect(p.price).toBeGreaterThan(0);
      if (p.originalPrice !== null) expect(p.originalPrice).toBeGreaterThan(p.price);
    }
    for (const type of ['pencil', 'fountain-pen', 'journal']) expect(Object.values(big.typeOf)).toContain(type);
    const discounted = big.products.filter((p) => p.originalPrice !== null).length;
    expect(discounted).toBeGreaterThan(1200 * 0.2);
    expect(discounted).toBeLessThan(1200 * 0.4);
  });

  it('then the words are believable: known brands, 3–6 features, a description and a specification', () => {
    expect(new Set(big.products.map((p) => p.brand)).size).toBeGreaterThanOrEqual(30);
    for (const p of big.products) {
      expect(KNOWN_BRANDS).toContain(p.brand);
      expect(p.name.startsWith(p.brand)).toBe(true);
      expect(p.features.length).toBeGreaterThanOrEqual(3);
      expect(p.features.length).toBeLessThanOrEqual(6);
      expect(p.description.length).toBeGreaterThan(60);
      expect(p.description).not.toMatch(/[{}]/);
      expect(p.specification).toContain(`Brand: ${p.brand}`);
    }
  });

  it('then the specification agrees with the name and the price (an "A5" notebook says Size: A5; a cheap pen has no gold nib)', () => {
    const types = new Map(CATALOGUE.flatMap((c) => c.types.map((t) => [t.id, t])));
    const word = (name: string, w: string) =>
      new RegExp(`(^|[^\\w.])${w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([^\\w.]|$)`, 'i').test(name);
    const head = (v: string) => v.split(' (')[0] ?? v;
    let checked = 0;
    for (const p of big.products) {
      const spec = new Map(p.specification.split('\n').map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]));
      for (const [label, values, premium] of types.get(big.typeOf[p._id] ?? '')?.specs ?? []) {
        const all = [...values, ...(premium?.values ?? [])];
        if (!all.some((v) => word(p.name, head(v)))) continue;
        checked++;
        expect(word(p.name, head(spec.get(label) ?? '')), `${p.name} / ${label}: ${spec.get(label)}`).toBe(true);
      }
      if (/\dK gold/.test(spec.get('Nib Material') ?? '')) expect(p.price).toBeGreaterThanOrEqual(12000);
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('then some products are out of stock (~6%), some low (1–5, ~10%) and the rest have 6–250', () => {
    const qty = big.inventory.map((i) => i.quantity);
    expect(qty.filter((q) => q === 0)).toHaveLength(72);
    expect(qty.filter((q) => q >= 1 && q <= 5)).toHaveLength(120);
    expect(qty.filter((q) => q >= 6 && q <= 250)).toHaveLength(1200 - 72 - 120);
  });

  it('then about 8% are featured, about 10% best sellers, and badges come from the known set', () => {
    expect(big.products.filter((p) => p.featured)).toHaveLength(96);
    expect(big.products.filter((p) => p.bestSeller)).toHaveLength(120);
    for (const p of big.products) if (p.badge !== null) expect(BADGES).toContain(p.badge);
    for (const badge of ['Best Seller', 'Sale', 'New', 'Premium']) expect(big.products.some((p) => p.badge === badge)).toBe(true);
    expect(big.products.some((p) => p.badge === null)).toBe(true);
  });

  it('then each product carries the mean and count of its 0–8 reviews, and each comment matches its stars', () => {
    const byProduct = new Map<string, typeof big.reviews>();
    for (const r of big.reviews) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r]);
    const templates = Object.fromEntries(
      Object.entries(COMMENTS).map(([stars, list]) => [
        stars,
        list.map((c) => new RegExp(`^${c.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{noun}', '.+')}$`)),
      ]),
    );
    for (const p of big.products) {
      const own = byProduct.get(p._id) ?? [];
      expect(own.length).toBeLessThanOrEqual(8);
      expect(p.numReviews).toBe(own.length);
      expect(p.rating).toBe(averageRating(own));
    }
    for (const r of big.reviews) {
      expect(
        templates[r.rating]?.some((re) => re.test(r.comment)),
        r.comment,
      ).toBe(true);
      expect(r.user.name).toMatch(/^[A-Z][a-z]+ [A-Z]/);
    }
    expect(big.products.some((p) => p.numReviews === 0)).toBe(true);
  });

  it('then dates spread over the last year and reviews come after their product', () => {
    const created = big.products.map((p) => Date.parse(p.createdAt));
    expect(Math.min(...created)).toBeGreaterThanOrEqual(now.getTime() - 366 * DAY);
    expect(Math.max(...created)).toBeLessThanOrEqual(now.getTime());
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(300 * DAY);
    const createdOf = new Map(big.products.map((p) => [p._id, p.createdAt]));
    for (const r of big.reviews) expect(r.createdAt >= (createdOf.get(r.productId) ?? '')).toBe(true);
  });

  it('then every product image is a file of the drawn pool, one main and three details', () => {
    const pool = new Set(big.art.flatMap((a) => Object.values(poolImageNames(a.key)).flat()));
    for (const p of big.products) {
      expect(p.images.additionalImages).toHaveLength(3);
      for (const f of [p.images.mainImage, ...p.images.additionalImages]) expect(pool.has(f)).toBe(true);
    }
    expect(big.art.length).toBeLessThan(200);
    for (const c of big.categories) expect(c.image).toBe(`seed-${c._id}.webp`);
  });
});

describe('the seeded catalogue, in general', () => {
  it('when the same count and seed are generated twice, then the catalogues are identical', () => {
    expect(generateCatalogue({ count: 60, now })).toEqual(small);
  });

  it('when the seed differs, then the catalogue differs', () => {
    expect(generateCatalogue({ count: 60, now, seed: 7 }).products).not.toEqual(small.products);
  });

  it('when only 60 products are asked for, then every category still has some and the minimums hold', () => {
    expect(small.products).toHaveLength(60);
    for (const c of small.categories) expect(small.products.some((p) => p.category === c._id)).toBe(true);
    expect(small.products.filter((p) => p.bestSeller).length).toBeGreaterThanOrEqual(8);
    expect(small.products.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
    expect(small.inventory.some((i) => i.quantity === 0)).toBe(true);
    expect(small.inventory.some((i) => i.quantity >= 1 && i.quantity <= 5)).toBe(true);
  });

  it('when more products are asked for than there are distinct items, then names still never repeat', () => {
    const huge = generateCatalogue({ count: 3000, now });
    expect(new Set(huge.products.map((p) => p.name)).size).toBe(3000);
  });
});

describe('the order of the seeded categories', () => {
  it('puts the categories with most products first (position 0, 1, …), so Writing Instruments leads', () => {
    const { categories, products } = generateCatalogue({ count: 1200 });
    const count = (id: string) => products.filter((p) => p.category === id).length;
    expect(categories.map((c) => c.position)).toEqual(categories.map((_, i) => i));
    const counts = categories.map((c) => count(c._id));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(categories[0]?._id).toBe('writing');
  });
});
