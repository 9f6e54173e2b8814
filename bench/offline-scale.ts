/**
 * The offline catalogue at 1200, 12,000 and 50,000 sellable variants (issues 21 and 43; decisions
 * 018, 042). SEED_PRODUCTS counts sellable variants: at 12,000 the seed makes about 2,300 products
 * holding them; each size's heading prints both counts as the store answers them. For each size:
 * seeds a fresh store (started as a user starts it), restarts it to time the api's start to its
 * first answer and read its resident memory, then visits in a fresh Chromium profile through a
 * counting proxy, and three times more straight to the store (timing without the proxy's extra hop),
 * and prints: first visit → catalogue queryable (median of the direct visits), the catalogue's bytes on the wire
 * (snapshot and changes feeds, as sent: compressed), the origin's storage after the visit, the
 * search per keystroke on the device (timed in the replica worker, p50/p95), the whole keystroke to
 * the suggestions on screen (p50/p95), and the api's resident memory after the visit and once settled.
 * Each figure with a budget (at 12,000 variants: a later start's first answer ≤ 5 s and the api's
 * memory then ≤ 250 MB (issue 47), queryable ≤ 2.0 s, ≤ 2 MB on the wire, ≤ 15 MB stored, search
 * p95 ≤ 15 ms) says whether it was met.
 * `BENCH_SIZES=12000` runs the budgets' size only; `BENCH_SIZES=12000,50000` adds the 50,000-variant
 * run (its first start seeds for many minutes); the default runs all three. Needs a built PWA.
 * Prints figures; asserts none.
 */
import { readFileSync, readdirSync, rmSync, mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStoreProcess } from './lib/store-process.js';
import { cpuSeconds } from './lib/cpu.js';
import { ownCpuSeconds } from './lib/process-stats.js';
import { clearDeviceSearchTimes, deviceSearchTimes, keystrokeLatencies, percentile } from './lib/keystrokes.js';
import { connectBrowser, launchChromium, type BrowserPage } from './pwa-browser.js';

const SIZES = (process.env.BENCH_SIZES ?? '1200,12000,50000').split(',').map((s) => Number(s.trim()));

/** First visits timed straight to the store (the one through the proxy counts bytes). */
const DIRECT_VISITS = 3;

/** How long after its first answer the api's memory is read again, settled. */
const SETTLE_MS = 40_000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Resident memory of a process (kB from /proc), and of the store's processes by role. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}
/** Resident memory of a process by kind (kB from /proc): anonymous (heaps, malloc) and file-backed (the node binary, libraries). */
function rssParts(pid: number): { anon: number; file: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { anon: kb('RssAnon'), file: kb('RssFile') };
}
function descendants(pid: number): number[] {
  const out: number[] = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const c of children ? children.split(/\s+/).map(Number) : []) out.push(c, ...descendants(c));
  }
  return out;
}
/** The api is the node process running the launcher, scripts/start.ts or its build dist/start.js (tsx's own launcher and the sync-server aside). */
function apiRss(rootPid: number): number {
  const pids = [rootPid, ...descendants(rootPid)];
  const api = pids.filter((p) => {
    const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0');
    return (
      cmd.some((a) => a.endsWith('scripts/start.ts') || a.endsWith('dist/start.js')) && !cmd.some((a) => a.endsWith('tsx/dist/cli.mjs'))
    );
  });
  return Math.max(0, ...api.map(rssOf));
}

/** A pass-through proxy that counts the bytes of each answer as sent (compressed bodies stay compressed). */
async function countingProxy(target: string): Promise<{ url: string; bytes: Map<string, number>; close(): Promise<void> }> {
  const to = new URL(target);
  const bytes = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const upstream = httpRequest(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        const key = (req.url ?? '').split('?')[0] ?? '';
        answer.on('data', (c: Buffer) => bytes.set(key, (bytes.get(key) ?? 0) + c.length));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bytes,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

async function firstAnswerMs(url: string, started: number): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(`${url}/api/products?limit=1`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Products and sellable variants the store holds, from its catalogue snapshot (format 2 rows carry the variants; format 1 had one per row). */
async function catalogueCounts(url: string): Promise<{ products: number; variants: number }> {
  const body = (await (await fetch(`${url}/api/catalog/snapshot`)).json()) as { format: number; products: unknown[][] };
  const variants = body.products.reduce((n, row) => n + (body.format >= 2 ? (row[14] as unknown[]).length : 1), 0);
  return { products: body.products.length, variants };
}

/** The issue's budgets at 12,000 variants: a figure's verdict beside it. */
const BUDGET_SIZE = 12_000;
const verdict = (size: number, value: number, limit: number) =>
  size === BUDGET_SIZE ? (value <= limit ? ' (budget met)' : ' (budget MISSED)') : '';

async function mark(page: BrowserPage, name: string, timeout = 180_000): Promise<number> {
  await page.waitForFunction(`performance.getEntriesByName('${name}').length > 0`, { timeout, polling: 20 });
  return Number(await page.evaluate(`performance.getEntriesByName('${name}')[0].startTime`));
}

async function measure(size: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-scale-${size}-`));
  try {
    let t0 = performance.now();
    let store = await startStoreProcess({ SEED_PRODUCTS: String(size), DATA_DIR: dataDir }, 3_600_000);
    const seededIn = (await firstAnswerMs(store.url, t0)) / 1000;
    await store.stop();
    // A second start, as every later start is: no seeding.
    t0 = performance.now();
    store = await startStoreProcess({ SEED_PRODUCTS: String(size), DATA_DIR: dataDir }, 600_000);
    const startMs = await firstAnswerMs(store.url, t0);
    const answeredAt = performance.now();
    // CPU the start took, which the machine's other work does not move as it moves the wall time.
    const startCpu = { api: ownCpuSeconds(store.child.pid), all: cpuSeconds(store.child.pid) };
    // Give the background work of the start (the snapshot, the search index) its moment, then read memory.
    const counts = await catalogueCounts(store.url);
    const rssStart = apiRss(store.child.pid ?? 0);
    const partsStart = rssParts(store.child.pid ?? 0);
    const proxy = await countingProxy(store.url);
    const chrome = await launchChromium();
    const browser = await connectBrowser(chrome.port);
    try {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.goto(`${proxy.url}/`, { waitUntil: 'load', timeout: 120_000 });
      const ready = await mark(page, 'inkwell:replica-ready');
      const started = await mark(page, 'inkwell:replica-start');
      const fetched = await mark(page, 'inkwell:replica-snapshot-fetched');
      await mark(page, 'inkwell:replica-snapshot-stored');
      await mark(page, 'inkwell:replica-followed');
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      // The service worker's precache finishes in the background; storage is read once it settles.
      await new Promise((r) => setTimeout(r, 3000));
      const storage = Number(await page.evaluate('navigator.storage.estimate().then((e) => e.usage)'));
      await clearDeviceSearchTimes(context);
      const keystrokes = await keystrokeLatencies(page);
      const searches = await deviceSearchTimes(context);
      let catalogueBytes = 0;
      for (const [p, n] of proxy.bytes) if (p.startsWith('/api/catalog/snapshot') || p.startsWith('/sync/')) catalogueBytes += n;
      const rssAfter = apiRss(store.child.pid ?? 0);
      await context.close();
      // The same first visit, timed without the counting proxy in the way (it is a second hop for
      // every request): DIRECT_VISITS fresh profiles straight to the store, the median.
      const direct: Array<{ ready: number; started: number }> = [];
      for (let i = 0; i < DIRECT_VISITS; i++) {
        const fresh = await browser.createBrowserContext();
        const visit = await fresh.newPage();
        await visit.goto(`${store.url}/`, { waitUntil: 'load', timeout: 120_000 });
        direct.push({ ready: await mark(visit, 'inkwell:replica-ready'), started: await mark(visit, 'inkwell:replica-start') });
        await fresh.close();
      }
      const directReady = percentile(
        direct.map((d) => d.ready),
        50,
      );
      // What the api holds once its start has settled: V8 gives the start's garbage back only when
      // its memory reducer runs, some seconds after the start's work ends.
      await new Promise((r) => setTimeout(r, Math.max(0, answeredAt + SETTLE_MS - performance.now())));
      const rssSettled = apiRss(store.child.pid ?? 0);
      console.log(
        `\n${size.toLocaleString('en-IN')} sellable variants (SEED_PRODUCTS): ${counts.products.toLocaleString('en-IN')} products holding ${counts.variants.toLocaleString('en-IN')} variants`,
      );
      console.log(`  first start (seeding) → first answer:     ${seededIn.toFixed(1)} s`);
      console.log(`  api start → first answer (later starts):  ${(startMs / 1000).toFixed(2)} s${verdict(size, startMs, 5000)}`);
      console.log(
        `    CPU to the first answer:                api ${startCpu.api.toFixed(1)} s, sync-server ${(startCpu.all - startCpu.api).toFixed(1)} s (the wall time above is that, shared with the machine's other work)`,
      );
      console.log(
        `  api resident memory after start:          ${mb(rssStart)}${verdict(size, rssStart, 250 * 1024 * 1024)}   after the visit: ${mb(rssAfter)}   settled (${SETTLE_MS / 1000} s after the first answer): ${mb(rssSettled)}`,
      );
      console.log(
        `    of it after start: anonymous ${mb(partsStart.anon)} (V8's heap, Buffers, malloc), file-backed ${mb(partsStart.file)} (the node binary, libraries); decision 049 says where it goes`,
      );
      const secs = (ms: number) => (ms / 1000).toFixed(2);
      console.log(
        `  first visit → catalogue queryable:        ${secs(directReady)} s from navigation start${verdict(size, directReady, 2000)}, median of ${DIRECT_VISITS} visits (${direct.map((d) => `${secs(d.ready)} s, replica started at ${secs(d.started)} s`).join('; ')})`,
      );
      console.log(
        `    through the counting proxy:              ${secs(ready)} s (replica started at ${secs(started)} s, after the page's load; snapshot read by ${secs(fetched)} s)`,
      );
      const MB = 1024 * 1024;
      console.log(
        `  catalogue bytes on the wire:              ${mb(catalogueBytes)}${verdict(size, catalogueBytes, 2 * MB)} (snapshot + feeds, compressed as sent)`,
      );
      console.log(
        `  origin storage after the first visit:     ${mb(storage)}${verdict(size, storage, 15 * MB)} (navigator.storage.estimate, shell precache included)`,
      );
      const p95 = percentile(searches, 95);
      console.log(
        `  search per keystroke on the device (${searches.length}):   p50 ${percentile(searches, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${verdict(size, p95, 15)} (in the replica worker: question in → answer out)`,
      );
      console.log(
        `  keystroke → suggestions shown (${keystrokes.length}):      p50 ${percentile(keystrokes, 50).toFixed(1)} ms, p95 ${percentile(keystrokes, 95).toFixed(1)} ms (the page's input, the worker, React's render)`,
      );
    } finally {
      await browser.disconnect();
      await chrome.kill();
      await proxy.close();
      await store.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const size of SIZES) await measure(size);
