import {
  averageRating,
  BADGES,
  CategoryDocSchema,
  colourOptionIndex,
  InventoryDocSchema,
  ProductDocSchema,
  ReviewDocSchema,
  variantLabel,
} from '@store/shared';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate-catalogue.js';
import { poolImageNames } from './image-pool.js';
import { COMMENTS } from './review-text.js';

const now = new Date('2025-06-01T10:00:00Z');
const big = generateCatalogue({ count: 1200, now });
const small = generateCatalogue({ count: 60, now });
const DAY = 86_400_000;
const variantCount = (c: { products: ReadonlyArray<{ variants: readonly unknown[] }> }) =>
  c.products.reduce((s, p) => s + p.variants.length, 0);

describe('the seeded catalogue at the default size (SEED_PRODUCTS=1200 sellable variants)', () => {
  it('when 1200 variants are asked for, then there are about 230 products holding exactly 1200 variants, in every category', () => {
    expect(variantCount(big)).toBe(1200);
    expect(big.products.length).toBeGreaterThanOrEqual(220);
    expect(big.products.length).toBeLessThanOrEqual(240);
    const slugs = big.categories.map((c) => c._id);
    expect(slugs).toEqual(expect.arrayContaining(['writing', 'notebooks', 'art', 'office', 'organization']));
    for (const slug of slugs) expect(big.products.filter((p) => p.category === slug).length).toBeGreaterThan(10);
    // Most products sell several variants; a few (a glue, an eraser) only one.
    expect(big.products.filter((p) => p.variants.length > 1).length).toBeGreaterThan(big.products.length * 0.8);
  });

  it('then every document is exactly what its shared schema accepts', () => {
    for (const d of big.categories) expect(CategoryDocSchema.parse(d)).toEqual(d);
    for (const d of big.products) expect(ProductDocSchema.parse(d)).toEqual(d);
    for (const d of big.inventory) expect(InventoryDocSchema.parse(d)).toEqual(d);
    for (const d of big.reviews) expect(ReviewDocSchema.parse(d)).toEqual(d);
  });

  it('then ids are fixed and unique, and every variant has one inventory record naming its product', () => {
    expect(big.products[0]?._id).toBe('p0001');
    expect(new Set(big.products.map((p) => p._id)).size).toBe(big.products.length);
    const variants = big.products.flatMap((p) => p.variants.map((v) => ({ product: p._id, id: v.id })));
    expect(new Set(variants.map((v) => v.id)).size).toBe(1200);
    for (const v of variants) expect(v.id.startsWith(`${v.product}-`)).toBe(true);
    expect(big.inventory.map((i) => [i._id, i.product])).toEqual(variants.map((v) => [v.id, v.product]));
    const skus = big.products.flatMap((p) => p.variants.map((v) => v.sku.toLowerCase()));
    expect(new Set(skus).size).toBe(skus.length);
    expect(new Set(big.reviews.map((r) => r._id)).size).toBe(big.reviews.length);
  });

  it('then some variants are out of stock (~6%), some low (1–5, ~10%) and the rest have 6–250', () => {
    const qty = big.inventory.map((i) => i.quantity);
    expect(qty.filter((q) => q === 0)).toHaveLength(72);
    expect(qty.filter((q) => q >= 1 && q <= 5)).toHaveLength(120);
    expect(qty.filter((q) => q >= 6 && q <= 250)).toHaveLength(1200 - 72 - 120);
  });

  it('then about 8% of products are featured, about 10% best sellers, and badges come from the known set', () => {
    const n = big.products.length;
    expect(big.products.filter((p) => p.featured)).toHaveLength(Math.round(n * 0.08));
    expect(big.products.filter((p) => p.bestSeller)).toHaveLength(Math.round(n * 0.1));
    for (const p of big.products) if (p.badge !== null) expect(BADGES).toContain(p.badge);
    for (const badge of ['Best Seller', 'Sale', 'New', 'Premium']) expect(big.products.some((p) => p.badge === badge)).toBe(true);
    expect(big.products.some((p) => p.badge === null)).toBe(true);
  });

  it('then reviews belong to the product (its rating and count), many name the variant bought, and each comment matches its stars', () => {
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
      expect(own.length).toBeLessThanOrEqual(16);
      expect(p.numReviews).toBe(own.length);
      expect(p.rating).toBe(averageRating(own));
      for (const r of own) {
        if (!r.variant) continue;
        const v = p.variants.find((x) => x.id === r.variant?.id);
        expect(v, `${r._id} names a variant of ${p.name}`).toBeDefined();
        expect(r.variant.label).toBe(variantLabel(v!));
      }
    }
    const naming = big.reviews.filter((r) => r.variant).length;
    expect(naming).toBeGreaterThan(big.reviews.length * 0.4);
    expect(naming).toBeLessThan(big.reviews.length);
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

  it("then every image is a file of the drawn pool, and each colour but the product's first shows its own drawing", () => {
    const pool = new Set(big.art.flatMap((a) => Object.values(poolImageNames(a.key)).flat()));
    const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    let own = 0;
    for (const p of big.products) {
      expect(p.images.additionalImages).toHaveLength(3);
      const k = colourOptionIndex(p);
      for (const v of p.variants) {
        const images = v.images ?? p.images;
        for (const f of [images.mainImage, ...images.additionalImages]) expect(pool.has(f)).toBe(true);
        if (k < 0) {
          expect(v.images).toBeNull();
          continue;
        }
        const colour = v.values[k] ?? '';
        expect(images.mainImage, `${p.name} · ${colour}`).toContain(`-${slug(colour)}.webp`);
        if (v.images) own++;
      }
    }
    expect(own).toBeGreaterThan(300);
    expect(big.art.length).toBeLessThan(210);
    for (const c of big.categories) expect(c.image).toBe(`seed-${c._id}.webp`);
  });
});

describe('the seeded catalogue, in general', () => {
  it('when the same count and seed are generated twice, then the catalogues are identical, variant ids included', () => {
    expect(generateCatalogue({ count: 60, now })).toEqual(small);
    expect(generateCatalogue({ count: 1200, now: new Date('2026-01-01T00:00:00Z') }).inventory.map((i) => i._id)).toEqual(
      big.inventory.map((i) => i._id),
    );
  });

  it('when the seed differs, then the catalogue differs', () => {
    expect(generateCatalogue({ count: 60, now, seed: 7 }).products).not.toEqual(small.products);
  });

  it('when only 60 variants are asked for, then there are exactly 60, every category still has a product and the minimums hold', () => {
    expect(variantCount(small)).toBe(60);
    expect(small.inventory).toHaveLength(60);
    for (const c of small.categories) expect(small.products.some((p) => p.category === c._id)).toBe(true);
    expect(small.products.filter((p) => p.bestSeller).length).toBeGreaterThanOrEqual(8);
    expect(small.products.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
    expect(small.inventory.some((i) => i.quantity === 0)).toBe(true);
    expect(small.inventory.some((i) => i.quantity >= 1 && i.quantity <= 5)).toBe(true);
  });

  it('when fewer variants are asked for than one product sells, then one product sells exactly that many', () => {
    const tiny = generateCatalogue({ count: 4, now });
    expect(tiny.products).toHaveLength(1);
    expect(variantCount(tiny)).toBe(4);
    expect(ProductDocSchema.parse(tiny.products[0])).toEqual(tiny.products[0]);
  });

  it('when 12,000 variants are asked for, then about 2,300 products hold exactly 12,000, with names that never repeat', () => {
    const large = generateCatalogue({ count: 12_000, now });
    expect(variantCount(large)).toBe(12_000);
    expect(large.inventory).toHaveLength(12_000);
    expect(large.products.length).toBeGreaterThan(2_200);
    expect(large.products.length).toBeLessThan(2_400);
    expect(new Set(large.products.map((p) => p.name)).size).toBe(large.products.length);
    for (const p of large.products.slice(-50)) expect(ProductDocSchema.parse(p)).toEqual(p);
  }, 60_000);

  it('when 50,000 variants are asked for, then it works: exactly 50,000 variants, each with its record', () => {
    const huge = generateCatalogue({ count: 50_000, now });
    expect(variantCount(huge)).toBe(50_000);
    expect(new Set(huge.inventory.map((i) => i._id)).size).toBe(50_000);
    expect(huge.products.length).toBeGreaterThan(9_000);
  }, 120_000);
});

describe('the order of the seeded categories', () => {
  it('puts the categories with most variants first (position 0, 1, …), so Writing Instruments leads', () => {
    const count = (id: string) => big.products.filter((p) => p.category === id).reduce((s, p) => s + p.variants.length, 0);
    expect(big.categories.map((c) => c.position)).toEqual(big.categories.map((_, i) => i));
    const counts = big.categories.map((c) => count(c._id));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(big.categories[0]?._id).toBe('writing');
  });
});

describe('the GST data of the seeded categories', () => {
  it('gives every category an HSN code of its goods and GST 18%, the rate the checkout charges', () => {
    const tax = Object.fromEntries(big.categories.map((c) => [c._id, [c.hsnCode, c.gstRate]]));
    expect(tax).toEqual({
      writing: ['9608', 18],
      notebooks: ['4820', 18],
      art: ['3213', 18],
      office: ['8305', 18],
      school: ['3926', 18],
      organization: ['3926', 18],
      'desk-accessories': ['8304', 18],
      gifts: ['9608', 18],
    });
  });
});

describe("the seeded products' country of origin", () => {
  it("gives every product the country its brand makes it in: Japan's, Germany's and India's brands, Parker's France", () => {
    expect(big.products.every((p) => typeof p.countryOfOrigin === 'string' && p.countryOfOrigin.length > 0)).toBe(true);
    const byBrand = new Map(big.products.map((p) => [p.brand, p.countryOfOrigin]));
    const expected = {
      Pilot: 'Japan',
      Zebra: 'Japan',
      'Uni-ball': 'Japan',
      Lamy: 'Germany',
      Staedtler: 'Germany',
      Parker: 'France',
      Camlin: 'India',
      Classmate: 'India',
    };
    for (const [brand, country] of Object.entries(expected)) if (byBrand.has(brand)) expect(byBrand.get(brand), brand).toBe(country);
    expect(Object.keys(expected).filter((b) => byBrand.has(b)).length).toBeGreaterThanOrEqual(6);
    expect(new Set(big.products.map((p) => p.countryOfOrigin)).size).toBeGreaterThanOrEqual(5);
  });
});
