/**
 * Commerce speed: order placement (throughput and p99) with 20 shoppers placing orders at the
 * same time, and cart-add p99 under 50 concurrent connections. Starts its own sync-server
 * process and an api store on a temp dir; the load comes from bounded loops of fetches in this
 * process (so the figures include the client's share of the one event loop). Prints figures,
 * asserts nothing. `npx tsx bench/orders.ts` (BENCH_ORDERS_PER_SHOPPER, BENCH_ADDS_PER_CONNECTION).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CategoryDoc, InventoryDoc, ProductDoc } from '@store/shared';
import { createStore, listen, parseEnv } from '@store/api';
import { signToken } from '@store/api/testing';
import { startSyncServerProcess } from '../sync-server/src/index.js';

const SHOPPERS = 20;
const ORDERS_PER_SHOPPER = Number(process.env.BENCH_ORDERS_PER_SHOPPER ?? 15);
const CART_CONNECTIONS = 50;
const ADDS_PER_CONNECTION = Number(process.env.BENCH_ADDS_PER_CONNECTION ?? 40);
const PRODUCTS = 200;

const work = mkdtempSync(path.join(tmpdir(), 'bench-orders-'));
const password = randomBytes(12).toString('base64url');
const sync = await startSyncServerProcess({ dataDir: path.join(work, 'sync'), port: 0, username: 'admin', password });
const couch = new URL(sync.url);
couch.username = 'admin';
couch.password = password;
const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: path.join(work, 'api'), SEED_PRODUCTS: '0', LOG_LEVEL: 'error' });
const store = await createStore(env, { couchUrl: couch.toString().replace(/\/$/, '') });
const { server, url } = await listen(store.handler, 0, '127.0.0.1');

try {
  await writeCatalogue();
  const secret = env.JWT_SECRET ?? store.ctx.secrets.jwtSecret;
  const tokenFor = () =>
    signToken(secret, { sub: `u_${randomUUID().slice(0, 12)}`, role: 'user', name: 'Bench Shopper', jti: randomUUID() }, '1h');
  const productId = (i: number) => `bench-${i % PRODUCTS}`;

  // Order placement: each shopper fills the cart with two products, then places the order.
  const orderLatencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, s) => {
      const token = tokenFor();
      for (let n = 0; n < ORDERS_PER_SHOPPER; n++) {
        await call('POST', '/cart', token, { productId: productId(s * 7 + n), quantity: 1 + (n % 3) });
        await call('POST', '/cart', token, { productId: productId(s * 13 + n + 1), quantity: 1 });
        const t0 = performance.now();
        const res = await call(
          'POST',
          '/orders',
          token,
          {
            firstName: 'Bench',
            lastName: 'Shopper',
            street: '1 Load Lane',
            city: 'Pune',
            state: 'Maharashtra',
            zip: '411001',
            phone: '9876543210',
            paymentMethod: 'COD',
          },
          { 'Idempotency-Key': randomUUID() },
        );
        orderLatencies.push(performance.now() - t0);
        if (res !== 201) refused++;
      }
    }),
  );
  const orderSeconds = (performance.now() - started) / 1000;
  const orderCount = orderLatencies.length;

  // Cart adds: 50 connections, each a shopper adding one unit at a time across products.
  const addLatencies: number[] = [];
  let addErrors = 0;
  await Promise.all(
    Array.from({ length: CART_CONNECTIONS }, async (_, c) => {
      const token = tokenFor();
      for (let n = 0; n < ADDS_PER_CONNECTION; n++) {
        const t0 = performance.now();
        const status = await call('POST', '/cart', token, { productId: productId(c + n), quantity: 1 });
        addLatencies.push(performance.now() - t0);
        if (status !== 200) addErrors++;
      }
    }),
  );

  console.log(`\nOrders (${SHOPPERS} concurrent shoppers, ${orderCount} orders of 2 lines, Idempotency-Key on each)`);
  console.log(
    `  placement throughput: ${(orderCount / orderSeconds).toFixed(1)} orders/s (whole shopper loop incl. 2 cart adds per order: ${orderSeconds.toFixed(1)} s)`,
  );
  console.log(
    `  POST /orders p50: ${pct(orderLatencies, 50).toFixed(1)} ms, p99: ${pct(orderLatencies, 99).toFixed(1)} ms, refused: ${refused}`,
  );
  console.log(`\nCart adds (${CART_CONNECTIONS} concurrent connections, ${addLatencies.length} requests)`);
  console.log(
    `  POST /cart p50: ${pct(addLatencies, 50).toFixed(1)} ms, p99: ${pct(addLatencies, 99).toFixed(1)} ms, errors: ${addErrors}`,
  );
} finally {
  server.closeAllConnections();
  await new Promise((r) => server.close(() => r(null)));
  await store.close();
  await sync.stop();
  rmSync(work, { recursive: true, force: true });
}

async function call(method: string, p: string, token: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(`${url}/api${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function writeCatalogue(): Promise<void> {
  const { dbs } = store.ctx;
  const { catalog } = store;
  const now = new Date().toISOString();
  const category: CategoryDoc = {
    _id: 'writing',
    type: 'category',
    schemaVersion: 1,
    name: 'Writing Instruments',
    description: 'Pens and pencils',
    image: null,
    color: '#1f3a5f',
    createdAt: now,
    updatedAt: now,
  };
  const products: ProductDoc[] = Array.from({ length: PRODUCTS }, (_, i) => ({
    _id: `bench-${i}`,
    type: 'product',
    schemaVersion: 1,
    name: `Bench Pen ${i}`,
    brand: 'Lamy',
    description: 'A pen.',
    specification: '',
    features: [],
    price: 100 + (i % 50) * 20,
    originalPrice: null,
    category: 'writing',
    images: { mainImage: 'bench.webp', additionalImages: [] },
    badge: null,
    featured: false,
    bestSeller: false,
    rating: 4,
    numReviews: 0,
    createdAt: now,
    updatedAt: now,
  }));
  const inventory: InventoryDoc[] = products.map((p) => ({
    _id: p._id,
    type: 'inventory',
    schemaVersion: 1,
    product: p._id,
    quantity: 1_000_000,
    updatedAt: now,
  }));
  for (const [db, docs] of [
    ['categories', [category]],
    ['products', products],
    ['inventory', inventory],
  ] as const) {
    const res = await dbs[db].bulkDocs(docs as never);
    res.forEach((r, i) => catalog.noteWritten(db, { ...(docs[i] as object), _id: r.id, _rev: r.rev } as never));
  }
}
