/**
 * What a shopper can do to a cart line (one variant of a product), with the spec's feedback: an
 * over-stock change shows 'Requested quantity exceeds available inventory.' (thrown by the data
 * layer) as an error toast and changes nothing.
 */
import { useCallback } from 'react';
import toast from 'react-hot-toast/headless';
import { MESSAGES } from '@store/shared';
import { addToWishlist, removeFromCart, setCartQuantity, type CartLine } from '../../data';
import { errorMessage } from '../../lib/api-client';

/** The line as the data layer names it: its product and the variant id it stores. */
type LineOf = Pick<CartLine, 'productId' | 'variantId' | 'variant'>;

export interface CartActions {
  changeQuantity(line: LineOf, quantity: number): Promise<void>;
  remove(line: LineOf): Promise<void>;
  moveToWishlist(line: LineOf): Promise<void>;
}

export function useCartActions(): CartActions {
  const changeQuantity = useCallback(async (line: LineOf, quantity: number) => {
    try {
      await setCartQuantity(line.productId, quantity, line.variantId);
    } catch (e) {
      toast.error(errorMessage(e, MESSAGES.cart.update));
    }
  }, []);

  const remove = useCallback(async (line: LineOf) => {
    try {
      await removeFromCart(line.productId, line.variantId);
    } catch (e) {
      toast.error(errorMessage(e, MESSAGES.cart.remove));
    }
  }, []);

  const moveToWishlist = useCallback(async (line: LineOf) => {
    try {
      // Into the wishlist first (remembering the variant): if that fails the item stays in the cart, nothing is lost.
      await addToWishlist(line.productId, line.variant?.id ?? line.variantId);
      await removeFromCart(line.productId, line.variantId);
      toast.success('Moved to wishlist');
    } catch (e) {
      toast.error(errorMessage(e, MESSAGES.wishlist.add));
    }
  }, []);

  return { changeQuantity, remove, moveToWishlist };
}
