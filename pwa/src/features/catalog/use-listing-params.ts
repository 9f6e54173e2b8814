import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PRICE_RANGE, PRODUCT_SORTS, type ProductSort } from '@store/shared';
import type { ProductFilter } from '../../data';

export type ListingFilterKind = NonNullable<ProductFilter['filter']>;
const FILTER_KINDS: readonly ListingFilterKind[] = ['bestsellers', 'featured', 'new', 'sale'];

export interface ListingParams {
  category: string;
  search: string;
  minPrice: number;
  maxPrice: number;
  sort: ProductSort;
  filter: ListingFilterKind | undefined;
  minRating: number | undefined;
  view: 'grid' | 'list';
}

function numberParam(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 * The listing's state lives in the URL (category, search, filter=bestsellers, price, sort, view),
 * so links like /products?category=art work, the back button works, and a reload keeps filters.
 * URL values are parsed, never trusted: unknown values fall back to the defaults.
 */
export function useListingParams(): { params: ListingParams; update(patch: Partial<Record<keyof ListingParams, string | number | undefined>>): void; clear(): void } {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ListingParams>(() => {
    const sort = search.get('sort');
    const filter = search.get('filter');
    const rating = search.get('minRating');
    return {
      category: search.get('category') ?? '',
      search: search.get('search') ?? '',
      minPrice: numberParam(search.get('minPrice'), DEFAULT_PRICE_RANGE.min),
      maxPrice: numberParam(search.get('maxPrice'), DEFAULT_PRICE_RANGE.max),
      sort: PRODUCT_SORTS.find((s) => s === sort) ?? 'featured',
      filter: FILTER_KINDS.find((k) => k === filter),
      minRating: rating ? Math.min(5, numberParam(rating, 0)) || undefined : undefined,
      view: search.get('view') === 'list' ? 'list' : 'grid',
    };
  }, [search]);

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
