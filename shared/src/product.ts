import { z } from 'zod';
import { BooleanFromFormSchema, IdSchema, IsoDateSchema, NumberFromFormSchema, RupeesSchema, SlugSchema } from './primitives.js';
import { LIMITS, LISTING_FILTER_KINDS, PRODUCT_SORTS } from './constants.js';
import { CategorySchema } from './category.js';
import {
  checkVariants,
  VariantInputSchema,
  ProductImagesSchema,
  ProductOptionSchema,
  VARIANT_LIMITS,
  VariantDocSchema,
  withLegacyVariant,
} from './variants.js';

export const BADGES = ['Premium', 'Best Seller', 'New', 'Sale', 'Limited'] as const;

/**
 * Where a product was made, which the Consumer Protection (E-Commerce) Rules, 2020 ask every
 * product page to say. Documents written before issue 45 have none: `countryOfOriginOf` reads
 * them as made in India, the one place that default lives.
 */
export const DEFAULT_COUNTRY_OF_ORIGIN = 'India';
export const COUNTRY_OF_ORIGIN_MAX = 60;
export const countryOfOriginOf = (doc: { countryOfOrigin?: string | undefined }): string =>
  doc.countryOfOrigin?.trim() || DEFAULT_COUNTRY_OF_ORIGIN;

/** A product document as stored in the public `products` database (replicated to clients).
 * Stock is NOT here: it lives only in each variant's inventory record. rating/numReviews are kept
 * up to date by the api when a review is added, so lists can sort by rating without joins.
 * `price` and `originalPrice` repeat the default variant's (variants[0]): spec §7's fields, kept
 * equal to it by `ProductDocSchema` on every parse (docs/decisions/042). */
export const ProductDocObjectSchema = z.object({
  _id: IdSchema,
  _rev: z.string().optional(),
  _deleted: z.boolean().optional(),
  type: z.literal('product'),
  schemaVersion: z.literal(1),
  name: z.string().min(1).max(160),
  brand: z.string().max(80).default(''),
  /** Absent on documents from before issue 45: read with `countryOfOriginOf`. */
  countryOfOrigin: z.string().min(1).max(COUNTRY_OF_ORIGIN_MAX).optional(),
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
  /** Up to three options (Colour, Nib, Size…); none for a product sold in one form. */
  options: z
    .array(ProductOptionSchema)
    .max(VARIANT_LIMITS.maxOptions, `A product has at most ${VARIANT_LIMITS.maxOptions} options`)
    .default([]),
  /** The sellable variants; the first is the default. */
  variants: z
    .array(VariantDocSchema)
    .min(1, 'A product needs at least one variant')
    .max(VARIANT_LIMITS.maxVariants, `A product has at most ${VARIANT_LIMITS.maxVariants} variants`),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});

/**
 * A stored product, parsed: a document from before variants gets its single variant (id = product
 * id), the variants are checked, and the top-level price and MRP are the default variant's.
 */
export const ProductDocSchema = z.preprocess(
  withLegacyVariant,
  ProductDocObjectSchema.superRefine(checkVariants).transform((d) => ({
    ...d,
    price: d.variants[0]!.price,
    originalPrice: d.variants[0]!.originalPrice,
  })),
);
export type ProductDoc = z.infer<typeof ProductDocObjectSchema>;

export const ReviewSummarySchema = z.object({ rating: z.number().int().min(1).max(5) });

/** A variant as /api answers it: its stock and what its price and images come to. */
export const VariantSchema = VariantDocSchema.extend({
  /** Whole percent off its originalPrice, or 0. */
  discount: z.number().int().min(0).max(100),
  stock: z.number().int().min(0),
  inStock: z.boolean(),
  /** Its own images, else the product's: absolute URL paths, main first. */
  imageUrls: z.array(z.string()),
});
export type Variant = z.infer<typeof VariantSchema>;

/**
 * What /api answers for a product: everything the storefront needs in one object. The spec's
 * price, originalPrice, discount, stock, inStock, images and imageUrls are the default variant's
 * (variants[0]); `options` and `variants` say the rest (docs/decisions/042).
 */
export const ProductSchema = ProductDocObjectSchema.omit({
  _rev: true,
  _deleted: true,
  type: true,
  schemaVersion: true,
  category: true,
}).extend({
  id: z.string(),
  category: z.object({ _id: z.string(), name: z.string() }),
  /** Always said: 'India' for a document that has none (and in an answer cached before issue 45). */
  countryOfOrigin: z.string().min(1).max(COUNTRY_OF_ORIGIN_MAX).default(DEFAULT_COUNTRY_OF_ORIGIN),
  /** Absolute URL paths of the images, main first. */
  imageUrls: z.array(z.string()),
  stock: z.number().int().min(0),
  inStock: z.boolean(),
  /** Whole percent off originalPrice, or 0. */
  discount: z.number().int().min(0).max(100),
  reviews: z.array(ReviewSummarySchema),
  variants: z.array(VariantSchema).min(1),
  /** The lowest and highest variant price: a card says "from ₹{priceFrom}" when they differ. */
  priceFrom: RupeesSchema,
  priceTo: RupeesSchema,
  /** Units on sale across all variants, and how many variants have any. */
  totalStock: z.number().int().min(0),
  variantsInStock: z.number().int().min(0),
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
    price: z
      .preprocess(
        (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
        z.number({ error: 'Price is required' }).pipe(RupeesSchema),
      )
      .optional(),
    originalPrice: z
      .preprocess(
        (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
        RupeesSchema.nullable(),
      )
      .optional()
      .default(null),
    category: z.string({ error: 'Category is required' }).trim().min(1, 'Category is required').pipe(SlugSchema),
    brand: z.string().trim().max(80, 'Brand is too long').optional().default(''),
    /** Absent: kept as it is (a new product is made in India). */
    countryOfOrigin: z
      .string()
      .trim()
      .min(1, 'Country of origin is required')
      .max(COUNTRY_OF_ORIGIN_MAX, 'Country of origin is too long')
      .optional(),
    badge: z
      .preprocess((v) => (v === '' ? null : v), z.string().trim().max(40).nullable())
      .optional()
      .default(null),
    bestSeller: BooleanFromFormSchema.optional().default(false),
    featured: BooleanFromFormSchema.optional().default(false),
    /** Initial stock for a new product (admin convenience); ignored on update. */
    stock: NumberFromFormSchema.pipe(z.number().int('Stock must be a whole number').min(0).max(1_000_000)).optional(),
    /**
     * The product's options and variants (docs/decisions/042), as JSON text in the multipart form
     * (or as arrays in a JSON body). Absent: a product without options, priced by `price` and
     * `originalPrice` above. Present: the variants' own prices count, and `price` may be left out.
     */
    options: jsonField(
      z.array(ProductOptionSchema).max(VARIANT_LIMITS.maxOptions, `A product has at most ${VARIANT_LIMITS.maxOptions} options`),
    ).optional(),
    variants: jsonField(
      z
        .array(VariantInputSchema)
        .min(1, 'A product needs at least one variant')
        .max(VARIANT_LIMITS.maxVariants, `A product has at most ${VARIANT_LIMITS.maxVariants} variants`),
    ).optional(),
  })
  .refine((p) => p.variants !== undefined || p.price !== undefined, { message: 'Price is required', path: ['price'] })
  .refine((p) => p.variants !== undefined || p.price === undefined || p.originalPrice === null || p.originalPrice >= p.price, {
    message: 'Original price must not be below the price',
    path: ['originalPrice'],
  })
  .superRefine((p, ctx) => {
    if (p.variants === undefined) return;
    checkVariants({ options: p.options ?? [], variants: p.variants.map((v, i) => ({ ...v, id: v.id ?? `new-${i}` })) }, ctx);
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** A multipart field holding JSON text (a JSON body's array passes as it is). */
function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);
}

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
    /** Colours (values of a product's Colour option), comma-separated: products with a variant of any of them. */
    colour: z
      .preprocess(
        (v) =>
          typeof v === 'string'
            ? v
                .split(',')
                .map((c) => c.trim())
                .filter(Boolean)
            : v,
        z.array(z.string().max(40, 'a colour is too long')).max(20, 'at most 20 colours'),
      )
      .optional()
      .transform((c) => (c && c.length > 0 ? c : undefined)),
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
  /** The sidebar's colour counts for this search and these filters, the colour filter left out: products per colour. */
  colourCounts: z.record(z.string(), z.number().int().min(0)).optional(),
  /** A search that named an option ("blue gel pen"): product id → the variant it matched, to open it chosen. */
  variantHits: z.record(z.string(), z.string()).optional(),
});

export const HighlightSchema = z.object({ field: z.enum(['name', 'brand', 'category']), start: z.number().int(), end: z.number().int() });
/** GET /products/suggest: the header's live suggestions, with where each product's name matched. */
export const SuggestionsSchema = z.object({
  products: z.array(ProductSchema),
  categories: z.array(CategorySchema),
  highlights: z.record(z.string(), z.array(HighlightSchema)),
  variantHits: z.record(z.string(), z.string()).optional(),
});
export type ProductList = z.infer<typeof ProductListSchema>;
