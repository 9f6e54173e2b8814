import { StarIcon } from './icons';

export interface RatingStarsProps {
  /** Average rating 0–5. */
  value: number;
  count?: number;
  size?: number;
  showValue?: boolean;
}

/** Five stars with partial fill, and the average to one decimal (spec §9). */
export function RatingStars({ value, count, size = 15, showValue = true }: RatingStarsProps) {
  const v = Math.max(0, Math.min(5, Math.round(value * 10) / 10));
  const label = `Rated ${v.toFixed(1)} out of 5${count !== undefined ? `, ${count} review${count === 1 ? '' : 's'}` : ''}`;
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating__stars" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = Math.max(0, Math.min(1, v - i));
          return (
            <span key={i} style={{ position: 'relative', width: size, height: size }}>
              <StarIcon size={size} />
              {fill > 0 && (
                <span style={{ position: 'absolute', inset: 0, width: `${fill * 100}%`, overflow: 'hidden' }}>
                  <StarIcon size={size} fill="currentColor" />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {showValue && <span className="rating__value" aria-hidden="true">{v.toFixed(1)}</span>}
      {count !== undefined && <span aria-hidden="true">({count})</span>}
    </span>
  );
}
