import { PenIcon } from './icons';

/** A product photo with fixed intrinsic size (no layout shift); lazy unless it is above the fold. */
export function ProductImage({
  src,
  alt,
  eager = false,
  size = 400,
  className,
}: {
  src: string | undefined;
  alt: string;
  eager?: boolean;
  size?: number;
  className?: string;
}) {
  if (!src) {
    return (
      <span
        className={className}
        style={{ display: 'grid', placeItems: 'center', width: '100%', height: '100%', color: 'var(--color-border-strong)' }}
        role="img"
        aria-label={alt}
      >
        <PenIcon size={48} />
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
