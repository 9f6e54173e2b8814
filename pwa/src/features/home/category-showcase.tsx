import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CAROUSEL_PRODUCTS_PER_TAB, HOME_SHOWCASE_TABS, formatRupees } from '@store/shared';
import { useProducts, type ProductFilter } from '../../data';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { ProductImage } from '../../ui/product-image';
import { Skeleton } from '../../ui/skeleton';
import { Tablist } from '../../ui/tablist';
import { msg, useT } from '../../i18n';

/** The tabs' names (shared/src/storefront.ts names them in English), by tab id. */
const TAB_LABELS = { featured: msg('Featured'), new: msg('New Arrivals'), top: msg('Top Rated') } as const;

/** Cards visible at once; the carousel's paging is bounded by it: right is disabled at offset ≥ count − 3. */
const VISIBLE = 3;

function ShowcaseTrack({ filter, tabId }: { filter: ProductFilter; tabId: string }) {
  const { products, loading } = useProducts(filter);
  const t = useT();
  const [offset, setOffset] = useState(0);
  const items = products.slice(0, CAROUSEL_PRODUCTS_PER_TAB);
  const atStart = offset <= 0;
  const atEnd = offset >= items.length - VISIBLE;
  return (
    <div className="showcase__body">
      <button
        type="button"
        className="icon-btn icon-btn--filled"
        aria-label={t('Previous products')}
        disabled={atStart}
        onClick={() => setOffset((o) => Math.max(0, o - 1))}
      >
        <ChevronLeftIcon />
      </button>
      <div className="showcase__viewport">
        <ul role="list" className="showcase__track" style={{ ['--offset' as string]: offset }} aria-live="polite">
          {loading
            ? Array.from({ length: VISIBLE }, (_, i) => (
                <li key={i} className="showcase__item skeleton-group" aria-hidden="true">
                  <Skeleton height="auto" style={{ aspectRatio: '1' }} />
                  <Skeleton width="80%" height={14} style={{ marginTop: 8 }} />
                </li>
              ))
            : items.map((p, i) => (
                <li key={p._id} className="showcase__item" inert={i < offset || i >= offset + VISIBLE}>
                  <Link to={`/product/${p._id}`} className="showcase__link">
                    <span className="showcase__media">
                      <ProductImage src={p.imageUrls[0]} alt="" size={300} category={p.category} />
                    </span>
                    <span className="showcase__name">{p.name}</span>
                    <span className="showcase__price">{formatRupees(p.price)}</span>
                  </Link>
                </li>
              ))}
        </ul>
        {!loading && items.length === 0 && (
          <p className="muted">{t.rich('Nothing here yet — {link}.', { link: <Link to="/products">{t('browse everything')}</Link> })}</p>
        )}
      </div>
      <button
        type="button"
        className="icon-btn icon-btn--filled"
        aria-label={t('Next products')}
        disabled={atEnd}
        onClick={() => setOffset((o) => o + 1)}
        data-tab={tabId}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}

/** The category showcase: 3 tabs of 4 products each, with left/right paging. */
export function CategoryShowcase() {
  const [active, setActive] = useState(0);
  const t = useT();
  const tab = HOME_SHOWCASE_TABS[active] ?? HOME_SHOWCASE_TABS[0];
  return (
    <section className="section showcase" aria-labelledby="showcase-title">
      <div className="container">
        <div className="section-head">
          <div>
            <p className="eyebrow">{t('Curated for you')}</p>
            <h2 id="showcase-title">{t('Explore the collection')}</h2>
          </div>
          <Tablist
            label={t('Collections')}
            tabs={HOME_SHOWCASE_TABS.map((tab) => ({
              id: `showcase-tab-${tab.id}`,
              controls: 'showcase-panel',
              label: t(TAB_LABELS[tab.id]),
            }))}
            active={active}
            onSelect={setActive}
          />
        </div>
        <div role="tabpanel" id="showcase-panel" aria-labelledby={`showcase-tab-${tab.id}`}>
          <ShowcaseTrack key={tab.id} filter={tab.filter} tabId={tab.id} />
        </div>
      </div>
    </section>
  );
}
