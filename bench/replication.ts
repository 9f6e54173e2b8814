/** Time and bytes for a fresh client to replicate the whole public catalogue through /sync. */
/// <reference path="../sync-server/src/types.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PouchDB from 'pouchdb-node';
import { startStoreProcess } from './lib/store-process.js';

const store = await startStoreProcess({ SEED_PRODUCTS: process.env.BENCH_PRODUCTS ?? '1200' });
const dir = mkdtempSync(path.join(tmpdir(), 'bench-replica-'));
try {
  let bytes = 0;
  let requests = 0;
  const countingFetch = async (url: string | URL | Request, init?: RequestInit) => {
    const res = await fetch(url, init);
    const body = await res.arrayBuffer();
    bytes += body.byteLength;
    requests++;
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
  const started = performance.now();
  const docs: Record<string, number> = {};
  await Promise.all(
    ['categories', 'products', 'inventory', 'reviews'].map(async (db) => {
      const local = new PouchDB(path.join(dir, db));
      const remote = new PouchDB(`${store.url}/sync/${db}`, { fetch: countingFetch });
      await local.replicate.from(remote as unknown as string, { batch_size: 500, batches_limit: 4 });
      docs[db] = (await local.info()).doc_count;
      await local.close();
    }),
  );
  const ms = performance.now() - started;
  console.log(`\nFresh replica through /sync (PouchDB client, 4 databases in parallel)`);
  console.log(
    `documents: ${Object.entries(docs)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `time: ${(ms / 1000).toFixed(2)} s, bytes received: ${(bytes / 1024 / 1024).toFixed(2)} MiB (uncompressed), requests: ${requests}`,
  );
} finally {
  await store.stop();
  rmSync(dir, { recursive: true, force: true });
}
