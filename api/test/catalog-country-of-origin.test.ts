/** Every product's country of origin, as product data the product page shows (issue 45). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogSnapshotSchema, productDocOfRow } from '@store/shared';
import { makeImage, sendForm, type FormStore } from './catalog-forms.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore } from './harness.js';

let s: FormStore;

beforeAll(async () => {
  // A snapshot rebuilt on every change, so the last test reads the product it made.
  const t = await startTestStore({ SEED_PRODUCTS: '0', CATALOG_SNAPSHOT_REBUILD_MS: '0' });
  // Written as a document from before issue 45: no countryOfOrigin.
  await insertCatalog(t, [{ _id: 'old1', category: 'writing' }]);
  s = { t, admin: tokenFor(t, { role: 'admin', name: 'Store Admin' }), png: await makeImage('png', 40) };
});
afterAll(() => s?.t.close());

const product = async (id: string) => (await s.t.api('GET', `/products/${id}`)).body.data;
const pen = (extra: Record<string, string> = {}) => ({
  name: 'Custom 74 Fountain Pen',
  price: '9500',
  category: 'writing',
  brand: 'Pilot',
  mainImage: { file: s.png, name: 'pen.png' },
  ...extra,
});

describe('country of origin', () => {
  it('when a product was stored before it existed, then the api answers India, in the product and in the lists', async () => {
    expect((await product('old1')).countryOfOrigin).toBe('India');
    const listed = (await s.t.api('GET', '/products?limit=50')).body.data.products.find((p: { _id: string }) => p._id === 'old1');
    expect(listed.countryOfOrigin).toBe('India');
  });

  it('when the admin names it, then the product answers it; an update without it keeps it; another changes it', async () => {
    const created = await sendForm(s.t, 'POST', '/products', pen({ countryOfOrigin: '  Japan ' }), s.admin);
    expect(created.status, created.text).toBe(201);
    const id: string = created.body.data._id;
    expect((await product(id)).countryOfOrigin).toBe('Japan');

    const renamed = await sendForm(s.t, 'PUT', `/products/${id}`, { name: 'Custom 74', price: '9500', category: 'writing' }, s.admin);
    expect(renamed.status, renamed.text).toBe(200);
    expect((await product(id)).countryOfOrigin).toBe('Japan');

    const moved = await sendForm(
      s.t,
      'PUT',
      `/products/${id}`,
      { name: 'Custom 74', price: '9500', category: 'writing', countryOfOrigin: 'India' },
      s.admin,
    );
    expect(moved.status, moved.text).toBe(200);
    expect((await product(id)).countryOfOrigin).toBe('India');
  });

  it('when a new product names none, then it is made in India', async () => {
    const created = await sendForm(s.t, 'POST', '/products', pen({ name: 'Kaweco Sport' }), s.admin);
    expect(created.body.data.countryOfOrigin).toBe('India');
  });

  it('when the country is blank or too long, then 400 names the field', async () => {
    const blank = await sendForm(s.t, 'POST', '/products', pen({ countryOfOrigin: '  ' }), s.admin);
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toMatchObject({ countryOfOrigin: 'Country of origin is required' });
    const long = await sendForm(s.t, 'POST', '/products', pen({ countryOfOrigin: 'X'.repeat(61) }), s.admin);
    expect(long.status).toBe(400);
    expect(long.body.errors).toMatchObject({ countryOfOrigin: 'Country of origin is too long' });
  });

  it("when the device reads the catalogue snapshot, then each row carries the product's country", async () => {
    const created = await sendForm(s.t, 'POST', '/products', pen({ name: 'Safari', brand: 'Lamy', countryOfOrigin: 'Germany' }), s.admin);
    const id: string = created.body.data._id;
    let rows = new Map<string, string | undefined>();
    for (let i = 0; i < 100; i++) {
      const body = CatalogSnapshotSchema.parse(await (await fetch(`${s.t.url}/api/catalog/snapshot`)).json());
      rows = new Map(body.products.map((r) => [r[0], productDocOfRow(r).doc.countryOfOrigin]));
      if (rows.has(id)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows.get(id)).toBe('Germany');
    expect(rows.get('old1')).toBe('India');
  });
});
