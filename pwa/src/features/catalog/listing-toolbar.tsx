import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '@store/shared';
import { GridIcon, ListIcon } from '../../ui/icons';

export const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Highest Rated',
  newest: 'Newest',
};

export function SortSelect({ value, onChange }: { value: ProductSort; onChange(sort: ProductSort): void }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(e) => {
          const next = PRODUCT_SORTS.find((k) => k === e.target.value);
          if (next) onChange(next);
        }}
      >
        {PRODUCT_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ViewToggle({ value, onChange }: { value: 'grid' | 'list'; onChange(view: 'grid' | 'list'): void }) {
  return (
    <div className="view-toggle" role="group" aria-label="Layout">
      <button type="button" className="icon-btn" aria-label="Grid view" aria-pressed={value === 'grid'} onClick={() => onChange('grid')}>
        <GridIcon size={18} />
      </button>
      <button type="button" className="icon-btn" aria-label="List view" aria-pressed={value === 'list'} onClick={() => onChange('list')}>
        <ListIcon size={18} />
      </button>
    </div>
  );
}

export function ShowingCount({ shown, total, loading }: { shown: number; total: number; loading: boolean }) {
  return (
    <p className="showing" role="status" aria-live="polite">
      {loading ? 'Loading products…' : `Showing ${shown.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} products`}
    </p>
  );
}
