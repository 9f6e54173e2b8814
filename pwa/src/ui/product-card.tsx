import { Link } from 'react-router-dom';
import type { Product } from '@store/shared';
import { Badge, useBadgeText } from './badge';
import { Button, buttonClass } from './button';
import { ColourSwatches } from './colour-swatches';
import { CartIcon, EyeIcon } from './icons';
import { Price } from './price';
import { cardDiscount, cardPrice, cardStock, cardSwatches, cardVariant } from './product-card-facts';
import { productPath } from './product-path';
import { ProductImage } from './product-image';
import { RatingStars } from './rating-stars';
import { useAddToCart } from './use-add-to-cart';
import { WishlistButton } from './wishlist-button';
import { useT } from '../i18n';

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
  /** The variant a search matched ("blue gel pen"): the card shows its photo and opens the product page at it. */
  variantId?: string;
}

/**
 * One card per product: "from ₹X" where its variants' prices differ, its colours as swatches, and
 * its stock across the variants ("Out of Stock" only when every one is out). Add puts the card's
 * variant (the one a search matched, else the default) in the cart; when that one is sold out and
 * others are not, the card offers the product page's options instead.
 */
export function ProductCard({ product, layout = 'grid', rank, eager = false, onQuickView, headingLevel = 3, variantId }: ProductCardProps) {
  const { add, adding } = useAddToCart();
  const t = useT();
  const badgeText = useBadgeText();
  const variant = cardVariant(product, variantId);
  const hit = variantId !== undefined && variant.id === variantId;
  const stock = cardStock(product);
  const outOfStock = stock === 'out';
  const variantOut = !outOfStock && variant.stock <= 0;
  const price = cardPrice(product, variant);
  const discount = cardDiscount(product);
  const swatches = cardSwatches(product);
  const href = productPath(product._id, hit ? variant.id : null);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className={`product-card product-card--${layout}`}>
      <div className="product-card__media">
        <ProductImage src={(hit ? variant : product).imageUrls[0]} alt={product.name} eager={eager} category={product.category} />
        <div className="product-card__tags">
          {rank !== undefined && <Badge tone="solid">#{rank}</Badge>}
          {product.badge && <Badge tone="brass">{badgeText(product.badge)}</Badge>}
          {discount.percent > 0 && (
            <Badge tone="success">
              {discount.upTo
                ? t('Up to {percent}% off', { percent: discount.percent })
                : t('{percent}% off', { percent: discount.percent })}
            </Badge>
          )}
          {outOfStock && <Badge tone="danger">{t('Out of Stock')}</Badge>}
        </div>
        <WishlistButton
          productId={product._id}
          variantId={hit ? variant.id : undefined}
          productName={product.name}
          className="product-card__heart"
        />
      </div>
      <div className="product-card__body">
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <Heading className="product-card__name">
          <Link to={href}>{product.name}</Link>
        </Heading>
        <p className="product-card__desc">{product.description}</p>
        <RatingStars value={product.rating} count={product.numReviews} size={13} />
        {(swatches.shown.length > 0 || stock === 'some') && (
          <div className="product-card__variants">
            <ColourSwatches colours={swatches.shown} more={swatches.more} />
            {stock === 'some' && <p className="product-card__stock-note">{t('Some options sold out')}</p>}
          </div>
        )}
        <div className="product-card__footer">
          <Price price={price.price} originalPrice={price.originalPrice} from={price.from} showDiscount={false} />
          <span className="product-card__actions">
            {onQuickView && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onQuickView(product)}
                aria-label={t('Quick view {name}', { name: product.name })}
                icon={<EyeIcon size={16} />}
              />
            )}
            {variantOut ? (
              <Link
                to={productPath(product._id)}
                className={buttonClass('secondary', 'sm')}
                aria-label={t('Choose options of {name}', { name: product.name })}
              >
                {t('Options')}
              </Link>
            ) : (
              <Button
                size="sm"
                variant={outOfStock ? 'secondary' : 'primary'}
                disabled={outOfStock}
                loading={adding}
                onClick={() => void add(product._id, 1, { variantId: variant.id })}
                aria-label={
                  outOfStock ? t('{name} is out of stock', { name: product.name }) : t('Add {name} to cart', { name: product.name })
                }
                icon={outOfStock ? undefined : <CartIcon size={16} />}
              >
                {outOfStock ? t('Out of Stock') : t('Add')}
              </Button>
            )}
          </span>
        </div>
      </div>
    </article>
  );
}
