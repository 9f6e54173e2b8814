import { Suspense, useEffect, useRef } from 'react';
import { useCartDrawer } from '../../features/cart/cart-drawer-state';
import { IconButton } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { CartDrawerContent } from '../lazy-pages';

/**
 * The cart panel sliding in from the right (spec §2). A native modal <dialog> traps focus, closes
 * on Escape and makes the page behind inert; the contents (PWA-SHOP's) load on first open.
 */
export function CartDrawer() {
  const { open, setOpen } = useCartDrawer();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const close = () => setOpen(false);
  return (
    <dialog
      ref={ref}
      className="drawer drawer--right cart-drawer"
      aria-labelledby="cart-drawer-title"
      onClose={close}
      onClick={(e) => e.target === e.currentTarget && close()}
    >
      <div className="drawer__panel">
        <div className="drawer__head">
          <h2 id="cart-drawer-title" className="drawer__title">
            Your Cart
          </h2>
          <IconButton label="Close cart" onClick={close}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className="drawer__body">
          {open && (
            <Suspense
              fallback={
                <div style={{ display: 'grid', placeItems: 'center', padding: '3rem' }}>
                  <Spinner label="Loading cart" />
                </div>
              }
            >
              <CartDrawerContent onClose={close} />
            </Suspense>
          )}
        </div>
      </div>
    </dialog>
  );
}
