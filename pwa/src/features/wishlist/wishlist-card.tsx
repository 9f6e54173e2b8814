/** A saved product with Move to Cart and Remove. Out-of-stock products cannot be moved. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@store/shared';
import { StockBadge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { CartIcon, TrashIcon } from '../../ui/icons';
import { PendingNote } from '../../ui/pending-note';
import { Price } from '../../ui/price';
import { ProductImage } from '../../ui/product-image';
import { RatingStars } from '../../ui/rating-stars';

export interface WishlistCardProps {
  product: Product;
  eager?: boolean;
  /** Its addition has not reached the store yet. */
  pending?: boolean;
  onRemove(productId: string): Promise<void>;
  onMoveToCart(productId: string): Promise<void>;
}

export function WishlistCard({ product, eager = false, pending = false, onRemove, onMoveToCart }: WishlistCardProps) {
  const [moving, setMoving] = useState(false);
  const outOfStock = !product.stock || product.stock <= 0;

  async function move() {
    setMoving(true);
    try {
      await onMoveToCart(product._id);
    } finally {
      setMoving(false);
    }
  }

  return (
    <article className="product-card wishlist-card">
      <div className="product-card__media">
        <ProductImage src={product.imageUrls[0]} alt={product.name} eager={eager} category={product.category} />
      </div>
      <div className="product-card__body">
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <h2 className="product-card__name">
          <Link to={`/product/${product._id}`}>{product.name}</Link>
        </h2>
        <RatingStars value={product.rating} count={product.numReviews} size={13} />
        <Price price={product.price} originalPrice={product.originalPrice} />
        <StockBadge stock={product.stock} />
        {pending && <PendingNote />}
        <div className="wishlist-card__actions">
          <Button
            size="sm"
            block
            disabled={outOfStock}
            loading={moving}
            onClick={() => void move()}
            icon={outOfStock ? undefined : <CartIcon size={16} />}
          >
            {outOfStock ? 'Out of Stock' : 'Move to Cart'}
            <span className="visually-hidden">: {product.name}</span>
          </Button>
          <Button size="sm" variant="ghost" block onClick={() => void onRemove(product._id)} icon={<TrashIcon size={16} />}>
            Remove<span className="visually-hidden">: {product.name}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
