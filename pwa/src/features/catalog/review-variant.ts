import { variantOptions, type Product, type Review } from '@store/shared';

/**
 * What a review was for, as its options read now ("Colour: Blue · Nib: F"), or as the review kept
 * it when the product no longer sells that variant. Nothing for a review that names no variant.
 */
export function reviewedVariant(product: Pick<Product, 'options' | 'variants'>, review: Pick<Review, 'variant'>): string | null {
  if (!review.variant) return null;
  const variant = product.variants.find((v) => v.id === review.variant?.id);
  if (!variant) return review.variant.label || null;
  const parts = variantOptions(product, variant).filter((o) => o.value);
  return parts.length > 0 ? parts.map((o) => `${o.name}: ${o.value}`).join(' · ') : null;
}
