import { z } from 'zod';
import { IsoDateSchema, SlugSchema } from './primitives.js';

/**
 * GST per category, as data: the HSN code a tax invoice prints and the GST rate (%) the category's
 * goods carry. The checkout still charges the spec's GST 18% on the amount after the promo
 * (`GST_RATE` in constants.ts); the rate here is what an owner follows a rate change with
 * (docs/decisions/045).
 */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];
export const DEFAULT_GST_RATE: GstRate = 18;
export const CATEGORY_TAX_MESSAGES = {
  hsnCode: 'HSN code must be 4, 6 or 8 digits',
  gstRate: 'GST rate must be 0, 5, 12, 18 or 28%',
} as const;
/** An HSN code: 4, 6 or 8 digits (chapter, heading, sub-heading, tariff item). */
export const HsnCodeSchema = z.string().regex(/^\d{4}(\d{2}){0,2}$/, CATEGORY_TAX_MESSAGES.hsnCode);
export const GstRateSchema = z.literal(GST_RATES, { error: CATEGORY_TAX_MESSAGES.gstRate });

/** A category document as stored in the public `categories` database (replicated to clients). */
export const CategoryDocSchema = z.object({
  _id: SlugSchema,
  _rev: z.string().optional(),
  _deleted: z.boolean().optional(),
  type: z.literal('category'),
  schemaVersion: z.literal(1),
  name: z.string().min(1).max(80),
  description: z.string().max(2000).default(''),
  /** File name under /uploads/categories/, or null. */
  image: z.string().nullable().default(null),
  color: z.string().max(32).default('#1f3a5f'),
  /** Where the category comes in the shop's order (0 first), set by the admin; without one it comes after, by name. */
  position: z.number().int().min(0).max(9999).optional(),
  /** Absent on documents written before issue 45: read them with `categoryTaxOf`. */
  hsnCode: HsnCodeSchema.optional(),
  gstRate: GstRateSchema.optional(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type CategoryDoc = z.infer<typeof CategoryDocSchema>;

/** What a category's goods carry for GST. */
export interface CategoryTax {
  /** Null until the owner sets one (a category made before issue 45 and not edited since). */
  hsnCode: string | null;
  gstRate: GstRate;
}

/** The one place a category's HSN code and GST rate are read, with the defaults for older documents. */
export function categoryTaxOf(doc: Pick<CategoryDoc, 'hsnCode' | 'gstRate'>): CategoryTax {
  return { hsnCode: doc.hsnCode ?? null, gstRate: doc.gstRate ?? DEFAULT_GST_RATE };
}

/** What /api answers for a category. */
export const CategorySchema = CategoryDocSchema.omit({ _rev: true, _deleted: true, type: true, schemaVersion: true }).extend({
  id: z.string(),
  productCount: z.number().int().min(0),
  // Defaults for an answer cached before issue 45; the api always sends both (`categoryTaxOf`).
  hsnCode: HsnCodeSchema.nullable().default(null),
  gstRate: GstRateSchema.default(DEFAULT_GST_RATE),
  /** Absolute path of the image, e.g. /uploads/categories/writing.webp, or null. */
  imageUrl: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

/** Multipart fields of the admin's category form (create/update); the image arrives as a file. */
export const CategoryInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name is too long'),
  description: z.string().trim().max(2000, 'Description is too long').optional().default(''),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Color must look like #1f3a5f')
    .optional(),
  /** The category's place in the shop's order (0 first); empty leaves it as it is. */
  position: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'Position must be a number' })
      .int('Position must be a whole number')
      .min(0, 'Position must be 0 or more')
      .max(9999, 'Position must be at most 9999')
      .optional(),
  ),
  /** Empty clears it (the invoice then prints none); absent leaves it as it is. */
  hsnCode: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s.]/g, '') : v),
    z.union([z.literal(''), HsnCodeSchema], { error: CATEGORY_TAX_MESSAGES.hsnCode }).optional(),
  ),
  /** Absent leaves it as it is (18 for a category that never had one). */
  gstRate: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.trim().replace(/%$/, '')) : v),
    GstRateSchema.optional(),
  ),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/**
 * The shop's order of categories: by the admin's `position`, then by name; categories without a
 * position come after those with one, by name. The home page and /categories show the first six.
 */
export function compareCategories(a: { position?: number; name: string }, b: { position?: number; name: string }): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa < pb ? -1 : 1;
  return a.name.localeCompare(b.name);
}
