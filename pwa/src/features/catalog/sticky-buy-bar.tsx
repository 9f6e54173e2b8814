/**
 * The product page's buy bar: price and Add to Cart kept at the bottom of the screen while the
 * buy box's own buttons are out of view (on a phone they start below the fold; anywhere they
 * scroll away). An IntersectionObserver watches the buy box's actions; while they show, the
 * bar is hidden (and out of the accessibility tree and tab order), so there is one Add to Cart.
 * It is opaque: the page scrolling under it (the title, on a phone) must not show through.
 */
import { useEffect, useRef, useState } from 'react';
import type { Product, Variant } from '@store/shared';
import { Button } from '../../ui/button';
import { CartIcon } from '../../ui/icons';
import { Price } from '../../ui/price';
import { useAddToCart } from '../../ui/use-add-to-cart';
import { useT } from '../../i18n';
import { variantWords } from './variant-words';

/** What the bar watches: the buy box's Add to Cart and Buy Now. */
const WATCHED = '.buy-box__actions';

export function StickyBuyBar({ product, variant }: { product: Product; variant: Variant }) {
  const { add, adding } = useAddToCart();
  const [shown, setShown] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const t = useT();
  const outOfStock = !variant.stock || variant.stock <= 0;
  const options = variantWords(t, product, variant);

  // While it shows, the page knows its height (`--bottom-bar-height`): the end of the page gets
  // that much room below it, and toasts on a phone rise above it.
  useEffect(() => {
    const el = bar.current;
    if (!shown || !el) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty('--bottom-bar-height', `${el.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty('--bottom-bar-height');
    };
  }, [shown]);

  useEffect(() => {
    const target = document.querySelector(WATCHED);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry ? !entry.isIntersecting : false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [product._id]);

  return (
    <aside
      ref={bar}
      className="sticky-buy-bar"
      aria-label={t('Buy {name}', { name: product.name })}
      hidden={!shown}
      data-shown={shown || undefined}
    >
      <div className="sticky-buy-bar__inner container">
        <div className="sticky-buy-bar__what">
          <p className="sticky-buy-bar__name">
            {product.name}
            {options && <span className="sticky-buy-bar__options"> · {options}</span>}
          </p>
          <Price price={variant.price} originalPrice={variant.originalPrice} showDiscount={false} />
        </div>
        <Button
          disabled={outOfStock}
          loading={adding}
          icon={outOfStock ? undefined : <CartIcon size={18} />}
          onClick={() => void add(product._id, 1, { variantId: variant.id })}
        >
          {outOfStock ? t('Out of Stock') : t('Add to Cart')}
        </Button>
      </div>
    </aside>
  );
}
