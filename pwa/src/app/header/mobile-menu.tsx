import { NavLink } from 'react-router-dom';
import { IconButton } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { useModalDialog } from '../../ui/dialog';
import { NAV_LINKS } from './nav-links';
import { Logo } from './logo';

const MORE_LINKS = [
  { to: '/bestsellers', label: 'Best Sellers' },
  { to: '/new-arrivals', label: 'New Arrivals' },
  { to: '/sale', label: 'Sale' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/cart', label: 'Cart' },
] as const;

/** Mobile navigation drawer on a native modal <dialog>: focus trap and Escape come with it. */
export function MobileMenu({
  open,
  onClose,
  accountHref,
  signedIn,
}: {
  open: boolean;
  onClose(): void;
  accountHref: string;
  signedIn: boolean;
}) {
  const modal = useModalDialog(open, onClose);
  return (
    <dialog {...modal} className="drawer drawer--left mobile-menu" aria-label="Menu">
      <div className="drawer__panel">
        <div className="drawer__head">
          <Logo onClick={onClose} />
          <IconButton label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <nav aria-label="Mobile" className="mobile-menu__nav">
          <ul role="list">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} onClick={onClose}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul role="list" className="mobile-menu__more">
            {MORE_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} onClick={onClose}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={accountHref} onClick={onClose}>
                {signedIn ? 'My Account' : 'Sign in'}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
