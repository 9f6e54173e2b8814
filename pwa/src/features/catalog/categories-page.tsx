import { Link } from 'react-router-dom';
import { CATEGORIES_SHOWN, MESSAGES } from '@store/shared';
import { useCategories } from '../../data';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { usePageMeta } from '../../ui/use-page-meta';
import './listing.css';

/** Spec §2: the first 6 categories as cards linking to /category/{id}. */
export function CategoriesPage() {
  const { categories, loading, error, reload } = useCategories();
  usePageMeta('Categories', 'Shop Inkwell by category: writing instruments, notebooks and journals, art supplies, office supplies and desk organisation.');
  return (
    <>
      <header className="page-head">
        <div className="container">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li aria-current="page">Categories</li>
            </ol>
          </nav>
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
              ? Array.from({ length: CATEGORIES_SHOWN }, (_, i) => (
                  <li key={i} className="category-tile" aria-hidden="true">
                    <Skeleton height="auto" radius={0} style={{ aspectRatio: '4 / 3' }} />
                    <div className="category-tile__body">
                      <Skeleton width="50%" height={18} />
                      <Skeleton width="90%" height={12} />
                    </div>
                  </li>
                ))
              : categories.slice(0, CATEGORIES_SHOWN).map((c, i) => (
                  <li key={c._id} className="category-tile" style={{ ['--tile-color' as string]: c.color }}>
                    <div className="category-tile__media">
                      {c.imageUrl && <img src={c.imageUrl} alt="" width={480} height={360} loading={i < 2 ? 'eager' : 'lazy'} decoding="async" />}
                    </div>
                    <div className="category-tile__body">
                      <h2 className="category-tile__name">
                        <Link to={`/category/${c._id}`} className="category-tile__link">
                          {c.name}
                        </Link>
                      </h2>
                      <p className="category-tile__desc">{c.description}</p>
                      <p className="category-tile__count">{c.productCount} products</p>
                    </div>
                  </li>
                ))}
          </ul>
        )}
      </div>
    </>
  );
}
