import { lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { MESSAGES, type Product, type Variant } from '@store/shared';
import { StockBadge, useBadgeText } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Deferred } from '../../ui/deferred';
import { CartIcon, ReturnIcon, ShareIcon, ShieldIcon, TruckIcon } from '../../ui/icons';
import { Price } from '../../ui/price';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { RatingStars } from '../../ui/rating-stars';
import { useAddToCart } from '../../ui/use-add-to-cart';
import { WishlistButton } from '../../ui/wishlist-button';
import { OptionPickers } from './option-pickers';
import { DescriptionLanguageNote, useT } from '../../i18n';

// "Deliver to" comes with its own chunk when the page has settled or the block is in view: its
// code stays out of the product page's chunk and out of the storefront entry's list of chunks.
const DeliverTo = lazy(() => import('../../ui/deliver-to').then((m) => ({ default: m.DeliverTo })));

async function copyLink(url: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(url);
  throw new Error('Clipboard unavailable');
}

/**
 * Brand, rating, the option pickers, and the chosen variant's stock, price, quantity (1..its
 * stock) and actions: everything below the title follows the variant chosen.
 */
export function ProductBuyBox({
  product,
  variant,
  onChoose,
  reviewCount,
}: {
  product: Product;
  variant: Variant;
  onChoose(variantId: string): void;
  reviewCount: number;
}) {
  const navigate = useNavigate();
  const t = useT();
  const badgeText = useBadgeText();
  const { add, adding } = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const stock = variant.stock ?? 0;
  const outOfStock = stock <= 0;
  // Another variant has its own stock: a quantity above it comes down to it.
  useEffect(() => setQuantity((q) => Math.max(1, Math.min(q, stock))), [variant.id, stock]);

  const onShare = async () => {
    try {
      await copyLink(window.location.href);
      toast.success(MESSAGES.product.linkCopied);
    } catch {
      toast.error('Could not copy the link. Copy it from the address bar instead.');
    }
  };

  return (
    <div className="buy-box">
      {product.brand && <p className="buy-box__brand">{product.brand}</p>}
      <h1 className="buy-box__title">{product.name}</h1>
      <div className="buy-box__meta">
        <RatingStars value={product.rating} count={reviewCount} />
        <StockBadge stock={stock} />
        {product.badge && <span className="badge badge--brass">{badgeText(product.badge)}</span>}
      </div>
      {product.description && (
        <>
          <p className="buy-box__summary">{product.description}</p>
          <DescriptionLanguageNote text={product.description} />
        </>
      )}
      <Price price={variant.price} originalPrice={variant.originalPrice} size="lg" />
      <p className="muted buy-box__tax">
        {t.message(MESSAGES.promo.gstAtCheckout)}{' '}
        {stock > 0 && stock <= 10 ? t.plural(stock, { one: 'Only {count} left in stock.', other: 'Only {count} left in stock.' }) : ''}
      </p>
      <OptionPickers product={product} variant={variant} onChoose={onChoose} />

      <div className="buy-box__qty">
        <span className="field-label" id="qty-label">
          {t('Quantity')}
        </span>
        <QuantityStepper
          value={quantity}
          min={1}
          max={stock}
          disabled={outOfStock}
          onChange={(n) => setQuantity(Math.max(1, n))}
          onExceed={(n) => toast.error(MESSAGES.products.inStockForNow(n))}
        />
      </div>

      <div className="buy-box__actions">
        <Button
          size="lg"
          disabled={outOfStock}
          loading={adding}
          icon={outOfStock ? undefined : <CartIcon size={18} />}
          onClick={() => void add(product._id, quantity, { variantId: variant.id })}
        >
          {outOfStock ? t('Out of Stock') : t('Add to Cart')}
        </Button>
        <Button
          size="lg"
          variant="accent"
          disabled={outOfStock || adding}
          onClick={async () => {
            if (await add(product._id, quantity, { openDrawer: false, variantId: variant.id })) navigate('/checkout');
          }}
        >
          {t('Buy Now')}
        </Button>
        <WishlistButton productId={product._id} variantId={variant.id} productName={product.name} className="icon-btn--filled" />
        <button
          type="button"
          className="icon-btn icon-btn--filled"
          aria-label={t('Share: copy link')}
          title={t('Share: copy link')}
          onClick={() => void onShare()}
        >
          <ShareIcon />
        </button>
      </div>

      <Deferred component={DeliverTo} placeholderClassName="deliver-to-placeholder" />

      <ul role="list" className="info-tiles">
        <li>
          <TruckIcon size={22} />
          <span>{t.rich('{freeShipping} over ₹999', { freeShipping: <strong>{t('Free Shipping')}</strong> })}</span>
        </li>
        <li>
          <ShieldIcon size={22} />
          <span>{t.rich('{lifetime} warranty', { lifetime: <strong>{t('Lifetime')}</strong> })}</span>
        </li>
        <li>
          <ReturnIcon size={22} />
          <span>{t.rich('{days} easy returns', { days: <strong>{t('30-day')}</strong> })}</span>
        </li>
      </ul>
    </div>
  );
}
