/**
 * Catalogue read speed: EVERY public catalogue read endpoint (product listing, search,
 * suggestions, featured, bestsellers, a category's products, product detail, related products,
 * categories, their counts, one category) under 50 concurrent connections, against the api and
 * against a bare node:http server (separate process) sending the same bytes. The machine is
 * shared, so api and bare runs alternate (ROUNDS rounds of SECONDS each, after a warm-up) and the
 * ratio printed is the median of the rounds' ratios (issue 24's target: ≥ 0.9 for each). Prints
 * req/s, p99 and the ratio; asserts nothing. BENCH_ENDPOINTS=detail,counts measures only those;
 * BARE_WITH_API_HEADERS=1 makes the bare server send the api's headers too (what they cost).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStoreProcess } from './lib/store-process.js';
import { cpuSeconds } from './lib/cpu.js';
import { load, type LoadResult } from './lib/load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 50;

const store = await startStoreProcess({ SEED_PRODUCTS: process.env.BENCH_PRODUCTS ?? '1200' });
const work = mkdtempSync(path.join(tmpdir(), 'bench-catalog-'));
try {
  const list = (await (await fetch(`${store.url}/api/products?limit=1&sort=featured`)).json()) as {
    data: { products: Array<{ _id: string }>; pagination: { total: number } };
  };
  const someId = list.data.products[0]?._id;
  if (!someId) throw new Error('the store has no products to measure');
  const category = 'writing';
  const endpoints = {
    'listing by category': `/api/products?category=${category}&sort=featured&page=1&limit=12`,
    'listing, all': '/api/products?page=2&limit=12&sort=newest',
    search: '/api/products/search?q=pen&limit=12',
    suggestions: '/api/products/suggest?q=fount',
    featured: '/api/products/featured',
    bestsellers: '/api/products/bestsellers',
    "a category's products": `/api/products/categories/${category}/products?page=1&limit=12`,
    'product detail': `/api/products/${someId}`,
    'related products': `/api/products/${someId}/related`,
    categories: '/api/categories',
    'category counts': '/api/categories/quantity',
    'one category': `/api/categories/${category}`,
  };

  const captured: Record<string, { contentType: string; body: string; headers?: string[] }> = {};
  for (const p of Object.values(endpoints)) {
    const res = await fetch(`${store.url}${p}`);
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    captured[p] = {
      contentType: res.headers.get('content-type') ?? 'application/json',
      body: Buffer.from(await res.arrayBuffer()).toString('base64'),
      // BARE_WITH_API_HEADERS=1: the bare server also sends the api's headers (security headers, ETag, …).
      ...(process.env.BARE_WITH_API_HEADERS
        ? {
            headers: [...(res.headers as unknown as Iterable<[string, string]>)]
              .filter(
                ([k]) =>
                  !['date', 'connection', 'keep-alive', 'content-encoding', 'transfer-encoding', 'content-length', 'etag'].includes(k),
              )
              .flat(),
          }
        : {}),
    };
  }
  const file = path.join(work, 'responses.json');
  writeFileSync(file, JSON.stringify(captured));
  const bare = spawn(
    process.execPath,
    [path.join(here, '..', 'node_modules/tsx/dist/cli.mjs'), path.join(here, 'lib/bare-server.ts'), file],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const bareUrl = await new Promise<string>((resolve) =>
    bare.stdout?.on(
      'data',
      (c: Buffer) => /listening on (\S+)/.exec(c.toString())?.[1] && resolve(/listening on (\S+)/.exec(c.toString())![1]!),
    ),
  );

  console.log(
    `\nCatalogue reads (${list.data.pagination.total} products, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s; median ratio)`,
  );
  console.log(
    'endpoint               | api req/s | api p99 ms | bare req/s | bare p99 ms | ratio | CPU/answer api µs | bare µs | CPU ratio | bytes',
  );
  let bareAt = cpuSeconds(bare.pid);
  const only = process.env.BENCH_ENDPOINTS?.split(',').filter(Boolean);
  for (const [name, p] of Object.entries(endpoints)) {
    if (only && !only.some((o) => name.includes(o))) continue;
    await load(`${store.url}${p}`, { connections: CONNECTIONS, seconds: 1 }); // warm-up
    bareAt = cpuSeconds(bare.pid);
    const rounds: Array<{ api: LoadResult; raw: LoadResult }> = [];
    let apiCpu = 0;
    let bareCpu = 0;
    let apiRequests = 0;
    let bareRequests = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const cpu0 = cpuSeconds(store.child.pid);
      const api = await load(`${store.url}${p}`, { connections: CONNECTIONS, seconds: SECONDS });
      const cpu1 = cpuSeconds(store.child.pid);
      const raw = await load(`${bareUrl}${p}`, { connections: CONNECTIONS, seconds: SECONDS });
      const cpu2 = cpuSeconds(bare.pid);
      apiCpu += cpu1 - cpu0;
      bareCpu += cpu2 - bareAt;
      bareAt = cpu2;
      apiRequests += api.requests;
      bareRequests += raw.requests;
      rounds.push({ api, raw });
    }
    // CPU time per answer: what the other agents on a shared machine move least.
    const cpuRatio = bareCpu / bareRequests / (apiCpu / apiRequests);
    const median = <T>(xs: T[], by: (x: T) => number) => [...xs].sort((a, b) => by(a) - by(b))[Math.floor(xs.length / 2)]!;
    const mid = median(rounds, (r) => r.api.reqPerSec / r.raw.reqPerSec);
    const ratio = mid.api.reqPerSec / mid.raw.reqPerSec;
    const bytes = Buffer.from(captured[p]!.body, 'base64').length;
    const errors = rounds.reduce((n, r) => n + r.api.errors + r.api.non2xx, 0);
    console.log(
      `${name.padEnd(22)} | ${mid.api.reqPerSec.toFixed(0).padStart(9)} | ${String(mid.api.p99Ms).padStart(10)} | ${mid.raw.reqPerSec.toFixed(0).padStart(10)} | ${String(mid.raw.p99Ms).padStart(11)} | ${ratio.toFixed(2).padStart(5)} | ${((apiCpu / apiRequests) * 1e6).toFixed(0).padStart(17)} | ${((bareCpu / bareRequests) * 1e6).toFixed(0).padStart(7)} | ${cpuRatio.toFixed(2).padStart(9)} | ${bytes}` +
        (errors ? `  (api errors or non-2xx: ${errors})` : '') +
        `  [rounds: ${rounds.map((r) => (r.api.reqPerSec / r.raw.reqPerSec).toFixed(2)).join(' ')}]`,
    );
  }
  bare.kill('SIGTERM');
} finally {
  await store.stop();
  rmSync(work, { recursive: true, force: true });
}
