/// <reference types="node" />
/**
 * The real store for the write-path tests: a sync-server (pouchdb-server) process and the api
 * in this process on a free port, with a small catalogue written to its databases. In front of
 * it a pass-through proxy can lose the network, answer as an overloaded server, or drop an
 * answer after the store handled the request: the faults a phone on a train meets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStore, listen, parseEnv, type Store } from '@store/api';
import { startSyncServerProcess } from '@store/sync-server';

export interface FixtureProduct {
  _id: string;
  name: string;
  price: number;
  stock: number;
  /**
   * A product sold in variants (docs/decisions/042): its options and variants, each with its own
   * stock (its inventory record, keyed by the variant id). Without them: one variant, id = product id.
   */
  options?: Array<{ name: string; values: string[] }>;
  variants?: Array<{ id: string; values: string[]; price: number; stock: number }>;
}

/** What the proxy does with the next requests. */
export type Fault = 'none' | 'offline' | 'server-error' | 'lose-answer';

export interface StoreServer {
  /** The proxy's origin: what the device talks to. */
  origin: string;
  store: Store;
  fault: Fault;
  /** Every request that reached the store through the proxy: method, path and idempotency key. */
  seen: Array<{ method: string; path: string; key: string | undefined }>;
  signUp(name: string): Promise<{ token: string; userId: string }>;
  /** Stock of a variant (a product without variants: its id); `productId` when it is a variant's. */
  setStock(id: string, quantity: number, productId?: string): Promise<void>;
  /** The store's own answer, bypassing the proxy. */
  get(path: string, token: string): Promise<unknown>;
  stop(): Promise<void>;
}

const now = () => new Date().toISOString();

export async function startStoreServer(products: FixtureProduct[]): Promise<StoreServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pwa-store-test-'));
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  const sync = await startSyncServerProcess({ dataDir: path.join(dataDir, 'db'), port: 0, username: 'admin', password });
  const couch = new URL(sync.url);
  couch.username = 'admin';
  couch.password = password;
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_PRODUCTS: '0', LOG_LEVEL: 'error', ADMIN_PASSWORD: 'Admin@12345' });
  const store = await createStore(env, { couchUrl: couch.toString().replace(/\/$/, '') });
  const api = await listen(store.handler, 0, '127.0.0.1');
  const { dbs } = store.ctx;
  const { catalog } = store;

  await dbs.categories.bulkDocs([
    { _id: 'writing', type: 'category', schemaVersion: 1, name: 'Writing', description: 'Pens', image: null, color: '#1f3a5f', createdAt: now(), updatedAt: now() },
  ] as never);
  for (const p of products) {
    const product = {
      _id: p._id, type: 'product', schemaVersion: 1, name: p.name, brand: 'Lamy', description: 'A fine thing.', specification: '', features: [], price: p.price,
      originalPrice: null, category: 'writing', images: { mainImage: 'test.webp', additionalImages: [] }, badge: null, featured: false, bestSeller: false,
      rating: 0, numReviews: 0, createdAt: now(), updatedAt: now(),
      ...(p.variants
        ? {
            options: p.options ?? [],
            variants: p.variants.map((v) => ({ id: v.id, sku: '', values: v.values, price: v.price, originalPrice: null, images: null })),
          }
        : {}),
    };
    const productRes = await dbs.products.bulkDocs([product] as never);
    catalog.noteWritten('products', { ...product, _rev: productRes[0]!.rev } as never);
  }
  /** Stock of a variant (`id`: a variant id, or the product id of a product without variants). */
  const setStock = async (id: string, quantity: number, productId = id) => {
    const [existing] = await dbs.inventory.allDocs({ keys: [id] });
    const doc = { _id: id, _rev: existing?._rev, type: 'inventory', schemaVersion: 1, product: productId, quantity, updatedAt: now() };
    const [res] = await dbs.inventory.bulkDocs([doc] as never);
    if (!res || res.error) throw new Error(`stock of ${id}: ${res?.reason}`);
    catalog.noteWritten('inventory', { ...doc, _rev: res.rev } as never);
  };
  for (const p of products) {
    if (p.variants) for (const v of p.variants) await setStock(v.id, v.stock, p._id);
    else await setStock(p._id, p.stock);
  }

  const target = new URL(api.url);
  const state: { fault: Fault } = { fault: 'none' };
  const seen: StoreServer['seen'] = [];
  const proxy: Server = createServer((req, res) => {
    if (state.fault === 'offline') return req.socket.destroy();
    if (state.fault === 'server-error') {
      res.writeHead(503, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ success: false, message: 'The store is busy. Please try again.' }));
    }
    seen.push({ method: req.method ?? 'GET', path: req.url ?? '', key: req.headers['idempotency-key'] as string | undefined });
    const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      if (state.fault === 'lose-answer') {
        answer.resume();
        answer.on('end', () => req.socket.destroy());
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const call = async (method: string, p: string, body?: unknown, token?: string) => {
    const res = await fetch(`${api.url}/api${p}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data?: unknown; token?: string; user?: { _id: string } };
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  let n = 0;
  return {
    origin,
    store,
    get fault() {
      return state.fault;
    },
    set fault(f: Fault) {
      state.fault = f;
    },
    seen,
    signUp: async (name) => {
      const email = `${name.toLowerCase()}.${Date.now().toString(36)}${n++}@example.com`;
      const res = await call('POST', '/auth/signup', { name, email, password: 'secret123', confirmPassword: 'secret123' });
      if (!res.token || !res.user) throw new Error('signup answered no session');
      return { token: res.token, userId: res.user._id };
    },
    setStock,
    get: async (p, token) => (await call('GET', p, undefined, token)).data,
    stop: async () => {
      proxy.closeAllConnections();
      await new Promise((r) => proxy.close(r));
      api.server.closeAllConnections();
      await new Promise((r) => api.server.close(r));
      await store.close();
      await sync.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
