import { formatRupees, priceInQuery } from '@store/shared';
import { CloseIcon } from '../../ui/icons';
import { useT, type Translate } from '../../i18n';
import { createTranslate } from '../../i18n/translate';

const ENGLISH = createTranslate('en', null);

/**
 * A price the shopper said in the search ("pens under 500", "500 se kam") is applied as a price
 * filter (shared `understoodQuery`, on the api and on the device); this chip shows what was
 * understood, and removing it searches the rest of the text again (docs/decisions/050).
 */

/**
 * "Under ₹500", "Over ₹1,000", "₹200 – ₹500" ("₹500 तक", "₹1,000 से ज़्यादा" in Hindi), or null
 * when the text says no price. `t` is the shopper's language (English when not given).
 */
export function understoodPriceLabel(search: string | undefined, t: Translate = ENGLISH): string | null {
  const price = search ? priceInQuery(search) : null;
  if (!price) return null;
  const { minPrice, maxPrice } = price;
  if (minPrice !== undefined && maxPrice !== undefined) return `${formatRupees(minPrice)} – ${formatRupees(maxPrice)}`;
  if (maxPrice !== undefined) return t('Under {price}', { price: formatRupees(maxPrice) });
  if (minPrice !== undefined) return t('Over {price}', { price: formatRupees(minPrice) });
  return null;
}

export function UnderstoodPriceChip({ search, onRemove }: { search: string | undefined; onRemove: (rest: string | undefined) => void }) {
  const t = useT();
  const label = understoodPriceLabel(search, t);
  if (!label || !search) return null;
  const rest = priceInQuery(search)?.text;
  return (
    <span
      role="group"
      aria-label={t('Understood from your search')}
      className="understood-price"
      style={{ display: 'inline-flex', marginInlineStart: 'var(--space-2)' }}
    >
      <button
        type="button"
        className="chip"
        aria-label={t('Remove price filter: {price}', { price: label })}
        data-testid="price-chip"
        style={{ gap: 'var(--space-1)' }}
        onClick={() => onRemove(rest || undefined)}
      >
        {label}
        <CloseIcon size={14} aria-hidden="true" />
      </button>
    </span>
  );
}
