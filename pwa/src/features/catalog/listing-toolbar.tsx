import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '@store/shared';
import { GridIcon, ListIcon } from '../../ui/icons';
import { msg, useT, type Msg } from '../../i18n';

/** The sort choices' names; t(SORT_LABELS[s]) shows them in the shopper's language. */
export const SORT_LABELS: Record<ProductSort, Msg> = {
  featured: msg('Featured'),
  'price-low': msg('Price: Low to High'),
  'price-high': msg('Price: High to Low'),
  rating: msg('Highest Rated'),
  newest: msg('Newest'),
};

export function SortSelect({ value, onChange }: { value: ProductSort; onChange(sort: ProductSort): void }) {
  const id = useId();
  const t = useT();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('Sort by')}</label>
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
            {t(SORT_LABELS[s])}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ViewToggle({ value, onChange }: { value: 'grid' | 'list'; onChange(view: 'grid' | 'list'): void }) {
  const t = useT();
  return (
    <div className="view-toggle" role="group" aria-label={t('Layout')}>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('Grid view')}
        aria-pressed={value === 'grid'}
        onClick={() => onChange('grid')}
      >
        <GridIcon size={18} />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('List view')}
        aria-pressed={value === 'list'}
        onClick={() => onChange('list')}
      >
        <ListIcon size={18} />
      </button>
    </div>
  );
}

export function ShowingCount({ shown, total, loading }: { shown: number; total: number; loading: boolean }) {
  const t = useT();
  return (
    <p className="showing" role="status" aria-live="polite">
      {loading ? t('Loading products…') : t('Showing {shown} of {total} products', { shown, total })}
    </p>
  );
}
