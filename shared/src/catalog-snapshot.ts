import { z } from 'zod';
import { CategoryDocSchema } from './category.js';
import { IdSchema, IsoDateSchema, RupeesSchema, SlugSchema } from './primitives.js';
import { COUNTRY_OF_ORIGIN_MAX, type Product, type ProductDoc } from './product.js';
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
  'countryOfOrigin',
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
  z.string().min(1).max(COUNTRY_OF_ORIGIN_MAX),
]);
export type SnapshotRow = z.infer<typeof SnapshotRowSchema>;

/** A database's changes-feed position: pouchdb-server's numbers or CouchDB's opaque strings. */
export const SequenceSchema = z.union([z.string().min(1).max(4000), z.number().int().min(0)]);

/**
 * The snapshot's format: 2 since rows carry variants, 3 since they end with the country of origin
 * (issue 45). A replica holding an older one fails to read it and fetches a new one.
 */
export const SNAPSHOT_FORMAT = 3;

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

/**
 * The snapshot as a device checks it with zod: everything but the rows, which `isSnapshotRow`
 * reads (docs/decisions/043). The api's tests hold what it sends to the whole `CatalogSnapshotSchema`.
 */
export const CatalogSnapshotEnvelopeSchema = CatalogSnapshotSchema.extend({ products: z.array(z.unknown()) });

const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isImages = (v: unknown): v is string[] => isStrings(v) && v.length >= 1 && v.every((f) => f.length > 0);

function isSnapshotVariant(v: unknown): boolean {
  return (
    Array.isArray(v) &&
    v.length === VARIANT_FIELDS.length &&
    isString(v[0]) &&
    v[0].length > 0 &&
    isString(v[1]) &&
    isStrings(v[2]) &&
    isAmount(v[3]) &&
    (v[4] === null || isAmount(v[4])) &&
    isCount(v[5]) &&
    (v[6] === null || isImages(v[6]))
  );
}

/**
 * Whether a snapshot row has `SnapshotRowSchema`'s shape: each column of its type, the arrays
 * and tuples of their lengths, counts and amounts not negative. A device reads the 2,000-odd rows
 * of a large catalogue with this instead of the schema: zod's parsers, run without eval under the
 * store's CSP, took some 200 ms of a first visit's two seconds on them, and this takes about 10.
 * The rows' content rules (id and slug patterns, dates, text lengths, two-decimal prices) were
 * checked on the documents the api built them from; `catalog-snapshot.test.ts` holds the two checks
 * to one answer on every column.
 */
export function isSnapshotRow(row: unknown): row is SnapshotRow {
  return (
    Array.isArray(row) &&
    row.length === SNAPSHOT_COLUMNS.length &&
    isString(row[0]) &&
    row[0].length > 0 &&
    isString(row[1]) &&
    row[1].length > 0 &&
    isString(row[2]) &&
    isString(row[3]) &&
    row[3].length > 0 &&
    isAmount(row[4]) &&
    row[4] <= 5 &&
    isCount(row[5]) &&
    (row[6] === null || isString(row[6])) &&
    isCount(row[7]) &&
    row[7] <= 3 &&
    isImages(row[8]) &&
    isString(row[9]) &&
    isString(row[10]) &&
    isString(row[11]) &&
    isString(row[12]) &&
    Array.isArray(row[13]) &&
    row[13].every((o) => Array.isArray(o) && o.length === 2 && isString(o[0]) && isStrings(o[1])) &&
    Array.isArray(row[14]) &&
    row[14].length >= 1 &&
    row[14].every(isSnapshotVariant) &&
    isString(row[15]) &&
    row[15].length > 0
  );
}

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
    doc.countryOfOrigin,
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
  const [
    _id,
    name,
    brand,
    category,
    rating,
    numReviews,
    badge,
    flags,
    images,
    createdAt,
    updatedAt,
    description,
    features,
    options,
    rows,
    countryOfOrigin,
  ] = row;
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
      countryOfOrigin,
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
