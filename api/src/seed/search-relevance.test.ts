/**
 * Search relevance on the 1200-product seed, against the engine itself (the cases:
 * search-relevance-cases.ts; the api and the replica run them too).
 */
import { createSearchIndex, searchableProduct } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { judge, relevanceProducts, relevantTo, SEARCH_RELEVANCE_CASES as CASES } from './search-relevance-cases.js';

const products = relevanceProducts();

const index = createSearchIndex(products.map(searchableProduct));

describe('search relevance on the 1200-product seed', () => {
  it('the catalogue has something to find for every query', () => {
    for (const c of CASES) expect(relevantTo(c).length, c.q).toBeGreaterThan(0);
  });

  it.each(CASES)('$kind: "$q" finds what it should, best first', (c) => {
    const { p10, recall, wrong } = judge(
      c,
      index.search(c.q, { prefix: c.prefix ?? c.kind === 'prefix' }).map((h) => h.id),
    );
    expect(p10, `precision@10 for "${c.q}"; not relevant: ${wrong.join(' | ')}`).toBeGreaterThanOrEqual(c.p10 ?? 0.9);
    expect(recall, `recall for "${c.q}"`).toBeGreaterThanOrEqual(c.recall ?? 0.9);
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
