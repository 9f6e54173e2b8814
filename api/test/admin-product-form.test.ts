/**
 * Issue 23, the complete product form: brand, original price (MRP), badge, featured and
 * best-seller flags and the starting stock, as the admin's form sends them (multipart).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, sendForm, type FormValue } from './catalog-forms.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let shopper: string;
let png: Buffer;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [], [{ _id: 'notebooks', name: 'Notebooks & Journals' }]);
  admin = tokenFor(t, { role: 'admin', name: 'Store Admin' });
  shopper = tokenFor(t, { role: 'user' });
  png = await makeImage('png', 120);
});
afterAll(() => t?.close());

const form = (extra: Record<string, FormValue | undefined> = {}): Record<string, FormValue> => {
  const fields: Record<string, FormValue | undefined> = {
    name: 'Dotted A5 Journal',
    'features[0]': '120 gsm paper',
    price: '450',
    originalPrice: '600',
    category: 'notebooks',
    brand: 'Leuchtturm',
    badge: 'New',
    featured: 'true',
    bestSeller: 'false',
    stock: '40',
    mainImage: { file: png, name: 'journal.png' },
    ...extra,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, FormValue] => e[1] !== undefined));
};

describe('the admin product form (issue 23)', () => {
  it('when an admin creates a product with brand, MRP, badge, flags and a starting stock, then the storefront sees all of it and the discount', async () => {
    const res = await sendForm(t, 'POST', '/products', form(), admin);
    expect(res.status).toBe(201);
    const id: string = res.body.data._id;
    const seen = await t.api('GET', `/products/${id}`);
    expect(seen.body.data).toMatchObject({
      brand: 'Leuchtturm',
      price: 450,
      originalPrice: 600,
      discount: 25,
      badge: 'New',
      featured: true,
      bestSeller: false,
      stock: 40,
      inStock: true,
      numReviews: 0,
    });
    // The starting stock is an inventory record written by the stock module (it carries a revision).
    const record = await t.api('GET', `/inventory/${id}`);
    expect(record.body.quantity).toBe(40);
    expect(record.body.data.rev).toMatch(/^1-/);
  });

  it('when an admin edits the product, then brand, MRP and flags change, and a stock sent with the edit does not overwrite the inventory', async () => {
    const created = await sendForm(t, 'POST', '/products', form({ name: 'Kraft Notebook', stock: '7' }), admin);
    const id: string = created.body.data._id;
    const { mainImage: _image, ...fields } = form({
      name: 'Kraft Notebook',
      brand: 'Moleskine',
      originalPrice: '',
      badge: '',
      stock: '999',
    });
    const res = await sendForm(t, 'PUT', `/products/${id}`, { ...fields, featured: 'false', bestSeller: 'true' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      brand: 'Moleskine',
      originalPrice: null,
      discount: 0,
      badge: null,
      featured: false,
      bestSeller: true,
      stock: 7,
    });
  });

  it('when the MRP is below the price or the stock is not a whole number of 0 or more, then 400 names the field and nothing is created', async () => {
    const cases: Array<[Record<string, FormValue>, string, string]> = [
      [{ originalPrice: '400' }, 'originalPrice', 'Original price must not be below the price'],
      [{ originalPrice: 'six hundred' }, 'originalPrice', 'must be a number'],
      [{ stock: '-3' }, 'stock', 'stock'],
      [{ stock: '2.5' }, 'stock', 'Stock must be a whole number'],
      [{ stock: 'many' }, 'stock', 'must be a number'],
      [{ brand: 'B'.repeat(81) }, 'brand', 'Brand is too long'],
    ];
    for (const [change, field, message] of cases) {
      const res = await sendForm(t, 'POST', '/products', form({ name: 'Refused Journal', ...change }), admin);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message, JSON.stringify(change)).toContain(message);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    const refused = await t.api('GET', '/products?search=refused&limit=100');
    expect(refused.body.data.pagination.total).toBe(0);
  });

  it('when a shopper or a visitor sends the form, then 403 and 401, and nothing is created', async () => {
    const asShopper = await sendForm(t, 'POST', '/products', form({ name: 'Sneaky Journal' }), shopper);
    expect(asShopper.status).toBe(403);
    const asVisitor = await sendForm(t, 'POST', '/products', form({ name: 'Sneaky Journal' }));
    expect(asVisitor.status).toBe(401);
    const none = await t.api('GET', '/products?search=sneaky&limit=100');
    expect(none.body.data.pagination.total).toBe(0);
  });
});
