import { Link, useSearchParams } from 'react-router-dom';
import { CATEGORIES_SHOWN, MESSAGES } from '@store/shared';
import { useCategories } from '../../data';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { usePageMeta } from '../../ui/use-page-meta';
import { CategoryTile, CategoryTileSkeleton } from '../../ui/category-tile';
import './listing.css';
import { Breadcrumb } from '../../ui/breadcrumb';
import { useT } from '../../i18n';

/**
 * /categories: the first 6 categories (the shop's order, compareCategories) as cards linking to
 * /category/{id}, and "View all N categories" when there are more; /categories?all=1 lists them all.
 */
export function CategoriesPage() {
  const { categories, loading, error, reload } = useCategories();
  const t = useT();
  const [params] = useSearchParams();
  const all = params.get('all') === '1';
  const shown = all ? categories : categories.slice(0, CATEGORIES_SHOWN);
  usePageMeta(
    all ? t('All categories') : t('Categories'),
    t('Shop Inkwell by category: writing instruments, notebooks and journals, art supplies, office supplies and desk organisation.'),
  );
  return (
    <>
      <header className="page-head">
        <div className="container">
          <Breadcrumb current={all ? t('All categories') : t('Categories')} />
          <h1 style={{ marginTop: 'var(--space-3)' }}>{all ? t('All categories') : t('Shop by Category')}</h1>
          <p>{t('From the first sketch to the final signature: find the right tools for every page.')}</p>
        </div>
      </header>
      <div className="container section">
        {error ? (
          <EmptyState
            title={t.message(MESSAGES.category.fetchAll)}
            message={t.message(error)}
            actions={<Button onClick={reload}>{t('Try Again')}</Button>}
          />
        ) : !loading && categories.length === 0 ? (
          <EmptyState title={t('No categories yet')} message={t('Please check back soon.')} />
        ) : (
          <>
            <ul role="list" className="category-grid">
              {loading
                ? Array.from({ length: CATEGORIES_SHOWN }, (_, i) => <CategoryTileSkeleton key={i} />)
                : shown.map((c, i) => <CategoryTile key={c._id} category={c} headingLevel={2} eager={i < 2} />)}
            </ul>
            {!loading && !all && categories.length > CATEGORIES_SHOWN && (
              <p className="category-grid__more">
                <Link to="/categories?all=1" className={buttonClass('secondary', 'lg')}>
                  {t('View all {count} categories', { count: categories.length })}
                </Link>
              </p>
            )}
          </>
        )}
      </div>
    </>
  );
}
