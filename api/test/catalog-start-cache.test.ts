/**
 * The catalogue's start cache (docs/decisions/053): a later start reads the index from its own file
 * in DATA_DIR and catches up with the databases' changes since the file's checkpoint, and answers
 * as a start that reads every document would. A file that cannot stand for the databases (corrupt,
 * cut short, another format, other databases, a database replaced) is a full load with the same
 * answers. Stores here are started again on the same DATA_DIR and databases, as a restart does.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { ProductDoc } from '@store/shared';
import { CouchClient } from '../src/db/couch.js';
import { openDatabases, type Databases } from '../src/db/databases.js';
import { parseEnv } from '../src/env.js';
import { readStartCacheFile, START_CACHE_FILE, writeStartCacheFile } from '../src/modules/catalog/index.js';
import { createStore, listen, type Store } from '../src/store.js';

interface Opened {
  store: Store;
  url: string;
  close(): Promise<void>;
}

const couchUrl = inject('couchUrl');
const runTag = inject('dbRunTag');
let counter = 0;
const newPrefix = () => `t${runTag}_${process.pid}_sc${Date.now().toString(36)}_${counter++}_`;
const made: Array<{ dataDir?: string; dbs?: Databases }> = [];

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-start-cache-'));
  made.push({ dataDir: dir });
  return dir;
}

/** A store on these databases and this DATA_DIR; closing it leaves both (a restart opens them again). */
async function open(dataDir: string, prefix: string, seed = '60'): Promise<Opened> {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DB_PREFIX: prefix,
    SEED_PRODUCTS: seed,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: 'Admin@12345',
    ADMIN_PHONE: '+91 90000 00000',
  });
  const store = await createStore(env, { couchUrl });
  const { server, url } = await listen(store.handler, 0, '127.0.0.1');
  return {
    store,
    url,
    close: async () => {
      await store.close();
      await closeServer(server);
    },
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

function databases(prefix: string): Databases {
  const dbs = openDatabases(new CouchClient(couchUrl), prefix);
  made.push({ dbs });
  return dbs;
}

/** What the index holds, in its order: products as answered, categories, stock records and each product's reviews. */
function contentOf(s: Opened) {
  const { catalog } = s.store;
  const products = catalog.allProducts();
  return {
    products,
    categories: catalog.allCategories(),
    inventory: catalog.allInventory(),
    reviews: products.map((p) => [p._id, catalog.reviewsOf(p._id)]),
  };
}

/** The public answers a shopper gets: listings, search, categories, and these products' pages. */
async function answersOf(s: Opened, ids: string[]): Promise<Array<[string, number, unknown]>> {
  const urls = [
    '/products?limit=100',
    '/products?limit=100&sort=newest',
    '/products?limit=100&sort=price-low',
    '/products/search?q=pen',
    '/products/featured',
    '/products/bestsellers',
    '/categories',
    ...ids.flatMap((id) => [`/products/${id}`, `/products/${id}/related`]),
  ];
  return Promise.all(
    urls.map(async (u): Promise<[string, number, unknown]> => {
      const res = await fetch(`${s.url}/api${u}`);
      return [u, res.status, await res.json()];
    }),
  );
}

const snapshotOf = async (s: Opened) => ((await (await fetch(`${s.url}/api/catalog/snapshot`)).json()) as { hash: string }).hash;

const cacheFile = (dataDir: string) => path.join(dataDir, START_CACHE_FILE);

afterAll(async () => {
  for (const { dataDir, dbs } of made) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (dbs) await Promise.all(Object.values(dbs).map((db) => db.destroy()));
  }
});

describe('a later start', () => {
  const prefix = newPrefix();
  const dataDir = newDataDir();
  let dbs: Databases;
  /** A product changed, one added and one deleted while the api was down. */
  let changedId: string;
  let deletedId: string;
  const addedId = 'aaa-start-cache-added';
  let cached: Opened;
  let full: Opened;

  beforeAll(async () => {
    dbs = databases(prefix);
    // The first start seeds and reads every document, then writes the cache in the background.
    const first = await open(dataDir, prefix);
    expect(first.store.catalog.startCache.started).toEqual({ from: 'databases', reason: 'no start cache file yet' });
    await first.store.warmed();
    expect(first.store.catalog.startCache.writes).toBe(1);
    expect((await readStartCacheFile(cacheFile(dataDir))).ok).toBe(true);
    await first.close();

    // Meanwhile, through the databases directly (another api instance, or an admin's script).
    const all = (await dbs.products.allDocs()) as unknown as ProductDoc[];
    const [changed, deleted] = [all[1]!, all[2]!];
    changedId = changed._id;
    deletedId = deleted._id;
    await dbs.products.put({ ...changed, name: 'Renamed While The Api Was Down', updatedAt: new Date().toISOString() } as never);
    await dbs.products.remove(deleted._id, deleted._rev!);
    const now = new Date().toISOString();
    await dbs.products.put({
      _id: addedId,
      type: 'product',
      schemaVersion: 1,
      name: 'Pen Added While The Api Was Down',
      brand: 'Lamy',
      description: 'A pen written straight to the database.',
      specification: '',
      features: [],
      price: 275,
      originalPrice: null,
      category: changed.category,
      images: { mainImage: 'test.webp', additionalImages: [] },
      badge: null,
      featured: true,
      bestSeller: false,
      rating: 0,
      numReviews: 0,
      createdAt: now,
      updatedAt: now,
    } as never);
    await dbs.inventory.put({ _id: addedId, type: 'inventory', schemaVersion: 1, product: addedId, quantity: 7, updatedAt: now } as never);
    const variantId = changed.variants[0]!.id;
    const record = (await dbs.inventory.get(variantId))!;
    await dbs.inventory.put({ ...record, quantity: 3, updatedAt: now } as never);
    await dbs.reviews.put({
      _id: 'review-start-cache',
      type: 'review',
      schemaVersion: 1,
      productId: changedId,
      user: { name: 'Asha' },
      rating: 4,
      comment: 'Written while the api was down.',
      createdAt: now,
    } as never);

    cached = await open(dataDir, prefix);
    // The same databases read in full by a store with no cache file (its own DATA_DIR).
    full = await open(newDataDir(), prefix);
  });
  afterAll(async () => {
    await cached?.close();
    await full?.close();
  });

  it('reads the start cache and catches up on exactly the changes made while the api was down', () => {
    // Products: changed, deleted, added; inventory: the added product's record and a quantity; one review.
    expect(cached.store.catalog.startCache.started).toMatchObject({ from: 'cache', caughtUp: 6 });
    expect(full.store.catalog.startCache.started).toEqual({ from: 'databases', reason: 'no start cache file yet' });
  });

  it('answers the product changed, the one added and the one deleted as the database has them', async () => {
    const get = async (id: string) => {
      const res = await fetch(`${cached.url}/api/products/${id}`);
      const body = (await res.json()) as { data: { name: string; stock: number; variants: Array<{ stock: number }> } };
      return { status: res.status, body: body.data };
    };
    const changed = await get(changedId);
    expect(changed.body.name).toBe('Renamed While The Api Was Down');
    expect(changed.body.variants[0]!.stock).toBe(3);
    expect(cached.store.catalog.reviewsOf(changedId).map((r) => r._id)).toContain('review-start-cache');
    expect((await get(deletedId)).status).toBe(404);
    const added = await get(addedId);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name: 'Pen Added While The Api Was Down', stock: 7 });
  });

  it('holds and answers exactly what a start that reads every document does', async () => {
    expect(contentOf(cached)).toEqual(contentOf(full));
    const ids = [
      changedId,
      deletedId,
      addedId,
      ...full.store.catalog
        .allProducts()
        .slice(0, 3)
        .map((p) => p._id),
    ];
    expect(await answersOf(cached, ids)).toEqual(await answersOf(full, ids));
    expect(cached.store.catalog.checkpoint()).toEqual(full.store.catalog.checkpoint());
    expect(await snapshotOf(cached)).toBe(await snapshotOf(full));
  });

  it('writes the file again once it caught up, so the next start catches up on nothing', async () => {
    await cached.store.warmed();
    expect(cached.store.catalog.startCache.writes).toBe(1);
    await cached.close();
    cached = await open(dataDir, prefix);
    expect(cached.store.catalog.startCache.started).toMatchObject({ from: 'cache', caughtUp: 0 });
    expect(contentOf(cached)).toEqual(contentOf(full));
    await cached.store.warmed();
    // Nothing changed: nothing to write.
    expect(cached.store.catalog.startCache.writes).toBe(0);
  });
});

describe('a start cache that cannot stand for the databases', () => {
  const prefix = newPrefix();
  const dataDir = newDataDir();
  let good: Buffer;
  let full: Opened;

  beforeAll(async () => {
    const first = await open(dataDir, prefix);
    await first.store.warmed();
    await first.close();
    good = readFileSync(cacheFile(dataDir));
    full = await open(newDataDir(), prefix);
  });
  afterAll(async () => {
    await full?.close();
  });

  /** Starts on `dataDir` with the file `bytes`; returns why the start loaded in full, after checking it answers as `full`. */
  async function startWith(bytes: Buffer | string, dir = dataDir, dbPrefix = prefix, compareTo: Opened | null = full): Promise<string> {
    writeFileSync(cacheFile(dir), bytes);
    const s = await open(dir, dbPrefix);
    try {
      const started = s.store.catalog.startCache.started;
      expect(started?.from).toBe('databases');
      if (compareTo) {
        expect(contentOf(s)).toEqual(contentOf(compareTo));
        const ids = compareTo.store.catalog
          .allProducts()
          .slice(0, 3)
          .map((p) => p._id);
        expect(await answersOf(s, ids)).toEqual(await answersOf(compareTo, ids));
      }
      // The full load writes a good file again.
      await s.store.warmed();
      expect((await readStartCacheFile(cacheFile(dir))).ok).toBe(true);
      return started?.from === 'databases' ? started.reason : '';
    } finally {
      await s.close();
    }
  }

  it('a byte changed in the middle: loads in full with the same answers', async () => {
    const corrupt = Buffer.from(good);
    const at = Math.floor(corrupt.length / 2);
    corrupt[at] = corrupt[at] === 0x41 ? 0x42 : 0x41;
    expect(await startWith(corrupt)).toMatch(/checksum/);
  });

  it('a file cut short, or not a start cache at all: loads in full with the same answers', async () => {
    expect(await startWith(good.subarray(0, Math.floor(good.length * 0.7)))).toMatch(/cut short|trailer/);
    expect(await startWith('{"hello":')).toMatch(/cut short|trailer/);
  });

  it('a file of an older format: loads in full with the same answers', async () => {
    const text = good.toString('utf8');
    const split = text.lastIndexOf('\n', text.length - 2);
    const trailer = JSON.parse(text.slice(split + 1)) as { format: number };
    const older = `${text.slice(0, split + 1)}${JSON.stringify({ ...trailer, format: 0 })}\n`;
    expect(await startWith(older)).toMatch(/format 0/);
  });

  it('a file from other databases: loads those databases in full', async () => {
    const otherPrefix = newPrefix();
    databases(otherPrefix);
    const otherDir = newDataDir();
    // Other databases, seeded with another catalogue.
    const other = await open(otherDir, otherPrefix, '20');
    await other.store.warmed();
    const otherContent = contentOf(other);
    await other.close();
    expect(otherContent.products.length).toBeLessThan(full.store.catalog.allProducts().length);
    rmSync(cacheFile(otherDir));
    const reason = await startWith(good, otherDir, otherPrefix, null);
    expect(reason).toMatch(/other databases/);
    const again = await open(otherDir, otherPrefix, '20');
    try {
      expect(again.store.catalog.startCache.started?.from).toBe('cache');
      expect(contentOf(again)).toEqual(otherContent);
    } finally {
      await again.close();
    }
  });

  it('a database replaced (deleted and made again) under the same name: loads in full', async () => {
    const replacedPrefix = newPrefix();
    const dbs = databases(replacedPrefix);
    const dir = newDataDir();
    const first = await open(dir, replacedPrefix);
    await first.store.warmed();
    const kept = first.store.catalog.allProducts().slice(0, 2);
    await first.close();
    expect((await readStartCacheFile(cacheFile(dir))).ok).toBe(true);
    // The products database made again with two of its products only (a restore of an older copy).
    const docs = (await dbs.products.allDocs()).filter((d) => kept.some((p) => p._id === d._id));
    await dbs.products.destroy();
    await dbs.products.ensure();
    await dbs.products.bulkDocs(docs.map(({ _rev: _r, ...d }) => d) as never);
    const s = await open(dir, replacedPrefix);
    try {
      const started = s.store.catalog.startCache.started;
      expect(started?.from).toBe('databases');
      expect(started?.from === 'databases' && started.reason).toMatch(/replaced, or restored/);
      expect(s.store.catalog.allProducts().map((p) => p._id)).toEqual(kept.map((p) => p._id));
    } finally {
      await s.close();
    }
  });
});

describe('writing the start cache', () => {
  const prefix = newPrefix();
  const dataDir = newDataDir();
  let s: Opened;

  beforeAll(async () => {
    s = await open(dataDir, prefix);
    await s.store.warmed();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('writes while the catalogue changes and other writes run, and never leaves a half-written file', async () => {
    const { dbs } = s.store.ctx;
    const file = cacheFile(dataDir);
    let reading = true;
    let reads = 0;
    const bad: string[] = [];
    // A reader that looks at the file as a start would, as often as it can, all along.
    const reader = (async () => {
      while (reading) {
        const read = await readStartCacheFile(file);
        reads++;
        if (!read.ok) bad.push(read.reason);
        await new Promise((r) => setImmediate(r));
      }
    })();
    const products = s.store.catalog.allProducts().slice(0, 6);
    const writer = (async () => {
      for (let round = 0; round < 5; round++) {
        for (const p of products) {
          const doc = (await dbs.products.get(p._id))!;
          await dbs.products.put({ ...doc, name: `${p.name.split(' · ')[0]} · round ${round}` });
        }
      }
    })();
    // Several writes asked for at once, over and over, while the documents change.
    const writes = (async () => {
      for (let i = 0; i < 6; i++) await Promise.all([s.store.catalog.startCache.writeNow(), s.store.catalog.startCache.writeNow()]);
    })();
    await Promise.all([writer, writes]);
    reading = false;
    await reader;
    expect(reads).toBeGreaterThan(5);
    expect(bad).toEqual([]);
    expect(readdirSync(dataDir).filter((f) => f.includes('.tmp'))).toEqual([]);
    // Once the index has every change (each of the six products at its last round), the next file has them all.
    const followed = () => products.every((p) => s.store.catalog.getProduct(p._id)?.name.endsWith('· round 4'));
    for (let i = 0; i < 200 && !followed(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(followed()).toBe(true);
    await s.store.catalog.startCache.writeNow();
    const read = await readStartCacheFile(file);
    expect(read.ok).toBe(true);
    const names = read.ok ? read.state.docs.products.map((d) => (d as ProductDoc).name) : [];
    for (const p of products) expect(names).toContain(s.store.catalog.getProduct(p._id)!.name);
  });

  it('a write stopped half-way (the store stopping) leaves the previous file whole and no temporary file', async () => {
    const file = cacheFile(dataDir);
    const before = readFileSync(file);
    const read = await readStartCacheFile(file);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    let parts = 0;
    await expect(writeStartCacheFile(file, read.state, () => ++parts > 2)).rejects.toThrow(/stopped/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(dataDir).filter((f) => f.includes('.tmp'))).toEqual([]);
  });

  it('a copy of DATA_DIR with its file, on the same databases, starts from it', async () => {
    const copy = newDataDir();
    await s.store.catalog.startCache.writeNow();
    copyFileSync(cacheFile(dataDir), cacheFile(copy));
    expect(existsSync(cacheFile(copy))).toBe(true);
    const other = await open(copy, prefix);
    try {
      expect(other.store.catalog.startCache.started?.from).toBe('cache');
      expect(contentOf(other)).toEqual(contentOf(s));
    } finally {
      await other.close();
    }
  });
});
