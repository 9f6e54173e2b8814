/**
 * RxDB schemas of the replica (decision 018). `snapshot` holds one record: the api's compact
 * catalogue snapshot as it came (rows of listing fields and its feeds' checkpoint). `products`,
 * `inventory` and `categories` hold only what the changes feeds brought after that checkpoint,
 * one record per document, replaced by the next change of it (a deletion is kept as
 * `gone: true`, since a deleted RxDB document is not read back). `details` holds one record per
 * product whose page was opened (description, specification, features, images, reviews).
 * A change here needs a new REPLICA_VERSION.
 */
import type { RxJsonSchema } from 'rxdb';
import { REPLICA_VERSION } from '../names.js';

export { REPLICA_VERSION };
/** The collections the changes feeds fill, after the snapshot's checkpoint. */
export const FEED_COLLECTIONS = ['categories', 'products', 'inventory'] as const;
export type FeedCollectionName = (typeof FEED_COLLECTIONS)[number];
export const CATALOG_COLLECTIONS = ['snapshot', ...FEED_COLLECTIONS, 'details'] as const;
export type CatalogCollectionName = (typeof CATALOG_COLLECTIONS)[number];

type Loose = Record<string, unknown> & { id: string };

const id = { type: 'string', maxLength: 64 } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const gone = { type: 'boolean' } as const;
const base = { id, type: text, schemaVersion: { type: 'number' }, createdAt: text, updatedAt: text, gone } as const;

function schema(properties: Record<string, unknown>, withBase = true): RxJsonSchema<Loose> {
  return {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: (withBase ? { ...base, ...properties } : { id, ...properties }) as RxJsonSchema<Loose>['properties'],
    required: ['id'],
  };
}

export const CATALOG_SCHEMAS: Record<CatalogCollectionName, RxJsonSchema<Loose>> = {
  snapshot: schema({ hash: text, builtAt: text, checkpoints: { type: 'object' }, body: text }, false),
  // Issue 45: a category's HSN code and GST rate, a product's country of origin.
  categories: schema({
    name: text,
    description: text,
    image: nullableText,
    color: text,
    position: { type: 'number' },
    hsnCode: text,
    gstRate: { type: 'number' },
  }),
  products: schema({
    name: text,
    brand: text,
    countryOfOrigin: text,
    description: text,
    specification: text,
    features: { type: 'array', items: { type: 'string' } },
    price: { type: 'number' },
    originalPrice: { type: ['number', 'null'] },
    category: text,
    images: {
      type: 'object',
      properties: { mainImage: text, additionalImages: { type: 'array', items: { type: 'string' } } },
    },
    badge: nullableText,
    featured: { type: 'boolean' },
    bestSeller: { type: 'boolean' },
    rating: { type: 'number' },
    numReviews: { type: 'number' },
    // Decision 042: the options and the variants (id, sku, values, price, originalPrice, images).
    options: { type: 'array', items: { type: 'object' } },
    variants: { type: 'array', items: { type: 'object' } },
  }),
  inventory: schema({ product: text, quantity: { type: 'number' } }),
  details: schema(
    {
      description: text,
      specification: text,
      features: { type: 'array', items: { type: 'string' } },
      additionalImages: { type: 'array', items: { type: 'string' } },
      reviews: { type: 'array', items: { type: 'object' } },
      updatedAt: text,
      fetchedAt: { type: 'number' },
      viewedAt: { type: 'number' },
    },
    false,
  ),
};
