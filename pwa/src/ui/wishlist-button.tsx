import toast from 'react-hot-toast/headless';
import { toggleWishlist, useWishlistIds } from '../data';
import { errorMessage } from '../lib/api-client';
import { IconButton } from './button';
import { HeartIcon } from './icons';

/** Heart toggle: adds when absent (remembering the variant shown, `variantId`), removes when present. */
export function WishlistButton({
  productId,
  variantId,
  productName,
  className,
  size = 18,
}: {
  productId: string;
  /** The variant the shopper is looking at (the product page's choice); absent: the default. */
  variantId?: string;
  productName: string;
  className?: string;
  size?: number;
}) {
  const { has } = useWishlistIds();
  const inList = has(productId);
  const onClick = async () => {
    try {
      const now = await toggleWishlist(productId, variantId);
      toast.success(now ? 'Added to wishlist' : 'Removed from wishlist');
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <IconButton
      label={inList ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      aria-pressed={inList}
      className={className}
      onClick={onClick}
    >
      <HeartIcon size={size} filled={inList} />
    </IconButton>
  );
}
