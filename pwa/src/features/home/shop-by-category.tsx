import { Link } from 'react-router-dom';
import { CATEGORIES_SHOWN } from '@store/shared';
import { useCategories } from '../../data';
import { Skeleton } from '../../ui/skeleton';

/** Spec §2 Home 6: the first 6 categories with image, description and product count; hidden when empty. */
export function ShopByCategory() {
  const { categories, loading } = useCategories();
  if (!loading && categories.length === 0) return null;
  return (
    <section className="section section--tinted" aria-labelledby="cats-title">
      <div className="container">
        <div className="section-head">
          <div>
            <p className="eyebrow">Find your tools</p>
            <h2 id="cats-title">Shop by Category</h2>
          </div>
          <Link to="/categories" className="section-link">
            All categories →
          </Link>
        </div>
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
            : categories.slice(0, CATEGORIES_SHOWN).map((c) => (
                <li key={c._id} className="category-tile" style={{ ['--tile-color' as string]: c.color }}>
                  <div className="category-tile__media">
                    {c.imageUrl ? <img src={c.imageUrl} alt="" width={480} height={360} loading="lazy" decoding="async" /> : null}
                  </div>
                  <div className="category-tile__body">
                    <h3>
                      <Link to={`/category/${c._id}`} className="category-tile__link">
                        {c.name}
                      </Link>
                    </h3>
                    <p className="category-tile__desc">{c.description}</p>
                    <p className="category-tile__count">{c.productCount} products</p>
                  </div>
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
