import { NavLink } from 'react-router-dom';
import { IconButton } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { useModalDialog } from '../../ui/dialog';
import { msg, useT } from '../../i18n';
import { NAV_LINKS } from './nav-links';
import { LanguageButtons } from './language-switch';
import { Logo } from './logo';

const MORE_LINKS = [
  { to: '/bestsellers', label: msg('Best Sellers') },
  { to: '/new-arrivals', label: msg('New Arrivals') },
  { to: '/sale', label: msg('Sale') },
  { to: '/wishlist', label: msg('Wishlist') },
  { to: '/cart', label: msg('Cart') },
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
  const t = useT();
  return (
    <dialog {...modal} className="drawer drawer--left mobile-menu" aria-label={t('Menu')}>
      <div className="drawer__panel">
        <div className="drawer__head">
          <Logo onClick={onClose} />
          <IconButton label={t('Close menu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <nav aria-label={t('Mobile')} className="mobile-menu__nav">
          <ul role="list">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} onClick={onClose}>
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul role="list" className="mobile-menu__more">
            {MORE_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} onClick={onClose}>
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={accountHref} onClick={onClose}>
                {signedIn ? t('My Account') : t('Sign in')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <section className="mobile-menu__language" aria-labelledby="mobile-menu-language">
          <h2 id="mobile-menu-language" className="mobile-menu__language-title">
            {t('Language')}
          </h2>
          <LanguageButtons />
        </section>
      </div>
    </dialog>
  );
}
