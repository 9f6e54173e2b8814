/**
 * Open/closed state of the cart drawer, shared by the header's cart button, the drawer frame
 * and every "add to cart" (spec §4: adding an item opens the cart panel). A module-level store
 * read through useSyncExternalStore: no provider needed, and non-React code can open it too.
 */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): boolean {
  return open;
}

/** Opens or closes the drawer from anywhere (e.g. right after addToCart resolves). */
export function setCartDrawerOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

export function useCartDrawer(): { open: boolean; setOpen: (next: boolean) => void } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { open: current, setOpen: setCartDrawerOpen };
}
