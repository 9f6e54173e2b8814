import { variantOptions, type Product, type Review } from '@store/shared';
import type { Translate } from '../../i18n';
import { createTranslate } from '../../i18n/translate';
import { optionValueWord } from './variant-words';

const ENGLISH = createTranslate('en', null);

/**
 * What a review was for, as its options read now ("Colour: Blue · Nib: F"), or as the review kept
 * it when the product no longer sells that variant. Nothing for a review that names no variant.
 * `t` is the shopper's language (English when not given): option names and values in its words.
 */
export function reviewedVariant(
  product: Pick<Product, 'options' | 'variants'>,
  review: Pick<Review, 'variant'>,
  t: Translate = ENGLISH,
): string | null {
  if (!review.variant) return null;
  const variant = product.variants.find((v) => v.id === review.variant?.id);
  if (!variant) return review.variant.label || null;
  const parts = variantOptions(product, variant)
    .map((o, k) => ({ ...o, index: k }))
    .filter((o) => o.value);
  return parts.length > 0
    ? parts.map((o) => `${t.word('option', o.name)}: ${optionValueWord(t, product, o.index, o.value)}`).join(' · ')
    : null;
}
