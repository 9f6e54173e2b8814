/**
 * A price said in a search, applied by the listing (shared `selectProducts`, `countByCategory`,
 * `suggestFor`: the api and the device alike) as a price range (docs/decisions/050).
 */
import { describe, expect, it } from 'vitest';
import { ProductDocSchema, type Product } from '../product.js';
import { toProductView } from '../product-view.js';
import { countByCategory, selectProducts, understoodQuery } from '../product-listing.js';
import { createCategorySearch, createProductSearch, suggestFor } from '../product-search.js';

const at = '2025-01-01T00:00:00.000Z';
const category = { _id: 'writing', name: 'Writing' };
const view = (id: string, name: string, prices: number[]): Product =>
  toProductView(
    ProductDocSchema.parse({
      _id: id,
      type: 'product',
      schemaVersion: 1,
      name,
      category: 'writing',
      images: { mainImage: `${id}.webp` },
      price: prices[0],
      createdAt: at,
      updatedAt: at,
      ...(prices.length > 1
        ? {
            options: [{ name: 'Pack', values: prices.map((_, i) => `Pack of ${i + 1}`) }],
            variants: prices.map((price, i) => ({ id: i ? `${id}-${i}` : id, values: [`Pack of ${i + 1}`], price })),
          }
        : {}),
    }),
    category,
    () => 3,
  );

const cheap = view('cheap', 'Cello Gripper Ball Pen', [20]);
const mid = view('mid', 'Parker Vector Fountain Pen', [450]);
const dear = view('dear', 'Lamy Safari Fountain Pen', [2500]);
const packs = view('packs', 'Pilot Gel Pen', [600, 120]);
const book = view('book', 'Classmate Spiral Notebook', [90]);
const all = [cheap, mid, dear, packs, book];
const index = createProductSearch().sync(all);
const ids = (list: readonly Product[]) => list.map((p) => p._id).sort();

describe('a price said in the search', () => {
  it('becomes the price range, and the search is what is left', () => {
    expect(understoodQuery({ search: 'pens under 500' })).toMatchObject({ search: 'pens', maxPrice: 500 });
    expect(understoodQuery({ q: '500 se kam', minPrice: 100 })).toMatchObject({ search: '', minPrice: 100, maxPrice: 500 });
    expect(understoodQuery({ search: 'pens above 1000' })).toMatchObject({ search: 'pens', minPrice: 1000 });
    // The sidebar's own range narrows it further, never widens it.
    expect(understoodQuery({ search: 'pens under 500', maxPrice: 300 })).toMatchObject({ maxPrice: 300 });
    const plain = { search: 'pens' };
    expect(understoodQuery(plain)).toBe(plain);
  });

  it('lists only what has a variant in range, on the api and the device alike', () => {
    expect(ids(selectProducts(all, { search: 'pens under 500' }, Date.now(), index))).toEqual(['cheap', 'mid', 'packs']);
    expect(ids(selectProducts(all, { search: 'pen 1000 ke andar' }))).toEqual(['cheap', 'mid', 'packs']);
    expect(ids(selectProducts(all, { search: 'pens above 500' }, Date.now(), index))).toEqual(['dear', 'packs']);
    expect(ids(selectProducts(all, { search: 'under 100' }, Date.now(), index))).toEqual(['book', 'cheap']);
    expect(ids(selectProducts(all, { search: 'कलम 500 से कम' }, Date.now(), index))).toEqual(['cheap', 'mid', 'packs']);
    expect(countByCategory(all, { search: 'pens under 500' }, Date.now(), index)).toEqual({ writing: 3 });
  });

  it('the header suggestions keep to it too', () => {
    const categories = createCategorySearch().sync([category]);
    const byId = new Map(all.map((p) => [p._id, p]));
    const s = suggestFor('pens under 500', { byId, index }, { byId: new Map([[category._id, category]]), index: categories });
    expect(ids(s.products)).toEqual(['cheap', 'mid', 'packs']);
    // Only a price: the listing's own order, kept to it.
    const only = suggestFor('under 100', { byId, index }, { byId: new Map([[category._id, category]]), index: categories }, 6, {
      products: all,
      categories: [category],
    });
    expect(only.products.map((p) => p._id)).toEqual(['cheap', 'book']);
  });
});
