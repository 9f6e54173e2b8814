import { z } from 'zod';
import { BooleanFromFormSchema, IdSchema, IsoDateSchema, NumberFromFormSchema, RupeesSchema, SlugSchema } from './primitives.js';
import { LIMITS, LISTING_FILTER_KINDS, PRODUCT_SORTS } from './constants.js';
import { CategorySchema } from './category.js';

export const BADGES = ['Premium', 'Best Seller', 'New', 'Sale', 'Limited'] as const;

export const ProductImagesSchema = z.object({
  /** File names under /uploads/products/. */
  mainImage: z.string().min(1),
  additionalImages: z.array(z.string().min(1)).max(3).default([]),
});

/** A product document as stored in the public `products` database (replicated to clients).
 * Stock is NOT here: it lives only in the inventory record. rating/numReviews are kept
 * up to date by the api when a review is added, so lists can sort by rating without joins. */
export const ProductDocSchema = z.object({
  _id: IdSchema,
  _rev: z.string().optional(),
  _deleted: z.boolean().optional(),
  type: z.literal('product'),
  schemaVersion: z.literal(1),
  name: z.string().min(1).max(160),
  brand: z.string().max(80).default(''),
  description: z.string().max(5000).default(''),
  specification: z.string().max(5000).default(''),
  features: z.array(z.string().min(1).max(200)).max(LIMITS.maxFeatures).default([]),
  price: RupeesSchema,
  originalPrice: RupeesSchema.nullable().default(null),
  category: SlugSchema,
  images: ProductImagesSchema,
  badge: z.string().max(40).nullable().default(null),
  featured: z.boolean().default(false),
  bestSeller: z.boolean().default(false),
  rating: z.number().min(0).max(5).default(0),
  numReviews: z.number().int().min(0).default(0),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type ProductDoc = z.infer<typeof ProductDocSchema>;

export const ReviewSummarySchema = z.object({ rating: z.number().int().min(1).max(5) });

/** What /api answers for a product: everything the storefront needs in one object. */
export const ProductSchema = ProductDocSchema.omit({
  _rev: true,
  _deleted: true,
  type: true,
  schemaVersion: true,
  category: true,
}).extend({
  id: z.string(),
  category: z.object({ _id: z.string(), name: z.string() }),
  /** Absolute URL paths of the images, main first. */
  imageUrls: z.array(z.string()),
  stock: z.number().int().min(0),
  inStock: z.boolean(),
  /** Whole percent off originalPrice, or 0. */
  discount: z.number().int().min(0).max(100),
  reviews: z.array(ReviewSummarySchema),
});
export type Product = z.infer<typeof ProductSchema>;

/** Multipart fields of the admin's product form (create/update). Files arrive separately. */
export const ProductInputSchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(160, 'Name is too long'),
    description: z.string().trim().max(5000, 'Description is too long').optional().default(''),
    specification: z.string().trim().max(5000, 'Specification is too long').optional().default(''),
    features: z
      .array(z.string().trim().min(1, 'Features must not be blank').max(200, 'A feature is too long'))
      .max(LIMITS.maxFeatures, `At most ${LIMITS.maxFeatures} features`)
      .optional()
      .default([]),
    price: z.preprocess(
      (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
      z.number({ error: 'Price is required' }).pipe(RupeesSchema),
    ),
    originalPrice: z
      .preprocess(
        (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
        RupeesSchema.nullable(),
      )
      .optional()
      .default(null),
    category: z.string({ error: 'Category is required' }).trim().min(1, 'Category is required').pipe(SlugSchema),
    brand: z.string().trim().max(80, 'Brand is too long').optional().default(''),
    badge: z
      .preprocess((v) => (v === '' ? null : v), z.string().trim().max(40).nullable())
      .optional()
      .default(null),
    bestSeller: BooleanFromFormSchema.optional().default(false),
    featured: BooleanFromFormSchema.optional().default(false),
    /** Initial stock for a new product (admin convenience); ignored on update. */
    stock: NumberFromFormSchema.pipe(z.number().int('Stock must be a whole number').min(0).max(1_000_000)).optional(),
  })
  .refine((p) => p.originalPrice === null || p.originalPrice >= p.price, {
    message: 'Original price must not be below the price',
    path: ['originalPrice'],
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;

const optionalNumber = z.preprocess((v) => (v === '' || v === undefined ? undefined : v), NumberFromFormSchema.optional());

/** Query parameters of GET /products and friends. Unknown parameters are ignored. */
export const ProductQuerySchema = z
  .object({
    category: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), SlugSchema.optional()),
    search: z.string().trim().max(LIMITS.maxSearchLength, 'search is too long').optional(),
    q: z.string().trim().max(LIMITS.maxSearchLength, 'q is too long').optional(),
    minPrice: optionalNumber.pipe(z.number().min(0, 'minPrice must be 0 or more').optional()),
    maxPrice: optionalNumber.pipe(z.number().min(0, 'maxPrice must be 0 or more').optional()),
    sort: z
      .enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
      .optional()
      .default('featured'),
    filter: z
      .enum(LISTING_FILTER_KINDS, {
        error: `filter must be ${LISTING_FILTER_KINDS.slice(0, -1).join(', ')} or ${LISTING_FILTER_KINDS.at(-1)}`,
      })
      .optional(),
    featured: BooleanFromFormSchema.optional(),
    inStock: BooleanFromFormSchema.optional(),
    minRating: optionalNumber.pipe(z.number().min(0).max(5, 'minRating must be 0 to 5').optional()),
    page: optionalNumber
      .pipe(z.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(100000).optional())
      .default(1),
    limit: optionalNumber
      .pipe(
        z
          .number()
          .int('limit must be a whole number')
          .min(1, 'limit must be 1 or more')
          .max(LIMITS.maxPageSize, `limit must be at most ${LIMITS.maxPageSize}`)
          .optional(),
      )
      .default(LIMITS.defaultPageSize),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
    path: ['minPrice'],
  });
export type ProductQuery = z.infer<typeof ProductQuerySchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const ProductListSchema = z.object({
  products: z.array(ProductSchema),
  pagination: PaginationSchema,
  /** A search that found nothing: a corrected query that finds something ("Did you mean …"). */
  didYouMean: z.string().optional(),
  /** The sidebar's category counts for this search and these filters, the category filter left out (countByCategory). */
  categoryCounts: z.record(z.string(), z.number().int().min(0)).optional(),
});

export const HighlightSchema = z.object({ field: z.enum(['name', 'brand', 'category']), start: z.number().int(), end: z.number().int() });
/** GET /products/suggest: the header's live suggestions, with where each product's name matched. */
export const SuggestionsSchema = z.object({
  products: z.array(ProductSchema),
  categories: z.array(CategorySchema),
  highlights: z.record(z.string(), z.array(HighlightSchema)),
});
export type ProductList = z.infer<typeof ProductListSchema>;
