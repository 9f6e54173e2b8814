/**
 * The search relevance cases (api/src/seed/search-relevance-cases.ts) answered by the replica's
 * code: the snapshot the worker builds from the replicated documents, and the questions it answers
 * (a listing with search text for submitted searches, the header's suggestions for text being
 * typed). The same cases run against the api; relevance comes from the products' fields.
 */
import { describe, expect, it } from 'vitest';
import { judge, relevanceSeed, SEARCH_RELEVANCE_CASES as CASES } from '@store/api/testing';
import { createProductSearch, selectProducts, SNAPSHOT_COLUMNS, SNAPSHOT_FORMAT, toProductView, toSnapshotRow, type CatalogSnapshotBody } from '@store/shared';
import { answerQuestion } from './query.js';
import { joinCatalog, parseSnapshotBody } from './snapshot.js';

const seed = relevanceSeed();
// The products as /api answers them, and the catalogue a first visit's worker builds from the
// api's snapshot of them (listing rows; descriptions and features as their words only).
const categoryById = new Map(seed.categories.map((c) => [c._id, c]));
const stockById = new Map(seed.inventory.map((i) => [i._id, i.quantity]));
const views = seed.products.map((p) => toProductView(p, categoryById.get(p.category), (id) => stockById.get(id) ?? 0));
const body: CatalogSnapshotBody = {
  format: SNAPSHOT_FORMAT,
  hash: 'relevance-test',
  builtAt: new Date().toISOString(),
  checkpoints: { categories: 0, products: 0, inventory: 0 },
  columns: [...SNAPSHOT_COLUMNS],
  categories: seed.categories.map(({ _rev: _r, _deleted: _d, ...c }) => c),
  products: views.map(toSnapshotRow),
};
const snapshot = joinCatalog(parseSnapshotBody(JSON.stringify(body)), { products: new Map(), inventory: new Map(), categories: new Map() });
const typing = (c: (typeof CASES)[number]) => c.prefix ?? c.kind === 'prefix';
const apiSearch = createProductSearch();

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

  it.each(CASES.filter((c) => !typing(c)))('$kind: "$q" finds on the device exactly what the api finds over the whole texts', (c) => {
    const page = answerQuestion(snapshot, { kind: 'products', filter: { search: c.q, limit: 100 } });
    const api = selectProducts(views, { search: c.q }, Date.now(), apiSearch.sync(views));
    expect(page.total, c.q).toBe(api.length);
    expect(
      page.products.map((p) => p._id),
      c.q,
    ).toEqual(api.slice(0, 100).map((p) => p._id));
  });

  it('a word only a description holds is found on the device, with the description itself not on it', () => {
    const product = views.find((p) => p.description.trim());
    expect(product).toBeDefined();
    const own = new Set(`${product!.name} ${product!.brand} ${product!.category.name}`.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    const word = product!.description
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .find((w) => w.length > 5 && !own.has(w));
    expect(word).toBeDefined();
    expect(snapshot.productById.get(product!._id)?.description).toBe('');
    const ids = answerQuestion(snapshot, { kind: 'products', filter: { search: word!, limit: 100 } });
    const api = selectProducts(views, { search: word! }, Date.now(), apiSearch.sync(views));
    expect(api.map((p) => p._id)).toContain(product!._id);
    expect(ids.total).toBe(api.length);
  });

  it('a search that finds nothing offers a correction, as the api does', () => {
    const page = answerQuestion(snapshot, { kind: 'products', filter: { search: 'fontan pen' } });
    expect(page.total).toBe(0);
    expect(page.didYouMean).toBe('fountain pen');
  });
});
