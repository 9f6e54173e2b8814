import { Link, useParams } from 'react-router-dom';
import { categoryListingFilter } from '@store/shared';
import { useCategory } from '../../data';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { usePageMeta } from '../../ui/use-page-meta';
import { ShowingCount, SortSelect, ViewToggle } from './listing-toolbar';
import { PagedProductGrid } from './paged-product-grid';
import { useListingParams } from './use-listing-params';
import './listing.css';
import { hideBrokenImage } from '../../ui/product-image';
import { Breadcrumb } from '../../ui/breadcrumb';
import { useT } from '../../i18n';

/** /category/{id} — banner, sort selector and product grid. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const { category, loading, error } = useCategory(id);
  const { params, update } = useListingParams();
  const t = useT();
  const name = category ? t.word('category', category.name) : null;
  usePageMeta(name ?? (loading ? null : t('Category not found')), category?.description || undefined);

  if (!loading && !category) {
    return (
      <div className="container section">
        <EmptyState
          level={1}
          title={t('Category not found')}
          message={error && !/not found/i.test(error) ? t.message(error) : t("The category you're looking for doesn't exist.")}
          actions={
            <>
              <Link to="/categories" className={buttonClass()}>
                {t('All Categories')}
              </Link>
              <Link to="/products" className={buttonClass('secondary')}>
                {t('Browse Products')}
              </Link>
            </>
          }
        />
      </div>
    );
  }

  const filter = categoryListingFilter(id, params);
  return (
    <>
      <header className="category-banner" style={{ ['--banner-color' as string]: category?.color ?? '#1f3a5f' }}>
        {category?.imageUrl && (
          <img
            className="category-banner__img"
            src={category.imageUrl}
            alt=""
            width={1200}
            height={400}
            fetchPriority="high"
            onError={hideBrokenImage}
          />
        )}
        <div className="container category-banner__inner">
          <Breadcrumb light above={[{ to: '/categories', label: t('Categories') }]} current={name ?? '…'} />
          {category ? (
            <>
              <h1>{name}</h1>
              {category.description && <p>{category.description}</p>}
              <p className="category-banner__count">
                {t.plural(category.productCount, { one: '{count} product', other: '{count} products' })}
              </p>
            </>
          ) : (
            <Skeleton width="40%" height={40} style={{ opacity: 0.4 }} />
          )}
        </div>
      </header>
      <div className="container section">
        <PagedProductGrid
          key={`${id}|${params.sort}`}
          filter={filter}
          layout={params.view}
          renderToolbar={(counts) => (
            <div className="listing__toolbar">
              <div className="listing__toolbar-row">
                <ShowingCount {...counts} />
                <div className="listing__toolbar-end">
                  <SortSelect value={params.sort} onChange={(sort) => update({ sort })} />
                  <ViewToggle value={params.view} onChange={(view) => update({ view })} />
                </div>
              </div>
            </div>
          )}
        />
      </div>
    </>
  );
}
