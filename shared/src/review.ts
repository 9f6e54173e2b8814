import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './primitives.js';
import { MESSAGES } from './messages.js';

/** Public `reviews` database. Only the author's display name is public. */
export const ReviewDocSchema = z.object({
  _id: IdSchema,
  _rev: z.string().optional(),
  _deleted: z.boolean().optional(),
  type: z.literal('review'),
  schemaVersion: z.literal(1),
  productId: IdSchema,
  /** The variant the review was for, where the shopper said ("Charcoal · F"): reviews and the rating belong to the product. */
  variant: z.object({ id: IdSchema, label: z.string().max(200) }).optional(),
  user: z.object({ name: z.string() }),
  rating: z.number().int().min(1).max(5),
  comment: z.string().min(1).max(2000),
  createdAt: IsoDateSchema,
});
export type ReviewDoc = z.infer<typeof ReviewDocSchema>;

export const ReviewSchema = ReviewDocSchema.omit({ _rev: true, _deleted: true, type: true, schemaVersion: true });
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewInputSchema = z.object({
  productId: IdSchema,
  variantId: IdSchema.optional(),
  rating: z
    .number({ error: MESSAGES.review.required })
    .int('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be 1 to 5')
    .max(5, 'rating must be 1 to 5'),
  comment: z
    .string({ error: MESSAGES.review.required })
    .trim()
    .min(1, MESSAGES.review.required)
    .max(2000, 'Review is too long (2000 characters at most)'),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;
