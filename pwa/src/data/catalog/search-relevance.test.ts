/**
 * The search relevance cases (api/src/seed/search-relevance-cases.ts) answered by the replica's
 * code: the snapshot the worker builds from the replicated documents, and the questions it answers
 * (a listing with search text for submitted searches, the header's suggestions for text being
 * typed). The same cases run against the api; relevance comes from the products' fields.
 */
import { describe, expect, it } from 'vitest';
import { judge, relevanceSeed, SEARCH_RELEVANCE_CASES as CASES } from '@store/api/testing';
import { answerQuestion } from './query.js';
import { buildSnapshot } from './snapshot.js';

const seed = relevanceSeed();
const snapshot = buildSnapshot({ products: seed.products, categories: seed.categories, inventory: seed.inventory, reviews: [] });
const typing = (c: (typeof CASES)[number]) => c.prefix ?? c.kind === 'prefix';

describe('search relevance on the device (the replica worker’s answers)', () => {
  it('the snapshot holds the whole seed', () => {
    expect(snapshot.products).toHaveLength(seed.products.length);
  });

  it.each(CASES.filter((c) => !typing(c)))('$kind: a listing searched for "$q" finds what it should, best first', (c) => {
    const page = answerQuestion(snapshot, { kind: 'products', filter: { search: c.q, limit: 100 } });
    const { p10, recall, wrong } = judge(
      c,
      page.products.map((p) => p._id),
    );
    expect(p10, `precision@10 for "${c.q}"; not relevant: ${wrong.join(' | ')}`).toBeGreaterThanOrEqual(c.p10 ?? 0.9);
    if (page.total <= 100) expect(recall, `recall for "${c.q}"`).toBeGreaterThanOrEqual(c.recall ?? 0.9);
  });

  it.each(CASES.filter(typing))('$kind: the suggestions for "$q" being typed are what it should find', (c) => {
    const ids = answerQuestion(snapshot, { kind: 'suggest', text: c.q }).products.map((p) => p._id);
    expect(ids.length, c.q).toBeGreaterThan(0);
    const { wrong } = judge(c, ids);
    expect(wrong.length, `suggested for "${c.q}" but not relevant: ${wrong.join(' | ')}`).toBeLessThanOrEqual(1);
  });

  it('a search that finds nothing offers a correction, as the api does', () => {
    const page = answerQuestion(snapshot, { kind: 'products', filter: { search: 'fontan pen' } });
    expect(page.total).toBe(0);
    expect(page.didYouMean).toBe('fountain pen');
  });
});
