import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Deferred } from '../ui/deferred';
import { CartDrawer } from './cart-drawer/cart-drawer';
import { Header } from './header/header';
import { Footer } from './lazy-pages';
import { PageFallback } from './page-fallback';
import { ScrollToTop } from './scroll-to-top';
import { useIdleReplication } from './use-idle-replication';

export function RootLayout() {
  useIdleReplication();
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Deferred component={Footer} placeholderClassName="site-footer-placeholder" />
      <CartDrawer />
    </>
  );
}
