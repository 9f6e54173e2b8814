/** Posting a review (signed-in shoppers only; the server names the author). */
import type { Review, ReviewInput } from '@store/shared';
import { apiFetch, lazySchemas } from '../lib/api-client.js';
import { getSession } from './session.js';

// The schemas load with the first review, not with the first page (zod is not in the first chunk).
const loadParsers = () => import('./api-parsers.js');
const schemaOf = lazySchemas(loadParsers);

/** Sent with the signed-in shopper's session; without one the server answers 401 (the screen sends visitors to /login first). */
export async function submitReview(input: ReviewInput): Promise<Review> {
  const { ReviewInputSchema } = await loadParsers();
  const body = ReviewInputSchema.parse(input);
  return apiFetch('/products/reviews', { method: 'POST', body, token: getSession().token, schema: schemaOf('ReviewSchema') });
}
