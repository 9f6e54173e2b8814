/**
 * The signed-in write path (issue 12): a shopper makes 50 cart and wishlist writes offline
 * (25 products added to the cart, 25 saved to the wishlist, each a different product), then the
 * connection returns. The outbox folds the adds of each list into one merge before sending. Prints the time from reconnect until the outbox is
 * drained (target ≤ 2 s on this machine) and how many requests it took, counted on the page
 * and on the service worker (either may replay). Needs a built PWA (pnpm start builds it).
 */
import { startStoreProcess } from './lib/store-process.js';
import { connectBrowser, launchChromium, type CdpSession } from './pwa-browser.js';

const PRODUCTS = Number(process.env.BENCH_OUTBOX_PRODUCTS ?? 25);
const RUNS = Number(process.env.BENCH_OUTBOX_RUNS ?? 3);

interface ApiAnswer<T> {
  data: T;
  token?: string;
  user?: unknown;
}

async function call<T>(url: string, init?: RequestInit): Promise<ApiAnswer<T>> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as ApiAnswer<T>;
}

async function main(): Promise<void> {
  const store = await startStoreProcess({ SEED_PRODUCTS: process.env.BENCH_PRODUCTS ?? '300' });
  const chrome = await launchChromium();
  const browser = await connectBrowser(chrome.port);
  const { data } = await call<{ products: Array<{ _id: string; stock: number }> }>(`${store.url}/api/products?limit=100&sort=newest`);
  const ids = data.products
    .filter((p) => p.stock > 0)
    .map((p) => p._id)
    .slice(0, PRODUCTS);
  if (ids.length < PRODUCTS) throw new Error(`only ${ids.length} products in stock`);
  const results: Array<{ ms: number; requests: number; entries: string; cart: number; wishlist: number }> = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const signup = await call<unknown>(`${store.url}/api/auth/signup`, {
        method: 'POST',
        body: JSON.stringify({
          name: 'Bench Shopper',
          email: `bench.${Date.now()}.${run}@example.com`,
          password: 'secret123',
          confirmPassword: 'secret123',
        }),
      });
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.goto(`${store.url}/about`, { waitUntil: 'load' });
      await page.evaluate(
        `localStorage.setItem('token', ${JSON.stringify(signup.token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(signup.user))})`,
      );
      await page.goto(`${store.url}/products`, { waitUntil: 'load' });
      await page.waitForFunction(
        "navigator.serviceWorker.controller !== null && localStorage.getItem('inkwell-catalog-v5.ready') === '1'",
        { timeout: 90_000 },
      );

      // Offline: the page and its service worker both, so neither can send early.
      const workers = context.targets().filter((t) => t.type() === 'service_worker');
      const sessions: CdpSession[] = [await page.createCDPSession(), ...(await Promise.all(workers.map((t) => t.createCDPSession())))];
      const requests: string[] = [];
      const stamps: number[] = [];
      const sentAt = new Map<string, number>();
      const doneAt = new Map<string, number>();
      for (const s of sessions) {
        await s.send('Network.enable');
        await s.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
        s.on('Network.loadingFinished', (e) => {
          if (sentAt.has(String(e.requestId))) doneAt.set(String(e.requestId), Number(e.timestamp));
        });
        s.on('Network.requestWillBeSent', (e) => {
          if (/\/api\/(cart|wishlist)/.test(String((e.request as { url?: string }).url)))
            sentAt.set(String(e.requestId), Number(e.timestamp));
          const url = String((e.request as { url?: string }).url);
          if (/\/api\/(cart|wishlist)/.test(url)) {
            requests.push(url);
            stamps.push(Date.now());
          }
        });
      }
      for (const id of ids) {
        await page.goto(`${store.url}/product/${id}`, { waitUntil: 'load' });
        await page.waitForFunction(
          `!!document.querySelector('main h1') && [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Add to Cart' && !b.disabled)`,
          { timeout: 30_000 },
        );
        await page.evaluate(`(async () => {
          const add = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Add to Cart');
          add.click();
          const heart = document.querySelector('main button[aria-label$=" to wishlist"]');
          heart.click();
          await new Promise((r) => setTimeout(r, 150));
        })()`);
      }
      // Every write is on the device: the header counts them, and the changes chip shows what waits.
      await page.waitForFunction(
        `document.querySelector('[aria-label="Cart, ${PRODUCTS} items"]') && document.querySelector('[aria-label="Wishlist, ${PRODUCTS} items"]') && /waiting/.test(document.querySelector('.sync-status__chip')?.textContent ?? '')`,
        { timeout: 30_000 },
      );
      const entries = String(await page.evaluate("document.querySelector('.sync-status__chip').textContent"));
      requests.length = 0;
      stamps.length = 0;
      sentAt.clear();
      doneAt.clear();

      const t0 = Date.now();
      for (const s of sessions)
        await s.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await page.waitForFunction("document.querySelector('.sync-status__chip') === null", { timeout: 60_000, polling: 10 });
      const ms = Date.now() - t0;
      if (process.env.BENCH_OUTBOX_DEBUG) {
        const round = [...sentAt].flatMap(([id, at]) => (doneAt.has(id) ? [(doneAt.get(id)! - at) * 1000] : []));
        console.log(
          'first request after',
          stamps[0]! - t0,
          'ms; last at',
          stamps.at(-1)! - t0,
          'ms; request→answer avg',
          (round.reduce((a, b) => a + b, 0) / round.length).toFixed(1),
          'ms over',
          round.length,
        );
      }
      const cart = await call<{ items: unknown[] }>(`${store.url}/api/cart`, { headers: { authorization: `Bearer ${signup.token}` } });
      const wishlist = await call<unknown[]>(`${store.url}/api/wishlist`, { headers: { authorization: `Bearer ${signup.token}` } });
      results.push({ ms, requests: requests.length, entries, cart: cart.data.items.length, wishlist: wishlist.data.length });
      await context.close();
    }
    for (const [i, r] of results.entries()) {
      console.log(
        `run ${i + 1}: reconnect → outbox of ${PRODUCTS * 2} writes (folded to "${r.entries}") drained in ${r.ms} ms, ${r.requests} requests (the refresh of cart and wishlist included); server holds ${r.cart} cart lines, ${r.wishlist} saved products`,
      );
    }
    const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      `Outbox drain after reconnect (${PRODUCTS * 2} cart and wishlist writes): median ${sorted[Math.floor(sorted.length / 2)]} ms  (target ≤ 2000 ms)`,
    );
  } finally {
    await browser.disconnect();
    await chrome.kill();
    await store.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
