/**
 * Storefront figures (issue 4): JavaScript transferred for the first load of `/` (compressed,
 * target ≤ 150 KB), time from the first visit until the catalogue replica is queryable (target
 * ≤ 3 s), and search latency per keystroke over the replica (header search, p95 target ≤ 16 ms).
 * Runs the store as a user does on a fresh data directory; needs a built PWA (pnpm start builds it).
 */
import { startStoreProcess } from './lib/store-process.js';
import { firstLoadJs } from './lib/first-load-js.js';
import { connectBrowser, launchChromium, type BrowserPage } from './pwa-browser.js';

const QUERIES = ['fountain pen', 'notebook a5', 'watercolour', 'stapler', 'gel pen', 'sketchbook'];
const RUNS = 3;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function replicaReadyMs(page: BrowserPage): Promise<{ ready: number; reviews: number }> {
  await page.waitForFunction("performance.getEntriesByName('inkwell:replica-ready').length > 0", { timeout: 60_000 });
  await page.waitForFunction("performance.getEntriesByName('inkwell:replica-reviews-ready').length > 0", { timeout: 60_000 });
  const marks = await page.evaluate(
    "[performance.getEntriesByName('inkwell:replica-ready')[0].startTime, performance.getEntriesByName('inkwell:replica-reviews-ready')[0].startTime]",
  );
  if (!Array.isArray(marks)) throw new Error('replica marks missing');
  return { ready: Number(marks[0]), reviews: Number(marks[1]) };
}

/**
 * Types each query into the header search, one character at a time, and times each keystroke
 * from the input event until the suggestions list shows the answer for the new text (the
 * replica worker answers; the list's `data-answered-for` names the text it shows). The next
 * frame is not awaited: that would time the display's refresh rate.
 */
async function keystrokeLatencies(page: BrowserPage): Promise<number[]> {
  const result = await page.evaluate(`(async () => {
    const input = document.querySelector('input[role="combobox"]');
    if (!input) throw new Error('header search not found');
    const list = document.getElementById(input.getAttribute('aria-controls'));
    if (!list) throw new Error('suggestions list not found');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const answered = (text) => new Promise((resolve, reject) => {
      if (list.dataset.answeredFor === text) return resolve();
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no answer for ' + text)); }, 5000);
      const observer = new MutationObserver(() => {
        if (list.dataset.answeredFor !== text) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      });
      observer.observe(list, { attributes: true, attributeFilter: ['data-answered-for'] });
    });
    const times = [];
    for (const query of ${JSON.stringify(QUERIES)}) {
      for (let i = 1; i <= query.length; i++) {
        const text = query.slice(0, i);
        const t0 = performance.now();
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await answered(text.trim().toLowerCase());
        times.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 30));
      }
      setValue.call(input, '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 50));
    }
    return times;
  })()`);
  if (!Array.isArray(result)) throw new Error('no timings');
  return result.map(Number);
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
