/**
 * The zod schemas that check the catalogue's and the reviews' /api answers (and a review before
 * it is sent). Loaded with a dynamic import by catalog/api-reads.ts and reviews.ts on their first call,
 * so zod and the @store/shared schemas stay out of the first chunk.
 */
import { z } from 'zod';
import {
  CategorySchema,
  OrderTrackingSchema,
  ProductListSchema,
  ProductSchema,
  ReviewInputSchema,
  ReviewSchema,
  SuggestionsSchema,
} from '@store/shared';

export { CategorySchema, OrderTrackingSchema, ProductListSchema, ProductSchema, ReviewInputSchema, ReviewSchema, SuggestionsSchema };

/** A review as GET /products/:id embeds it: the author by name only, the id sometimes missing. */
const DetailReviewSchema = z.object({
  _id: z.string().optional(),
  user: z.object({ name: z.string() }),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  /** The variant the review was for, where the shopper said (issue 43). */
  variant: z.object({ id: z.string(), label: z.string() }).optional(),
});
export const ProductDetailSchema = ProductSchema.extend({ reviews: z.array(DetailReviewSchema) });
export const ProductArraySchema = z.array(ProductSchema);
export const CategoryArraySchema = z.array(CategorySchema);
