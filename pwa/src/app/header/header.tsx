import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { HEADER_FIXED_AFTER_PX } from '@store/shared';
import { useCartCount, useSession, useWishlistIds } from '../../data/shell';
import { useCartDrawer } from '../../ui/cart-drawer-state';
import { IconButton } from '../../ui/button';
import { CartIcon, HeartIcon, MenuIcon, UserIcon } from '../../ui/icons';
import { useT } from '../../i18n';
import { MobileMenu } from '../lazy-pages';
import { PwaStatus } from '../pwa-status';
import { SyncStatus } from '../sync-status/sync-status';
import { Logo } from './logo';
import { NotificationBell } from './notification-bell';
import { LanguageSelect } from './language-switch';
import { SearchBox } from './search-box';
import { NAV_LINKS } from './nav-links';
import './header.css';

/**
 * The header becomes fixed once the page is scrolled more than 100px. Watched with an
 * IntersectionObserver on a 1px marker placed 100px down the page: no scroll handler, and no
 * `scrollY` read forcing a layout while the first screen is being built.
 */
function useScrolledPast(marker: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const el = marker.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [marker]);
  return past;
}

export function Header() {
  const marker = useRef<HTMLSpanElement>(null);
  const fixed = useScrolledPast(marker);
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code loads when it is first opened (not in the first load); from then on it stays mounted.
  const [menuUsed, setMenuUsed] = useState(false);
  const count = useCartCount();
  const { productIds } = useWishlistIds();
  const { user } = useSession();
  const { setOpen: setCartOpen } = useCartDrawer();
  const t = useT();
  const accountHref = user ? '/account' : '/login';
  const accountLabel = user ? t('Account of {name}', { name: user.name }) : t('Sign in');
  const wishlistCount = productIds.length;

  return (
    // The slot keeps the header's height in the flow so the page does not jump when it turns fixed.
    <div className="header-slot">
      <span ref={marker} className="header-slot__marker" style={{ top: HEADER_FIXED_AFTER_PX }} aria-hidden="true" />
      <header className={`site-header ${fixed ? 'site-header--fixed' : ''}`.trim()}>
        <div className="container site-header__bar">
          <IconButton
            label={t('Open menu')}
            className="site-header__menu-btn"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
          <Logo />
          <nav className="site-nav" aria-label={t('Main')}>
            <ul role="list">
              {NAV_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end={l.end} className="site-nav__link">
                    {t(l.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__search site-header__search--wide">
            <SearchBox idPrefix="search-wide" />
          </div>
          <div className="site-header__actions">
            <LanguageSelect />
            <PwaStatus />
            <SyncStatus />
            <NotificationBell />
            <Link
              to="/wishlist"
              className="icon-btn"
              aria-label={t.plural(wishlistCount, { one: 'Wishlist, {count} item', other: 'Wishlist, {count} items' })}
              title={t('Wishlist')}
            >
              <HeartIcon />
              {wishlistCount > 0 && (
                <span className="count-badge" aria-hidden="true">
                  {wishlistCount > 99 ? '99+' : wishlistCount}
                </span>
              )}
            </Link>
            <IconButton
              label={t.plural(count, { one: 'Cart, {count} item', other: 'Cart, {count} items' })}
              badge={count}
              onClick={() => setCartOpen(true)}
              aria-haspopup="dialog"
            >
              <CartIcon />
            </IconButton>
            <Link to={accountHref} className="icon-btn site-header__optional" aria-label={accountLabel} title={accountLabel}>
              <UserIcon />
            </Link>
          </div>
        </div>
        <div className="container site-header__search site-header__search--narrow">
          <SearchBox idPrefix="search-narrow" />
        </div>
      </header>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} accountHref={accountHref} signedIn={Boolean(user)} />
        </Suspense>
      )}
    </div>
  );
}
