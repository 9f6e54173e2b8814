/** Reviews for one product: believable names, ratings around the product's quality, matching comments, the variant bought. */
import { variantLabel, type ProductDoc, type ReviewDoc } from '@store/shared';
import type { Rng } from './random.js';
import { COMMENTS, reviewerName } from './review-text.js';

const DAY = 86_400_000;

export function generateReviews(
  rng: Rng,
  product: Pick<ProductDoc, '_id' | 'createdAt' | 'options' | 'variants'>,
  noun: string,
  opts: { count: number; quality: number; now: number },
): ReviewDoc[] {
  const from = Date.parse(product.createdAt);
  const reviews: ReviewDoc[] = [];
  for (let k = 0; k < opts.count; k++) {
    // The sum of three uniforms is bell-shaped: most ratings sit near the product's quality.
    const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 1.5;
    const rating = Math.min(5, Math.max(1, Math.round(opts.quality + noise)));
    const at = from + rng.next() * Math.max(DAY, opts.now - from);
    // Most shoppers of a product with options say which one they bought; the rating stays the product's.
    const variant = product.options.length > 0 && rng.chance(0.7) ? rng.pick(product.variants) : null;
    reviews.push({
      _id: `${product._id}-r${k + 1}`,
      type: 'review',
      schemaVersion: 1,
      productId: product._id,
      user: { name: reviewerName(rng.pick, rng.chance(0.35)) },
      rating,
      ...(variant ? { variant: { id: variant.id, label: variantLabel(variant) } } : {}),
      comment: rng.pick(COMMENTS[rating] ?? COMMENTS[3] ?? ['Okay product.']).replaceAll('{noun}', noun.toLowerCase()),
      createdAt: new Date(Math.min(at, opts.now)).toISOString(),
    });
  }
  return reviews.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
