import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PRICE_RANGE, listingParams, type ListingFilterKind, type ListingParams } from '@store/shared';

export type { ListingFilterKind, ListingParams };

/**
 * The listing's state lives in the URL (category, search, filter=bestsellers, price, sort, view),
 * so links like /products?category=art work, the back button works, and a reload keeps filters.
 * URL values are parsed, never trusted: unknown values fall back to the defaults.
 */
export function useListingParams(): {
  params: ListingParams;
  update(patch: Partial<Record<keyof ListingParams, string | number | undefined>>): void;
  clear(): void;
} {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => listingParams(search), [search]);

  const update = useCallback(
    (patch: Partial<Record<keyof ListingParams, string | number | undefined>>) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            const isDefault =
              value === undefined ||
              value === '' ||
              (key === 'sort' && value === 'featured') ||
              (key === 'view' && value === 'grid') ||
              (key === 'minPrice' && Number(value) === DEFAULT_PRICE_RANGE.min) ||
              (key === 'maxPrice' && Number(value) === DEFAULT_PRICE_RANGE.max);
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const clear = useCallback(() => {
    setSearch((prev) => {
      const next = new URLSearchParams();
      const view = prev.get('view');
      if (view) next.set('view', view);
      return next;
    });
  }, [setSearch]);

  return { params, update, clear };
}
