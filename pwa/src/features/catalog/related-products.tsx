import { RELATED_SHOWN } from '@store/shared';
import { useRelatedProducts } from '../../data';
import { ProductCard } from '../../ui/product-card';
import { ProductGridSkeleton } from '../../ui/skeleton';
import { useT } from '../../i18n';

/** 'You Might Also Like', linking to /product/{id}; hidden when there is nothing to show. */
export function RelatedProducts({ productId }: { productId: string }) {
  const { products, loading } = useRelatedProducts(productId, RELATED_SHOWN);
  const t = useT();
  if (!loading && products.length === 0) return null;
  return (
    <section className="section" aria-labelledby="related-title">
      <h2 id="related-title" style={{ marginBottom: 'var(--space-6)' }}>
        {t('You Might Also Like')}
      </h2>
      {loading ? (
        <ProductGridSkeleton count={4} label={t('Loading related products')} />
      ) : (
        <ul role="list" className="product-grid">
          {products.map((p) => (
            <li key={p._id} style={{ display: 'flex' }}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
