/** A cold load of a signed-in page for Lighthouse (used by the storefront and admin audits). */
import { connectBrowser, type LaunchedChrome } from '../pwa-browser.js';

export interface SignedInSession {
  token: string;
  user: unknown;
}

/** Signs the shopper in in the browser's default context and removes everything else the origin stored: a cold, signed-in load. */
export async function coldSignedIn(base: string, chrome: LaunchedChrome, { token, user }: SignedInSession): Promise<void> {
  const browser = await connectBrowser(chrome.port);
  const page = await browser.newPage();
  await page.goto(`${base}/about`, { waitUntil: 'load' });
  await page.evaluate(
    `localStorage.clear(); localStorage.setItem('token', ${JSON.stringify(token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});`,
  );
  // Off the origin first, so nothing of the app registers a service worker again; then
  // everything Lighthouse's own storage reset would clear, but localStorage (the session).
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(base).origin,
    storageTypes: 'service_workers,cache_storage,indexeddb,file_systems,websql,shader_cache',
  });
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

/**
 * A returning signed-in shopper: the session set, then one visit of the store as that shopper
 * (the service worker installs and precaches, the catalogue replica fills, the shopper's rows
 * are read), and nothing cleared afterwards — the load a shopper who signed in earlier gets.
 */
export async function returningSignedIn(base: string, chrome: LaunchedChrome, session: SignedInSession): Promise<void> {
  await coldSignedIn(base, chrome, session);
  const browser = await connectBrowser(chrome.port);
  const page = await browser.newPage();
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForFunction(
    "navigator.serviceWorker.controller !== null || performance.getEntriesByName('inkwell:replica-ready').length > 0",
    { timeout: 60_000 },
  );
  await page.waitForFunction("performance.getEntriesByName('inkwell:replica-ready').length > 0", { timeout: 60_000 });
  await new Promise((r) => setTimeout(r, 3000));
  await page.close();
  await browser.disconnect();
}
