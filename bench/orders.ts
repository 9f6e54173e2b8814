/**
 * Commerce speed (issue 24, sale day), measured from outside: the api runs as its own process
 * (`api/src/main.ts`, one instance) on its own sync-server process, and every figure is printed
 * beside the database's raw write rate measured in the same run (new documents POSTed straight
 * into the sync-server by 50 connections). Four loads, one after another:
 * - an ordinary rush: RUSH_SHOPPERS shoppers, each with a 2-line cart (filled beforehand, not
 *   timed), place their orders RUSH_AT_ONCE at a time: orders/s and POST /orders p50/p99 (after
 *   a warm-up rush of RUSH_WARMUP orders, not timed);
 * - the sale: SALE_SHOPPERS shoppers with the same product (SALE_STOCK in stock) in their carts
 *   press Place Order at once: time to the last answer, p99, how many placed, the stock after;
 * - cart adds: 50 connections, a shopper each, adding one unit at a time across products;
 * - (the catalogue reads against a bare server are bench/catalog.ts.)
 * Prints figures, asserts nothing. `npx tsx bench/orders.ts`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchCatalogue } from './lib/bench-catalogue.js';
import { signToken, startCluster, type Cluster } from '@store/api/testing';
import { startSyncServerProcess } from '../sync-server/src/index.js';
import { cpuSeconds } from './lib/cpu.js';
import { load } from './lib/load.js';
import { SHIPPING as BENCH_SHIPPING, inBatches, pct } from './lib/shoppers.js';

const RUSH_SHOPPERS = Number(process.env.BENCH_RUSH_SHOPPERS ?? 300);
const RUSH_AT_ONCE = 50;
const RUSH_WARMUP = Number(process.env.BENCH_RUSH_WARMUP ?? 100);
const SALE_SHOPPERS = Number(process.env.BENCH_SALE_SHOPPERS ?? 400);
const SALE_STOCK = 100;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PRODUCTS = 200;
const SHIPPING = { ...BENCH_SHIPPING, paymentMethod: 'COD' };

const work = mkdtempSync(path.join(tmpdir(), 'bench-orders-'));
const password = randomBytes(12).toString('base64url');
const sync = await startSyncServerProcess({ dataDir: work, port: 0, username: 'admin', password });
const couch = new URL(sync.url);
couch.username = 'admin';
couch.password = password;
const couchUrl = couch.toString().replace(/\/$/, '');
const couchBase = sync.url.replace(/\/$/, '');
const couchAuth = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
let cluster: Cluster | undefined;

try {
  cluster = await startCluster(couchUrl, 1, { SEED_PRODUCTS: '0', NODE_ENV: 'production' });
  const c = cluster;
  const base = c.at(0).url;
  await writeCatalogue(c.prefix);
  const tokenFor = (sub = `u_${randomUUID().slice(0, 12)}`) =>
    signToken(c.jwtSecret, { sub, role: 'user', name: 'Bench Shopper', jti: randomUUID() }, '1h');
  const productId = (i: number) => `bench-${i % PRODUCTS}`;

  const rawDbCpu0 = cpuSeconds(sync.child.pid);
  const raw = await rawWriteRate();
  // The database's CPU per raw write (warm-up and timed run together).
  const dbCpuPerWrite = (cpuSeconds(sync.child.pid) - rawDbCpu0) / (raw.requests + raw.warmup);

  // A warm-up rush, not timed (as the raw write rate has its warm-up): the first orders of a
  // fresh api and database also pay for compiling every step of an order.
  const warmShoppers = Array.from({ length: RUSH_WARMUP }, () => tokenFor());
  await inBatches(warmShoppers, RUSH_AT_ONCE, async (token, s) => {
    await call(base, 'POST', '/cart', token, { productId: productId(s * 11 + 3), quantity: 1 });
    await call(base, 'POST', '/cart', token, { productId: productId(s * 5 + 2), quantity: 1 });
  });
  await inBatches(
    warmShoppers,
    RUSH_AT_ONCE,
    async (token) => void (await call(base, 'POST', '/orders', token, SHIPPING, { 'Idempotency-Key': randomUUID() })),
  );

  // An ordinary rush.
  const rushShoppers = Array.from({ length: RUSH_SHOPPERS }, () => tokenFor());
  await inBatches(rushShoppers, RUSH_AT_ONCE, async (token, s) => {
    await call(base, 'POST', '/cart', token, { productId: productId(s * 7), quantity: 1 + (s % 3) });
    await call(base, 'POST', '/cart', token, { productId: productId(s * 13 + 1), quantity: 1 });
  });
  const cpu = () => ({ api: cpuSeconds(c.instances[0]!.child.pid), db: cpuSeconds(sync.child.pid) });
  const cpuSince = (was: { api: number; db: number }) => {
    const now = cpu();
    return `api ${(now.api - was.api).toFixed(1)} s, database ${(now.db - was.db).toFixed(1)} s`;
  };
  const rushCpu = cpu();
  const rushLatencies: number[] = [];
  const rushStatuses = new Map<number, number>();
  const rushStarted = performance.now();
  await inBatches(rushShoppers, RUSH_AT_ONCE, async (token) => {
    const t0 = performance.now();
    const status = await call(base, 'POST', '/orders', token, SHIPPING, { 'Idempotency-Key': randomUUID() });
    rushLatencies.push(performance.now() - t0);
    rushStatuses.set(status, (rushStatuses.get(status) ?? 0) + 1);
  });
  const rushSeconds = (performance.now() - rushStarted) / 1000;
  const rushCpuUsed = cpuSince(rushCpu);
  const rushDbCpu = cpu().db - rushCpu.db;
  const rushPlaced = rushStatuses.get(201) ?? 0;
  const ordersPerSecond = rushPlaced / rushSeconds;

  // The sale: everyone at once, for one product.
  const saleShoppers = Array.from({ length: SALE_SHOPPERS }, () => tokenFor());
  await inBatches(
    saleShoppers,
    RUSH_AT_ONCE,
    async (token) => void (await call(base, 'POST', '/cart', token, { productId: 'sale-pen', quantity: 1 })),
  );
  const saleLatencies: number[] = [];
  const saleStatuses = new Map<number, number>();
  const saleTimes = new Map<number, number[]>();
  const saleCpu = cpu();
  const saleStarted = performance.now();
  await Promise.all(
    saleShoppers.map(async (token) => {
      const status = await call(base, 'POST', '/orders', token, SHIPPING, { 'Idempotency-Key': randomUUID() });
      saleLatencies.push(performance.now() - saleStarted);
      saleTimes.set(status, [...(saleTimes.get(status) ?? []), performance.now() - saleStarted]);
      saleStatuses.set(status, (saleStatuses.get(status) ?? 0) + 1);
    }),
  );
  const lastAnswer = Math.max(...saleLatencies);
  const saleCpuUsed = cpuSince(saleCpu);
  const stockAfter = await stockOf(c.prefix, 'sale-pen');
  const sale5xx = [...saleStatuses].filter(([s]) => s >= 500 || s === 0).reduce((a, [, n]) => a + n, 0);

  // Cart adds: a shopper per connection.
  const addsCpu = cpu();
  let next = 0;
  const adds = await load(`${base}/api/cart`, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    perConnection: (state) => {
      state.token ??= tokenFor();
      state.n = ((state.n as number | undefined) ?? 0) + 1;
      return {
        headers: { authorization: `Bearer ${String(state.token)}` },
        body: JSON.stringify({ productId: productId(next++ * 31 + (state.n as number)), quantity: 1 }),
      };
    },
  });

  const addsCpuUsed = cpuSince(addsCpu);
  const ratio = (n: number) => (n / raw.reqPerSec).toFixed(2);
  const statuses = (m: Map<number, number>) => [...m].map(([s, n]) => `${n}×${s}`).join(', ');
  console.log(
    `\nDatabase raw write rate (new documents POSTed to the sync-server, ${CONNECTIONS} connections, ${SECONDS} s): ${raw.reqPerSec.toFixed(0)} writes/s, p99 ${raw.p99Ms} ms`,
  );
  console.log('figure                                                    | measured            | of raw writes/s | target');
  console.log(
    `orders/s, ${RUSH_SHOPPERS} shoppers ${RUSH_AT_ONCE} at a time, 2-line carts     | ${ordersPerSecond.toFixed(1).padStart(7)} orders/s    | ${ratio(ordersPerSecond).padStart(15)} | ≥ 0.20`,
  );
  console.log(
    `POST /orders p50 / p99 at that load                       | ${pct(rushLatencies, 50).toFixed(0).padStart(5)} / ${pct(rushLatencies, 99).toFixed(0).padStart(5)} ms   |                 | p99 ≤ 300 ms`,
  );
  console.log(
    `sale: ${SALE_SHOPPERS} shoppers, ${SALE_STOCK} units, time to the last answer     | ${(lastAnswer / 1000).toFixed(2).padStart(7)} s (p99 ${(pct(saleLatencies, 99) / 1000).toFixed(2)} s) |                 | ≤ 2 s, exactly ${SALE_STOCK} placed`,
  );
  console.log(
    `cart add, ${CONNECTIONS} connections                                   | ${adds.reqPerSec.toFixed(0).padStart(7)} req/s (p99 ${adds.p99Ms} ms) | ${ratio(adds.reqPerSec).padStart(15)} | ≥ 0.60`,
  );
  console.log(
    `  database CPU per raw write ${(dbCpuPerWrite * 1000).toFixed(2)} ms; per order in the rush ${((rushDbCpu / Math.max(1, rushPlaced)) * 1000).toFixed(2)} ms: an order costs ${(rushDbCpu / Math.max(1, rushPlaced) / dbCpuPerWrite).toFixed(1)} raw writes' worth of the database (CPU, the figure the shared machine moves least)`,
  );
  console.log(`  rush answers: ${statuses(rushStatuses)} in ${rushSeconds.toFixed(2)} s; CPU used: ${rushCpuUsed}`);
  console.log(
    `  sale answers: ${statuses(saleStatuses)}; placed ${saleStatuses.get(201) ?? 0}, stock after ${stockAfter}, 5xx ${sale5xx}; CPU used: ${saleCpuUsed}`,
  );
  for (const [status, times] of saleTimes) {
    console.log(
      `    ${status}: first ${(Math.min(...times) / 1000).toFixed(2)} s, median ${(pct(times, 50) / 1000).toFixed(2)} s, last ${(Math.max(...times) / 1000).toFixed(2)} s`,
    );
  }
  console.log(`  cart adds: errors ${adds.errors}, non-2xx ${adds.non2xx}; CPU used: ${addsCpuUsed}`);
} finally {
  await cluster?.stop();
  await sync.stop();
  rmSync(work, { recursive: true, force: true });
}

/** The database's own write rate: new documents POSTed straight into the sync-server. */
async function rawWriteRate() {
  await couchRequest('PUT', '/bench_raw_writes');
  const doc = JSON.stringify({
    type: 'bench',
    user: 'u_bench',
    items: [{ productId: 'bench-1', quantity: 2, price: 120 }],
    at: new Date().toISOString(),
  });
  const warm = await load(`${couchBase}/bench_raw_writes`, {
    connections: CONNECTIONS,
    seconds: 2,
    method: 'POST',
    headers: { authorization: couchAuth, 'content-type': 'application/json' },
    body: doc,
  });
  const timed = await load(`${couchBase}/bench_raw_writes`, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    method: 'POST',
    headers: { authorization: couchAuth, 'content-type': 'application/json' },
    body: doc,
  });
  return { ...timed, warmup: warm.requests };
}

async function couchRequest(method: string, p: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${couchBase}${p}`, {
    method,
    headers: { authorization: couchAuth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

async function stockOf(prefix: string, id: string): Promise<number> {
  return ((await couchRequest('GET', `/${prefix}inventory/${id}`)) as { quantity: number }).quantity;
}

async function call(
  base: string,
  method: string,
  p: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  try {
    const res = await fetch(`${base}/api${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** 200 pens with plenty of stock, and the sale's pen with SALE_STOCK, written into the store's databases. */
async function writeCatalogue(prefix: string): Promise<void> {
  const ids = [...Array.from({ length: PRODUCTS }, (_, i) => `bench-${i}`), 'sale-pen'];
  const { category, products, inventory } = benchCatalogue(
    ids.map((id, i) => ({
      id,
      name: id === 'sale-pen' ? 'Flash Sale Fountain Pen' : `Bench Pen ${i}`,
      quantity: id === 'sale-pen' ? SALE_STOCK : 1_000_000,
    })),
  );
  await couchRequest('POST', `/${prefix}categories/_bulk_docs`, { docs: [category] });
  await couchRequest('POST', `/${prefix}products/_bulk_docs`, { docs: products });
  await couchRequest('POST', `/${prefix}inventory/_bulk_docs`, { docs: inventory });
  // The instance hears them through its changes feeds.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${cluster!.at(0).url}/api/inventory/stock/sale-pen`);
    const body = (await res.json().catch(() => ({}))) as { data?: { quantity?: number } };
    if (res.ok && body.data?.quantity === SALE_STOCK) break;
    if (Date.now() > deadline) throw new Error('the api did not hear the bench catalogue within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}
