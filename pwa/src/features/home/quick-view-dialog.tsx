import { Link } from 'react-router-dom';
import type { Product } from '@store/shared';
import { StockBadge } from '../../ui/badge';
import { Button, buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { CartIcon } from '../../ui/icons';
import { Price } from '../../ui/price';
import { ProductImage } from '../../ui/product-image';
import { RatingStars } from '../../ui/rating-stars';
import { useAddToCart } from '../../ui/use-add-to-cart';
import { WishlistButton } from '../../ui/wishlist-button';

/** Quick view of a best seller without leaving the home page. */
export function QuickViewDialog({ product, onClose }: { product: Product | null; onClose(): void }) {
  const { add, adding } = useAddToCart();
  const outOfStock = !product || !product.stock || product.stock <= 0;
  return (
    <Dialog open={product !== null} onClose={onClose} label={product ? `Quick view: ${product.name}` : 'Quick view'}>
      {product && (
        <div className="quick-view">
          <div className="quick-view__media">
            <ProductImage src={product.imageUrls[0]} alt={product.name} eager size={480} category={product.category} />
          </div>
          <div className="quick-view__info">
            {product.brand && <p className="product-card__brand">{product.brand}</p>}
            <h2>{product.name}</h2>
            <RatingStars value={product.rating} count={product.numReviews} />
            <Price price={product.price} originalPrice={product.originalPrice} size="lg" />
            <StockBadge stock={product.stock} />
            <p className="quick-view__desc">{product.description}</p>
            <div className="quick-view__actions">
              <Button
                disabled={outOfStock}
                loading={adding}
                icon={outOfStock ? undefined : <CartIcon size={18} />}
                onClick={async () => {
                  if (await add(product._id)) onClose();
                }}
              >
                {outOfStock ? 'Out of Stock' : 'Add to Cart'}
              </Button>
              <WishlistButton productId={product._id} productName={product.name} />
            </div>
            <Link to={`/product/${product._id}`} className={buttonClass('ghost')} onClick={onClose}>
              View full details →
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
