import { colourOptionIndex, type ProductOption } from '@store/shared';
import type { Translate } from '../../i18n';

/** An option's value in the shopper's language: a colour by its colour name, any other (Fine, Ruled…) as a value. */
export function optionValueWord(t: Translate, product: { options: readonly ProductOption[] }, index: number, value: string): string {
  return t.word(index === colourOptionIndex(product) ? 'colour' : 'value', value);
}

/** A variant's values in the shopper's language ("Blue · F", "नीला · F"): shared `variantLabel`, translated. */
export function variantWords(t: Translate, product: { options: readonly ProductOption[] }, variant: { values: readonly string[] }): string {
  return variant.values.map((value, k) => optionValueWord(t, product, k, value)).join(' · ');
}
