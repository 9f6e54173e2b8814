import { z } from 'zod';
import { IsoDateSchema, SlugSchema } from './primitives.js';

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
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type CategoryDoc = z.infer<typeof CategoryDocSchema>;

/** What /api answers for a category. */
export const CategorySchema = CategoryDocSchema.omit({ _rev: true, _deleted: true, type: true, schemaVersion: true }).extend({
  id: z.string(),
  productCount: z.number().int().min(0),
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
