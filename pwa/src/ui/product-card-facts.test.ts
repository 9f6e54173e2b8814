import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '@store/shared';
import { ColourSwatches } from './colour-swatches';
import { Price } from './price';
import { cardDiscount, cardPrice, cardStock, cardSwatches, cardVariant } from './product-card-facts';
import { productPath } from './product-path';

const variant = (id: string, values: string[], price: number, stock: number, originalPrice: number | null = null): Variant => ({
  id,
  sku: '',
  values,
  price,
  originalPrice,
  images: null,
  discount: originalPrice ? Math.round((1 - price / originalPrice) * 100) : 0,
  stock,
  inStock: stock > 0,
  imageUrls: [`/uploads/products/${id}.webp`],
});

function product(options: Product['options'], variants: Variant[]): Product {
  const prices = variants.map((v) => v.price);
  return {
    _id: 'pen',
    id: 'pen',
    name: 'Safari Fountain Pen',
    brand: 'Lamy',
    countryOfOrigin: 'Germany',
    description: '',
    specification: '',
    features: [],
    price: variants[0]!.price,
    originalPrice: variants[0]!.originalPrice,
    category: { _id: 'writing', name: 'Writing' },
    images: { mainImage: 'pen.webp', additionalImages: [] },
    imageUrls: ['/uploads/products/pen.webp'],
    badge: null,
    featured: false,
    bestSeller: false,
    rating: 4.5,
    numReviews: 3,
    options,
    variants,
    stock: variants[0]!.stock,
    inStock: variants[0]!.inStock,
    discount: variants[0]!.discount,
    reviews: [],
    priceFrom: Math.min(...prices),
    priceTo: Math.max(...prices),
    totalStock: variants.reduce((n, v) => n + v.stock, 0),
    variantsInStock: variants.filter((v) => v.stock > 0).length,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const COLOURS = ['Blue', 'Black', 'Red', 'Green', 'Charcoal', 'Teal', 'Pink'];
const pens = product(
  [
    { name: 'Colour', values: COLOURS },
    { name: 'Nib', values: ['F', 'M'] },
  ],
  [
    variant('pen-blue-f', ['Blue', 'F'], 2450, 5, 2900),
    variant('pen-blue-m', ['Blue', 'M'], 2650, 0),
    ...COLOURS.slice(1).map((c) => variant(`pen-${c.toLowerCase()}-f`, [c, 'F'], 2450, 3)),
  ],
);

describe("a product card's price", () => {
  it('when the variants cost differently, then it says "from ₹X" with the lowest, without an MRP', () => {
    const price = cardPrice(pens, cardVariant(pens));
    expect(price).toEqual({ price: 2450, originalPrice: null, from: true });
    const html = renderToStaticMarkup(createElement(Price, { ...price, showDiscount: false }));
    expect(html).toContain('from </span>₹2,450');
    expect(html).not.toContain('price__was');
  });

  it('when every variant costs the same, then it is the price with its MRP struck through', () => {
    const one = product([], [variant('pad', [], 120, 4, 150)]);
    const price = cardPrice(one, cardVariant(one));
    expect(price).toEqual({ price: 120, originalPrice: 150, from: false });
    const html = renderToStaticMarkup(createElement(Price, price));
    expect(html).not.toContain('from');
    expect(html).toContain('₹150');
  });

  it('when only some variants are discounted, then the badge says "Up to N% off"', () => {
    expect(cardDiscount(pens)).toEqual({ percent: 16, upTo: true });
  });
});

describe("a product card's colours", () => {
  it('when there are more than five, then five swatches show, each named, and "+N" for the rest', () => {
    const swatches = cardSwatches(pens);
    expect(swatches).toEqual({ shown: COLOURS.slice(0, 5), more: 2 });
    const html = renderToStaticMarkup(createElement(ColourSwatches, { colours: swatches.shown, more: swatches.more }));
    expect(html.match(/class="swatch[ "]/g)).toHaveLength(5);
    expect(html).toContain('title="Charcoal"');
    expect(html).toContain('>Blue</span>');
    expect(html).toContain('+2');
  });

  it('when there are six, then all six show (a "+1" would take the room of the swatch it stands for)', () => {
    expect(cardSwatches({ options: [{ name: 'Color', values: COLOURS.slice(0, 6) }] })).toEqual({ shown: COLOURS.slice(0, 6), more: 0 });
  });

  it('when the product has no colour option, then there are no swatches', () => {
    expect(cardSwatches({ options: [{ name: 'Pack', values: ['1', '5'] }] })).toEqual({ shown: [], more: 0 });
    expect(renderToStaticMarkup(createElement(ColourSwatches, { colours: [], more: 0 }))).toBe('');
  });
});

describe("a product card's stock and link", () => {
  it('when some variants are sold out, then it says so; "Out of Stock" only when every one is', () => {
    expect(cardStock(pens)).toBe('some');
    expect(cardStock({ ...pens, totalStock: 0, variantsInStock: 0 })).toBe('out');
    expect(cardStock(product([], [variant('pad', [], 120, 4)]))).toBe('in');
  });

  it('when a search matched a variant, then the card stands for it and opens the product page at it', () => {
    expect(cardVariant(pens, 'pen-teal-f').id).toBe('pen-teal-f');
    expect(cardVariant(pens, 'not-a-variant').id).toBe('pen-blue-f');
    expect(productPath('pen', 'pen-teal-f')).toBe('/product/pen?variant=pen-teal-f');
    expect(productPath('pen')).toBe('/product/pen');
  });
});
