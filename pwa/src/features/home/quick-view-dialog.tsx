import { Link } from 'react-router-dom';
import { variantLabel, type Product } from '@store/shared';
import { StockBadge } from '../../ui/badge';
import { Button, buttonClass } from '../../ui/button';
import { ColourSwatches } from '../../ui/colour-swatches';
import { Dialog } from '../../ui/dialog';
import { CartIcon } from '../../ui/icons';
import { Price } from '../../ui/price';
import { cardPrice, cardSwatches, cardVariant } from '../../ui/product-card-facts';
import { ProductImage } from '../../ui/product-image';
import { productPath } from '../../ui/product-path';
import { RatingStars } from '../../ui/rating-stars';
import { useAddToCart } from '../../ui/use-add-to-cart';
import { WishlistButton } from '../../ui/wishlist-button';
import { DescriptionLanguageNote, useT } from '../../i18n';

/**
 * Quick view of a best seller without leaving the home page. Add to Cart adds the default variant,
 * named under the button; its other options are chosen on the product page.
 */
export function QuickViewDialog({ product, onClose }: { product: Product | null; onClose(): void }) {
  const { add, adding } = useAddToCart();
  const t = useT();
  const variant = product ? cardVariant(product) : null;
  const outOfStock = !variant || !variant.stock || variant.stock <= 0;
  const price = product && variant ? cardPrice(product, variant) : null;
  const swatches = product ? cardSwatches(product) : { shown: [], more: 0 };
  const options = variant ? variantLabel(variant) : '';
  return (
    <Dialog open={product !== null} onClose={onClose} label={product ? t('Quick view: {name}', { name: product.name }) : t('Quick view')}>
      {product && (
        <div className="quick-view">
          <div className="quick-view__media">
            <ProductImage src={product.imageUrls[0]} alt={product.name} eager size={480} category={product.category} />
          </div>
          <div className="quick-view__info">
            {product.brand && <p className="product-card__brand">{product.brand}</p>}
            <h2>{product.name}</h2>
            <RatingStars value={product.rating} count={product.numReviews} />
            {price && <Price price={price.price} originalPrice={price.originalPrice} from={price.from} size="lg" />}
            <ColourSwatches colours={swatches.shown} more={swatches.more} />
            <StockBadge stock={variant?.stock} />
            <p className="quick-view__desc">{product.description}</p>
            <DescriptionLanguageNote text={product.description} />
            <div className="quick-view__actions">
              <Button
                disabled={outOfStock}
                loading={adding}
                icon={outOfStock ? undefined : <CartIcon size={18} />}
                onClick={async () => {
                  if (await add(product._id, 1, { variantId: variant?.id })) onClose();
                }}
              >
                {outOfStock ? t('Out of Stock') : t('Add to Cart')}
              </Button>
              <WishlistButton productId={product._id} productName={product.name} />
            </div>
            {options && <p className="muted quick-view__options">{t('Adds {options}. More options on the product page.', { options })}</p>}
            <Link to={productPath(product._id)} className={buttonClass('ghost')} onClick={onClose}>
              {t('View full details →')}
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
