/**
 * RxDB schemas of the replicated public databases. Only `id` is required: CouchDB sends a deleted
 * document as a bare stub, and the real shape is checked with the shared zod schemas when the
 * snapshot is built (../snapshot.ts). A change here needs a new REPLICA_VERSION.
 */
import type { RxJsonSchema } from 'rxdb';
import { REPLICA_VERSION } from '../names.js';

export { REPLICA_VERSION };
export const CATALOG_COLLECTIONS = ['categories', 'products', 'inventory', 'reviews'] as const;
export type CatalogCollectionName = (typeof CATALOG_COLLECTIONS)[number];
/** What listing, search and category pages need; reviews follow. */
export const CORE_COLLECTIONS = ['categories', 'products', 'inventory'] as const satisfies readonly CatalogCollectionName[];

type Loose = Record<string, unknown> & { id: string };

const id = { type: 'string', maxLength: 64 } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const base = { id, type: text, schemaVersion: { type: 'number' }, createdAt: text, updatedAt: text } as const;

function schema(properties: Record<string, unknown>): RxJsonSchema<Loose> {
  return {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: { ...base, ...properties } as RxJsonSchema<Loose>['properties'],
    required: ['id'],
  };
}

export const CATALOG_SCHEMAS: Record<CatalogCollectionName, RxJsonSchema<Loose>> = {
  categories: schema({ name: text, description: text, image: nullableText, color: text, position: { type: 'number' } }),
  products: schema({
    name: text,
    brand: text,
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
  }),
  inventory: schema({ product: text, quantity: { type: 'number' } }),
  reviews: schema({
    productId: text,
    user: { type: 'object', properties: { name: text } },
    rating: { type: 'number' },
    comment: text,
  }),
};
