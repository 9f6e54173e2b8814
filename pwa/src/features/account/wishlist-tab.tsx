/** Wishlist: the saved products, each the variant it was kept with, with Move to Cart and Remove (the full grid is at /wishlist). */
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { formatRupees, MESSAGES } from '@store/shared';
import { removeFromWishlist, useWishlist } from '../../data';
import { errorMessage } from '../../lib/api-client';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { HeartIcon } from '../../ui/icons';
import { productHref, variantOptionsText } from '../../ui/line-options';
import { PendingNote } from '../../ui/pending-note';
import { ProductImage } from '../../ui/product-image';
import { useAddToCart } from '../../ui/use-add-to-cart';
import { useT } from '../../i18n';

export function WishlistTab() {
  const { items, productIds, isPending } = useWishlist();
  const { add } = useAddToCart();
  const t = useT();
  const remove = (id: string) => removeFromWishlist(id).catch((e: unknown) => void toast.error(errorMessage(e, MESSAGES.wishlist.remove)));
  // useAddToCart tells the shopper when adding fails; the product then stays saved.
  const moveToCart = async (id: string, variantId: string) => {
    if (await add(id, 1, { variantId })) await remove(id);
  };
  if (productIds.length === 0) {
    return (
      <EmptyState
        icon={<HeartIcon size={28} />}
        title={t('Your wishlist is empty')}
        message={t('Tap the heart on any product to save it here.')}
        actions={
          <Link className={buttonClass()} to="/products">
            {t('Browse products')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="account-stack">
      <ul className="account-wishlist" role="list">
        {items.map(({ product: p, variant: v }) => {
          const options = variantOptionsText(p, v);
          return (
            <li key={p._id} className="account-card account-wishlist__item">
              <ProductImage src={v.imageUrls[0] ?? p.imageUrls[0]} alt="" size={72} />
              <div>
                <Link to={productHref(p._id, v.id, p.options.length > 0)} className="account-wishlist__name">
                  {p.name}
                </Link>
                {options && <p className="line-options">{options}</p>}
                <p className="account-note">{v.stock > 0 ? formatRupees(v.price) : t('Out of Stock')}</p>
                {isPending(p._id) && <PendingNote />}
              </div>
              <div className="account-address__actions">
                <Button
                  size="sm"
                  disabled={v.stock <= 0}
                  onClick={() => void moveToCart(p._id, v.id)}
                  aria-label={t('Move {name} to cart', { name: p.name })}
                >
                  {t('Move to Cart')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void remove(p._id)}
                  aria-label={t('Remove {name} from wishlist', { name: p.name })}
                >
                  {t('Remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Link to="/wishlist" className="text-button">
        {t('Open the full wishlist')}
      </Link>
    </div>
  );
}
