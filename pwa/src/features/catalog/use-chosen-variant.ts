import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Product, Variant } from '@store/shared';
import { VARIANT_PARAM } from '../../ui/product-path';
import { chosenVariant } from './variant-choice';

/**
 * The variant the product page shows, held in the URL so a share, a reload or a link from an
 * order opens the same one. A new choice replaces the history entry: Back leaves the page
 * instead of stepping through the colours tried.
 */
export function useChosenVariant(product: Product): { variant: Variant; choose(variantId: string): void } {
  const [search, setSearch] = useSearchParams();
  const variant = chosenVariant(product, search.get(VARIANT_PARAM));
  const choose = useCallback(
    (variantId: string) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(VARIANT_PARAM, variantId);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );
  return { variant, choose };
}
