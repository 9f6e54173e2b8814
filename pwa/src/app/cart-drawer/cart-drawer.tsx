import { Suspense } from 'react';
import { useT } from '../../i18n';
import { useCartDrawer } from '../../ui/cart-drawer-state';
import { IconButton } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { useModalDialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { CartDrawerContent } from '../lazy-pages';

/**
 * The cart panel sliding in from the right. A native modal <dialog> traps focus, closes
 * on Escape and makes the page behind inert; the contents (PWA-SHOP's) load on first open.
 */
export function CartDrawer() {
  const { open, setOpen } = useCartDrawer();
  const t = useT();
  const close = () => setOpen(false);
  const modal = useModalDialog(open, close);
  return (
    <dialog {...modal} className="drawer drawer--right cart-drawer" aria-labelledby="cart-drawer-title">
      <div className="drawer__panel">
        <div className="drawer__head">
          <h2 id="cart-drawer-title" className="drawer__title">
            {t('Your Cart')}
          </h2>
          <IconButton label={t('Close cart')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className="drawer__body">
          {open && (
            <Suspense
              fallback={
                <div style={{ display: 'grid', placeItems: 'center', padding: '3rem' }}>
                  <Spinner label={t('Loading cart')} />
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
