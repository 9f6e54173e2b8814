/**
 * The store under a mixed load (issue 47): the store started as `pnpm start` starts it (the api
 * process with its sync-server, lib/store-process.ts), BENCH_PRODUCTS sellable variants seeded
 * (1200 by default, as bench/catalog.ts), and SHOPPERS shoppers at once, each asking its next
 * question as soon as the last is answered, for SECONDS after a warm-up.
 *
 * The mix, per 100 questions a shopper asks. A store's traffic is a funnel: a visit looks at a
 * few listings and products, some search, fewer put something in the cart, fewer still sign in
 * (once per visit at most, and most shoppers stay signed in), and about 2–3 % of visits buy in
 * e-commerce. A first visit asks the api for all of it; later ones read the device's replica.
 * - 40 listings: a category's page 1–3 in its sorts, the whole catalogue's pages, a search's results;
 * - 33 product pages: a product's detail;
 * - 15 search suggestions: the header search asks once per pause in typing, 2–4 per search;
 * - 10 cart adds: one unit of a product the shopper has seen;
 * - 2 sign-ins, each both steps (password, then the e-mailed code read from the store's outbox):
 *   a password check is a deliberately slow scrypt hash (~45 ms of CPU, 2.5 times that under
 *   decision 028's malloc threshold: decision 049), so 2 in 100 is already most of the api's CPU,
 *   and on a busy machine a shopper waits in one for seconds (the loop is closed: the throughput
 *   then follows the sign-ins' speed);
 * - and orders, not in the loop: BURSTS times in the run, BURST shoppers whose carts were filled
 *   beforehand press Place Order all at once (cash on delivery), as a newsletter's offer brings.
 * Each shopper comes from its own address (X-Forwarded-For): sign-ins are limited per client.
 * BENCH_DATA_DIR: a seeded data directory to start from, copied for the run (seeding takes minutes
 * on a busy machine; the copy starts every run from the same catalogue).
 *
 * Prints answers/s, p50/p99 per kind (and their statuses), the api's CPU per answer (its own
 * /proc figures, the sync-server apart) and its resident memory after the warm-up and at the end.
 * Asserts nothing. `pnpm bench mixed`; BENCH_CHECKOUT=<dir> runs the store from another checkout
 * (a copy with a workaround switched off), BENCH_MALLOC=glibc starts it without decision 028's
 * MALLOC_MMAP_THRESHOLD_.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { signToken } from '@store/api/testing';
import { BENCH_RUNTIME, startStoreProcess } from './lib/store-process.js';
import { cpuSeconds } from './lib/cpu.js';
import { ownCpuSeconds, rssOf } from './lib/process-stats.js';
import { SHIPPING, clientAddresses, inBatches, pct } from './lib/shoppers.js';

const SHOPPERS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 5);
const BURST = 25;
const BURSTS = 2;
/** Accounts per shopper, each its own: a password check is limited per account (10 per 15 minutes), and two sign-ins to one account at once replace each other's code. */
const ACCOUNTS_EACH = 2;
const MIX = { listing: 40, product: 33, suggest: 15, 'cart add': 10, 'sign-in': 2 } as const;
type Kind = keyof typeof MIX | 'order';
const SUGGESTIONS = ['fo', 'fou', 'fount', 'not', 'noteb', 'pe', 'pen', 'gel', 'sta', 'stapl', 'sket', 'water', 'ink', 'pap', 'mark'];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const seeded = process.env.BENCH_DATA_DIR;
const dataDir = seeded ? mkdtempSync(path.join(tmpdir(), 'bench-mixed-')) : undefined;
if (seeded && dataDir) cpSync(seeded, dataDir, { recursive: true });
const store = await startStoreProcess(
  {
    SEED_PRODUCTS: process.env.BENCH_PRODUCTS ?? '1200',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    // glibc: without decision 028's threshold; a number: that threshold in bytes instead of 128 KB.
    ...(process.env.BENCH_MALLOC === 'glibc'
      ? { MALLOC_MMAP_THRESHOLD_: undefined }
      : process.env.BENCH_MALLOC
        ? { MALLOC_MMAP_THRESHOLD_: process.env.BENCH_MALLOC }
        : {}),
  },
  600_000,
  process.env.BENCH_CHECKOUT ?? undefined,
);
const apiPid = store.child.pid;
const agent = new Agent({ keepAlive: true, maxSockets: SHOPPERS + BURST * BURSTS });
const base = new URL(store.url);

/** One HTTP call on a kept connection: its status and body. */
function call(method: string, p: string, opts: { token?: string; body?: unknown; client?: string; headers?: Record<string, string> } = {}) {
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise<{ status: number; body: Buffer }>((resolve) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path: `/api${p}`,
        headers: {
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...(opts.client ? { 'x-forwarded-for': opts.client } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
    req.end(body);
  });
}
const json = <T>(b: Buffer) => JSON.parse(b.toString('utf8')) as T;

/** The sign-in codes the store wrote to its outbox, by address, read as new messages arrive. */
const outboxDir = path.join(store.dataDir, 'outbox');
const seenMessages = new Set<string>();
const codes = new Map<string, string>();
function codeFor(email: string): string | undefined {
  for (const f of readdirSync(outboxDir)) {
    if (seenMessages.has(f) || !f.endsWith('.json')) continue;
    seenMessages.add(f);
    try {
      const m = JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')) as { to: string; subject?: string; code: string | null };
      if (m.code && m.subject === 'Your email sign-in code') codes.set(m.to, m.code);
    } catch {
      seenMessages.delete(f); // not whole yet
    }
  }
  const code = codes.get(email);
  codes.delete(email);
  return code;
}

try {
  const { jwtSecret } = JSON.parse(readFileSync(path.join(store.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string };
  const tokenFor = () =>
    signToken(jwtSecret, { sub: `u_${randomUUID().slice(0, 12)}`, role: 'user', name: 'Bench Shopper', jti: randomUUID() }, '1h');
  const nextClient = clientAddresses(88);

  // What the shoppers look at: the categories and the products of the catalogue's first pages.
  const categories = json<{ data: Array<{ _id: string }> }>((await call('GET', '/categories')).body).data.map((c) => c._id);
  const productIds: string[] = [];
  for (let page = 1; page <= 5; page++) {
    const list = json<{ data: { products: Array<{ _id: string }> } }>(
      (await call('GET', `/products?page=${page}&limit=40&sort=newest`)).body,
    );
    productIds.push(...list.data.products.map((p) => p._id));
  }
  if (productIds.length === 0 || categories.length === 0) throw new Error('the store has no catalogue to browse');

  // Accounts to sign in to (a password check is limited per account: 10 per 15 minutes).
  const password = 'Bench-pass-1';
  const accounts = Array.from({ length: SHOPPERS * ACCOUNTS_EACH }, (_, i) => `bench.shopper.${i}.${randomUUID().slice(0, 6)}@example.in`);
  await inBatches(accounts, 10, async (email) => {
    const res = await call('POST', '/auth/signup', { body: { name: 'Bench Shopper', email, password }, client: nextClient() });
    if (res.status !== 201) throw new Error(`signup ${email}: ${res.status} ${res.body.toString()}`);
  });

  // The bursts' shoppers, their carts filled beforehand (not timed).
  const burstShoppers = Array.from({ length: BURST * BURSTS }, () => ({ token: tokenFor(), client: nextClient() }));
  await inBatches(burstShoppers, 10, async (s, i) => {
    for (const n of [i * 7, i * 13 + 1])
      await call('POST', '/cart', { token: s.token, body: { productId: productIds[n % productIds.length] }, client: s.client });
  });

  const pick = (n: number) => productIds[n % productIds.length]!;
  /** One question of each kind from shopper `s`: the status of its answer (0: no answer). */
  const ask: Record<keyof typeof MIX, (s: { token: string; client: string; n: number; i: number }) => Promise<number>> = {
    listing: async (s) => {
      const c = categories[s.n % categories.length]!;
      const sort = ['featured', 'newest', 'price-low', 'price-high'][s.n % 4];
      const paths = [
        `/products?category=${c}&sort=${sort}&page=${1 + (s.n % 3)}&limit=12`,
        `/products?page=${1 + (s.n % 5)}&limit=12&sort=newest`,
        `/products/search?q=${['pen', 'notebook', 'ink', 'paper'][s.n % 4]}&limit=12`,
      ];
      return (await call('GET', paths[s.n % 3]!, { client: s.client })).status;
    },
    product: async (s) => (await call('GET', `/products/${pick(s.n * 17)}`, { client: s.client })).status,
    suggest: async (s) => (await call('GET', `/products/suggest?q=${SUGGESTIONS[s.n % SUGGESTIONS.length]}`, { client: s.client })).status,
    'cart add': async (s) =>
      (await call('POST', '/cart', { token: s.token, body: { productId: pick(s.n * 31) }, client: s.client })).status,
    'sign-in': async (s) => {
      const email = accounts[s.i + SHOPPERS * (s.n % ACCOUNTS_EACH)]!;
      const first = await call('POST', '/auth/login', { body: { email, password }, client: s.client });
      if (first.status !== 200) return first.status;
      const emailOtp = codeFor(email);
      return (await call('POST', '/auth/verify-otp', { body: { email, emailOtp }, client: s.client })).status;
    },
  };
  const wheel = Object.entries(MIX).flatMap(([kind, n]) => Array<keyof typeof MIX>(n).fill(kind as keyof typeof MIX));

  const times = new Map<Kind, number[]>();
  const statuses = new Map<Kind, Map<number, number>>();
  const record = (kind: Kind, ms: number, status: number) => {
    const t = times.get(kind) ?? times.set(kind, []).get(kind)!;
    t.push(ms);
    const s = statuses.get(kind) ?? statuses.set(kind, new Map()).get(kind)!;
    s.set(status, (s.get(status) ?? 0) + 1);
  };

  /** The shoppers, each asking questions until `until` (performance.now()), recorded when `timed`. */
  const shop = async (until: number, timed: boolean) =>
    Promise.all(
      Array.from({ length: SHOPPERS }, async (_, i) => {
        const s = { token: tokenFor(), client: nextClient(), n: i * 101, i };
        while (performance.now() < until) {
          // A fixed stride through the wheel per shopper: every run asks the same mix in the same order.
          const kind = wheel[(s.n * 37 + i) % wheel.length]!;
          s.n++;
          const t0 = performance.now();
          const status = await ask[kind](s);
          if (timed) record(kind, performance.now() - t0, status);
        }
      }),
    );

  await shop(performance.now() + WARMUP_SECONDS * 1000, false);
  const rssWarm = rssOf(apiPid);
  const cpu0 = { api: ownCpuSeconds(apiPid), all: cpuSeconds(apiPid) };
  const started = performance.now();
  const until = started + SECONDS * 1000;
  // The bursts: BURST orders at once, at a third and two thirds of the run.
  const bursts = Array.from({ length: BURSTS }, async (_, b) => {
    await new Promise((r) => setTimeout(r, ((b + 1) * SECONDS * 1000) / (BURSTS + 1)));
    await Promise.all(
      burstShoppers.slice(b * BURST, (b + 1) * BURST).map(async (s) => {
        const t0 = performance.now();
        const res = await call('POST', '/orders', {
          token: s.token,
          client: s.client,
          body: { ...SHIPPING, paymentMethod: 'COD' },
          headers: { 'idempotency-key': randomUUID() },
        });
        record('order', performance.now() - t0, res.status);
      }),
    );
  });
  await Promise.all([shop(until, true), ...bursts]);
  const seconds = (performance.now() - started) / 1000;
  const cpu = { api: ownCpuSeconds(apiPid) - cpu0.api, all: cpuSeconds(apiPid) - cpu0.all };
  const rssEnd = rssOf(apiPid);

  const answers = [...times.values()].reduce((n, t) => n + t.length, 0);
  const ok = [...statuses.values()].reduce((n, m) => n + [...m].filter(([s]) => s >= 200 && s < 300).reduce((a, [, c]) => a + c, 0), 0);
  console.log(
    `\nmixed load: ${SHOPPERS} shoppers for ${seconds.toFixed(1)} s (after ${WARMUP_SECONDS} s of warm-up), ${process.env.BENCH_PRODUCTS ?? '1200'} variants seeded${process.env.BENCH_CHECKOUT ? `, store from ${process.env.BENCH_CHECKOUT}` : ''}${process.env.BENCH_MALLOC === 'glibc' ? ', glibc malloc defaults' : process.env.BENCH_MALLOC ? `, MALLOC_MMAP_THRESHOLD_=${process.env.BENCH_MALLOC}` : ''}, ${BENCH_RUNTIME} runtime`,
  );
  console.log(`throughput: ${(answers / seconds).toFixed(0)} answers/s (${answers} answers, ${ok} of them 2xx)`);
  console.log('kind        | share | answers | p50 ms | p99 ms | statuses');
  for (const kind of [...Object.keys(MIX), 'order'] as Kind[]) {
    const t = times.get(kind) ?? [];
    const st = [...(statuses.get(kind) ?? new Map<number, number>())].map(([s, n]) => `${n}×${s}`).join(', ');
    console.log(
      `${kind.padEnd(11)} | ${((t.length / Math.max(1, answers)) * 100).toFixed(1).padStart(4)}% | ${String(t.length).padStart(7)} | ${pct(t, 50).toFixed(1).padStart(6)} | ${pct(t, 99).toFixed(1).padStart(6)} | ${st}`,
    );
  }
  console.log(
    `api CPU per answer: ${((cpu.api / Math.max(1, answers)) * 1e6).toFixed(0)} µs (api ${cpu.api.toFixed(1)} s, sync-server ${(cpu.all - cpu.api).toFixed(1)} s over the run)`,
  );
  console.log(`api resident memory: ${mb(rssWarm)} after the warm-up, ${mb(rssEnd)} at the end`);
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`machine: load average ${load} (1, 5, 15 min) on its cores; a busy machine moves every figure`);
} finally {
  agent.destroy();
  await store.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
