import { describe, expect, it } from 'vitest';
import { ProductDocSchema, type Product } from './product.js';
import { toProductView } from './product-view.js';
import { countByCategory, countByColour, relatedProducts, selectProducts, variantHitsOfPage } from './product-listing.js';
import { createProductSearch } from './product-search.js';

const at = '2025-01-01T00:00:00.000Z';
const category = { _id: 'writing', name: 'Writing' };

/** A stored product: with `variants` as given, or (none given) as written before variants. */
function view(id: string, fields: Record<string, unknown>, stock: Record<string, number>): Product {
  const doc = ProductDocSchema.parse({
    _id: id,
    type: 'product',
    schemaVersion: 1,
    name: `Product ${id}`,
    category: 'writing',
    images: { mainImage: `${id}.webp` },
    price: 100,
    createdAt: at,
    updatedAt: at,
    ...fields,
  });
  return toProductView(doc, category, (v) => stock[v] ?? 0);
}

// A gel pen: black (default, 50), blue (sold out, 50), blue 0.7 (70, from 80); a legacy ink at 450.
const pen = view(
  'pen',
  {
    name: 'Energel Gel Pen',
    price: 50,
    options: [
      { name: 'Colour', values: ['Black', 'Blue'] },
      { name: 'Tip', values: ['0.5 mm', '0.7 mm'] },
    ],
    variants: [
      { id: 'pen', values: ['Black', '0.5 mm'], price: 50 },
      { id: 'pen-bl05', values: ['Blue', '0.5 mm'], price: 50 },
      { id: 'pen-bl07', values: ['blue', '0.7 mm'], price: 70, originalPrice: 80 },
    ],
  },
  { pen: 0, 'pen-bl05': 0, 'pen-bl07': 2 },
);
const ink = view('ink', { name: 'Blue Ink Bottle', price: 450 }, { ink: 5 });
const pencil = view(
  'pencil',
  {
    name: 'Drawing Pencil',
    options: [{ name: 'Color', values: ['Sky Blue', 'Red'] }],
    variants: [
      { id: 'pencil', values: ['Sky Blue'], price: 30 },
      { id: 'pencil-red', values: ['Red'], price: 30 },
    ],
  },
  {},
);
const all = [pen, ink, pencil];
const ids = (list: readonly Product[]) => list.map((p) => p._id);

describe('listing products with variants', () => {
  it('when a document from before variants is read, then it is one variant with the product id', () => {
    expect(ink.variants.map((v) => [v.id, v.price, v.stock])).toEqual([['ink', 450, 5]]);
    expect(ink).toMatchObject({ options: [], priceFrom: 450, priceTo: 450, totalStock: 5, stock: 5 });
  });

  it('when a price range is asked, then a product passes when any variant is inside it', () => {
    expect(ids(selectProducts(all, { minPrice: 60, maxPrice: 100 }))).toEqual(['pen']);
    expect(ids(selectProducts(all, { maxPrice: 40 }))).toEqual(['pencil']);
  });

  it('when in stock is asked, then a product with stock in any variant passes, though its default is sold out', () => {
    expect(pen.inStock).toBe(false);
    expect(ids(selectProducts(all, { inStock: true }))).toEqual(['ink', 'pen']);
  });

  it('when sorted by price, then cheapest first uses the lowest variant price, dearest first the highest', () => {
    expect(ids(selectProducts(all, { sort: 'price-low' }))).toEqual(['pencil', 'pen', 'ink']);
    const dear = view(
      'dear',
      {
        name: 'Dear',
        options: [{ name: 'Size', values: ['S', 'L'] }],
        variants: [
          { id: 'd1', values: ['S'], price: 40 },
          { id: 'd2', values: ['L'], price: 500 },
        ],
      },
      {},
    );
    expect(ids(selectProducts([...all, dear], { sort: 'price-high' }))).toEqual(['dear', 'ink', 'pen', 'pencil']);
  });

  it('when a colour is filtered, then it matches any variant of that colour whatever its case, and sale means any variant discounted', () => {
    expect(ids(selectProducts(all, { colour: ['BLUE'] }))).toEqual(['pen']);
    expect(ids(selectProducts(all, { colour: ['sky blue', 'black'], sort: 'price-low' }))).toEqual(['pencil', 'pen']);
    expect(ids(selectProducts(all, { filter: 'sale' }))).toEqual(['pen']);
  });

  it('when counted by colour, then each product counts once per colour, with the colour filter left out', () => {
    expect(countByColour(all, { colour: ['Red'] })).toEqual({ Black: 1, Blue: 1, 'Sky Blue': 1, Red: 1 });
    expect(countByColour(all, { maxPrice: 40 })).toEqual({ 'Sky Blue': 1, Red: 1 });
    expect(countByCategory(all, { colour: ['Blue'] })).toEqual({ writing: 1 });
  });

  it('when a search names an option value, then the product is found once and its best matching variant is named, in stock first', () => {
    const index = createProductSearch().sync(all);
    const found = selectProducts(all, { search: 'blue gel pen' }, Date.now(), index);
    expect(ids(found)).toEqual(['pen']);
    expect(variantHitsOfPage(found, { search: 'blue gel pen' })).toEqual({ pen: 'pen-bl07' });
    expect(variantHitsOfPage(found, { search: 'gel pen 0.5 blue' })).toEqual({ pen: 'pen-bl05' });
    // A colour filter names the variant too; a product of one variant never gets one.
    expect(variantHitsOfPage(all, { colour: ['Red'] })).toEqual({ pencil: 'pencil-red' });
    expect(variantHitsOfPage(all, { search: 'blue' })).toEqual({ pen: 'pen-bl07', pencil: 'pencil' });
  });

  it('when related products are listed, then a product in stock in any variant comes before one with none', () => {
    const soldOut = view('a-sold-out', { name: 'Sold Out Pen' }, {});
    expect(ids(relatedProducts([...all, soldOut], ink))).toEqual(['pen', 'a-sold-out', 'pencil']);
  });
});
