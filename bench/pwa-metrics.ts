/**
 * Storefront figures (issue 4): JavaScript transferred for the first load of `/` (compressed,
 * target ≤ 150 KB), time from the first visit until the catalogue replica is queryable (target
 * ≤ 3 s), and search latency per keystroke over the replica (header search, p95 target ≤ 16 ms).
 * Runs the store as a user does on a fresh data directory; needs a built PWA (pnpm start builds it).
 */
import { startStoreProcess } from './lib/store-process.js';
import { firstLoadJs } from './lib/first-load-js.js';
import { connectBrowser, launchChromium, type BrowserPage } from './pwa-browser.js';
import { keystrokeLatencies, percentile } from './lib/keystrokes.js';

const RUNS = 3;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function replicaReadyMs(page: BrowserPage): Promise<{ ready: number; reviews: number }> {
  await page.waitForFunction("performance.getEntriesByName('inkwell:replica-ready').length > 0", { timeout: 60_000 });
  await page.waitForFunction("performance.getEntriesByName('inkwell:replica-reviews-ready').length > 0", { timeout: 60_000 });
  const marks = await page.evaluate(
    "[performance.getEntriesByName('inkwell:replica-ready')[0].startTime, performance.getEntriesByName('inkwell:replica-reviews-ready')[0].startTime]",
  );
  if (!Array.isArray(marks)) throw new Error('replica marks missing');
  return { ready: Number(marks[0]), reviews: Number(marks[1]) };
}

async function main(): Promise<void> {
  const store = await startStoreProcess();
  const chrome = await launchChromium();
  const browser = await connectBrowser(chrome.port);
  try {
    const loads: { untilLoad: number; afterIdle: number }[] = [];
    const ready: { ready: number; reviews: number }[] = [];
    let keystrokes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh profile each run: a first visit, nothing cached, no replica yet.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      loads.push(await firstLoadJs(page, `${store.url}/`));
      ready.push(await replicaReadyMs(page));
      keystrokes = keystrokes.concat(await keystrokeLatencies(page));
      await context.close();
    }
    const median = (xs: number[]) => percentile(xs, 50);
    console.log(
      `JS transferred, first load of / (compressed, until load): ${kb(median(loads.map((l) => l.untilLoad)))}  (target ≤ 150 KB)`,
    );
    console.log(`JS transferred incl. idle-time chunks (Dexie, RxDB replica):  ${kb(median(loads.map((l) => l.afterIdle)))}`);
    console.log(
      `First visit → replica queryable (products, categories, stock): ${median(ready.map((r) => r.ready)).toFixed(0)} ms  (target ≤ 3000 ms)`,
    );
    console.log(`First visit → reviews replicated too:                          ${median(ready.map((r) => r.reviews)).toFixed(0)} ms`);
    console.log(
      `Header search over the replica, per keystroke (${keystrokes.length} keystrokes): p50 ${percentile(keystrokes, 50).toFixed(1)} ms, p95 ${percentile(keystrokes, 95).toFixed(1)} ms  (target p95 ≤ 16 ms)`,
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
