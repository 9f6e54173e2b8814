/**
 * Looking variants up: the default one, one by id, its label and options, the colour option, the
 * price range, a new id. Without zod (unlike variants.ts, which re-exports these): the pwa's first
 * chunk (header search, the cart's count, the wishlist) uses them, and importing variants.ts there
 * brought zod into it (+30 KB compressed).
 */
/** An option as these lookups read it (variants.ts's ProductOption has this shape; importing it here would make a cycle). */
interface ProductOption {
  name: string;
  values: readonly string[];
}

/** The default variant: the first. */
export const defaultVariantOf = <V>(product: { variants: readonly V[] }): V => product.variants[0]!;

/** The variant with this id, or the default one when the id is absent; undefined for an id the product does not have. */
export function variantOf<V extends { id: string }>(product: { variants: readonly V[] }, variantId?: string | null): V | undefined {
  if (variantId === undefined || variantId === null || variantId === '') return defaultVariantOf(product);
  return product.variants.find((v) => v.id === variantId);
}

/** "Charcoal · F" : the variant's values, for lines, cards and lists. Empty for a product without options. */
export const variantLabel = (variant: { values: readonly string[] }): string => variant.values.join(' · ');

/** [{ name: 'Colour', value: 'Charcoal' }, …]: what order lines keep, so an order reads the same after the product changes. */
export function variantOptions(product: { options: readonly ProductOption[] }, variant: { values: readonly string[] }) {
  return product.options.map((o, k) => ({ name: o.name, value: variant.values[k] ?? '' }));
}

/** The option that is a colour (named Colour or Color), its index, or -1. */
export const colourOptionIndex = (product: { options: readonly ProductOption[] }): number =>
  product.options.findIndex((o) => /^colou?rs?$/i.test(o.name.trim()));

/** The lowest and highest price of a product's variants ("from ₹X" where they differ). */
export function priceRangeOf(product: { variants: readonly { price: number }[] }): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const v of product.variants) {
    if (v.price < min) min = v.price;
    if (v.price > max) max = v.price;
  }
  return { min, max };
}

/** A new variant id for a product: the product id and a short suffix, within the 64 characters an id may have. */
export function newVariantId(productId: string, suffix: string): string {
  const tail = suffix.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 12) || 'v';
  return `${productId.slice(0, 64 - tail.length - 1)}-${tail}`;
}
