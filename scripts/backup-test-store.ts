/**
 * What the backup tests share: a store started as `pnpm start` starts it (its own sync-server, a
 * small seeded catalogue, no PWA), its api, and the restored copy's databases read straight from
 * a sync-server on the restored data directory.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSyncServerProcess } from '../sync-server/src/index.js';
import { root, scriptCommand, scriptEnv } from './test-support.js';

/** The environment `pnpm start` gets for a test store on `dataDir`. */
export const testStoreEnv = (dataDir: string, syncPort: number, seedProducts: number): NodeJS.ProcessEnv => ({
  ...process.env,
  ...scriptEnv('start'),
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  SYNC_PORT: String(syncPort),
  SEED_PRODUCTS: String(seedProducts),
  LOG_LEVEL: 'error',
  PWA_DIR: path.join(dataDir, 'no-pwa'),
});

export async function callApi(base: string, method: string, p: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; token?: string } };
}

export interface RunningTestStore {
  /** The api's origin, e.g. http://127.0.0.1:41234. */
  base: string;
  /** The running store's environment (what `backup` is given). */
  env: NodeJS.ProcessEnv;
  /** An empty data directory for the restore. */
  restoreDir: string;
  /** Where the backup goes (not made yet). */
  folder: string;
}

export interface StartedTestStore {
  /** The api's origin, e.g. http://127.0.0.1:41234. */
  base: string;
  stop(): Promise<void>;
}

/** Starts `pnpm start` on `dataDir` (seeded with `seedProducts` products if empty) and answers once it is open. */
export async function startTestStore(
  dataDir: string,
  seedProducts: number,
  env = testStoreEnv(dataDir, 0, seedProducts),
): Promise<StartedTestStore> {
  mkdirSync(path.join(dataDir, 'no-pwa'), { recursive: true });
  const child = spawn(process.execPath, scriptCommand('start'), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    const base = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const m = /open at (http:\/\/\S+)/.exec(out);
        if (m?.[1]) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`store exited (${code}): ${out}`)));
    });
    return { base, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Starts a store seeded with `seedProducts` products, runs `use`, then stops it and removes every folder it made. */
export async function withRunningStore(name: string, seedProducts: number, use: (store: RunningTestStore) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-a-`));
  const restoreDir = mkdtempSync(path.join(tmpdir(), `${name}-b-`));
  const folder = path.join(mkdtempSync(path.join(tmpdir(), `${name}-dir-`)), 'b');
  const env = testStoreEnv(dataDir, 20000 + Math.floor(Math.random() * 20000), seedProducts);
  let store: StartedTestStore | undefined;
  try {
    store = await startTestStore(dataDir, seedProducts, env);
    await use({ base: store.base, env, restoreDir, folder });
  } finally {
    await store?.stop();
    for (const d of [dataDir, restoreDir, path.dirname(folder)]) rmSync(d, { recursive: true, force: true });
  }
}

/** The newest sign-in codes the store wrote to `dataDir`/outbox for this e-mail and phone (what POST /auth/verify-otp takes). */
export function signInCodes(dataDir: string, email: string, phone: string): { emailOtp?: string; phoneOtp?: string } {
  const dir = path.join(dataDir, 'outbox');
  const box = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map(
      (f) =>
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
          channel: string;
          to: string;
          subject?: string;
          code: string | null;
          createdAt: string;
        },
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return {
    emailOtp: box.filter((m) => m.to === email && m.subject === 'Your email sign-in code').at(-1)?.code ?? undefined,
    // The store keeps phones as E.164 (+919845055555) however they were typed: compare the last ten digits.
    phoneOtp:
      box.filter((m) => m.channel === 'sms' && m.code && m.to.replace(/\D/g, '').slice(-10) === phone.replace(/\D/g, '').slice(-10)).at(-1)
        ?.code ?? undefined,
  };
}

export interface RestoredOrder {
  type?: string;
  phase?: string;
  status?: string;
  items?: Array<{ product: { _id: string }; variant?: { id: string }; quantity: number }>;
}

/** Every document of a database of the restored store. */
export type ReadAll = <T>(db: string) => Promise<T[]>;

/** Starts a sync-server on a restored data directory, gives `use` its databases, then stops it. */
export async function withRestoredDatabases(dataDir: string, use: (all: ReadAll) => Promise<void>): Promise<void> {
  const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { syncUser: string; syncPassword: string };
  const sync = await startSyncServerProcess({ dataDir, port: 0, username: secrets.syncUser, password: secrets.syncPassword });
  try {
    const auth = `Basic ${Buffer.from(`${secrets.syncUser}:${secrets.syncPassword}`).toString('base64')}`;
    const all: ReadAll = async <T>(db: string) =>
      (
        (await (await fetch(`${sync.url}/${db}/_all_docs?include_docs=true`, { headers: { authorization: auth } })).json()) as {
          rows: Array<{ doc: T }>;
        }
      ).rows.map((r) => r.doc);
    await use(all);
  } finally {
    await sync.stop();
  }
}

/** The restored orders that hold stock: placed and not cancelled. */
export const liveOrders = (orders: RestoredOrder[]): RestoredOrder[] =>
  orders.filter((o) => o.type === 'order' && o.phase === 'placed' && o.status !== 'cancelled');

/** Units of the variant `variantId` (a product's id for lines from before variants) the orders hold. */
export const unitsHeld = (orders: RestoredOrder[], variantId: string): number =>
  orders
    .flatMap((o) => o.items ?? [])
    .filter((i) => (i.variant?.id ?? i.product._id) === variantId)
    .reduce((n, i) => n + i.quantity, 0);
