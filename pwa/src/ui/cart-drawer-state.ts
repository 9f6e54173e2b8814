/**
 * Open/closed state of the cart drawer, shared by the header's cart button, the drawer frame
 * and every "add to cart" (adding an item opens the cart panel). A module-level store: no
 * provider needed, and non-React code can open it too.
 */
import { createExternalStore, useExternalStore } from '../lib/external-store';

const drawer = createExternalStore(false);

/** Opens or closes the drawer from anywhere (e.g. right after addToCart resolves). */
export const setCartDrawerOpen = (next: boolean): void => drawer.set(next);

export function useCartDrawer(): { open: boolean; setOpen: (next: boolean) => void } {
  return { open: useExternalStore(drawer), setOpen: setCartDrawerOpen };
}
