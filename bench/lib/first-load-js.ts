/** Bytes on the wire of the scripts a page loads (shared by the PWA and admin benches). */
import type { BrowserPage } from '../pwa-browser.js';

/** Bytes on the wire (headers + compressed body) of every script, split at the load event. */
export async function firstLoadJs(page: BrowserPage, url: string): Promise<{ untilLoad: number; afterIdle: number }> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set<string>();
  let loaded = false;
  let untilLoad = 0;
  let total = 0;
  cdp.on('Network.responseReceived', (e) => {
    const response = e.response as { mimeType?: string; url?: string };
    if (e.type === 'Script' || response.mimeType?.includes('javascript')) scripts.add(String(e.requestId));
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!scripts.has(String(e.requestId))) return;
    const bytes = Number(e.encodedDataLength);
    total += bytes;
    if (!loaded) untilLoad += bytes;
  });
  await page.goto(url, { waitUntil: 'load' });
  loaded = true;
  // Scripts loaded when the page is idle (Dexie, the RxDB replica) come after the first paint.
  await new Promise((r) => setTimeout(r, 5000));
  return { untilLoad, afterIdle: total };
}
