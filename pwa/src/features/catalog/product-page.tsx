import { Link, useParams } from 'react-router-dom';
import { averageRating, MESSAGES, type Product, type Review } from '@store/shared';
import { useProduct } from '../../data';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ArrowLeftIcon, SearchIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { useGoBack } from '../../ui/use-go-back';
import { usePageMeta } from '../../ui/use-page-meta';
import { ProductBuyBox } from './product-buy-box';
import { ProductGallery } from './product-gallery';
import { StickyBuyBar } from './sticky-buy-bar';
import { ProductTabs } from './product-tabs';
import { RelatedProducts } from './related-products';
import './product-detail.css';
import { Breadcrumb } from '../../ui/breadcrumb';
import { useChosenVariant } from './use-chosen-variant';
import { useT } from '../../i18n';

function ProductSkeleton() {
  const t = useT();
  return (
    <div className="product-detail skeleton-group" aria-busy="true" role="status" aria-label={t('Loading product')}>
      <Skeleton height="auto" radius={16} style={{ aspectRatio: '1' }} />
      <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
        <Skeleton width="30%" height={14} />
        <Skeleton width="80%" height={36} />
        <Skeleton width="40%" height={18} />
        <Skeleton width="35%" height={40} />
        <Skeleton width="100%" height={52} radius={999} />
      </div>
    </div>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  const goBack = useGoBack('/products');
  const { product, reviews, detailsMissing, loading, error, reload } = useProduct(id);
  const t = useT();
  usePageMeta(
    product ? product.name : loading ? null : t.message(MESSAGES.products.notFoundTitle),
    product ? product.description.slice(0, 155) || t('{name} at Inkwell Stationery', { name: product.name }) : undefined,
  );

  if (!loading && !product) {
    return (
      <div className="container section">
        <EmptyState
          level={1}
          icon={<SearchIcon size={30} />}
          title={t.message(MESSAGES.products.notFoundTitle)}
          message={t.message(error && !/not found/i.test(error) ? error : MESSAGES.products.notFound)}
          actions={
            <Link to="/products" className={buttonClass()}>
              {t('Browse Products')}
            </Link>
          }
        />
      </div>
    );
  }

  // Average of the full review list when present, else the stored average.
  const rating = reviews.length > 0 ? averageRating(reviews) : (product?.rating ?? 0);
  return (
    <div className="container product-page">
      <div className="product-page__top">
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={goBack}>
          <ArrowLeftIcon size={16} /> {t('Back')}
        </button>
        <Breadcrumb
          above={[
            { to: '/products', label: t('Products') },
            ...(product ? [{ to: `/category/${product.category._id}`, label: t.word('category', product.category.name) }] : []),
          ]}
          current={product?.name}
        />
      </div>
      {loading || !product ? (
        <ProductSkeleton />
      ) : (
        <ProductAtVariant
          product={{ ...product, rating }}
          reviews={reviews}
          detailsMissing={detailsMissing === true}
          onReviewSubmitted={reload}
        />
      )}
    </div>
  );
}

/** The page's content at the variant its URL names (the default one without): price, stock, images and actions follow it. */
function ProductAtVariant({
  product,
  reviews,
  detailsMissing,
  onReviewSubmitted,
}: {
  product: Product;
  reviews: Review[];
  detailsMissing: boolean;
  onReviewSubmitted(): void;
}) {
  const { variant, choose } = useChosenVariant(product);
  return (
    <>
      <div className="product-detail">
        {/* Keyed by the photos: another variant's set starts at its first photo. */}
        <ProductGallery key={variant.imageUrls.join('|')} images={variant.imageUrls} name={product.name} category={product.category} />
        <ProductBuyBox product={product} variant={variant} onChoose={choose} reviewCount={reviews.length || product.numReviews} />
      </div>
      <ProductTabs
        product={product}
        variant={variant}
        reviews={reviews}
        detailsMissing={detailsMissing}
        onReviewSubmitted={onReviewSubmitted}
      />
      <RelatedProducts productId={product._id} />
      <StickyBuyBar product={product} variant={variant} />
    </>
  );
}
