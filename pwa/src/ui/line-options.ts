/**
 * How a line names its variant, the same on every screen that lists lines (cart, drawer,
 * wishlist, checkout, confirmation, orders): "Colour: Charcoal · Nib: F", and a link that opens
 * the product with that variant chosen (`/product/{id}?variant={variantId}`).
 */
import { variantOptions, type ProductOption } from '@store/shared';
import type { Translate } from '../i18n';
import './line-options.css';

export interface LineOption {
  name: string;
  value: string;
}

/** The option that is a colour (named Colour or Color), as shared colourOptionIndex tells it. */
const isColour = (name: string): boolean => /^colou?rs?$/i.test(name.trim());

/**
 * "Colour: Charcoal · Nib: F"; empty for a product without options (or an order from before variants).
 * With the screen's `t`, the option names and values in the shopper's language ("रंग: नीला · Nib: F").
 */
export const optionsText = (options: readonly LineOption[], t?: Translate): string =>
  options
    .filter((o) => o.value !== '')
    .map((o) => (t ? `${t.word('option', o.name)}: ${t.word(isColour(o.name) ? 'colour' : 'value', o.value)}` : `${o.name}: ${o.value}`))
    .join(' · ');

/** A product's variant's options as a line shows them. */
export const variantOptionsText = (
  product: { options: readonly ProductOption[] },
  variant: { values: readonly string[] },
  t?: Translate,
): string => optionsText(variantOptions(product, variant), t);

/** The product page with this variant chosen; a product without options needs no choice in its link. */
export const productHref = (productId: string, variantId?: string | null, hasOptions = true): string =>
  `/product/${encodeURIComponent(productId)}${variantId && hasOptions ? `?variant=${encodeURIComponent(variantId)}` : ''}`;

/** A React key for a line: its product and variant. */
export const lineKeyOf = (line: { productId: string; variantId?: string | undefined }): string =>
  `${line.productId}|${line.variantId ?? ''}`;

/** "Safari Fountain Pen (Charcoal · F)": a line's name where only text fits (toasts, the sync panel). */
export const nameWithOptions = (name: string, options: readonly LineOption[]): string => {
  const values = options.map((o) => o.value).filter(Boolean);
  return values.length ? `${name} (${values.join(' · ')})` : name;
};
