/**
 * Issue 23, inventory that scales: GET /inventory/search (admins) searches by name, brand or
 * category, filters low (at or under the dashboard's threshold) and out of stock, sorts by
 * quantity, and answers one page of 10 with the counts of each filter. Issue 43: one record per
 * variant, found by SKU and option values too, counted per variant, with the catalogue's products
 * and variants for the dashboard.
 */
import { LOW_STOCK_THRESHOLD } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, sendForm } from './catalog-forms.js';
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

describe('inventory per variant (issue 43)', () => {
  type Rec = { _id: string; quantity: number; variant: { id: string; sku: string; label: string }; product: { _id: string; name: string } };
  let pen: { _id: string; variants: Array<{ id: string; sku: string; values: string[] }> };

  beforeAll(async () => {
    const options = [
      { name: 'Colour', values: ['Charcoal', 'Blue'] },
      { name: 'Nib', values: ['F', 'M'] },
    ];
    // Stock: Charcoal F 0 (out), Charcoal M 3 (low), Blue F 12, Blue M 40.
    const stock = [0, 3, 12, 40];
    const variants = options[0]!.values.flatMap((colour, c) =>
      options[1]!.values.map((nib, n) => ({
        sku: `SR-${colour.slice(0, 2).toUpperCase()}-${nib}`,
        values: [colour, nib],
        price: 1900,
        stock: stock[c * 2 + n],
      })),
    );
    const res = await sendForm(
      t,
      'POST',
      '/products',
      {
        name: 'Safari Rollerball',
        brand: 'Lamy',
        category: 'writing',
        options: JSON.stringify(options),
        variants: JSON.stringify(variants),
        mainImage: { file: await makeImage('png', 40), name: 'pen.png' },
      },
      admin,
    );
    expect(res.status, res.text).toBe(201);
    pen = res.body.data;
  });

  it('when the admin searches "Lamy Safari Charcoal" or a SKU, then the matching variants come back, each naming its variant', async () => {
    const charcoal = (await search('?q=Lamy%20Safari%20Charcoal')).body.data.records as Rec[];
    expect(charcoal.map((r) => `${r.product.name} · ${r.variant.label}`)).toEqual([
      'Safari Rollerball · Charcoal · F',
      'Safari Rollerball · Charcoal · M',
    ]);
    expect(charcoal[0]).toMatchObject({
      _id: pen.variants[0]!.id,
      product: { _id: pen._id },
      variant: { id: pen.variants[0]!.id, sku: 'SR-CH-F' },
    });
    const bySku = (await search('?q=sr-bl-m')).body.data.records as Rec[];
    expect(bySku.map((r) => r.variant.label)).toEqual(['Blue · M']);
    // The product's name alone finds all four.
    expect((await search('?q=rollerball%20safari')).body.data.pagination.total).toBe(4);
  });

  it('when the admin filters low or out of stock, then each variant counts on its own, and the totals count products and variants', async () => {
    const all = (await search('')).body.data;
    // 28 single-variant products (the Jotter set to 1 above) and the pen's 4 variants (one low, one out).
    const jotterLow = ((await search('?q=jotter')).body.data.records as Rec[])[0]!.quantity <= LOW_STOCK_THRESHOLD ? 1 : 0;
    expect(all.counts).toEqual({ all: 32, low: 7 + jotterLow, out: 3 });
    expect(all).toMatchObject({ totalProducts: 29, totalVariants: 32 });
    expect(((await search('?stock=out&q=safari')).body.data.records as Rec[]).map((r) => r.variant.label)).toEqual(['Charcoal · F']);
    expect(((await search('?stock=low&q=rollerball%20safari')).body.data.records as Rec[]).map((r) => r.variant.label)).toEqual([
      'Charcoal · M',
    ]);
  });

  it('when the admin edits one variant by its id, then only that variant’s stock changes (rev checked as before)', async () => {
    const [charcoalF, charcoalM] = pen.variants;
    const record = (await t.api('GET', `/inventory/${charcoalF!.id}`)).body.data as Rec & { rev: string };
    const put = await t.api('PUT', `/inventory/${charcoalF!.id}`, { token: admin, body: { quantity: 8, rev: record.rev } });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ quantity: 8, data: { _id: charcoalF!.id, variant: { label: 'Charcoal · F' } } });
    const stale = await t.api('PUT', `/inventory/${charcoalF!.id}`, { token: admin, body: { quantity: 9, rev: record.rev } });
    expect(stale.status).toBe(409);
    const product = (await t.api('GET', `/products/${pen._id}`)).body.data;
    expect(product.variants.map((v: { stock: number }) => v.stock)).toEqual([8, 3, 12, 40]);
    expect((await t.api('GET', `/inventory/stock/${charcoalM!.id}`)).body.data).toEqual({
      productId: pen._id,
      variantId: charcoalM!.id,
      quantity: 3,
      inStock: true,
    });
  });

  it('when asked by product id, then /inventory/{id} answers the default variant and /inventory/product/{id} every variant with the total', async () => {
    const byProduct = await t.api('GET', `/inventory/${pen._id}`);
    expect(byProduct.status).toBe(200);
    expect(byProduct.body).toMatchObject({ quantity: 8, data: { _id: pen.variants[0]!.id } });
    const all = await t.api('GET', `/inventory/product/${pen._id}`);
    expect(all.body.data).toMatchObject({ productId: pen._id, name: 'Safari Rollerball', totalQuantity: 63, variantsInStock: 4 });
    expect(all.body.data.records.map((r: Rec) => r.quantity)).toEqual([8, 3, 12, 40]);
    // A product without options: the same answer as its single record.
    expect((await t.api('GET', '/inventory/product/p1')).body.data).toMatchObject({ totalQuantity: 2, records: [{ _id: 'p1' }] });
    expect((await t.api('GET', '/inventory/product/p_missing')).status).toBe(404);
    const cart = await t.api('GET', `/inventory/cart?ids=${pen.variants[3]!.id},${pen._id}`);
    expect(cart.body.data).toEqual([
      { productId: pen._id, variantId: pen.variants[3]!.id, quantity: 40, inStock: true },
      { productId: pen._id, variantId: pen.variants[0]!.id, quantity: 8, inStock: true },
    ]);
    expect((await t.api('GET', '/inventory')).body.data).toHaveLength(32);
  });
});
