/**
 * Catalogue read speed: listing by category, search and product detail under 50 concurrent
 * connections, against the api and against a bare node:http server (separate process) sending
 * the same bytes. Prints req/s, p99 and the ratio (issue target ≥ 0.35, goal 0.5).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStoreProcess } from './lib/store-process.js';
import { load } from './lib/load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

const store = await startStoreProcess({ SEED_PRODUCTS: process.env.BENCH_PRODUCTS ?? '1200' });
const work = mkdtempSync(path.join(tmpdir(), 'bench-catalog-'));
try {
  const list = (await (await fetch(`${store.url}/api/products?limit=1&sort=featured`)).json()) as {
    data: { products: Array<{ _id: string }>; pagination: { total: number } };
  };
  const someId = list.data.products[0]?._id;
  if (!someId) throw new Error('the store has no products to measure');
  const endpoints = {
    'listing by category': '/api/products?category=writing&sort=featured&page=1&limit=12',
    search: '/api/products/search?q=pen&limit=12',
    'product detail': `/api/products/${someId}`,
  };

  const captured: Record<string, { contentType: string; body: string }> = {};
  for (const p of Object.values(endpoints)) {
    const res = await fetch(`${store.url}${p}`);
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    captured[p] = {
      contentType: res.headers.get('content-type') ?? 'application/json',
      body: Buffer.from(await res.arrayBuffer()).toString('base64'),
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

  console.log(`\nCatalogue reads (${list.data.pagination.total} products, ${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.log('endpoint               | api req/s | api p99 ms | bare req/s | bare p99 ms | ratio | bytes');
  for (const [name, p] of Object.entries(endpoints)) {
    await load(`${store.url}${p}`, { connections: CONNECTIONS, seconds: 2 }); // warm-up
    const api = await load(`${store.url}${p}`, { connections: CONNECTIONS, seconds: SECONDS });
    const raw = await load(`${bareUrl}${p}`, { connections: CONNECTIONS, seconds: SECONDS });
    const ratio = api.reqPerSec / raw.reqPerSec;
    const bytes = Buffer.from(captured[p]!.body, 'base64').length;
    console.log(
      `${name.padEnd(22)} | ${api.reqPerSec.toFixed(0).padStart(9)} | ${String(api.p99Ms).padStart(10)} | ${raw.reqPerSec.toFixed(0).padStart(10)} | ${String(raw.p99Ms).padStart(11)} | ${ratio.toFixed(2).padStart(5)} | ${bytes}` +
        (api.errors || api.non2xx ? `  (api errors ${api.errors}, non-2xx ${api.non2xx})` : ''),
    );
  }
  bare.kill('SIGTERM');
} finally {
  await store.stop();
  rmSync(work, { recursive: true, force: true });
}
