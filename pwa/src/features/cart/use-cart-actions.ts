/**
 * What a shopper can do to a cart line, with the spec's feedback: an over-stock change shows
 * 'Requested quantity exceeds available inventory.' (thrown by the data layer) as an error toast
 * and changes nothing.
 */
import { useCallback } from 'react';
import toast from 'react-hot-toast/headless';
import { MESSAGES } from '@store/shared';
import { addToWishlist, removeFromCart, setCartQuantity } from '../../data';
import { errorMessage } from '../../lib/api-client';

export interface CartActions {
  changeQuantity(productId: string, quantity: number): Promise<void>;
  remove(productId: string): Promise<void>;
  moveToWishlist(productId: string): Promise<void>;
}

export function useCartActions(): CartActions {
  const changeQuantity = useCallback(async (productId: string, quantity: number) => {
    try {
      await setCartQuantity(productId, quantity);
    } catch (e) {
      toast.error(errorMessage(e, MESSAGES.cart.update));
    }
  }, []);

  const remove = useCallback(async (productId: string) => {
    try {
      await removeFromCart(productId);
    } catch (e) {
      toast.error(errorMessage(e, MESSAGES.cart.remove));
    }
  }, []);

  const moveToWishlist = useCallback(async (productId: string) => {
    try {
      // Into the wishlist first: if that fails the item stays in the cart, nothing is lost.
      await addToWishlist(productId);
      await removeFromCart(productId);
      toast.success('Moved to wishlist');
    } catch (e) {
      toast.error(errorMessage(e, MESSAGES.wishlist.add));
    }
  }, []);

  return { changeQuantity, remove, moveToWishlist };
}
