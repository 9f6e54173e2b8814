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
  await page.evaluate(`(async () => {
    localStorage.clear();
    localStorage.setItem('token', ${JSON.stringify(token)});
    localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});
    for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    for (const k of await caches.keys()) await caches.delete(k);
    for (const d of await indexedDB.databases()) if (d.name) indexedDB.deleteDatabase(d.name);
  })()`);
  // Lighthouse's storage reset would also have emptied the HTTP cache: the setup visit's scripts must not make the audit warm.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

