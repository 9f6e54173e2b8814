/**
 * The search relevance cases (api/src/seed/search-relevance-cases.ts) asked through the api, as a
 * shopper's browser asks: GET /api/products/search for submitted searches, GET
 * /api/products/suggest for text still being typed. Relevance is decided from the products'
 * fields, never from an answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, judge, relevanceSeed, SEARCH_RELEVANCE_CASES as CASES } from '@store/api/testing';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  const seed = relevanceSeed();
  await t.store.ctx.dbs.categories.bulkDocs(seed.categories as never[]);
  await t.store.ctx.dbs.inventory.bulkDocs(seed.inventory as never[]);
  for (let i = 0; i < seed.products.length; i += 300) await t.store.ctx.dbs.products.bulkDocs(seed.products.slice(i, i + 300) as never[]);
  await eventually(async () => t.store.catalog.allProducts().length === seed.products.length, 'the catalogue holds the seed', 60_000);
}, 120_000);
afterAll(() => t?.close());

const submitted = CASES.filter((c) => !(c.prefix ?? c.kind === 'prefix'));
const typing = CASES.filter((c) => c.prefix ?? c.kind === 'prefix');

describe('search relevance through the api', () => {
  it.each(submitted)('$kind: GET /products/search?q=$q finds what it should, best first', async (c) => {
    const res = await t.api('GET', `/products/search?q=${encodeURIComponent(c.q)}&limit=100`);
    expect(res.status).toBe(200);
    const ids = (res.body.data.products as Array<{ _id: string }>).map((p) => p._id);
    const { p10, recall, wrong } = judge(c, ids);
    expect(p10, `precision@10 for "${c.q}"; not relevant: ${wrong.join(' | ')}`).toBeGreaterThanOrEqual(c.p10 ?? 0.9);
    // 100 is the page size: recall is judged on what a shopper can page through, capped by it.
    if (res.body.data.pagination.total <= 100) expect(recall, `recall for "${c.q}"`).toBeGreaterThanOrEqual(c.recall ?? 0.9);
  });

  it.each(typing)('$kind: the suggestions for "$q" being typed are what it should find', async (c) => {
    const res = await t.api('GET', `/products/suggest?q=${encodeURIComponent(c.q)}`);
    expect(res.status).toBe(200);
    const ids = (res.body.data.products as Array<{ _id: string }>).map((p) => p._id);
    expect(ids.length, c.q).toBeGreaterThan(0);
    const { wrong } = judge(c, ids);
    // At most one of the (up to 6) suggestions may be off the mark (a pen gift set holding a fountain pen, say).
    expect(wrong.length, `suggested for "${c.q}" but not relevant: ${wrong.join(' | ')}`).toBeLessThanOrEqual(1);
    expect((ids.length - wrong.length) / ids.length, c.q).toBeGreaterThanOrEqual(0.8);
  });
});
