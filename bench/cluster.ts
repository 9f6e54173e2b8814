/**
 * Past one machine (issue 15): the same load against 1 and then 3 api instances on one database
 * (each `api/src/main.ts` in its own process, requests spread round-robin): catalogue reads per
 * second and order placements per second, with error counts. Then a bounded soak on 3 instances
 * (SOAK_SECONDS, 60 by default): shoppers browse, cart, order and cancel while an admin edits
 * prices; afterwards, for every product, stock = initial − placed + cancelled, no 5xx, and the
 * instances' memory (RSS) before and after. On 2 cores, 3 instances are not 3× faster: the
 * point is no errors and no collapse. Prints figures, asserts nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signToken, startCluster, type Cluster } from '@store/api/testing';
import { startSyncServerProcess } from '../sync-server/src/index.js';

const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 6);
const ORDER_SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 8);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONCURRENCY = 24;
const shipping = {
  firstName: 'Asha',
  lastName: 'Rao',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  phone: '+91 98450 12345',
  paymentMethod: 'COD',
};

interface Tally {
  ok: number;
  errors: number;
  serverErrors: number;
}

async function send(
  c: Cluster,
  i: number,
  method: string,
  p: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; data: unknown }> {
  try {
    const res = await fetch(`${c.at(i).url}/api${p}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as { data?: unknown };
    return { status: res.status, data: json.data };
  } catch {
    return { status: 0, data: null };
  }
}

const count = (t: Tally, status: number, good: (s: number) => boolean) => {
  if (good(status)) t.ok++;
  else t.errors++;
  if (status >= 500 || status === 0) t.serverErrors++;
};

/** `workers` loops, each running `step` until `seconds` have passed. */
async function forSeconds(seconds: number, workers: number, step: (worker: number, n: number) => Promise<void>): Promise<number> {
  const started = Date.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let n = 0; Date.now() < end; n++) await step(w, n);
    }),
  );
  return (Date.now() - started) / 1000;
}

const rssMb = (c: Cluster) =>
  c.instances.map((inst) => {
    const status = readFileSync(`/proc/${inst.child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  });

async function productIds(c: Cluster): Promise<string[]> {
  const r = await send(c, 0, 'GET', '/products?limit=100&sort=newest');
  return (r.data as { products: Array<{ _id: string }> }).products.map((p) => p._id);
}

async function measure(couchUrl: string, instances: number): Promise<void> {
  const c = await startCluster(couchUrl, instances, { SEED_PRODUCTS: '120' });
  try {
    const admin = signToken(c.jwtSecret, { sub: 'u_bench_admin', role: 'admin', name: 'Bench Admin', jti: randomUUID() }, '1h');
    const ids = await productIds(c);
    for (const id of ids.slice(0, 20)) await send(c, 0, 'PUT', `/inventory/${id}`, admin, { quantity: 1_000_000 });

    const reads: Tally = { ok: 0, errors: 0, serverErrors: 0 };
    const readSeconds = await forSeconds(READ_SECONDS, CONCURRENCY, async (w, n) => {
      const r = await send(
        c,
        w + n,
        'GET',
        n % 3 === 0
          ? `/products/${ids[(w * 7 + n) % ids.length]}`
          : `/products?page=${(n % 5) + 1}&limit=12&sort=${n % 2 ? 'newest' : 'price-low'}`,
      );
      count(reads, r.status, (s) => s === 200);
    });

    const orders: Tally = { ok: 0, errors: 0, serverErrors: 0 };
    const orderSeconds = await forSeconds(ORDER_SECONDS, 16, async (w, n) => {
      const token = signToken(
        c.jwtSecret,
        { sub: `u_bench_${instances}_${w}_${n}`, role: 'user', name: 'Bench Shopper', jti: randomUUID() },
        '1h',
      );
      const productId = ids[(w + n) % 20]!;
      const add = await send(c, w + n, 'POST', '/cart', token, { productId, quantity: 1 });
      if (add.status !== 200) return count(orders, add.status, () => false);
      const placed = await send(c, w + n + 1, 'POST', '/orders', token, shipping);
      count(orders, placed.status, (s) => s === 201);
    });
    console.log(
      `${String(instances).padStart(2)} instance${instances === 1 ? ' ' : 's'}  reads ${(reads.ok / readSeconds).toFixed(0).padStart(6)}/s (errors ${reads.errors})   orders ${(orders.ok / orderSeconds).toFixed(1).padStart(6)}/s (errors ${orders.errors})`,
    );
  } finally {
    await c.stop();
  }
}

async function soak(couchUrl: string): Promise<void> {
  const c = await startCluster(couchUrl, 3, { SEED_PRODUCTS: '60' });
  try {
    const admin = signToken(c.jwtSecret, { sub: 'u_soak_admin', role: 'admin', name: 'Soak Admin', jti: randomUUID() }, '1h');
    const ids = (await productIds(c)).slice(0, 30);
    for (const id of ids) await send(c, 0, 'PUT', `/inventory/${id}`, admin, { quantity: 40 });
    const initial = new Map(ids.map((id) => [id, 40]));
    // Warm up, then the memory before.
    await forSeconds(3, 8, async (w, n) => void (await send(c, w + n, 'GET', `/products?page=${(n % 3) + 1}`)));
    const before = rssMb(c);

    const placed = new Map<string, number>();
    const cancelled = new Map<string, number>();
    const add = (m: Map<string, number>, id: string, q: number) => m.set(id, (m.get(id) ?? 0) + q);
    const tally: Tally = { ok: 0, errors: 0, serverErrors: 0 };
    let priceEdits = 0;
    await forSeconds(SOAK_SECONDS, 12, async (w, n) => {
      if (w === 0) {
        // The admin edits prices through one instance while shoppers use the others.
        const id = ids[n % ids.length]!;
        const r = await send(c, n, 'GET', `/products/${id}`);
        const p = r.data as { name: string; category: { _id: string }; price: number } | null;
        if (p) {
          const form = { name: p.name, category: p.category._id, price: Math.max(10, p.price + (n % 2 ? 5 : -5)) };
          const edit = await send(c, n, 'PUT', `/products/${id}`, admin, form);
          count(tally, edit.status, (s) => s === 200);
          priceEdits++;
        }
        await new Promise((r2) => setTimeout(r2, 250));
        return;
      }
      const token = signToken(c.jwtSecret, { sub: `u_soak_${w}_${n}`, role: 'user', name: 'Soak Shopper', jti: randomUUID() }, '1h');
      const id = ids[(w * 13 + n) % ids.length]!;
      count(tally, (await send(c, w + n, 'GET', `/products?search=${['pen', 'note', 'ink', 'paper'][n % 4]}`)).status, (s) => s === 200);
      count(tally, (await send(c, w + n + 1, 'GET', `/products/${id}`)).status, (s) => s === 200);
      const quantity = 1 + (n % 2);
      const cart = await send(c, w + n + 2, 'POST', '/cart', token, { productId: id, quantity });
      if (cart.status !== 200) return count(tally, cart.status, (s) => s === 409);
      const order = await send(c, w + n, 'POST', '/orders', token, shipping);
      count(tally, order.status, (s) => s === 201 || s === 409); // 409: sold out, a right answer
      if (order.status !== 201) return;
      add(placed, id, quantity);
      if (n % 3 === 0) {
        const orderId = (order.data as { _id: string })._id;
        const cancel = await send(c, w + n + 1, 'POST', `/orders/${orderId}/cancel`, token);
        count(tally, cancel.status, (s) => s === 200);
        if (cancel.status === 200) add(cancelled, id, quantity);
      }
    });
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssMb(c);

    let wrong = 0;
    for (const id of ids) {
      const expected = initial.get(id)! - (placed.get(id) ?? 0) + (cancelled.get(id) ?? 0);
      const r = await send(c, 2, 'GET', `/inventory/${id}`);
      const actual = (r.data as { quantity: number }).quantity;
      if (actual !== expected) {
        wrong++;
        console.log(`  stock of ${id}: ${actual}, expected ${expected}`);
      }
    }
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const growth = after.map((a, i) => a - before[i]!);
    console.log(
      `soak ${SOAK_SECONDS} s on 3 instances: ${tally.ok} requests answered right, ${tally.errors} wrong, ${tally.serverErrors} 5xx/unanswered; ${sum(placed)} units ordered, ${sum(cancelled)} returned by cancellations, ${priceEdits} price edits`,
    );
    console.log(`  stock = initial − placed + cancelled for ${ids.length - wrong} of ${ids.length} products${wrong ? '  !!' : ''}`);
    console.log(
      `  api RSS before ${before.map((m) => m.toFixed(0)).join(' / ')} MB, after ${after.map((m) => m.toFixed(0)).join(' / ')} MB (growth ${growth.map((g) => g.toFixed(0)).join(' / ')} MB; margin 64 MB each: ${growth.every((g) => g < 64) ? 'within' : 'OUTSIDE'})`,
    );
  } finally {
    await c.stop();
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-cluster-'));
const password = randomBytes(12).toString('base64url');
const sync = await startSyncServerProcess({ dataDir: work, port: 0, username: 'admin', password });
const couch = new URL(sync.url);
couch.username = 'admin';
couch.password = password;
const couchUrl = couch.toString().replace(/\/$/, '');
try {
  console.log(
    `same load, ${CONCURRENCY} readers for ${READ_SECONDS} s, 16 shoppers ordering for ${ORDER_SECONDS} s, requests spread round-robin:`,
  );
  await measure(couchUrl, 1);
  await measure(couchUrl, 3);
  await soak(couchUrl);
} finally {
  await sync.stop();
  rmSync(work, { recursive: true, force: true });
}
