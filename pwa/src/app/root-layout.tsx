import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { noteLocation } from '../lib/first-answers';
import { Deferred } from '../ui/deferred';
import { CartDrawer } from './cart-drawer/cart-drawer';
import { Header } from './header/header';
import { Footer, loadFooter } from './lazy-pages';
import { PageFallback } from './page-fallback';
import { ScrollToTop } from './scroll-to-top';
import { useT } from '../i18n';
import { useIdleReplication } from './use-idle-replication';

/** Renders before the route (an earlier sibling): the page's first answers end at the first route change. */
function FirstAnswersScope() {
  noteLocation(useLocation().key);
  return null;
}

export function RootLayout() {
  useIdleReplication();
  const t = useT();
  return (
    <>
      <FirstAnswersScope />
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Laid out only when the shopper heads for it: at a phone's speed its layout was a long task in every page's first seconds. */}
      <Deferred component={Footer} placeholderClassName="site-footer-placeholder" untilApproached preload={loadFooter} />
      <CartDrawer />
    </>
  );
}
