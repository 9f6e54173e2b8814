/**
 * The admin's sales and bulk work at scale: the dashboard's sales answer (GET /orders/sales)
 * with 100,000 orders in the orders database, and the import of a 5,000-row product CSV
 * (preview, then import). Orders are written straight to the database with _bulk_docs, spread
 * over the last BENCH_SALES_SPREAD_DAYS days (365: a year of a busy store). Starts its own
 * sync-server process and api store on a temp dir. Prints figures, asserts nothing.
 * `npx tsx bench/admin-sales.ts` (BENCH_SALES_ORDERS, BENCH_SALES_SPREAD_DAYS, BENCH_CSV_ROWS).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchCatalogue } from './lib/bench-catalogue.js';
import { createStore, listen, parseEnv } from '@store/api';
import { signToken } from '@store/api/testing';
import { startSyncServerProcess } from '../sync-server/src/index.js';

const ORDERS = Number(process.env.BENCH_SALES_ORDERS ?? 100_000);
const SPREAD_DAYS = Number(process.env.BENCH_SALES_SPREAD_DAYS ?? 365);
const CSV_ROWS = Number(process.env.BENCH_CSV_ROWS ?? 5_000);
const PRODUCTS = 1_200;
const WARM_ASKS = 30;
const DAY = 86_400_000;

const work = mkdtempSync(path.join(tmpdir(), 'bench-admin-sales-'));
const password = randomBytes(12).toString('base64url');
const sync = await startSyncServerProcess({ dataDir: path.join(work, 'sync'), port: 0, username: 'admin', password });
const couch = new URL(sync.url);
couch.username = 'admin';
couch.password = password;
const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: path.join(work, 'api'), SEED_PRODUCTS: '0', LOG_LEVEL: 'error' });
const store = await createStore(env, { couchUrl: couch.toString().replace(/\/$/, '') });
const { server, url } = await listen(store.handler, 0, '127.0.0.1');
const admin = signToken(
  env.JWT_SECRET ?? store.ctx.secrets.jwtSecret,
  { sub: 'u_bench_admin', role: 'admin', name: 'Bench Admin', jti: randomUUID() },
  '1h',
);

try {
  await writeCatalogue();

  // 100,000 orders, written in batches of 2,000. After each batch the dashboard is asked once, as
  // an admin looking in now and then would: the answer first reads the 2,000 new orders from the
  // changes feed.
  const now = Date.now();
  const BATCH = 2_000;
  let writeMs = 0;
  const catchUp: number[] = [];
  for (let from = 0; from < ORDERS; from += BATCH) {
    const docs = Array.from({ length: Math.min(BATCH, ORDERS - from) }, (_, k) => orderDoc(from + k, now));
    const w0 = performance.now();
    const res = await store.ctx.dbs.orders.bulkDocs(docs as never);
    writeMs += performance.now() - w0;
    if (res.some((r) => r.error)) throw new Error(`bulk write refused: ${JSON.stringify(res.find((r) => r.error))}`);
    const q0 = performance.now();
    const r = await ask('/orders/sales');
    catchUp.push(performance.now() - q0);
    if (r.status !== 200) throw new Error(`GET /orders/sales answered ${r.status}`);
  }
  const first = await ask('/orders/sales');
  const summary = first.body as {
    data: { last30Days: { orders: number; revenue: number }; toShip: { count: number }; topProducts: unknown[] };
  };

  const warm: number[] = [];
  for (let i = 0; i < WARM_ASKS; i++) {
    const t0 = performance.now();
    const r = await ask('/orders/sales');
    warm.push(performance.now() - t0);
    if (r.status !== 200) throw new Error(`GET /orders/sales answered ${r.status}`);
  }

  // 100 new orders arrive: the next question reads those from the changes feed first.
  await store.ctx.dbs.orders.bulkDocs(Array.from({ length: 100 }, (_, k) => orderDoc(ORDERS + k, now, 0)) as never);
  const afterNew = performance.now();
  await ask('/orders/sales');
  const afterNewMs = performance.now() - afterNew;

  console.log(
    `\nDashboard sales (GET /orders/sales), ${ORDERS.toLocaleString('en')} orders over ${SPREAD_DAYS} days, ${PRODUCTS} products`,
  );
  console.log(`  orders written with _bulk_docs: ${(writeMs / 1000).toFixed(1)} s`);
  console.log(
    `  answer right after ${BATCH.toLocaleString('en')} new orders (read from the changes feed first): p50 ${pct(catchUp, 50).toFixed(0)} ms, max ${Math.max(...catchUp).toFixed(0)} ms; all ${catchUp.length}: ${(catchUp.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  answer time, ${WARM_ASKS} asks: p50 ${pct(warm, 50).toFixed(1)} ms, p95 ${pct(warm, 95).toFixed(1)} ms, max ${Math.max(...warm).toFixed(1)} ms`,
  );
  // A second api instance starting on these orders: its first answer waits for its read of the
  // whole changes feed (it keeps the last 30 days and the orders to ship).
  const s0 = performance.now();
  const second = await createStore(env, { couchUrl: couch.toString().replace(/\/$/, '') });
  const secondUp = await listen(second.handler, 0, '127.0.0.1');
  const started = performance.now() - s0;
  const k0 = performance.now();
  const cold = await fetch(`${secondUp.url}/api/orders/sales`, { headers: { authorization: `Bearer ${admin}` } });
  const coldMs = performance.now() - k0;
  secondUp.server.closeAllConnections();
  await new Promise((r) => secondUp.server.close(() => r(null)));
  await second.close();
  console.log(
    `  an instance started on them (${(started / 1000).toFixed(1)} s to start): first answer ${(coldMs / 1000).toFixed(2)} s (status ${cold.status})`,
  );
  console.log(`  first answer after 100 new orders (read from the changes feed first): ${afterNewMs.toFixed(1)} ms`);
  console.log(
    `  answer: last 30 days ${summary.data.last30Days.orders} orders, ₹${Math.round(summary.data.last30Days.revenue).toLocaleString('en-IN')}; ${summary.data.toShip.count} to ship; ${summary.data.topProducts.length} top products`,
  );

  // A 5,000-row product CSV: preview, then import (new products, stock through the stock module).
  const csv = productCsv(CSV_ROWS);
  const p0 = performance.now();
  const preview = await ask('/products/import/preview', csv);
  const previewMs = performance.now() - p0;
  const i0 = performance.now();
  const imported = await ask('/products/import', csv);
  const importMs = performance.now() - i0;
  const counts = (imported.body as { data?: { counts: unknown } }).data?.counts;
  const c0 = performance.now();
  const changed = await ask('/products/import', productCsv(CSV_ROWS, 1));
  const changeMs = performance.now() - c0;
  console.log(`\nProduct CSV import, ${CSV_ROWS.toLocaleString('en')} rows (${(csv.length / 1024).toFixed(0)} KB)`);
  console.log(`  preview: ${previewMs.toFixed(0)} ms (status ${preview.status})`);
  console.log(`  import of new products: ${(importMs / 1000).toFixed(2)} s (status ${imported.status}, ${JSON.stringify(counts)})`);
  console.log(
    `  the same rows again with new prices and stock: ${(changeMs / 1000).toFixed(2)} s (status ${changed.status}, ${JSON.stringify((changed.body as { data?: { counts: unknown } }).data?.counts)})`,
  );
} finally {
  server.closeAllConnections();
  await new Promise((r) => server.close(() => r(null)));
  await store.close();
  await sync.stop();
  rmSync(work, { recursive: true, force: true });
}

async function ask(p: string, csv?: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${url}/api${p}`, {
    method: csv === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${admin}`, ...(csv === undefined ? {} : { 'content-type': 'text/csv' }) },
    body: csv,
  });
  return { status: res.status, body: await res.json() };
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Order n: placed at a spread-out moment, mostly delivered, the newest still processing. */
function orderDoc(n: number, now: number, daysAgo = ((n * 7919) % (SPREAD_DAYS * 1000)) / 1000) {
  const at = new Date(now - daysAgo * DAY).toISOString();
  const lines = 1 + (n % 3);
  const items = Array.from({ length: lines }, (_, i) => {
    const p = (n * 31 + i * 17) % PRODUCTS;
    return {
      product: { _id: `bench-${p}`, name: `Bench Pen ${p}`, mainImage: null },
      quantity: 1 + ((n + i) % 4),
      price: 100 + (p % 50) * 20,
    };
  });
  const itemsPrice = items.reduce((s, it) => s + it.quantity * it.price, 0);
  const status = daysAgo < 2 ? 'processing' : n % 20 === 0 ? 'cancelled' : daysAgo < 6 ? 'shipped' : 'delivered';
  return {
    _id: `o_bench_${String(n).padStart(7, '0')}`,
    type: 'order',
    schemaVersion: 1,
    phase: 'placed',
    user: `u_bench_${n % 5000}`,
    items,
    shippingAddress: {
      firstName: 'Bench',
      lastName: 'Shopper',
      street: '1 Load Lane',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411001',
      country: 'India',
      phone: '9876543210',
    },
    paymentMethod: 'COD',
    promoCode: null,
    itemsPrice,
    discount: 0,
    shippingPrice: itemsPrice > 999 ? 0 : 99,
    taxPrice: Math.round(itemsPrice * 0.18),
    totalPrice: itemsPrice + (itemsPrice > 999 ? 0 : 99) + Math.round(itemsPrice * 0.18),
    isPaid: false,
    status,
    statusHistory: [{ status: 'processing', at }],
    createdAt: at,
    updatedAt: at,
  };
}

function productCsv(rows: number, round = 0): string {
  const lines = ['name,brand,category,price,mrp,stock,description,features'];
  for (let i = 0; i < rows; i++) {
    const price = 100 + (i % 90) * 10 + round * 5;
    lines.push(
      `Imported Notebook ${i},Classmate,Writing Instruments,${price},${price + 50},${(i + round * 3) % 40},A ruled notebook of 200 pages,A5|Ruled`,
    );
  }
  return lines.join('\n');
}

async function writeCatalogue(): Promise<void> {
  const { dbs } = store.ctx;
  const { catalog } = store;
  const { category, products, inventory } = benchCatalogue(
    Array.from({ length: PRODUCTS }, (_, i) => ({ id: `bench-${i}`, name: `Bench Pen ${i}`, quantity: 100 })),
  );
  for (const [db, docs] of [
    ['categories', [category]],
    ['products', products],
    ['inventory', inventory],
  ] as const) {
    const res = await dbs[db].bulkDocs(docs as never);
    res.forEach((r, i) => catalog.noteWritten(db, { ...(docs[i] as object), _id: r.id, _rev: r.rev } as never));
  }
}
