/** Posting a review (signed-in shoppers only; the server names the author). */
import type { Review, ReviewInput } from '@store/shared';
import { apiFetch, lazySchemas } from '../lib/api-client.js';

// The schemas load with the first review, not with the first page (zod is not in the first chunk).
const loadParsers = () => import('./api-parsers.js');
const schemaOf = lazySchemas(loadParsers);

export async function submitReview(input: ReviewInput, token: string): Promise<Review> {
  const { ReviewInputSchema } = await loadParsers();
  const body = ReviewInputSchema.parse(input);
  return apiFetch('/products/reviews', { method: 'POST', body, token, schema: schemaOf('ReviewSchema') });
}
