/**
 * /wishlist: a grid of saved products with Clear All, Remove and Move to Cart.
 * Move to Cart adds one to the cart (which opens the cart panel) and then takes the
 * product off the list.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { MESSAGES } from '@store/shared';
import { clearWishlist, removeFromWishlist, useWishlist } from '../../data';
import { useT } from '../../i18n';
import { errorMessage } from '../../lib/api-client';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { HeartIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { useAddToCart } from '../../ui/use-add-to-cart';
import { WishlistCard } from './wishlist-card';
import './wishlist.css';
import { usePageMeta } from '../../ui/use-page-meta';

export function WishlistPage() {
  const { productIds, items, isPending } = useWishlist();
  const { add } = useAddToCart();
  const [clearing, setClearing] = useState(false);
  const t = useT();
  const count = productIds.length;

  usePageMeta(count > 0 ? t('My Wishlist ({count})', { count }) : t('My Wishlist'));

  async function remove(productId: string) {
    try {
      await removeFromWishlist(productId);
    } catch (e) {
      toast.error(errorMessage(e, MESSAGES.wishlist.remove));
    }
  }

  async function moveToCart(productId: string, variantId: string) {
    // The variant it was kept with; useAddToCart shows the over-stock message itself, and the item stays listed when adding fails.
    if (await add(productId, 1, { variantId })) await remove(productId);
  }

  async function clearAll() {
    setClearing(true);
    try {
      await clearWishlist();
      toast.success('Wishlist cleared');
    } catch (e) {
      toast.error(errorMessage(e, MESSAGES.wishlist.clear));
    } finally {
      setClearing(false);
    }
  }

  if (count === 0) {
    return (
      <div className="container wishlist-page">
        <EmptyState
          level={1}
          icon={<HeartIcon size={32} />}
          title={t('Your wishlist is empty')}
          message={t('Tap the heart on any product to keep it here for later.')}
          actions={
            <Link to="/products" className={buttonClass('primary', 'lg')}>
              {t('Start Shopping')}
            </Link>
          }
        />
      </div>
    );
  }

  // Ids whose product is not known here yet (still loading, or deleted) keep a card, so they can be removed.
  const known = new Set(items.map((i) => i.product._id));
  const missing = productIds.filter((id) => !known.has(id));

  return (
    <div className="container wishlist-page">
      <div className="wishlist-page__head">
        <div>
          <h1>{t('My Wishlist')}</h1>
          <p className="muted">{t.plural(count, { one: '{count} item saved', other: '{count} items saved' })}</p>
        </div>
        <Button variant="secondary" onClick={() => void clearAll()} loading={clearing}>
          {t('Clear All')}
        </Button>
      </div>

      <ul className="product-grid wishlist-page__grid" aria-label={t('Saved products')}>
        {items.map(({ product, variant }, i) => (
          <li key={product._id}>
            <WishlistCard
              product={product}
              variant={variant}
              eager={i < 2}
              pending={isPending(product._id)}
              onRemove={remove}
              onMoveToCart={moveToCart}
            />
          </li>
        ))}
        {missing.map((id) => (
          <li key={id} className="wishlist-missing">
            <Skeleton height="auto" style={{ aspectRatio: '1' }} />
            <p className="muted">{t('Saved item (details not available right now)')}</p>
            <Button size="sm" variant="ghost" onClick={() => void remove(id)}>
              {t('Remove')}
              <span className="visually-hidden"> {t('saved item')}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
