/**
 * A saved product, shown as the variant the shopper kept it with (its image, options, price and
 * stock), with Move to Cart (that variant) and Remove. An out-of-stock variant cannot be moved.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product, Variant } from '@store/shared';
import { useT } from '../../i18n';
import { StockBadge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { CartIcon, TrashIcon } from '../../ui/icons';
import { productHref, variantOptionsText } from '../../ui/line-options';
import { PendingNote } from '../../ui/pending-note';
import { Price } from '../../ui/price';
import { ProductImage } from '../../ui/product-image';
import { RatingStars } from '../../ui/rating-stars';

export interface WishlistCardProps {
  product: Product;
  /** The variant it was kept with (else the default). */
  variant: Variant;
  eager?: boolean;
  /** Its addition has not reached the store yet. */
  pending?: boolean;
  onRemove(productId: string): Promise<void>;
  onMoveToCart(productId: string, variantId: string): Promise<void>;
}

export function WishlistCard({ product, variant, eager = false, pending = false, onRemove, onMoveToCart }: WishlistCardProps) {
  const t = useT();
  const [moving, setMoving] = useState(false);
  const outOfStock = variant.stock <= 0;
  const options = variantOptionsText(product, variant, t);

  async function move() {
    setMoving(true);
    try {
      await onMoveToCart(product._id, variant.id);
    } finally {
      setMoving(false);
    }
  }

  return (
    <article className="product-card wishlist-card">
      <div className="product-card__media">
        <ProductImage src={variant.imageUrls[0] ?? product.imageUrls[0]} alt={product.name} eager={eager} category={product.category} />
      </div>
      <div className="product-card__body">
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <h2 className="product-card__name">
          <Link to={productHref(product._id, variant.id, product.options.length > 0)}>{product.name}</Link>
        </h2>
        {options && <p className="line-options">{options}</p>}
        <RatingStars value={product.rating} count={product.numReviews} size={13} />
        <Price price={variant.price} originalPrice={variant.originalPrice} />
        <StockBadge stock={variant.stock} />
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
            {outOfStock ? t('Out of Stock') : t('Move to Cart')}
            <span className="visually-hidden">: {product.name}</span>
          </Button>
          <Button size="sm" variant="ghost" block onClick={() => void onRemove(product._id)} icon={<TrashIcon size={16} />}>
            {t('Remove')}
            <span className="visually-hidden">: {product.name}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
