import { useEffect, useState } from 'react';
import { listingFilter } from '@store/shared';
import { useCategories } from '../../data';
import { createExternalStore, useExternalStore, type ExternalStore } from '../../lib/external-store';
import { FilterIcon } from '../../ui/icons';
import { usePageMeta } from '../../ui/use-page-meta';
import { FilterSidebar } from './filter-sidebar';
import { ShowingCount, SortSelect, ViewToggle } from './listing-toolbar';
import { PagedProductGrid } from './paged-product-grid';
import { UnderstoodPriceChip } from './understood-price-chip';
import { useListingParams, type ListingFilterKind } from './use-listing-params';
import './listing.css';
import { Breadcrumb } from '../../ui/breadcrumb';
import { msg, useT } from '../../i18n';

export interface ProductsPageProps {
  /** /bestsellers, /new-arrivals and /sale reuse this page with a fixed filter. */
  fixedFilter?: ListingFilterKind;
  /** In the shopper's language already (the caller translates it). */
  title?: string;
  description?: string;
}

const QUICK_FILTERS = [
  { id: 'featured', label: msg('Featured') },
  { id: 'rating', label: msg('Highest Rated') },
  { id: 'new', label: msg('Newest') },
] as const;

/** The product listing; query parameters category, search and filter=bestsellers honoured. */
export function ProductsPage({ fixedFilter, title, description }: ProductsPageProps) {
  const { params, update, clear } = useListingParams();
  const { categories } = useCategories();
  const t = useT();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The grid's live total, for the phone's "Show N results" button. Held outside the page's state:
  // the grid hands it over right after its first render, and as page state that re-rendered the
  // whole listing (every card) in one task in a first visit's first second (Lighthouse's TBT).
  const [resultTotal] = useState(() => createExternalStore<number | null>(null));
  // The sidebar's category counts come with the grid's answer (they follow its search), handed over the same way.
  const [categoryCounts] = useState(() => createExternalStore<Record<string, number> | null>(null));
  const [colourCounts] = useState(() => createExternalStore<Record<string, number> | null>(null));
  const categoryName = categories.find((c) => c._id === params.category)?.name;
  const heading =
    title ?? (params.filter === 'bestsellers' ? t('Best Sellers') : categoryName ? t.word('category', categoryName) : t('All Products'));
  const intro = description ?? t('Fountain pens, notebooks, art and office supplies, chosen for the joy of putting ink to paper.');
  usePageMeta(params.search ? `“${params.search}” — ${heading}` : heading, intro);

  const filter = listingFilter(params, fixedFilter);
  const isQuickOn = (id: (typeof QUICK_FILTERS)[number]['id']) => (id === 'rating' ? params.minRating === 4 : params.filter === id);
  const toggleQuick = (id: (typeof QUICK_FILTERS)[number]['id']) => {
    if (id === 'rating') update({ minRating: params.minRating === 4 ? undefined : 4 });
    else update({ filter: params.filter === id ? undefined : id });
  };
  const quickFilters = fixedFilter ? QUICK_FILTERS.filter((q) => q.id === 'rating') : QUICK_FILTERS;

  return (
    <div className="listing">
      <header className="page-head">
        <div className="container">
          <Breadcrumb current={title ?? t('Products')} />
          <h1 style={{ marginTop: 'var(--space-3)' }}>{heading}</h1>
          {params.search ? (
            // The shopper sees what was searched (the box may be out of sight on a phone) and can drop it.
            <p className="listing__searched">
              {t.rich('Results for {search}', { search: <strong>“{params.search}”</strong> })}{' '}
              <button type="button" className="text-button" onClick={() => update({ search: undefined })}>
                {t('Clear search')}
              </button>
              <UnderstoodPriceChip search={params.search} onRemove={(rest) => update({ search: rest })} />
            </p>
          ) : (
            <p>{intro}</p>
          )}
        </div>
      </header>
      <div className="container listing__layout">
        <aside className={`listing__sidebar ${filtersOpen ? 'is-open' : ''}`} aria-label={t('Filters')} id="listing-filters">
          <FilterSidebar params={params} update={update} clear={clear} categoryCounts={categoryCounts} colourCounts={colourCounts} />
          {/* On a phone the filters open above the results: this closes them and shows the results. */}
          <button
            type="button"
            className="btn btn--block listing__show-results"
            onClick={() => {
              setFiltersOpen(false);
              document.getElementById('listing-results')?.scrollIntoView({ block: 'start' });
            }}
          >
            <ShowResultsLabel from={resultTotal} />
          </button>
        </aside>
        <section className="listing__results" aria-label={t('Products')} id="listing-results">
          <PagedProductGrid
            key={JSON.stringify(filter)}
            filter={filter}
            layout={params.view}
            onClearFilters={clear}
            renderToolbar={({ categoryCounts: byCategory, colourCounts: byColour, ...counts }) => (
              <div className="listing__toolbar">
                <ReportTotal total={counts.loading ? null : counts.total} to={resultTotal} />
                <ReportCounts counts={byCategory} to={categoryCounts} />
                <ReportCounts counts={byColour} to={colourCounts} />
                <div className="listing__toolbar-row">
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm listing__filters-btn"
                    aria-expanded={filtersOpen}
                    aria-controls="listing-filters"
                    onClick={() => setFiltersOpen((o) => !o)}
                  >
                    <FilterIcon size={16} /> {t('Filters')}
                  </button>
                  <ShowingCount {...counts} />
                  <div className="listing__toolbar-end">
                    <SortSelect value={params.sort} onChange={(sort) => update({ sort })} />
                    <ViewToggle value={params.view} onChange={(view) => update({ view })} />
                  </div>
                </div>
                <div className="listing__quick" role="group" aria-label={t('Quick filters')}>
                  {quickFilters.map((q) => (
                    <button key={q.id} type="button" className="chip" aria-pressed={isQuickOn(q.id)} onClick={() => toggleQuick(q.id)}>
                      {t(q.label)}
                    </button>
                  ))}
                </div>
              </div>
            )}
          />
        </section>
      </div>
    </div>
  );
}

/** Hands the grid's live total up to the page (the phone's "Show N results" button). */
function ReportTotal({ total, to }: { total: number | null; to: ExternalStore<number | null> }) {
  useEffect(() => to.set(total), [total, to]);
  return null;
}

/** Hands the listing's category or colour counts to the sidebar; while the next answer loads, the last ones stay. */
function ReportCounts({ counts, to }: { counts: Record<string, number> | null; to: ExternalStore<Record<string, number> | null> }) {
  useEffect(() => {
    if (counts) to.set(counts);
  }, [counts, to]);
  return null;
}

/** The only part of the page that renders again when the total arrives or changes. */
function ShowResultsLabel({ from }: { from: ExternalStore<number | null> }) {
  const total = useExternalStore(from);
  const t = useT();
  return total === null ? t('Show results') : t.plural(total, { one: 'Show {count} result', other: 'Show {count} results' });
}
