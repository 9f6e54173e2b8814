/**
 * `pnpm bench pincode`: "Deliver to" on the device (issue 45), in Debian's Chromium against the
 * store started as a user starts it (needs a built PWA, as pwa-metrics does). Prints:
 * - the lookup per keystroke on the device: the lookup's own time (table and delivery estimate,
 *   the `inkwell:pincode-lookup` measures the hook leaves; Chromium's clock counts in steps of
 *   0.1 ms on a page without cross-origin isolation) and keystroke → answer shown (from the
 *   input event until the block's live region answers for the pincode typed, React's render
 *   included), p50 / p95, the table in memory;
 * - the first pincode of a first visit (the table and zones downloaded, parsed, kept) and of a
 *   later page (read from IndexedDB and parsed);
 * - the table's parse time (`inkwell:pincode-parse`, once per page);
 * - the bytes: on the wire (gzip) and kept in IndexedDB.
 */
import { readFileSync } from 'node:fs';
import { startStoreProcess } from './lib/store-process.js';
import { connectBrowser, launchChromium, type BrowserPage } from './pwa-browser.js';
import { percentile } from './lib/keystrokes.js';

const PAGES = 5;
const PINS = 60;
const TABLE = new URL('../shared/data/pincodes.txt', import.meta.url);

/** Every pincode in the table (its fourth line: base-36 gaps, a district index after a dot). */
function tablePincodes(): string[] {
  const entries = readFileSync(TABLE, 'utf8').split('\n')[3]!.split(',');
  let pin = 0;
  return entries.map((entry) => String((pin += parseInt(entry.split('.')[0]!, 36))));
}

/** Pincodes to type: most from the table, spread over India, every fifth one unknown. */
function pinsToType(): string[] {
  const known = tablePincodes();
  return Array.from({ length: PINS }, (_, i) =>
    i % 5 === 4 ? String(100000 + ((i * 7919) % 899999)) : known[Math.floor((i * known.length) / PINS)]!,
  );
}

/** Types each pincode a digit at a time; times each keystroke that completes six digits until the block answers it. */
async function typePins(page: BrowserPage, pins: string[]): Promise<number[]> {
  const result = await page.evaluate(`(async () => {
    const input = document.querySelector('section.deliver-to input');
    if (!input) throw new Error('Deliver to input not found');
    const live = document.querySelector('section.deliver-to [aria-live]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const type = (text) => { setValue.call(input, text); input.dispatchEvent(new Event('input', { bubbles: true })); };
    const answered = (pin) => new Promise((resolve, reject) => {
      if (live.dataset.answeredFor === pin) return resolve();
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no answer for ' + pin)); }, 30000);
      const observer = new MutationObserver(() => {
        if (live.dataset.answeredFor !== pin) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      });
      observer.observe(live, { attributes: true, attributeFilter: ['data-answered-for'] });
    });
    const times = [];
    for (const pin of ${JSON.stringify(pins)}) {
      for (let i = 1; i < 6; i++) {
        type(pin.slice(0, i));
        await new Promise((r) => setTimeout(r, 20));
      }
      const t0 = performance.now();
      type(pin);
      await answered(pin);
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
      type('');
    }
    return times;
  })()`);
  if (!Array.isArray(result)) throw new Error('no timings');
  return result.map(Number);
}

const measures = async (page: BrowserPage, name: string): Promise<number[]> => {
  const value = await page.evaluate(`performance.getEntriesByName(${JSON.stringify(name)}).map((e) => e.duration)`);
  if (!Array.isArray(value)) throw new Error(`no ${name} measures`);
  return value.map(Number);
};

const waitForBlock = (page: BrowserPage) =>
  page.waitForFunction("document.querySelector('section.deliver-to input') !== null", { timeout: 60_000 });

interface Bytes {
  wire: number;
  gzipBody: number;
  body: number;
}

async function wireBytes(page: BrowserPage, path: string): Promise<Bytes> {
  const value = (await page.evaluate(`(() => {
    const e = performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname === ${JSON.stringify(path)});
    return e ? { wire: e.transferSize, gzipBody: e.encodedBodySize, body: e.decodedBodySize } : null;
  })()`)) as Bytes | null;
  if (!value) throw new Error(`${path} was not requested`);
  return value;
}

/**
 * What the device keeps: the two IndexedDB records' sizes. (Chromium's own count of the origin's
 * IndexedDB bytes cannot tell them apart from the catalogue replica, which fills beside them.)
 */
async function keptBytes(page: BrowserPage): Promise<{ table: number; zones: number }> {
  const value = (await page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('inkwell-pincodes');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const get = open.result.transaction('kept').objectStore('kept').getAll();
      get.onsuccess = () => {
        const size = (key) => new Blob([JSON.stringify(get.result.find((r) => r.key === key) ?? null)]).size;
        resolve({ table: size('table'), zones: size('zones') });
      };
    };
  })`)) as { table: number; zones: number };
  return value;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (values: number[]) => `p50 ${percentile(values, 50).toFixed(2)} / p95 ${percentile(values, 95).toFixed(2)} ms`;

async function main(): Promise<void> {
  const store = await startStoreProcess();
  const chrome = await launchChromium();
  const browser = await connectBrowser(chrome.port);
  try {
    const products = (await (await fetch(`${store.url}/api/products?limit=1`)).json()) as { data: { products: Array<{ _id: string }> } };
    const productUrl = `${store.url}/product/${products.data.products[0]!._id}`;
    const context = await browser.createBrowserContext();
    const page = await context.newPage();

    // A first visit: the first pincode downloads the zones and the table, parses and keeps them.
    await page.goto(productUrl, { waitUntil: 'load' });
    await waitForBlock(page);
    const [firstVisit] = await typePins(page, ['560001']);
    const table = await wireBytes(page, '/api/pincodes/table');
    const zones = await wireBytes(page, '/api/delivery/zones');
    const kept = await keptBytes(page);
    const parses = await measures(page, 'inkwell:pincode-parse');

    // Later pages: the table from IndexedDB, parsed once a page; then a keystroke at a time.
    const laterFirst: number[] = [];
    let keystrokes: number[] = [];
    let lookups: number[] = [];
    const pins = pinsToType();
    for (let n = 0; n < PAGES; n++) {
      await page.goto(productUrl, { waitUntil: 'load' });
      await waitForBlock(page);
      laterFirst.push(...(await typePins(page, ['411001'])));
      parses.push(...(await measures(page, 'inkwell:pincode-parse')));
      keystrokes = keystrokes.concat(await typePins(page, pins));
      lookups = lookups.concat(await measures(page, 'inkwell:pincode-lookup'));
    }

    console.log(`Lookup per keystroke on the device (table and estimate, ${lookups.length} lookups): ${ms(lookups)}`);
    console.log(`Keystroke → answer shown (6th digit typed → "Delivery by", ${keystrokes.length} keystrokes): ${ms(keystrokes)}`);
    console.log(`First pincode on a first visit (zones + table downloaded, parsed, kept): ${firstVisit!.toFixed(0)} ms`);
    console.log(
      `First pincode on a later page (table read from IndexedDB and parsed), median of ${PAGES}: ${percentile(laterFirst, 50).toFixed(1)} ms`,
    );
    console.log(
      `Table parse, once a page (${parses.length} pages): median ${percentile(parses, 50).toFixed(1)} ms, slowest ${Math.max(...parses).toFixed(1)} ms`,
    );
    console.log(
      `Wire: table ${kb(table.wire)} (gzip body ${kb(table.gzipBody)}, ${kb(table.body)} read), zones ${kb(zones.wire)}; total ${kb(table.wire + zones.wire)}`,
    );
    console.log(
      `Kept on the device (IndexedDB records): table ${kb(kept.table)}, zones ${kb(kept.zones)}; total ${kb(kept.table + kept.zones)}`,
    );
    await context.close();
  } finally {
    await browser.disconnect();
    await chrome.kill();
    await store.stop();
  }
}

await main();
