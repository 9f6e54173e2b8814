/** Searches that found nothing are counted (words only) and listed to the admin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchQuery, SEARCH_MISS_CLIENT_LIMIT, SEARCH_MISS_MAX_LENGTH, SEARCH_MISS_QUERIES_PER_DAY } from '@store/shared';
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
/** A request as from a client behind the store's (loopback) balancer. */
const from = (address: string) => ({ 'x-forwarded-for': address });
/** Today's stored counts, every query (the list shows only the top ten). */
const today = async (): Promise<Record<string, number>> => {
  await t.store.searchMisses.flush();
  const doc = await t.store.ctx.dbs.search_misses.get(`day:${new Date().toISOString().slice(0, 10)}`);
  return (doc?.queries ?? {}) as Record<string, number>;
};
const countOf = (list: Array<{ query: string; count: number }>, query: string) => list.find((m) => m.query === query)?.count ?? 0;

describe('search misses', () => {
  it('when shoppers search the api and find nothing, then each shopper counts, cached answers included, and one that finds something does not', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.api('GET', '/products/search?q=Zebra%20Mildliner', { headers: from(`198.51.100.${40 + i}`) });
      expect(res.body.data.products).toEqual([]);
    }
    expect((await t.api('GET', '/products?search=zebra%20mildliner&page=1', { headers: from('198.51.100.43') })).status).toBe(200);
    expect((await t.api('GET', '/products?search=diary', { headers: from('198.51.100.43') })).body.data.products).toHaveLength(1);
    const list = await top();
    expect(countOf(list, 'zebra mildliner')).toBe(4);
    expect(countOf(list, 'diary')).toBe(0);
  });

  it('when one client searches 100 times for a long link and for made-up words, then every search answers, the link is not counted, a query counts once, and the client at most its limit', async () => {
    const link = `http://spam.example/${'a'.repeat(60)}`;
    const client = from('203.0.113.99');
    for (let i = 0; i < 100; i++) {
      const res = await t.api('GET', `/products?search=${encodeURIComponent(i % 2 ? link : 'zzz ghost pen')}`, { headers: client });
      expect(res.status).toBe(200);
      expect(res.body.data.products).toEqual([]);
    }
    // Another client's made-up queries: counted up to its limit (repeats above use the first client's).
    for (let i = 0; i < SEARCH_MISS_CLIENT_LIMIT.limit + 20; i++)
      expect((await t.api('GET', `/products/search?q=ghost%20${i}`, { headers: from('203.0.113.98') })).status).toBe(200);
    const counts = await today();
    expect(Object.keys(counts).some((q) => q.includes('spam.example'))).toBe(false);
    expect(counts['zzz ghost pen']).toBe(1);
    expect((await top()).some((m) => m.query.includes('spam.example'))).toBe(false);
    const ghosts = Object.keys(counts).filter((q) => /^ghost \d+$/.test(q));
    expect(ghosts.length).toBe(SEARCH_MISS_CLIENT_LIMIT.limit);
  });

  it('when a query is longer than a product name or has too many words, then it is not counted; a short one is', () => {
    expect(normalizeSearchQuery('  Zebra   MILDLINER ')).toBe('zebra mildliner');
    expect(normalizeSearchQuery('x'.repeat(SEARCH_MISS_MAX_LENGTH + 1))).toBe('');
    expect(normalizeSearchQuery('one two three four five six seven')).toBe('');
    expect(normalizeSearchQuery('www.example.com')).toBe('');
    expect(normalizeSearchQuery('https://x.in')).toBe('');
    expect(normalizeSearchQuery('A4/A5 notebook')).toBe('a4/a5 notebook');
  });

  it('when a device reports its offline misses in a batch, then they add to the counts, most frequent first', async () => {
    const res = await t.api('POST', '/search/misses', {
      body: { queries: ['Rotring  Isograph', 'washi tape', '   '] },
      headers: from('198.51.100.50'),
    });
    expect(res.status, res.text).toBe(202);
    // The same query again from the same device is the same shopper: it counts once a day.
    expect(
      (await t.api('POST', '/search/misses', { body: { queries: ['rotring isograph'] }, headers: from('198.51.100.50') })).status,
    ).toBe(202);
    expect(
      (await t.api('POST', '/search/misses', { body: { queries: ['rotring isograph'] }, headers: from('198.51.100.51') })).status,
    ).toBe(202);
    const counts = await today();
    expect(counts['rotring isograph']).toBe(2);
    expect(counts['washi tape']).toBe(1);
    const list = await top();
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
    // Many clients (one client's misses are bounded per hour; see above).
    for (let i = 0; i < total; i += 20) {
      const queries = Array.from({ length: 20 }, (_, j) => `flood ${i + j}`);
      expect((await t.api('POST', '/search/misses', { body: { queries }, headers: from(`192.0.2.${i / 20}`) })).status).toBe(202);
    }
    await t.store.searchMisses.flush();
    const day = new Date().toISOString().slice(0, 10);
    const doc = (await t.store.ctx.dbs.search_misses.get(`day:${day}`)) as { queries: Record<string, number> } | null;
    expect(Object.keys(doc?.queries ?? {}).length).toBe(SEARCH_MISS_QUERIES_PER_DAY);
    // Two counter writes per counted miss (the client's, and the query's for the client): on a
    // three-node CouchDB that is about 20 s for these 550.
  }, 90_000);
});
