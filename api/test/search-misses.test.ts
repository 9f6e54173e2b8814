/** Searches that found nothing are counted (words only) and listed to the admin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MISS_QUERIES_PER_DAY } from '@store/shared';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let shopper: string;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [{ _id: 'diary', name: 'Leather Diary', price: 400, stock: 10 }]);
  admin = tokenFor(t, { userId: 'u_admin_sm', role: 'admin' });
  shopper = tokenFor(t, { userId: 'u_shopper_sm' });
});
afterAll(() => t?.close());

const top = async () => {
  await t.store.searchMisses.flush();
  const res = await t.api('GET', '/search/misses', { token: admin });
  expect(res.status, res.text).toBe(200);
  return res.body.data as Array<{ query: string; count: number }>;
};
const countOf = (list: Array<{ query: string; count: number }>, query: string) => list.find((m) => m.query === query)?.count ?? 0;

describe('search misses', () => {
  it('when shoppers search the api and find nothing, then each search counts, cached answers included, and one that finds something does not', async () => {
    for (let i = 0; i < 3; i++) expect((await t.api('GET', '/products/search?q=Zebra%20Mildliner')).body.data.products).toEqual([]);
    expect((await t.api('GET', '/products?search=zebra%20mildliner&page=1')).status).toBe(200);
    expect((await t.api('GET', '/products?search=diary')).body.data.products).toHaveLength(1);
    const list = await top();
    expect(countOf(list, 'zebra mildliner')).toBe(4);
    expect(countOf(list, 'diary')).toBe(0);
  });

  it('when a device reports its offline misses in a batch, then they add to the counts, most frequent first', async () => {
    const res = await t.api('POST', '/search/misses', {
      body: { queries: ['Rotring  Isograph', 'rotring isograph', 'washi tape', '   '] },
    });
    expect(res.status, res.text).toBe(202);
    const list = await top();
    expect(countOf(list, 'rotring isograph')).toBe(2);
    expect(countOf(list, 'washi tape')).toBe(1);
    expect(list.map((m) => m.count)).toEqual([...list.map((m) => m.count)].sort((a, b) => b - a));
  });

  it('when a report is malformed, then it is refused with a clear message and nothing is counted', async () => {
    const before = await top();
    for (const body of [{}, { queries: [] }, { queries: 'pens' }, { queries: [42] }, { queries: Array(21).fill('x') }]) {
      const res = await t.api('POST', '/search/misses', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await top()).toEqual(before);
  });

  it('when a shopper or a visitor asks for the list, then they are refused; a bad days value is a 400', async () => {
    expect((await t.api('GET', '/search/misses', { token: shopper })).status).toBe(403);
    expect((await t.api('GET', '/search/misses')).status).toBe(401);
    expect((await t.api('GET', '/search/misses?days=abc', { token: admin })).status).toBe(400);
    expect((await t.api('GET', '/search/misses?days=400', { token: admin })).status).toBe(400);
  });

  it('when a flood of made-up queries arrives, then a day stores a bounded number of distinct queries', async () => {
    const total = SEARCH_MISS_QUERIES_PER_DAY + 50;
    for (let i = 0; i < total; i += 20) {
      const queries = Array.from({ length: 20 }, (_, j) => `flood ${i + j}`);
      expect((await t.api('POST', '/search/misses', { body: { queries } })).status).toBe(202);
    }
    await t.store.searchMisses.flush();
    const day = new Date().toISOString().slice(0, 10);
    const doc = (await t.store.ctx.dbs.search_misses.get(`day:${day}`)) as { queries: Record<string, number> } | null;
    expect(Object.keys(doc?.queries ?? {}).length).toBe(SEARCH_MISS_QUERIES_PER_DAY);
  });
});
