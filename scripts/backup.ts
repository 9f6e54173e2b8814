/**
 * `pnpm backup <dir>` and `pnpm restore <dir>`: every database of the store (with CouchDB's
 * replication protocol: documents, revision histories and conflicts), the uploaded images, and
 * the store's secrets, copied to a folder and back.
 *
 * The database is the bundled sync-server of DATA_DIR (reached on SYNC_PORT when the store is
 * running, else started for the copy) or COUCHDB_URL. Restore goes into a store whose databases
 * are empty (a fresh DATA_DIR, or a new CouchDB); start it afterwards with `pnpm start`.
 * The folder holds password hashes and secrets: keep it as safe as the store itself.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadOrCreateSecrets, parseEnv, type Secrets } from '../api/src/index.js';
import { copyDatabase, redact, startSyncServerProcess, type SyncServerProcess } from '../sync-server/src/index.js';
import { applyStockBeforeOrders, measureStockBeforeOrders } from './backup-stock.js';

/**
 * Every database the store has (api/src/db/databases.ts), without the prefix, in the order they
 * are copied. A running store is copied one database after another, so each is cut at its own
 * moment; `inventory` comes after `orders` and `idempotency` on purpose: an order is marked placed
 * only after its stock was taken (commerce/orders/place-order.ts), so every placed order in the
 * backup has its take in the later inventory copy, and a restored store never offers units its
 * restored orders took. Orders placed while inventory was being copied are not in the backup but
 * their units are: lost from sale, never oversold. A pending order comes back with its stock
 * marker (or none) and the crash repair rolls it back from the marker at the restored store's start.
 * A cancellation returns stock too: an order copied while processing and cancelled before its
 * returned units reached the inventory copy would come back taking them twice. So once inventory
 * is copied, the orders cancelled since the orders copy began are copied again (cancelled). One
 * cancelled after the inventory copy then comes back cancelled with its units off sale: lost from
 * sale, never oversold.
 *
 * Lost from sale is not right either: the restore then sets each product's stock from its stock
 * before orders, measured at the end of the backup (backup-stock.ts), minus what the restored live
 * orders hold, so that stock + units of restored live orders = stock before those orders.
 */
export const STORE_DATABASES = [
  'categories',
  'products',
  'reviews',
  'users',
  'challenges',
  'carts',
  'wishlists',
  'orders',
  'idempotency',
  'inventory',
  'meta',
  'search_misses',
  'newsletter',
] as const;

interface Manifest {
  createdAt: string;
  databases: Array<{ name: string; docs: number }>;
  uploads: boolean;
}

/** Per product, its stock before orders (backup-stock.ts); absent from backups made before it existed. */
const STOCK_FILE = 'stock-before-orders.json';

/** A GET of a CouchDB URL whose credentials are in it (fetch refuses credentials in the URL). */
function couchGet(url: string, init: { signal?: AbortSignal } = {}): Promise<Response> {
  const u = new URL(url);
  const authorization = `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString('base64')}`;
  u.username = '';
  u.password = '';
  return fetch(u, { headers: { authorization }, ...init });
}

async function reachable(url: string): Promise<boolean> {
  try {
    return (await couchGet(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

const withCredentials = (url: string, secrets: Secrets) => {
  const u = new URL(url);
  u.username = secrets.syncUser;
  u.password = secrets.syncPassword;
  return u.toString().replace(/\/$/, '');
};

/** The store's CouchDB: COUCHDB_URL, the running sync-server, or one started on DATA_DIR for the copy. */
async function openDatabase(
  env: ReturnType<typeof parseEnv>,
  dataDir: string,
  secrets: Secrets,
): Promise<{ couchUrl: string; sync?: SyncServerProcess }> {
  if (env.COUCHDB_URL) return { couchUrl: env.COUCHDB_URL.replace(/\/$/, '') };
  const running = withCredentials(`http://127.0.0.1:${env.SYNC_PORT}`, secrets);
  if (env.SYNC_PORT !== 0 && (await reachable(running))) return { couchUrl: running };
  const sync = await startSyncServerProcess({ dataDir, port: 0, username: secrets.syncUser, password: secrets.syncPassword });
  return { couchUrl: withCredentials(sync.url, secrets), sync };
}

async function docCount(couchUrl: string, db: string): Promise<number> {
  const res = await couchGet(`${couchUrl}/${encodeURIComponent(db)}`);
  if (res.status === 404) return -1;
  return ((await res.json()) as { doc_count: number }).doc_count;
}

/** A database's current update sequence: where a later look at its changes starts. */
async function updateSeq(dbUrl: string): Promise<string> {
  const info = (await (await couchGet(dbUrl)).json()) as { update_seq: string | number };
  return String(info.update_seq);
}

/** Ids of the orders whose newest revision since `since` is cancelled. */
async function cancelledSince(ordersUrl: string, since: string): Promise<string[]> {
  const res = await couchGet(`${ordersUrl}/_changes?since=${encodeURIComponent(since)}&include_docs=true`);
  const body = (await res.json()) as { results: Array<{ id: string; doc?: { status?: unknown } }> };
  return body.results.filter((r) => r.doc?.status === 'cancelled').map((r) => r.id);
}

/** `afterCopy`: for tests, runs after each database is copied (orders placed between two copies, say). */
export async function backup(
  dir: string,
  envIn: NodeJS.ProcessEnv = process.env,
  hooks: { afterCopy?: (name: string) => Promise<void> } = {},
): Promise<Manifest> {
  const env = parseEnv(envIn);
  const dataDir = path.resolve(env.DATA_DIR);
  if (!existsSync(path.join(dataDir, 'secrets.json')) && !env.COUCHDB_URL)
    throw new Error(`No store in ${dataDir} (no secrets.json): set DATA_DIR.`);
  const secrets = loadOrCreateSecrets(dataDir);
  const target = path.resolve(dir);
  if (existsSync(target) && readdirSync(target).length) throw new Error(`${target} is not empty: back up into a new folder.`);
  mkdirSync(path.join(target, 'databases'), { recursive: true });
  const { couchUrl, sync } = await openDatabase(env, dataDir, secrets);
  try {
    const databases: Manifest['databases'] = [];
    const ordersRemote = `${couchUrl}/${encodeURIComponent(env.DB_PREFIX + 'orders')}`;
    let ordersSince: string | null = null;
    for (const name of STORE_DATABASES) {
      const remote = `${couchUrl}/${encodeURIComponent(env.DB_PREFIX + name)}`;
      if ((await docCount(couchUrl, env.DB_PREFIX + name)) < 0) continue;
      if (name === 'orders') ordersSince = await updateSeq(remote);
      await copyDatabase(remote, path.join(target, 'databases', name));
      if (name === 'inventory' && ordersSince !== null) {
        const cancelled = await cancelledSince(ordersRemote, ordersSince);
        if (cancelled.length) await copyDatabase(ordersRemote, path.join(target, 'databases', 'orders'), { docIds: cancelled });
      }
      databases.push({ name, docs: await docCount(couchUrl, env.DB_PREFIX + name) });
      console.log(`backed up ${name} (${databases.at(-1)?.docs} documents) from ${redact(remote)}`);
      await hooks.afterCopy?.(name);
    }
    if (databases.some((d) => d.name === 'inventory')) {
      const before = await measureStockBeforeOrders(couchUrl, env.DB_PREFIX);
      writeFileSync(path.join(target, STOCK_FILE), JSON.stringify(before, null, 1));
      console.log(`measured the stock before orders of ${Object.keys(before).length} products`);
    }
    const uploads = path.join(dataDir, 'uploads');
    const hasUploads = existsSync(uploads);
    if (hasUploads) cpSync(uploads, path.join(target, 'uploads'), { recursive: true });
    cpSync(path.join(dataDir, 'secrets.json'), path.join(target, 'secrets.json'));
    const manifest: Manifest = { createdAt: new Date().toISOString(), databases, uploads: hasUploads };
    writeFileSync(path.join(target, 'manifest.json'), JSON.stringify(manifest, null, 2));
    return manifest;
  } finally {
    await sync?.stop();
  }
}

export async function restore(dir: string, envIn: NodeJS.ProcessEnv = process.env): Promise<Manifest> {
  const env = parseEnv(envIn);
  const source = path.resolve(dir);
  const manifestFile = path.join(source, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${source} holds no backup (no manifest.json).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  // The store's own secrets come back first: the same sync-server credentials and the same token key.
  if (!existsSync(path.join(dataDir, 'secrets.json'))) cpSync(path.join(source, 'secrets.json'), path.join(dataDir, 'secrets.json'));
  const secrets = loadOrCreateSecrets(dataDir);
  const { couchUrl, sync } = await openDatabase(env, dataDir, secrets);
  try {
    for (const { name } of manifest.databases) {
      const db = env.DB_PREFIX + name;
      const existing = await docCount(couchUrl, db);
      if (existing > 0) throw new Error(`${name} is not empty (${existing} documents): restore into a fresh store.`);
      await copyDatabase(path.join(source, 'databases', name), `${couchUrl}/${encodeURIComponent(db)}`);
      console.log(`restored ${name} (${await docCount(couchUrl, db)} documents)`);
    }
    const stockFile = path.join(source, STOCK_FILE);
    if (existsSync(stockFile)) {
      const before = JSON.parse(readFileSync(stockFile, 'utf8')) as Record<string, number>;
      const changed = await applyStockBeforeOrders(couchUrl, env.DB_PREFIX, before);
      console.log(`set the stock of ${changed} products to agree with the restored orders`);
    }
    if (manifest.uploads) cpSync(path.join(source, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
    return manifest;
  } finally {
    await sync?.stop();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const [verb, dir] = process.argv.slice(2);
  const run = verb === 'backup' ? backup : verb === 'restore' ? restore : null;
  if (!run || !dir) {
    console.error('Usage: pnpm backup <folder>   |   pnpm restore <folder>   (DATA_DIR or COUCHDB_URL name the store)');
    process.exit(2);
  }
  run(dir).then(
    (m) =>
      console.log(
        `${verb === 'backup' ? 'Backup' : 'Restore'} done: ${m.databases.length} databases${m.uploads ? ' and the uploads' : ''}.`,
      ),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
