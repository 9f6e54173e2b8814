import type { CSSProperties } from 'react';
import { useT } from '../i18n';

export interface RatingStarsProps {
  /** Average rating 0–5. */
  value: number;
  count?: number;
  size?: number;
  showValue?: boolean;
}

/**
 * Five stars with partial fill, and the average to one decimal. The stars are one
 * element: a gold-then-grey gradient cut to five star shapes by a CSS mask (styles/ui.css), so a
 * grid of cards does not carry thirty elements of SVG per rating.
 */
export function RatingStars({ value, count, size = 15, showValue = true }: RatingStarsProps) {
  const t = useT();
  // "0.0 (0)" under five empty stars reads as a bad product; a new one has simply not been reviewed.
  if (count === 0) return <span className="rating rating--none">{t('No reviews yet')}</span>;
  const v = Math.max(0, Math.min(5, Math.round(value * 10) / 10));
  const rating = v.toFixed(1);
  const label =
    count !== undefined
      ? t.plural(count, { one: 'Rated {rating} out of 5, {count} review', other: 'Rated {rating} out of 5, {count} reviews' }, { rating })
      : t('Rated {rating} out of 5', { rating });
  const stars = { '--star-size': `${size}px`, '--star-fill': `${(v / 5) * 100}%` } as CSSProperties;
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating__stars" style={stars} aria-hidden="true" />
      {showValue && (
        <span className="rating__value" aria-hidden="true">
          {rating}
        </span>
      )}
      {count !== undefined && <span aria-hidden="true">({count})</span>}
    </span>
  );
}
