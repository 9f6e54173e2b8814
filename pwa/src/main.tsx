import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/reset.css';
import './styles/base.css';
import './styles/ui.css';
import './styles/product-card.css';
import './styles/layout.css';
// The storefront's pages' styles are in the first stylesheet too: a page's styles arriving after
// the first paint would restyle and lay out the whole page again. Only screens a shopper browsing the catalogue never opens on a first visit (admin, account,
// checkout, sign-in, about) bring their own stylesheet with their chunk (vite.config.ts).
import './features/home/home.css';
import './features/catalog/listing.css';
import './features/catalog/product-detail.css';
import './features/cart/cart.css';
import './features/wishlist/wishlist.css';
import './app/footer/footer.css';
import './app/not-found-page.css';
import './ui/newsletter.css';
import './ui/order-summary.css';
import './ui/deliver-to.css';
import { App } from './app/app';
import { startLanguage } from './i18n';
import { followAccountLanguage } from './i18n/account-language';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Rendered in a transition: React yields to the browser every few milliseconds while it builds
// the first screen, so starting up is never one long task on a slow phone.
const render = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

// English renders at once; a Hindi shopper's first screen waits for the Hindi texts (from the
// service worker's cache after the first visit), so it never flashes English (decision 051).
const languageReady = startLanguage();
followAccountLanguage();
if (languageReady) void languageReady.then(render);
else render();
