import { CATEGORIES_SHOWN, MESSAGES } from '@store/shared';
import { useCategories } from '../../data';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { usePageMeta } from '../../ui/use-page-meta';
import { CategoryTile, CategoryTileSkeleton } from '../../ui/category-tile';
import './listing.css';
import { Breadcrumb } from '../../ui/breadcrumb';

/** The first 6 categories as cards linking to /category/{id}. */
export function CategoriesPage() {
  const { categories, loading, error, reload } = useCategories();
  usePageMeta(
    'Categories',
    'Shop Inkwell by category: writing instruments, notebooks and journals, art supplies, office supplies and desk organisation.',
  );
  return (
    <>
      <header className="page-head">
        <div className="container">
          <Breadcrumb current="Categories" />
          <h1 style={{ marginTop: 'var(--space-3)' }}>Shop by Category</h1>
          <p>From the first sketch to the final signature: find the right tools for every page.</p>
        </div>
      </header>
      <div className="container section">
        {error ? (
          <EmptyState title={MESSAGES.category.fetchAll} message={error} actions={<Button onClick={reload}>Try Again</Button>} />
        ) : !loading && categories.length === 0 ? (
          <EmptyState title="No categories yet" message="Please check back soon." />
        ) : (
          <ul role="list" className="category-grid">
            {loading
              ? Array.from({ length: CATEGORIES_SHOWN }, (_, i) => <CategoryTileSkeleton key={i} />)
              : categories
                  .slice(0, CATEGORIES_SHOWN)
                  .map((c, i) => <CategoryTile key={c._id} category={c} headingLevel={2} eager={i < 2} />)}
          </ul>
        )}
      </div>
    </>
  );
}
