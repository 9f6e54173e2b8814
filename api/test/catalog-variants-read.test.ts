/**
 * The catalogue read path for products with variants (issue 43, decision 042): a product answers
 * its default variant at the top level and every variant with its own stock; listings filter,
 * sort and count per product across its variants; search finds a product once by an option value
 * and names the variant; a stock change of one variant refreshes its product's answers.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogSnapshotSchema, productDocOfRow, SNAPSHOT_FORMAT } from '@store/shared';
import { insertCatalog } from './fixtures.js';
import { insertVariantProducts, setVariantStock } from './catalog-variant-fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let pwaDir: string;

beforeAll(async () => {
  // A storefront shell, so product pages are served with their first answers and preloads.
  pwaDir = mkdtempSync(path.join(tmpdir(), 'pwa-variants-'));
  writeFileSync(
    path.join(pwaDir, 'index.html'),
    '<!doctype html><html><head><title>Inkwell</title></head><body><div id="root"></div></body></html>',
  );
  t = await startTestStore({ SEED_PRODUCTS: '0', CATALOG_SNAPSHOT_REBUILD_MS: '0', PWA_DIR: pwaDir });
  // Documents as written before variants: each reads as one variant with the product's id.
  await insertCatalog(
    t,
    [
      { _id: 'refill', name: 'Gel Pen Refill', brand: 'Pilot', price: 50, stock: 9 },
      { _id: 'notebook', name: 'Classic Notebook', brand: 'Moleskine', price: 1500, category: 'notebooks', stock: 3 },
    ],
    [
      { _id: 'writing', name: 'Writing Instruments' },
      { _id: 'notebooks', name: 'Notebooks' },
    ],
  );
  await insertVariantProducts(t, [
    {
      _id: 'jotter',
      name: 'Jotter Ballpoint Pen',
      options: [{ name: 'Colour', values: ['Black', 'Blue', 'Teal'] }],
      variants: [
        { id: 'jotter', values: ['Black'], price: 1300, stock: 0 },
        { id: 'jotter-blue', values: ['Blue'], price: 1300, stock: 4 },
        {
          id: 'jotter-teal',
          values: ['Teal'],
          price: 1649,
          originalPrice: 1800,
          stock: 2,
          images: { mainImage: 'jotter-teal.webp', additionalImages: [] },
        },
      ],
    },
    {
      _id: 'safari',
      name: 'Safari Fountain Pen',
      brand: 'Lamy',
      options: [
        { name: 'Colour', values: ['Charcoal', 'Blue'] },
        { name: 'Nib', values: ['F', 'M'] },
      ],
      variants: [
        { id: 'safari', values: ['Charcoal', 'F'], price: 2500, stock: 5 },
        { id: 'safari-cm', values: ['Charcoal', 'M'], price: 2500, stock: 1 },
        { id: 'safari-bf', values: ['Blue', 'F'], price: 2700, stock: 0 },
      ],
    },
  ]);
});
afterAll(async () => {
  await t?.close();
  rmSync(pwaDir, { recursive: true, force: true });
});

const ids = (list: Array<{ _id: string }>) => list.map((p) => p._id);
const list = async (query: string) => (await t.api('GET', `/products?limit=50&${query}`)).body.data;

describe('a product with variants, as /api answers it', () => {
  it('when GET /products/{id} is asked, then the top-level fields are the default variant’s and every variant carries its stock', async () => {
    const res = await t.api('GET', '/products/jotter');
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      _id: 'jotter',
      price: 1300,
      originalPrice: null,
      stock: 0,
      inStock: false,
      discount: 0,
      images: { mainImage: 'jotter.webp', additionalImages: ['jotter-2.webp'] },
      imageUrls: ['/uploads/products/jotter.webp', '/uploads/products/jotter-2.webp'],
      options: [{ name: 'Colour', values: ['Black', 'Blue', 'Teal'] }],
      priceFrom: 1300,
      priceTo: 1649,
      totalStock: 6,
      variantsInStock: 2,
    });
    expect(p.variants.map((v: { id: string; stock: number; inStock: boolean }) => [v.id, v.stock, v.inStock])).toEqual([
      ['jotter', 0, false],
      ['jotter-blue', 4, true],
      ['jotter-teal', 2, true],
    ]);
    expect(p.variants[2]).toMatchObject({
      price: 1649,
      originalPrice: 1800,
      discount: 8,
      imageUrls: ['/uploads/products/jotter-teal.webp'],
    });
  });

  it('when a document from before variants is read, then it is a single variant whose id is the product’s', async () => {
    const p = (await t.api('GET', '/products/refill')).body.data;
    expect(p).toMatchObject({ options: [], price: 50, stock: 9, priceFrom: 50, priceTo: 50, totalStock: 9 });
    expect(p.variants).toEqual([
      expect.objectContaining({ id: 'refill', sku: '', values: [], price: 50, stock: 9, inStock: true, images: null }),
    ]);
  });
});

describe('a product page opened cold', () => {
  it('when its URL names a variant, then that variant’s image is preloaded, else the default one’s', async () => {
    const preloads = async (p: string) => {
      const html = await (await fetch(`${t.url}${p}`, { headers: { accept: 'text/html' } })).text();
      return [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    };
    expect(await preloads('/product/jotter?variant=jotter-teal')).toEqual(['/uploads/products/jotter-teal.webp']);
    expect(await preloads('/product/jotter')).toEqual(['/uploads/products/jotter.webp']);
    expect(await preloads('/product/jotter?variant=nope')).toEqual(['/uploads/products/jotter.webp']);
  });
});

describe('listing products with variants', () => {
  it('when a price range is asked, then a product passes when any variant’s price is in it', async () => {
    expect(ids((await list('minPrice=1600&maxPrice=2000')).products)).toEqual(['jotter']);
    expect(ids((await list('minPrice=2600')).products)).toEqual(['safari']);
  });

  it('when in stock is asked, then a product with stock in any variant passes though its default variant is sold out', async () => {
    expect(ids((await list('inStock=true&sort=price-low')).products)).toEqual(['refill', 'jotter', 'notebook', 'safari']);
  });

  it('when sorted by price, then cheapest first uses each product’s lowest price and dearest first its highest', async () => {
    expect(ids((await list('sort=price-low')).products)).toEqual(['refill', 'jotter', 'notebook', 'safari']);
    expect(ids((await list('sort=price-high')).products)).toEqual(['safari', 'jotter', 'notebook', 'refill']);
  });

  it('when colours are filtered, then products with a variant of any of them are listed, and colourCounts leaves the colour filter out', async () => {
    const teal = await list('colour=teal');
    expect(ids(teal.products)).toEqual(['jotter']);
    expect(teal.colourCounts).toEqual({ Black: 1, Blue: 2, Teal: 1, Charcoal: 1 });
    // The card opens the variant of the colour filtered on.
    expect(teal.variantHits).toEqual({ jotter: 'jotter-teal' });
    expect(ids((await list('colour=Blue,Charcoal&sort=price-low')).products)).toEqual(['jotter', 'safari']);
    expect((await list('maxPrice=2000')).colourCounts).toEqual({ Black: 1, Blue: 1, Teal: 1 });
    expect((await list('category=notebooks')).colourCounts).toEqual({});
  });

  it('when a colour filter is malformed, then the answer is a 400 that says why', async () => {
    const res = await t.api('GET', `/products?colour=${'x'.repeat(41)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: expect.stringContaining('a colour is too long') });
  });
});

describe('searching products by their options', () => {
  it('when a search names a colour, then the product is listed once and variantHits names the variant of that colour', async () => {
    const data = await list('search=blue fountain pen');
    expect(ids(data.products)).toEqual(['safari']);
    expect(data.variantHits).toEqual({ safari: 'safari-bf' });
    const blue = await list('search=blue pen');
    expect(ids(blue.products).sort()).toEqual(['jotter', 'safari']);
    expect(blue.variantHits).toEqual({ jotter: 'jotter-blue', safari: 'safari-bf' });
  });

  it('when a search names two options, then the variant that has both is named', async () => {
    expect((await list('search=charcoal m safari')).variantHits).toEqual({ safari: 'safari-cm' });
  });

  it('when the header asks for suggestions, then they carry the variant the typed text names', async () => {
    const res = await t.api('GET', '/products/suggest?q=teal jot');
    expect(ids(res.body.data.products)).toEqual(['jotter']);
    expect(res.body.data.variantHits).toEqual({ jotter: 'jotter-teal' });
  });
});

describe('stock per variant', () => {
  it('when one variant’s stock changes, then its product’s answers show it at once (also a cached one)', async () => {
    expect((await t.api('GET', '/products/safari')).body.data.variants[2].stock).toBe(0);
    await setVariantStock(t, [{ productId: 'safari', variantId: 'safari-bf', quantity: 3 }]);
    const after = (await t.api('GET', '/products/safari')).body.data;
    expect(after.variants[2]).toMatchObject({ id: 'safari-bf', stock: 3, inStock: true });
    expect(after).toMatchObject({ stock: 5, totalStock: 9, variantsInStock: 3 });
    expect(t.store.catalog.getStock('safari-bf')).toBe(3);
    expect((await t.api('GET', '/products/jotter')).body.data.totalStock).toBe(6);
  });

  it('when the snapshot is read, then each product’s row carries its variants with their stock', async () => {
    const res = await fetch(`${t.url}/api/catalog/snapshot`, { headers: { 'accept-encoding': 'gzip' } });
    const body = CatalogSnapshotSchema.parse(await res.json());
    expect(body.format).toBe(SNAPSHOT_FORMAT);
    const jotter = body.products.find((r) => r[0] === 'jotter');
    const { doc, stock } = productDocOfRow(jotter!);
    expect(doc.variants.map((v) => [v.id, v.values, v.price])).toEqual([
      ['jotter', ['Black'], 1300],
      ['jotter-blue', ['Blue'], 1300],
      ['jotter-teal', ['Teal'], 1649],
    ]);
    expect(doc.variants[2]!.images).toEqual({ mainImage: 'jotter-teal.webp', additionalImages: [] });
    expect(Object.fromEntries(stock)).toEqual({ jotter: 0, 'jotter-blue': 4, 'jotter-teal': 2 });
  });
});
