import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BEST_SELLERS_SHOWN, HOME_BEST_SELLERS, type Product } from '@store/shared';
import { useProducts } from '../../data';
import { ProductCard } from '../../ui/product-card';
import { ProductGridSkeleton } from '../../ui/skeleton';
import { QuickViewDialog } from './quick-view-dialog';
import { useT } from '../../i18n';

/** Best sellers: the first 8 with rank, heart, quick view and add to cart; hidden when empty. */
export function BestSellers() {
  const { products, loading } = useProducts(HOME_BEST_SELLERS);
  const [quick, setQuick] = useState<Product | null>(null);
  const t = useT();
  if (!loading && products.length === 0) return null;
  return (
    <section className="section" aria-labelledby="best-title">
      <div className="container">
        <div className="section-head">
          <div>
            <p className="eyebrow">{t('Loved by writers')}</p>
            <h2 id="best-title">{t('Best Sellers')}</h2>
          </div>
          <Link to="/products?filter=bestsellers" className="section-link">
            {t('View all best sellers →')}
          </Link>
        </div>
        {loading ? (
          <ProductGridSkeleton count={BEST_SELLERS_SHOWN} label={t('Loading best sellers')} />
        ) : (
          <ul role="list" className="product-grid">
            {products.slice(0, BEST_SELLERS_SHOWN).map((p, i) => (
              <li key={p._id} style={{ display: 'flex' }}>
                <ProductCard product={p} rank={i + 1} onQuickView={setQuick} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <QuickViewDialog product={quick} onClose={() => setQuick(null)} />
    </section>
  );
}
