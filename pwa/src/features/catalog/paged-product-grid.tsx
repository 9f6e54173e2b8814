import { useState, type ReactNode } from 'react';
import { LISTING_PAGE_SIZE, MESSAGES, firstPage } from '@store/shared';
import { useProducts, type ProductFilter } from '../../data';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SearchIcon } from '../../ui/icons';
import { ProductCard } from '../../ui/product-card';
import { ProductGridSkeleton } from '../../ui/skeleton';
import { SearchHelp } from './search-help';
import { useT } from '../../i18n';

type BaseFilter = Omit<ProductFilter, 'page' | 'limit'>;

function ProductList({ filter, page, layout }: { filter: BaseFilter; page: number; layout: 'grid' | 'list' }) {
  const { products, variantHits, loading } = useProducts({ ...filter, page, limit: LISTING_PAGE_SIZE });
  const t = useT();
  if (loading) return <ProductGridSkeleton count={4} label={t('Loading more products')} />;
  return <Cards products={products} variantHits={variantHits} layout={layout} />;
}

function Cards({
  products,
  variantHits,
  layout,
  eagerCount = 0,
}: {
  products: ReturnType<typeof useProducts>['products'];
  /** A search that named an option: each card opens the variant it matched. */
  variantHits: Record<string, string>;
  layout: 'grid' | 'list';
  eagerCount?: number;
}) {
  return (
    <ul role="list" className={layout === 'list' ? 'product-list' : 'product-grid'}>
      {products.map((p, i) => (
        <li key={p._id} style={{ display: 'flex' }}>
          <ProductCard product={p} layout={layout} eager={i < eagerCount} variantId={variantHits[p._id]} />
        </li>
      ))}
    </ul>
  );
}

/** The live counts of a listing: products shown, in all, and by category (for the sidebar; null until known). */
export interface ListingCounts {
  shown: number;
  total: number;
  loading: boolean;
  categoryCounts: Record<string, number> | null;
  /** Products per colour with the other filters (the sidebar's colour list); null until known. */
  colourCounts: Record<string, number> | null;
}

export interface PagedProductGridProps {
  filter: BaseFilter;
  layout?: 'grid' | 'list';
  /** Shown in the empty state; clears the shopper's filters. */
  onClearFilters?(): void;
  /** Rendered above the grid with the live counts (e.g. 'Showing X of Y' + sort controls). */
  renderToolbar?(counts: ListingCounts): ReactNode;
}

/**
 * A product grid that really pages: page 1 comes with the total; Load More appends page 2, 3, …
 * each its own query (spec's Load More is dead; issue 4 asks for a working one).
 * Remount it (key) when the filter changes so paging restarts at page 1.
 */
export function PagedProductGrid({ filter, layout = 'grid', onClearFilters, renderToolbar }: PagedProductGridProps) {
  // The same first page the server answers inside the page (shared firstPage, decision 008).
  const first = useProducts(firstPage(filter));
  const t = useT();
  const [pages, setPages] = useState(1);
  const shown = Math.min(first.total, pages * LISTING_PAGE_SIZE);
  const hasMore = shown < first.total;

  if (first.error) {
    return (
      <EmptyState
        title={t.message(MESSAGES.products.errorLoadingTitle)}
        message={t.message(first.error)}
        actions={<Button onClick={first.reload}>{t('Try Again')}</Button>}
      />
    );
  }
  return (
    <>
      {renderToolbar?.({
        shown: first.loading ? 0 : shown,
        total: first.total,
        loading: first.loading,
        categoryCounts: first.categoryCounts,
        colourCounts: first.colourCounts,
      })}
      {first.loading ? (
        <ProductGridSkeleton count={8} label={t('Loading products')} />
      ) : first.products.length === 0 ? (
        <EmptyState
          icon={<SearchIcon size={30} />}
          title={t('No products found')}
          message={t('Try a different search, another category or a wider price range.')}
          actions={
            <>
              {filter.search?.trim() && <SearchHelp didYouMean={first.didYouMean} />}
              {onClearFilters && <Button onClick={onClearFilters}>{t('Clear All Filters')}</Button>}
            </>
          }
        />
      ) : (
        <div className="paged-grid">
          {/* Keeps the outline h1 → h2 → h3 (card names) for screen readers. */}
          <h2 className="visually-hidden">{t('Results')}</h2>
          <Cards products={first.products} variantHits={first.variantHits} layout={layout} eagerCount={layout === 'grid' ? 2 : 1} />
          {Array.from({ length: pages - 1 }, (_, i) => (
            <ProductList key={i + 2} filter={filter} page={i + 2} layout={layout} />
          ))}
          {hasMore && (
            <div className="paged-grid__more">
              <Button variant="secondary" size="lg" onClick={() => setPages((p) => p + 1)}>
                {t('Load More')}
              </Button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
