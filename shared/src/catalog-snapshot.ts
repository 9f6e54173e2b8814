import { z } from 'zod';
import { CategoryDocSchema } from './category.js';
import { IdSchema, IsoDateSchema, RupeesSchema, SlugSchema } from './primitives.js';
import type { Product, ProductDoc } from './product.js';
import { distinctWords, type ProductTextWords } from './search/index.js';

/**
 * The compact catalogue snapshot (GET /api/catalog/snapshot): what a device needs to list, search,
 * filter and sort the whole catalogue, one row per product, built by the api from its in-memory
 * catalogue. Only public fields: the same ones the read-only /sync databases already publish.
 * It carries the replication checkpoint (`since` of each public database's changes feed) it was
 * built at, so a replica follows the feeds from there (docs/decisions/018-catalogue-snapshot.md).
 */

/** The columns of a product row, in order. `flags`: 1 featured, 2 best seller. */
export const SNAPSHOT_COLUMNS = [
  'id',
  'name',
  'brand',
  'category',
  'price',
  'originalPrice',
  'rating',
  'numReviews',
  'stock',
  'badge',
  'flags',
  'mainImage',
  'createdAt',
  'updatedAt',
  'descriptionWords',
  'featureWords',
] as const;

export const SnapshotRowSchema = z.tuple([
  IdSchema,
  z.string().min(1).max(160),
  z.string().max(80),
  SlugSchema,
  RupeesSchema,
  RupeesSchema.nullable(),
  z.number().min(0).max(5),
  z.number().int().min(0),
  z.number().int().min(0),
  z.string().max(40).nullable(),
  z.number().int().min(0).max(3),
  z.string().min(1),
  IsoDateSchema,
  IsoDateSchema,
  z.string().max(20_000),
  z.string().max(20_000),
]);
export type SnapshotRow = z.infer<typeof SnapshotRowSchema>;

/** A database's changes-feed position: pouchdb-server's numbers or CouchDB's opaque strings. */
export const SequenceSchema = z.union([z.string().min(1).max(4000), z.number().int().min(0)]);

export const CatalogSnapshotSchema = z.object({
  format: z.literal(1),
  /** Content hash of the snapshot (also its ETag and the last part of its immutable URL). */
  hash: z.string().min(8).max(64),
  builtAt: IsoDateSchema,
  /** Where each public database's changes feed was when the snapshot was built: follow from here. */
  checkpoints: z.object({ categories: SequenceSchema, products: SequenceSchema, inventory: SequenceSchema }),
  columns: z.array(z.string()).refine((c) => c.join() === SNAPSHOT_COLUMNS.join(), 'unknown snapshot columns'),
  categories: z.array(CategoryDocSchema.omit({ _rev: true, _deleted: true })),
  products: z.array(SnapshotRowSchema),
});
export type CatalogSnapshotBody = z.infer<typeof CatalogSnapshotSchema>;

/** One product's row of the snapshot, from the product as /api answers it. */
export function toSnapshotRow(doc: Product): SnapshotRow {
  return [
    doc._id,
    doc.name,
    doc.brand,
    doc.category._id,
    doc.price,
    doc.originalPrice,
    doc.rating,
    doc.numReviews,
    doc.stock,
    doc.badge,
    (doc.featured ? 1 : 0) | (doc.bestSeller ? 2 : 0),
    doc.images.mainImage,
    doc.createdAt,
    doc.updatedAt,
    distinctWords(doc.description),
    distinctWords(doc.features.join('\n')),
  ];
}

/**
 * The product document a row stands for: the listing fields, with description, specification,
 * features and additional images empty (they come with the details, fetched on demand).
 */
export function productDocOfRow(row: SnapshotRow): { doc: ProductDoc; stock: number; words: ProductTextWords } {
  const [
    _id,
    name,
    brand,
    category,
    price,
    originalPrice,
    rating,
    numReviews,
    stock,
    badge,
    flags,
    mainImage,
    createdAt,
    updatedAt,
    description,
    features,
  ] = row;
  return {
    doc: {
      _id,
      type: 'product',
      schemaVersion: 1,
      name,
      brand,
      description: '',
      specification: '',
      features: [],
      price,
      originalPrice,
      category,
      images: { mainImage, additionalImages: [] },
      badge,
      featured: (flags & 1) !== 0,
      bestSeller: (flags & 2) !== 0,
      rating,
      numReviews,
      createdAt,
      updatedAt,
    },
    stock,
    words: { description, features },
  };
}
