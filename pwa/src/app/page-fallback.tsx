import { Skeleton } from '../ui/skeleton';
import { ProductGridSkeleton } from '../ui/skeleton';
import { useT } from '../i18n';

/** What a route shows while its chunk downloads: the page's rough shape, not a blank screen. */
export function PageFallback() {
  const t = useT();
  return (
    <div className="container section skeleton-group" aria-busy="true">
      <Skeleton width="40%" height={32} style={{ marginBottom: 24 }} />
      <ProductGridSkeleton count={8} label={t('Loading page')} />
    </div>
  );
}
