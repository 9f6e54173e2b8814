/**
 * Search relevance on the default seed (1200 variants), against the engine itself (the cases:
 * search-relevance-cases.ts; the api and the replica run them too).
 */
import { createSearchIndex, searchableProduct, selectProducts, variantHitsFor } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { judge, relevanceProducts, relevantTo, SEARCH_RELEVANCE_CASES as CASES } from './search-relevance-cases.js';

const products = relevanceProducts();

const index = createSearchIndex(products.map(searchableProduct));

describe('search relevance on the seed of 1200 variants', () => {
  it('the catalogue has something to find for every query', () => {
    for (const c of CASES) expect(relevantTo(c).length, c.q).toBeGreaterThan(0);
  });

  it.each(CASES)('$kind: "$q" finds what it should, best first', (c) => {
    // A price said in the query is the listing's to apply (as a price filter): judged on the listing.
    const ids =
      c.kind === 'price'
        ? selectProducts(products, { search: c.q }, Date.now(), index).map((p) => p._id)
        : index.search(c.q, { prefix: c.prefix ?? c.kind === 'prefix' }).map((h) => h.id);
    const { p10, recall, wrong } = judge(c, ids);
    expect(p10, `precision@10 for "${c.q}"; not relevant: ${wrong.join(' | ')}`).toBeGreaterThanOrEqual(c.p10 ?? 0.9);
    expect(recall, `recall for "${c.q}"`).toBeGreaterThanOrEqual(c.recall ?? 0.9);
  });
  const naming = CASES.filter((c) => c.variant);
  it.each(naming)('$kind: "$q" opens each product it finds on a variant that has what was named', (c) => {
    const ids = new Set(index.search(c.q, { prefix: false }).map((h) => h.id));
    const found = relevantTo(c).filter((p) => ids.has(p._id));
    expect(found.length, c.q).toBeGreaterThan(0);
    const hits = variantHitsFor(found, c.q);
    for (const p of found) {
      const chosen = p.variants.find((v) => v.id === hits[p._id]) ?? (p.variants.length === 1 ? p.variants[0] : undefined);
      expect(chosen && c.variant?.(chosen.values), `${c.q}: ${p.name} opens ${chosen?.values.join(' · ') ?? 'no variant'}`).toBe(true);
    }
  });

  it.each([
    ['कलम', 'pen'],
    ['kalam', 'pen'],
    ['पेंसिल', 'pencil'],
    ['रबर', 'eraser'],
    ['कॉपी', 'notebook'],
    ['डायरी', 'diary'],
    ['शार्पनर', 'sharpener'],
    ['pencil chhilne wala', 'sharpener'],
    ['स्केल', 'ruler'],
  ])('"%s" finds the products "%s" finds (and those with Hindi text of it)', (hindi, english) => {
    const found = index.search(hindi, { prefix: false }).map((h) => h.id);
    const theirs = index.search(english, { prefix: false }).map((h) => h.id);
    expect(theirs.length).toBeGreaterThan(0);
    // The same products; the order may differ where the English word itself is in a name and its synonym in another ("Steel Ruler", "Scale").
    expect(found.filter((id) => theirs.includes(id)).sort()).toEqual([...theirs].sort());
    // Anything more holds the Hindi word itself (the sharpeners' Hindi description).
    const byId = new Map(products.map((p) => [p._id, p]));
    for (const id of found.filter((x) => !theirs.includes(x))) expect(byId.get(id)?.description, id).toMatch(/[\u0900-\u097F]/);
  });

  it('on equal scores, products in stock come first', () => {
    const hits = index.search('stapler', { prefix: false });
    const inStock = new Map(products.map((p) => [p._id, p.inStock]));
    for (let i = 1; i < hits.length; i++)
      if (hits[i]?.score === hits[i - 1]?.score)
        expect(Number(inStock.get(hits[i]!.id))).toBeLessThanOrEqual(Number(inStock.get(hits[i - 1]!.id)));
  });

  it('a query that finds nothing gets a "did you mean" from the index words', () => {
    expect(index.search('fontan pen', { prefix: false })).toHaveLength(0);
    expect(index.suggest('fontan pen')).toBe('fountain pen');
  });
});
