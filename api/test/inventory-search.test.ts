/**
 * Issue 23, inventory that scales: GET /inventory/search (admins) searches by name, brand or
 * category, filters low (at or under the dashboard's threshold) and out of stock, sorts by
 * quantity, and answers one page of 10 with the counts of each filter.
 */
import { LOW_STOCK_THRESHOLD } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let shopper: string;

// 25 notebooks with stock 0..24 (so 0..5 are low, 0 is out), and three pens.
const notebooks = Array.from({ length: 25 }, (_, i) => ({
  _id: `n${String(i).padStart(2, '0')}`,
  name: `Ruled Notebook ${String(i).padStart(2, '0')}`,
  category: 'desk-accessories',
  brand: 'Classmate',
  stock: i,
}));

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(
    t,
    [
      ...notebooks,
      { _id: 'p1', name: 'Safari Fountain Pen', category: 'writing', brand: 'Lamy', stock: 2 },
      { _id: 'p2', name: 'Jotter Ballpoint', category: 'writing', brand: 'Parker', stock: 60 },
      { _id: 'p3', name: 'Studio Rollerball', category: 'writing', brand: 'Lamy', stock: 0 },
    ],
    [
      { _id: 'writing', name: 'Writing Instruments' },
      { _id: 'desk-accessories', name: 'Desk Accessories' },
    ],
  );
  admin = tokenFor(t, { role: 'admin' });
  shopper = tokenFor(t);
});
afterAll(() => t?.close());

const search = (query: string, token: string | null = admin) => t.api('GET', `/inventory/search${query}`, token ? { token } : {});
const names = (res: { body: { data: { records: Array<{ product: { name: string } }> } } }) =>
  res.body.data.records.map((r) => r.product.name);

describe('GET /inventory/search (the admin inventory list)', () => {
  it('when an admin opens the list, then it is the first page of 10 by name, with category names and the filter counts', async () => {
    const res = await search('');
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 10, total: 28, pages: 3 });
    expect(res.body.data.counts).toEqual({ all: 28, low: 6, out: 2 }); // low: notebooks 1–5 and the Safari (2); out: notebook 0 and the Studio
    expect(res.body.data.records).toHaveLength(10);
    expect(names(res)[0]).toBe('Jotter Ballpoint');
    const notebook = res.body.data.records.find((r: { _id: string }) => r._id === 'n00');
    expect(notebook.product).toMatchObject({ category: 'desk-accessories', categoryName: 'Desk Accessories', brand: 'Classmate' });
    expect(notebook.rev).toMatch(/^\d+-/);
  });

  it('when the admin searches by brand, by name words or by category name, then only those come back', async () => {
    expect(names(await search('?q=lamy'))).toEqual(['Safari Fountain Pen', 'Studio Rollerball']);
    expect(names(await search('?q=fountain%20safari'))).toEqual(['Safari Fountain Pen']);
    expect((await search('?q=writing%20instruments')).body.data.pagination.total).toBe(3);
    const none = await search('?q=typewriter');
    expect(none.body.data.records).toEqual([]);
    expect(none.body.data.pagination).toMatchObject({ total: 0, pages: 1 });
  });

  it(`when the admin asks for low stock (1 to ${LOW_STOCK_THRESHOLD}, as the dashboard counts it) or out of stock, then the list is short`, async () => {
    const low = await search('?stock=low&sort=quantity-asc');
    expect(low.body.data.pagination.total).toBe(6);
    expect(low.body.data.records.every((r: { quantity: number }) => r.quantity > 0 && r.quantity <= LOW_STOCK_THRESHOLD)).toBe(true);
    expect(low.body.data.records.map((r: { quantity: number }) => r.quantity)).toEqual([1, 2, 2, 3, 4, 5]);
    expect(names(await search('?stock=out'))).toEqual(['Ruled Notebook 00', 'Studio Rollerball']);
    expect(names(await search('?stock=low&q=lamy'))).toEqual(['Safari Fountain Pen']);
  });

  it('when sorted by quantity, most first, then the page follows it; the next page carries on', async () => {
    const first = await search('?sort=quantity-desc');
    expect(first.body.data.records.map((r: { quantity: number }) => r.quantity)).toEqual([60, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    const third = await search('?sort=quantity-desc&page=3');
    expect(third.body.data.records.map((r: { quantity: number }) => r.quantity)).toEqual([5, 4, 3, 2, 2, 1, 0, 0]);
  });

  it('when an admin edits a quantity, then the search answers the new quantity at once (low stock follows)', async () => {
    const before = await search('?q=jotter');
    const record = before.body.data.records[0];
    const put = await t.api('PUT', '/inventory/p2', { token: admin, body: { quantity: 1, rev: record.rev } });
    expect(put.status).toBe(200);
    const low = await search('?stock=low&q=jotter');
    expect(low.body.data.records).toHaveLength(1);
    expect(low.body.data.records[0].quantity).toBe(1);
  });

  it('when the query is bad, then 400 with a precise message', async () => {
    const cases: Array<[string, string]> = [
      ['?stock=lots', 'stock must be all, low or out'],
      ['?sort=price', 'sort must be one of name, quantity-asc, quantity-desc'],
      ['?page=0', 'page must be 1 or more'],
      ['?page=two', 'page must be a number'],
      ['?limit=500', 'limit must be at most 100'],
      [`?q=${'x'.repeat(101)}`, 'q is too long'],
    ];
    for (const [query, message] of cases) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(message);
    }
  });

  it('when a shopper or a visitor asks, then 403 and 401 (the public GET /inventory is unchanged)', async () => {
    expect((await search('', shopper)).status).toBe(403);
    expect((await search('', null)).status).toBe(401);
    const whole = await t.api('GET', '/inventory');
    expect(whole.status).toBe(200);
    expect(whole.body.data).toHaveLength(28);
  });
});
