import { Link } from 'react-router-dom';
import type { Product } from '@store/shared';
import { Badge } from './badge';
import { Button } from './button';
import { CartIcon, EyeIcon } from './icons';
import { Price } from './price';
import { ProductImage } from './product-image';
import { RatingStars } from './rating-stars';
import { useAddToCart } from './use-add-to-cart';
import { WishlistButton } from './wishlist-button';

export interface ProductCardProps {
  product: Product;
  layout?: 'grid' | 'list';
  /** Best-seller rank shown as "#n". */
  rank?: number;
  /** Above-the-fold cards load their image eagerly (better LCP). */
  eager?: boolean;
  onQuickView?(product: Product): void;
  /** Heading level of the product name inside the page outline. */
  headingLevel?: 2 | 3;
}

export function ProductCard({ product, layout = 'grid', rank, eager = false, onQuickView, headingLevel = 3 }: ProductCardProps) {
  const { add, adding } = useAddToCart();
  const outOfStock = !product.stock || product.stock <= 0;
  const href = `/product/${product._id}`;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className={`product-card product-card--${layout}`}>
      <div className="product-card__media">
        <ProductImage src={product.imageUrls[0]} alt={product.name} eager={eager} category={product.category} />
        <div className="product-card__tags">
          {rank !== undefined && <Badge tone="solid">#{rank}</Badge>}
          {product.badge && <Badge tone="brass">{product.badge}</Badge>}
          {product.discount > 0 && <Badge tone="success">{product.discount}% off</Badge>}
          {outOfStock && <Badge tone="danger">Out of Stock</Badge>}
        </div>
        <WishlistButton productId={product._id} productName={product.name} className="product-card__heart" />
      </div>
      <div className="product-card__body">
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <Heading className="product-card__name">
          <Link to={href}>{product.name}</Link>
        </Heading>
        <p className="product-card__desc">{product.description}</p>
        <RatingStars value={product.rating} count={product.numReviews} size={13} />
        <div className="product-card__footer">
          <Price price={product.price} originalPrice={product.originalPrice} showDiscount={false} />
          <span className="product-card__actions">
            {onQuickView && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onQuickView(product)}
                aria-label={`Quick view ${product.name}`}
                icon={<EyeIcon size={16} />}
              />
            )}
            <Button
              size="sm"
              variant={outOfStock ? 'secondary' : 'primary'}
              disabled={outOfStock}
              loading={adding}
              onClick={() => void add(product._id)}
              aria-label={outOfStock ? `${product.name} is out of stock` : `Add ${product.name} to cart`}
              icon={outOfStock ? undefined : <CartIcon size={16} />}
            >
              {outOfStock ? 'Out of Stock' : 'Add'}
            </Button>
          </span>
        </div>
      </div>
    </article>
  );
}
