import { useEffect, useId, useState } from 'react';
import { DEFAULT_PRICE_RANGE } from '@store/shared';
import { CategoryFilter, type CategoryCounts } from './category-filter';
import { ColourFilter, type ColourCounts } from './colour-filter';
import { PriceRange } from './price-range';
import type { ListingParams } from './use-listing-params';
import { useT } from '../../i18n';

const TEXT_DEBOUNCE_MS = 250;

/** Keeps a text field snappy while writing to the URL only after a pause. */
function useDebouncedCommit<T>(value: T, commit: (v: T) => void): [T, (v: T) => void] {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = window.setTimeout(() => commit(draft), TEXT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]); // eslint-disable-line react-hooks/exhaustive-deps
  return [draft, setDraft];
}

export interface FilterSidebarProps {
  params: ListingParams;
  update(patch: Partial<Record<keyof ListingParams, string | number | undefined>>): void;
  clear(): void;
  /** The category counts of the listing shown (they follow its search and filters). */
  categoryCounts: CategoryCounts;
  /** Products per colour of the listing shown (they follow its search and the other filters). */
  colourCounts: ColourCounts;
  /** Category pages and fixed listings hide what does not apply. */
  showCategories?: boolean;
}

/** The listing's filters: search text, category buttons with counts, colours with counts, price range 0–10000+, quick prices. */
export function FilterSidebar({ params, update, clear, categoryCounts, colourCounts, showCategories = true }: FilterSidebarProps) {
  const id = useId();
  const t = useT();
  const [text, setText] = useDebouncedCommit(params.search, (v) => update({ search: v.trim() || undefined }));
  const [min, setMin] = useDebouncedCommit(String(params.minPrice), (v) =>
    update({ minPrice: v === '' ? undefined : Math.max(0, Number(v)) }),
  );
  const [max, setMax] = useDebouncedCommit(String(params.maxPrice), (v) =>
    update({ maxPrice: v === '' ? undefined : Math.max(0, Number(v)) }),
  );

  return (
    <div className="filters">
      <div className="filters__group">
        <label className="filters__title" htmlFor={`${id}-q`}>
          {t('Search')}
        </label>
        <input
          id={`${id}-q`}
          className="input"
          type="search"
          placeholder={t('Name, brand…')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>

      {showCategories && (
        <CategoryFilter selected={params.category} counts={categoryCounts} onSelect={(category) => update({ category })} />
      )}

      <ColourFilter selected={params.colour} counts={colourCounts} onChange={(colours) => update({ colour: colours.join(',') })} />

      <PriceRange
        min={min}
        max={max}
        onMin={setMin}
        onMax={setMax}
        appliedMin={params.minPrice}
        appliedMax={params.maxPrice}
        onQuick={(limit) => update({ minPrice: DEFAULT_PRICE_RANGE.min, maxPrice: limit })}
      />

      <button type="button" className="filters__clear" onClick={clear}>
        {t('Clear All Filters')}
      </button>
    </div>
  );
}
