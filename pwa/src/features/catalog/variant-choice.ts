/**
 * The product page's option pickers as pure rules: which variant the URL names, and for each
 * option's value whether it can be picked, whether it is sold out, and which variant picking it
 * opens.
 *
 * Options cascade, as most stores' pickers do: the first option's (usually Colour) values are
 * never disabled while some variant has them; a later option's value is disabled when no variant
 * has it together with the values chosen in the options before it ("combinations that do not
 * exist are disabled"). Picking a value opens the variant that has it and the earlier choices,
 * keeping as many of the later choices as it can, an in-stock one before a sold-out one. So a
 * shopper on Black · M who picks Blue (sold only in F) gets Blue · F, and is never stuck.
 * A value is sold out when every variant it would open is; sold-out variants stay pickable.
 */
import { variantOf } from '@store/shared';

export interface ChoosableVariant {
  id: string;
  values: readonly string[];
  inStock: boolean;
}

export interface ChoosableProduct<V extends ChoosableVariant> {
  options: readonly { name: string; values: readonly string[] }[];
  variants: readonly V[];
}

export interface ValueChoice {
  value: string;
  selected: boolean;
  /** No variant has this value with the choices made in the options before it. */
  disabled: boolean;
  /** Every variant picking it could open is out of stock (still pickable: the shopper may look). */
  soldOut: boolean;
  /** The variant picking it opens; null when disabled. */
  variantId: string | null;
}

export interface OptionChoice {
  name: string;
  values: ValueChoice[];
}

const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** The variant the URL's `?variant=` names; the default one when it names none or one this product does not have. */
export function chosenVariant<V extends { id: string }>(product: { variants: readonly V[] }, param: string | null): V {
  return variantOf(product, param) ?? variantOf(product)!;
}

/** How closely a variant keeps the current choices after option `from`: earlier options weigh more. */
function closeness(variant: ChoosableVariant, current: ChoosableVariant, from: number): number {
  let score = 0;
  for (let k = from; k < current.values.length; k++) {
    if (same(variant.values[k], current.values[k])) score += 2 ** (current.values.length - k);
  }
  return score;
}

/** The pickers' state for a product with `current` chosen. Empty for a product without options. */
export function optionChoices<V extends ChoosableVariant>(product: ChoosableProduct<V>, current: V): OptionChoice[] {
  return product.options.map((option, k) => ({
    name: option.name,
    values: option.values.map((value) => {
      const candidates = product.variants.filter(
        (v) => same(v.values[k], value) && current.values.slice(0, k).every((c, j) => same(v.values[j], c)),
      );
      let best: V | undefined;
      let bestScore = -1;
      for (const v of candidates) {
        const score = closeness(v, current, k + 1) * 2 + (v.inStock ? 1 : 0);
        if (score > bestScore) [best, bestScore] = [v, score];
      }
      return {
        value,
        selected: same(current.values[k], value),
        disabled: candidates.length === 0,
        soldOut: candidates.length > 0 && candidates.every((v) => !v.inStock),
        variantId: best?.id ?? null,
      };
    }),
  }));
}

/** Whether a product's option is its colour (its values show as swatches). */
export const isColourOption = (name: string): boolean => /^colou?rs?$/i.test(name.trim());
