import { z } from 'zod';
import { CategoryDocSchema } from './category.js';
import { IdSchema, IsoDateSchema, RupeesSchema, SlugSchema } from './primitives.js';
import type { Product, ProductDoc } from './product.js';
import { distinctWords, type ProductTextWords } from './search/index.js';
import { VARIANT_LIMITS } from './variants.js';
import { productImageUrl } from './product-view.js';

/**
 * The compact catalogue snapshot (GET /api/catalog/snapshot): what a device needs to list, search,
 * filter and sort the whole catalogue, one row per product, built by the api from its in-memory
 * catalogue. Only public fields: the same ones the read-only /sync databases already publish.
 * It carries the replication checkpoint (`since` of each public database's changes feed) it was
 * built at, so a replica follows the feeds from there (docs/decisions/018-catalogue-snapshot.md).
 */

/**
 * The columns of a product row, in order. `flags`: 1 featured, 2 best seller. `options`: the
 * product's options as [name, values]; `variants`: one tuple per variant (VARIANT_FIELDS), its stock
 * included. The spec's top-level price, originalPrice and stock are the first variant's, so they
 * are not repeated (format 2, docs/decisions/042).
 */
export const SNAPSHOT_COLUMNS = [
  'id',
  'name',
  'brand',
  'category',
  'rating',
  'numReviews',
  'badge',
  'flags',
  'images',
  'createdAt',
  'updatedAt',
  'descriptionWords',
  'featureWords',
  'options',
  'variants',
] as const;

/** A variant's tuple: its own images as [main, …additional], or null for the product's. */
export const VARIANT_FIELDS = ['id', 'sku', 'values', 'price', 'originalPrice', 'stock', 'images'] as const;

const SnapshotVariantSchema = z.tuple([
  IdSchema,
  z.string().max(64),
  z.array(z.string().max(VARIANT_LIMITS.maxValueLength)).max(VARIANT_LIMITS.maxOptions),
  RupeesSchema,
  RupeesSchema.nullable(),
  z.number().int().min(0),
  z.array(z.string().min(1)).min(1).max(4).nullable(),
]);

export const SnapshotRowSchema = z.tuple([
  IdSchema,
  z.string().min(1).max(160),
  z.string().max(80),
  SlugSchema,
  z.number().min(0).max(5),
  z.number().int().min(0),
  z.string().max(40).nullable(),
  z.number().int().min(0).max(3),
  z.array(z.string().min(1)).min(1).max(4),
  IsoDateSchema,
  IsoDateSchema,
  z.string().max(20_000),
  z.string().max(20_000),
  z
    .array(z.tuple([z.string().max(VARIANT_LIMITS.maxOptionNameLength), z.array(z.string().max(VARIANT_LIMITS.maxValueLength))]))
    .max(VARIANT_LIMITS.maxOptions),
  z.array(SnapshotVariantSchema).min(1).max(VARIANT_LIMITS.maxVariants),
]);
export type SnapshotRow = z.infer<typeof SnapshotRowSchema>;

/** A database's changes-feed position: pouchdb-server's numbers or CouchDB's opaque strings. */
export const SequenceSchema = z.union([z.string().min(1).max(4000), z.number().int().min(0)]);

/** The snapshot's format: 2 since rows carry variants. A replica holding an older one reads a new one. */
export const SNAPSHOT_FORMAT = 2;

export const CatalogSnapshotSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
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
    doc.rating,
    doc.numReviews,
    doc.badge,
    (doc.featured ? 1 : 0) | (doc.bestSeller ? 2 : 0),
    productOwnImages(doc),
    doc.createdAt,
    doc.updatedAt,
    distinctWords(doc.description),
    distinctWords(doc.features.join('\n')),
    doc.options.map((o) => [o.name, o.values]),
    doc.variants.map((v) => [
      v.id,
      v.sku,
      v.values,
      v.price,
      v.originalPrice,
      v.stock,
      v.images ? [v.images.mainImage, ...v.images.additionalImages] : null,
    ]),
  ];
}

/**
 * The product's own images, [main, …additional] (the top level of a view shows the default
 * variant's, which may be its own): those a variant without images of its own shows.
 */
export function productOwnImages(view: Pick<Product, 'images' | 'variants'>): string[] {
  const shared = view.variants.find((v) => v.images === null);
  if (!shared) return [view.images.mainImage];
  const prefix = productImageUrl('');
  return shared.imageUrls.map((url) => decodeURIComponent(url.slice(prefix.length)));
}

/** What a row stands for: the product document, its variants' stock by variant id, its text as words. */
export interface SnapshotProduct {
  doc: ProductDoc;
  stock: ReadonlyMap<string, number>;
  words: ProductTextWords;
}

/**
 * The product document a row stands for: the listing fields, the images and the variants, with
 * description, specification and features empty (they come with the details, fetched on demand).
 */
export function productDocOfRow(row: SnapshotRow): SnapshotProduct {
  const [_id, name, brand, category, rating, numReviews, badge, flags, images, createdAt, updatedAt, description, features, options, rows] =
    row;
  const stock = new Map<string, number>();
  const variants = rows.map(([id, sku, values, price, originalPrice, quantity, images]) => {
    stock.set(id, quantity);
    return { id, sku, values, price, originalPrice, images: images ? { mainImage: images[0]!, additionalImages: images.slice(1) } : null };
  });
  const first = variants[0]!;
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
      price: first.price,
      originalPrice: first.originalPrice,
      category,
      images: { mainImage: images[0]!, additionalImages: images.slice(1) },
      badge,
      featured: (flags & 1) !== 0,
      bestSeller: (flags & 2) !== 0,
      rating,
      numReviews,
      options: options.map(([optionName, values]) => ({ name: optionName, values })),
      variants,
      createdAt,
      updatedAt,
    },
    stock,
    words: { description, features },
  };
}
