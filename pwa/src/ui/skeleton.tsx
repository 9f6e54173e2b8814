import type { CSSProperties } from 'react';
import { useT } from '../i18n';

export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  className = '',
  style,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
  style?: CSSProperties;
}) {
  return <span aria-hidden="true" className={`skeleton ${className}`.trim()} style={{ width, height, borderRadius: radius, ...style }} />;
}

/** A card-shaped placeholder with the same footprint as ProductCard, so nothing shifts on load. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card" aria-hidden="true">
      <Skeleton height="auto" radius={0} style={{ aspectRatio: '1' }} />
      <div className="product-card__body">
        <Skeleton width="40%" height={12} />
        <Skeleton width="90%" height={14} />
        <Skeleton width="60%" height={14} />
        <Skeleton width="50%" height={18} style={{ marginTop: 8 }} />
      </div>
    </div>
  );
}

export function ProductGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const t = useT();
  return (
    <div className="product-grid skeleton-group" role="status" aria-label={label ?? t('Loading products')}>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
