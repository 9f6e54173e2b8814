/**
 * What a product card says about a product's variants, as pure rules: its price ("from ₹X" when
 * the variants' prices differ), its colours as swatches (five, then "+N"), its stock across the
 * variants, and which variant the card stands for (the one a search matched, else the default).
 */
import { colourOptionIndex, variantOf, type Product, type Variant } from '@store/shared';

/** Swatches a card shows before "+N". */
export const CARD_SWATCHES = 5;

export interface CardPrice {
  price: number;
  /** Struck through beside it; none for a range. */
  originalPrice: number | null;
  /** The variants' prices differ: the price is the lowest, said as "from ₹X". */
  from: boolean;
}

/** The card's variant: the one a search matched (variantHits), else the default. */
export const cardVariant = (product: Product, hitId?: string): Variant =>
  (hitId ? variantOf(product, hitId) : undefined) ?? variantOf(product)!;

/** "from ₹X" where the variants' prices differ; else the one price and its MRP. */
export function cardPrice(product: Product, variant: Variant): CardPrice {
  if (product.priceFrom < product.priceTo) return { price: product.priceFrom, originalPrice: null, from: true };
  return { price: variant.price, originalPrice: variant.originalPrice, from: false };
}

/** The biggest discount among the variants: the card's "N% off" ("Up to N% off" where they differ). */
export function cardDiscount(product: Product): { percent: number; upTo: boolean } {
  const all = product.variants.map((v) => v.discount);
  const percent = Math.max(0, ...all);
  return { percent, upTo: percent > 0 && all.some((d) => d !== percent) };
}

/** The colours the card shows as swatches, and how many more there are ("+N"). */
export function cardSwatches(product: Pick<Product, 'options'>, max = CARD_SWATCHES): { shown: string[]; more: number } {
  const k = colourOptionIndex(product);
  const colours = k < 0 ? [] : (product.options[k]?.values ?? []);
  // "+1" would take the room of the swatch it stands for.
  const shown = colours.length === max + 1 ? colours : colours.slice(0, max);
  return { shown, more: colours.length - shown.length };
}

/** The stock across the variants: 'out' only when every one is out; 'some' when some options are sold out. */
export function cardStock(product: Pick<Product, 'variants' | 'totalStock' | 'variantsInStock'>): 'in' | 'some' | 'out' {
  if (product.variantsInStock === 0 || product.totalStock <= 0) return 'out';
  return product.variantsInStock < product.variants.length ? 'some' : 'in';
}
