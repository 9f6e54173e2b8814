import { useState, type SyntheticEvent } from 'react';
import { ProductPlaceholder } from './product-placeholder';

/**
 * For a decorative image (alt="") over a coloured ground (category banners, tiles): one the
 * device cannot get is hidden, the colour shows. Here rather than beside the placeholder, so the
 * placeholder has one importer and travels in this module's chunk: a category page then asks for
 * one chunk fewer before its first products show.
 */
export const hideBrokenImage = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.hidden = true;
};

/**
 * A product photo with fixed intrinsic size (no layout shift); lazy unless it is above the fold.
 * A photo that cannot be had (offline and not cached by the service worker, or none at all)
 * becomes the category's drawn placeholder, never a broken image.
 */
export function ProductImage({
  src,
  alt,
  eager = false,
  size = 400,
  className,
  category,
}: {
  src: string | undefined;
  alt: string;
  eager?: boolean;
  size?: number;
  className?: string;
  /** The product's category: the placeholder takes its colour and icon. */
  category?: { _id: string; color?: string | null };
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src)
    return <ProductPlaceholder categoryId={category?._id} color={category?.color} label={alt} className={className} />;
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
      onError={() => setFailed(src)}
    />
  );
}
