import { useEffect, useId, useState } from 'react';
import { DEFAULT_PRICE_RANGE, formatRupees, QUICK_PRICE_LIMITS } from '@store/shared';
import { useCategories } from '../../data';
import type { ListingParams } from './use-listing-params';

const TEXT_DEBOUNCE_MS = 250;

/** Keeps a text field snappy while writing to the URL only after a pause. */
function useDebouncedCommit<T>(value: T, commit: (v: T) => void): [T, (v: T) => void] {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const t = window.setTimeout(() => commit(draft), TEXT_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [draft]); // eslint-disable-line react-hooks/exhaustive-deps
  return [draft, setDraft];
}

export interface FilterSidebarProps {
  params: ListingParams;
  update(patch: Partial<Record<keyof ListingParams, string | number | undefined>>): void;
  clear(): void;
  /** Category pages and fixed listings hide what does not apply. */
  showCategories?: boolean;
}

/** The listing's filters: search text, category buttons with counts, price range 0–10000, quick prices. */
export function FilterSidebar({ params, update, clear, showCategories = true }: FilterSidebarProps) {
  const id = useId();
  const { categories } = useCategories();
  const total = categories.reduce((sum, c) => sum + c.productCount, 0);
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
          Search
        </label>
        <input
          id={`${id}-q`}
          className="input"
          type="search"
          placeholder="Name, brand…"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>

      {showCategories && (
        <fieldset className="filters__group">
          <legend className="filters__title">Category</legend>
          <ul role="list" className="filters__cats">
            <li>
              <button
                type="button"
                className="filters__cat"
                aria-pressed={params.category === ''}
                onClick={() => update({ category: undefined })}
              >
                <span>All</span>
                <span className="filters__count">{total}</span>
              </button>
            </li>
            {categories.map((c) => (
              <li key={c._id}>
                <button
                  type="button"
                  className="filters__cat"
                  aria-pressed={params.category === c._id}
                  onClick={() => update({ category: c._id })}
                >
                  <span>{c.name}</span>
                  <span className="filters__count">{c.productCount}</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <fieldset className="filters__group">
        <legend className="filters__title">Price (₹)</legend>
        <div className="filters__range">
          <div className="field">
            <label htmlFor={`${id}-min`}>Min</label>
            <input
              id={`${id}-min`}
              className="input"
              type="number"
              inputMode="numeric"
              min={0}
              step={50}
              value={min}
              onChange={(e) => setMin(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-max`}>Max</label>
            <input
              id={`${id}-max`}
              className="input"
              type="number"
              inputMode="numeric"
              min={0}
              step={50}
              value={max}
              onChange={(e) => setMax(e.target.value)}
            />
          </div>
        </div>
        <div className="filters__quick">
          {QUICK_PRICE_LIMITS.map((limit) => (
            <button
              key={limit}
              type="button"
              className="chip"
              aria-pressed={params.minPrice === DEFAULT_PRICE_RANGE.min && params.maxPrice === limit}
              onClick={() => update({ minPrice: DEFAULT_PRICE_RANGE.min, maxPrice: limit })}
            >
              Under {formatRupees(limit)}
            </button>
          ))}
        </div>
      </fieldset>

      <button type="button" className="filters__clear" onClick={clear}>
        Clear All Filters
      </button>
    </div>
  );
}
