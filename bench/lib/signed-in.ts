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

/** When the returning shopper comes back (see returningSignedIn). */
export type ComingBack = 'later' | 'at-once';

/**
 * A returning signed-in shopper: the session set, then one visit of the store as that shopper
 * (the service worker installs and precaches, the catalogue replica fills, the shopper's rows
 * are read), and nothing cleared afterwards — the load a shopper who signed in earlier gets.
 *
 * `later` (the default) waits, after that visit's tab is closed, until the store's service worker
 * and the replica's SharedWorker have stopped, as Chromium stops them about 30 s after their last
 * client: the shopper comes back some time later, to a browser with nothing of the store running.
 * `at-once` audits straight away, while they still run, as if another tab of the store had just
 * closed: Chromium then puts the audited page (a `Cross-Origin-Opener-Policy` page, opened from
 * Lighthouse's about:blank) in that tab's renderer process, and the debugger Lighthouse turns on
 * again after the navigation walks the whole heap of that process, the closed tab's documents
 * included: a 170–200 ms task at the start of the load that a shopper, with no DevTools
 * attached, does not have (decision 034).
 */
export async function returningSignedIn(
  base: string,
  chrome: LaunchedChrome,
  session: SignedInSession,
  comingBack: ComingBack = 'later',
): Promise<void> {
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
  if (comingBack === 'later') await untilWorkersStop(base, chrome);
}

/** Waits until no service worker or SharedWorker of the store runs in the browser (Chromium stops idle ones after about 30 s). */
async function untilWorkersStop(base: string, chrome: LaunchedChrome): Promise<void> {
  const origin = new URL(base).origin;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const targets = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json()) as { type: string; url: string }[];
    const running = targets.filter((t) => (t.type === 'service_worker' || t.type === 'shared_worker') && t.url.startsWith(origin));
    if (running.length === 0) return;
    if (Date.now() > deadline) throw new Error(`still running after 120 s: ${running.map((t) => t.url).join(', ')}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}
