import { formatRupees, priceInQuery } from '@store/shared';
import { CloseIcon } from '../../ui/icons';

/**
 * A price the shopper said in the search ("pens under 500", "500 se kam") is applied as a price
 * filter (shared `understoodQuery`, on the api and on the device); this chip shows what was
 * understood, and removing it searches the rest of the text again (docs/decisions/050).
 * Strings are plain constants here so they can be translated in one place.
 */
export const PRICE_CHIP_TEXT = {
  under: (max: string) => `Under ${max}`,
  over: (min: string) => `Over ${min}`,
  between: (min: string, max: string) => `${min} – ${max}`,
  remove: (label: string) => `Remove price filter: ${label}`,
  group: 'Understood from your search',
} as const;

/** "Under ₹500", "Over ₹1,000", "₹200 – ₹500", or null when the text says no price. */
export function understoodPriceLabel(search: string | undefined): string | null {
  const price = search ? priceInQuery(search) : null;
  if (!price) return null;
  const { minPrice, maxPrice } = price;
  if (minPrice !== undefined && maxPrice !== undefined) return PRICE_CHIP_TEXT.between(formatRupees(minPrice), formatRupees(maxPrice));
  if (maxPrice !== undefined) return PRICE_CHIP_TEXT.under(formatRupees(maxPrice));
  if (minPrice !== undefined) return PRICE_CHIP_TEXT.over(formatRupees(minPrice));
  return null;
}

export function UnderstoodPriceChip({ search, onRemove }: { search: string | undefined; onRemove: (rest: string | undefined) => void }) {
  const label = understoodPriceLabel(search);
  if (!label || !search) return null;
  const rest = priceInQuery(search)?.text;
  return (
    <span
      role="group"
      aria-label={PRICE_CHIP_TEXT.group}
      className="understood-price"
      style={{ display: 'inline-flex', marginInlineStart: 'var(--space-2)' }}
    >
      <button
        type="button"
        className="chip"
        aria-label={PRICE_CHIP_TEXT.remove(label)}
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
