/** The seeded products one by one: clean names, believable prices across their variants, words that agree with them. */
import { colourOptionIndex, discountPercent } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, KNOWN_BRANDS } from './catalogue/index.js';
import { generateCatalogue } from './generate-catalogue.js';
import { nameWords } from './product-name.js';

const now = new Date('2025-06-01T10:00:00Z');
const big = generateCatalogue({ count: 1200, now });
const large = generateCatalogue({ count: 12_000, now });

/** What a variant costs, in rupees, for each kind of item (a pencil: from one to a pack of 20). */
const priceBands: Record<string, [number, number]> = {
  pencil: [5, 150],
  'fountain-pen': [400, 25000],
  journal: [200, 2800],
  'ball-pen': [10, 6500],
  'sticky-notes': [30, 900],
  calculator: [200, 1000],
  'desk-lamp': [600, 2600],
};

/** The variants of a product that differ only in the option at `k`, grouped by the other values. */
function groupsBesides<V extends { values: readonly string[] }>(variants: readonly V[], k: number): V[][] {
  const groups = new Map<string, V[]>();
  for (const v of variants) {
    const key = v.values.filter((_, i) => i !== k).join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  return [...groups.values()];
}

describe('seeded product names', () => {
  it.each([
    ['1200', big],
    ['12,000', large],
  ])('at %s variants, no name repeats a word (case and hyphens aside) and no two products share a name', (_, catalogue) => {
    const repeating = catalogue.products.map((p) => p.name).filter((name) => new Set(nameWords(name)).size !== nameWords(name).length);
    expect(repeating).toEqual([]);
    expect(new Set(catalogue.products.map((p) => p.name.toLowerCase())).size).toBe(catalogue.products.length);
  });

  it('names the product, never one of its variants: "Fevistik Glue Stick", "Leuchtturm1917 A5 Sketchbook", "Camlin Double Sided Tape"', () => {
    const names = big.products.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Fevistik Glue Stick', 'Leuchtturm1917 A5 Sketchbook', 'Camlin Double Sided Tape']));
    for (const p of big.products)
      for (const o of p.options)
        for (const value of o.values) expect(p.name, `${p.name} names its ${o.name} ${value}`).not.toContain(value);
  });
});

describe('seeded prices', () => {
  it('colours of one model share a price and an MRP', () => {
    let checked = 0;
    for (const p of big.products) {
      const k = colourOptionIndex(p);
      if (k < 0) continue;
      for (const group of groupsBesides(p.variants, k)) {
        checked++;
        expect(new Set(group.map((v) => `${v.price}/${v.originalPrice}`)).size, p.name).toBe(1);
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('a larger pack, more shades or more pages cost more, in steps: a pack of 10 more than a pack of 5, less than ten times one', () => {
    let checked = 0;
    for (const p of big.products) {
      p.options.forEach((o, k) => {
        if (!['Pack', 'Shades', 'Pages', 'Set', 'Drawers', 'Tiers', 'Compartments'].includes(o.name)) return;
        const count = (s: string) => (s === 'Single' ? 1 : Number(/\d+/.exec(s)?.[0] ?? NaN));
        for (const group of groupsBesides(p.variants, k)) {
          const counted = group.filter((v) => Number.isFinite(count(v.values[k] ?? '')));
          const sorted = [...counted].sort((a, b) => count(a.values[k] ?? '') - count(b.values[k] ?? ''));
          for (let i = 1; i < sorted.length; i++) {
            checked++;
            const [a, b] = [sorted[i - 1]!, sorted[i]!];
            expect(b.price, `${p.name}: ${b.values.join(' · ')} vs ${a.values.join(' · ')}`).toBeGreaterThan(a.price);
            if (o.name === 'Pack')
              expect(b.price / a.price).toBeLessThanOrEqual((count(b.values[k] ?? '') / count(a.values[k] ?? '')) * 1.1);
          }
        }
      });
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('prices are round, as shops price things (₹45, ₹249, ₹2,999), and fit the item', () => {
    for (const p of big.products) {
      const band = priceBands[big.typeOf[p._id] ?? ''];
      for (const v of p.variants) {
        for (const amount of [v.price, ...(v.originalPrice === null ? [] : [v.originalPrice])]) {
          if (amount >= 100) expect([0, 9], `${p.name}: ₹${amount}`).toContain(amount % 10);
          else if (amount >= 20) expect([0, 5], `${p.name}: ₹${amount}`).toContain(amount % 5);
        }
        if (band) {
          expect(v.price, p.name).toBeGreaterThanOrEqual(band[0]);
          expect(v.price, p.name).toBeLessThanOrEqual(band[1]);
        }
      }
    }
    for (const type of ['pencil', 'fountain-pen', 'journal']) expect(Object.values(big.typeOf)).toContain(type);
  });

  it('the cheapest variant comes first (the default), and the top-level price and MRP are its', () => {
    for (const p of big.products) {
      expect(p.variants[0]?.price).toBe(Math.min(...p.variants.map((v) => v.price)));
      expect(p.price).toBe(p.variants[0]?.price);
      expect(p.originalPrice).toBe(p.variants[0]?.originalPrice);
    }
    expect(big.products.filter((p) => new Set(p.variants.map((v) => v.price)).size > 1).length).toBeGreaterThan(100);
  });

  it("every variant's MRP carries the product's one discount, and 20–40% of products are on sale", () => {
    for (const p of big.products) {
      const discounts = p.variants.map((v) => (v.originalPrice === null ? null : discountPercent(v.price, v.originalPrice)));
      if (discounts.includes(null))
        expect(
          discounts.every((d) => d === null),
          p.name,
        ).toBe(true);
      else expect(Math.max(...(discounts as number[])) - Math.min(...(discounts as number[])), p.name).toBeLessThanOrEqual(10);
      for (const v of p.variants) if (v.originalPrice !== null) expect(v.originalPrice).toBeGreaterThan(v.price);
    }
    const onSale = big.products.filter((p) => p.originalPrice !== null).length;
    expect(onSale).toBeGreaterThan(big.products.length * 0.2);
    expect(onSale).toBeLessThan(big.products.length * 0.4);
  });
});

describe('seeded words', () => {
  it('known brands, 3–6 features, a description that says the colours, a specification', () => {
    expect(new Set(big.products.map((p) => p.brand)).size).toBeGreaterThanOrEqual(30);
    for (const p of big.products) {
      expect(KNOWN_BRANDS).toContain(p.brand);
      expect(p.name.startsWith(p.brand)).toBe(true);
      expect(p.features.length).toBeGreaterThanOrEqual(3);
      expect(p.features.length).toBeLessThanOrEqual(6);
      expect(p.description.length).toBeGreaterThan(60);
      expect(p.description).not.toMatch(/[{}]|\bA [aeiou]| ,/);
      expect(p.specification).toContain(`Brand: ${p.brand}`);
      const colours = p.options[colourOptionIndex(p)]?.values ?? [];
      if (colours.length > 1) for (const c of colours) expect(p.description).toContain(c.toLowerCase());
    }
  });

  it('the specification lists the values of an option it names ("Tip Size: 0.5 mm, 0.7 mm"), and a cheap pen has no gold nib', () => {
    const types = new Map(CATALOGUE.flatMap((c) => c.types.map((t) => [t.id, t])));
    let checked = 0;
    for (const p of big.products) {
      const spec = new Map(p.specification.split('\n').map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]));
      for (const [label] of types.get(big.typeOf[p._id] ?? '')?.specs ?? []) {
        const option = p.options.find((o) => o.name.toLowerCase() === label.toLowerCase());
        if (!option) continue;
        checked++;
        expect(spec.get(label), `${p.name} / ${label}`).toBe(option.values.join(', '));
      }
      if (/\dK gold/.test(spec.get('Nib Material') ?? '')) expect(p.price).toBeGreaterThanOrEqual(12000);
    }
    expect(checked).toBeGreaterThan(30);
  });
});
