import { useId } from 'react';
import { DEFAULT_PRICE_RANGE, formatRupees, isOpenPriceTop, QUICK_PRICE_LIMITS } from '@store/shared';
import { useT } from '../../i18n';

/**
 * The sidebar's price range: min and max (the spec's 0 and 10000) and the quick "Under …" prices.
 * The top, 10000, means "and above" (₹10,000+) until the shopper moves it: a premium pen shop
 * must not hide its dearest pens by default. Below it, the max is a real bound (decision 038).
 */
export function PriceRange({
  min,
  max,
  onMin,
  onMax,
  appliedMin,
  appliedMax,
  onQuick,
}: {
  /** The fields' text as typed (they commit after a pause). */
  min: string;
  max: string;
  onMin(text: string): void;
  onMax(text: string): void;
  /** The range the listing applies now. */
  appliedMin: number;
  appliedMax: number;
  onQuick(limit: number): void;
}) {
  const id = useId();
  const t = useT();
  const openTop = isOpenPriceTop(appliedMax);
  const summary = `${formatRupees(appliedMin)} – ${formatRupees(appliedMax)}${openTop ? '+' : ''}`;
  return (
    <fieldset className="filters__group">
      <legend className="filters__title">{t('Price (₹)')}</legend>
      <div className="filters__range">
        <div className="field">
          <label htmlFor={`${id}-min`}>{t('Min')}</label>
          <input
            id={`${id}-min`}
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            step={50}
            value={min}
            onChange={(e) => onMin(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-max`}>{t('Max')}</label>
          <input
            id={`${id}-max`}
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            step={50}
            value={max}
            aria-describedby={`${id}-note`}
            onChange={(e) => onMax(e.target.value)}
          />
        </div>
      </div>
      <p className="filters__range-note" id={`${id}-note`} aria-live="polite">
        <strong>{summary}</strong>
        {openTop && <span> · {t('no upper limit')}</span>}
      </p>
      <div className="filters__quick">
        {QUICK_PRICE_LIMITS.map((limit) => (
          <button
            key={limit}
            type="button"
            className="chip"
            aria-pressed={appliedMin === DEFAULT_PRICE_RANGE.min && appliedMax === limit}
            onClick={() => onQuick(limit)}
          >
            {t('Under {price}', { price: formatRupees(limit) })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
