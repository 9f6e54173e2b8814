import { Link } from 'react-router-dom';
import { CATEGORIES_SHOWN } from '@store/shared';
import { useCategories } from '../../data';
import { CategoryTile, CategoryTileSkeleton } from '../../ui/category-tile';
import { useT } from '../../i18n';

/** Shop by category: the first 6 categories (the shop's order) with image, description and product count, and a link to all of them; hidden when empty. */
export function ShopByCategory() {
  const { categories, loading } = useCategories();
  const t = useT();
  if (!loading && categories.length === 0) return null;
  return (
    <section className="section section--tinted" aria-labelledby="cats-title">
      <div className="container">
        <div className="section-head">
          <div>
            <p className="eyebrow">{t('Find your tools')}</p>
            <h2 id="cats-title">{t('Shop by Category')}</h2>
          </div>
          <Link to={categories.length > CATEGORIES_SHOWN ? '/categories?all=1' : '/categories'} className="section-link">
            {categories.length > CATEGORIES_SHOWN
              ? t('View all {count} categories →', { count: categories.length })
              : t('All categories →')}
          </Link>
        </div>
        <ul role="list" className="category-grid">
          {loading
            ? Array.from({ length: CATEGORIES_SHOWN }, (_, i) => <CategoryTileSkeleton key={i} />)
            : categories.slice(0, CATEGORIES_SHOWN).map((c) => <CategoryTile key={c._id} category={c} headingLevel={3} />)}
        </ul>
      </div>
    </section>
  );
}
