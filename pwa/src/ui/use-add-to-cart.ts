import { useCallback, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { addToCart } from '../data';
import { errorMessage } from '../lib/api-client';
import { useCartDrawer } from './cart-drawer-state';

/**
 * Adds to the cart the way the spec wants everywhere: the cart panel opens after a successful add
 * (not for Buy Now, which goes straight on to the checkout: `{ openDrawer: false }`);
 * 'Requested quantity exceeds available inventory.' (thrown by the data layer) is shown as an error toast.
 * `variantId` picks the variant (the product page's choice); without it the product's default variant.
 */
export interface AddToCartOptions {
  openDrawer?: boolean;
  variantId?: string;
}

export function useAddToCart(): {
  add(productId: string, quantity?: number, options?: AddToCartOptions): Promise<boolean>;
  adding: boolean;
} {
  const { setOpen } = useCartDrawer();
  const [adding, setAdding] = useState(false);
  const add = useCallback(
    async (productId: string, quantity = 1, { openDrawer = true, variantId }: AddToCartOptions = {}) => {
      setAdding(true);
      try {
        await addToCart(productId, quantity, variantId);
        if (openDrawer) setOpen(true);
        return true;
      } catch (e) {
        toast.error(errorMessage(e));
        return false;
      } finally {
        setAdding(false);
      }
    },
    [setOpen],
  );
  return { add, adding };
}
