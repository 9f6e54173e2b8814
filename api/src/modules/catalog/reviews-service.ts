/**
 * A shopper's review: stored in the public reviews database under the author's current display
 * name (from their account, never from the body; a token carries the name it was signed with,
 * which is stale after a profile rename), then the product's rating and review count are
 * recomputed so listings can sort by rating without reading every review. The rating is the
 * product's, across its variants; a review may say which variant it was for (`variantId`, kept as
 * `variant: { id, label }` so it reads the same after the variant changes: decision 042).
 */
import {
  averageRating,
  PRODUCT_NOT_FOUND,
  ProductDocSchema,
  toReviewView,
  variantLabel,
  type ProductDoc,
  type Review,
  type ReviewDoc,
  type ReviewInput,
} from '@store/shared';
import type { Databases } from '../../db/databases.js';
import type { AuthInfo } from '../../http/auth-guard.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { CatalogIndex } from './catalog-index.js';
import type { Accounts } from '../auth/index.js';
import { parseWith, writeDoc } from '../../db/update-doc.js';
import { newId, nowIso } from './doc-writes.js';

export function createReviewsService({
  dbs,
  catalog,
  accounts,
}: {
  dbs: Databases;
  catalog: CatalogIndex;
  accounts: Pick<Accounts, 'getUserById'>;
}) {
  return {
    async addReview(author: AuthInfo, input: ReviewInput): Promise<Review> {
      const product = catalog.getProductDoc(input.productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const variant = input.variantId === undefined ? undefined : product.variants.find((v) => v.id === input.variantId);
      if (input.variantId !== undefined && !variant) {
        const message = `This product has no variant ${input.variantId}`;
        throw badRequest(`Invalid review: variantId: ${message}`, { variantId: message });
      }
      const name = ((await accounts.getUserById(author.userId))?.name ?? author.name).trim() || 'Shopper';
      const review: ReviewDoc = {
        _id: newId('r'),
        type: 'review',
        schemaVersion: 1,
        productId: input.productId,
        ...(variant ? { variant: { id: variant.id, label: variantLabel(variant) } } : {}),
        user: { name },
        rating: input.rating,
        comment: input.comment,
        createdAt: nowIso(),
      };
      catalog.noteWritten('reviews', await dbs.reviews.put(review));

      // The index now holds this review too; the product is rewritten with optimistic
      // concurrency because an admin edit or another review may land at the same time.
      const written = await writeDoc<ProductDoc>(
        dbs.products,
        input.productId,
        (current) => {
          if (!current) throw notFound(PRODUCT_NOT_FOUND);
          const all = catalog.reviewsOf(input.productId);
          return { ...current, rating: averageRating(all), numReviews: all.length };
        },
        { parse: parseWith(ProductDocSchema) },
      );
      catalog.noteWritten('products', written);
      return toReviewView(review);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
