/**
 * A pen sold in variants (docs/decisions/042) for the cart, merge and outbox tests: two colours ×
 * two nibs with their own prices and stock. The default variant (the first) keeps the product id,
 * as a product upgraded from before variants does.
 */
import type { InventoryDoc, ProductDoc } from '@store/shared';
import type { FixtureProduct } from './store-server.js';

export const PEN = 'p-safari';
/** Variant ids: Charcoal F (the default), Charcoal M, Yellow F (one left), Yellow M (sold out). */
export const CHARCOAL_F = 'p-safari';
export const CHARCOAL_M = 'p-safari-charcoal-m';
export const YELLOW_F = 'p-safari-yellow-f';
export const YELLOW_M = 'p-safari-yellow-m';

const options = [
  { name: 'Colour', values: ['Charcoal', 'Yellow'] },
  { name: 'Nib', values: ['F', 'M'] },
];
const variants = [
  { id: CHARCOAL_F, values: ['Charcoal', 'F'], price: 2500, stock: 3 },
  { id: CHARCOAL_M, values: ['Charcoal', 'M'], price: 2600, stock: 5 },
  { id: YELLOW_F, values: ['Yellow', 'F'], price: 2500, stock: 1 },
  { id: YELLOW_M, values: ['Yellow', 'M'], price: 2600, stock: 0 },
];

/** The pen as the store-server writes it. */
export const penProduct: FixtureProduct = { _id: PEN, name: 'Safari Fountain Pen', price: 2500, stock: 3, options, variants };

const at = new Date(Date.UTC(2025, 0, 20)).toISOString();

/** The pen as documents of the public databases (the catalogue server's replica). */
export const penDocs: { product: ProductDoc; inventory: InventoryDoc[] } = {
  product: {
    _id: PEN,
    type: 'product',
    schemaVersion: 1,
    name: 'Safari Fountain Pen',
    brand: 'Lamy',
    description: 'A pen for every day.',
    specification: '',
    features: [],
    price: 2500,
    originalPrice: null,
    category: 'writing',
    images: { mainImage: `${PEN}.webp`, additionalImages: [] },
    badge: null,
    featured: false,
    bestSeller: false,
    rating: 0,
    numReviews: 0,
    options,
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.id.toUpperCase(),
      values: v.values,
      price: v.price,
      originalPrice: null,
      images: null,
    })),
    createdAt: at,
    updatedAt: at,
  },
  inventory: variants.map((v) => ({ _id: v.id, type: 'inventory', schemaVersion: 1, product: PEN, quantity: v.stock, updatedAt: at })),
};
