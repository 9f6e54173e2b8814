/** Posting a review (signed-in shoppers only; the server names the author). */
import { ReviewInputSchema, ReviewSchema, type Review, type ReviewInput } from '@store/shared';
import { apiFetch } from '../lib/api-client.js';

export async function submitReview(input: ReviewInput, token: string): Promise<Review> {
  const body = ReviewInputSchema.parse(input);
  return apiFetch('/products/reviews', { method: 'POST', body, token, schema: ReviewSchema });
}
