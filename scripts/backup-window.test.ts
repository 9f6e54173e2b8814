/**
 * The window a backup always has: orders placed (stock taken, markers settled) and cancelled after
 * the orders were copied and before the inventory was. Restored, every product's stock + units of
 * its restored live orders must be the stock it started with: no units vanish with orders that are
 * not in the backup, and none come back twice.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startSyncServerProcess } from '../sync-server/src/index.js';
import { backup, restore } from './backup.js';
import { root, scriptCommand, scriptEnv } from './test-support.js';

const env = (dataDir: string, syncPort: number) => ({
  ...process.env,
  ...scriptEnv('start'),
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  SYNC_PORT: String(syncPort),
  SEED_PRODUCTS: '12',
  LOG_LEVEL: 'error',
  PWA_DIR: path.join(dataDir, 'no-pwa'),
});

async function api(base: string, method: string, p: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: { _id?: string }; token?: string } };
}

const address = { firstName: 'Asha', lastName: 'Rao', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001' };
const SETTLED_AFTER_MS = 2_500; // past the stock module's SETTLE_AFTER_MS: the placed orders' markers are gone

test(
  'a backup restores stock that agrees with its orders when orders were placed and cancelled between the orders and the inventory copies',
  { timeout: 180_000 },
  async () => {
    const dataA = mkdtempSync(path.join(tmpdir(), 'backup-window-a-'));
    const dataB = mkdtempSync(path.join(tmpdir(), 'backup-window-b-'));
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'backup-window-dir-')), 'b');
    mkdirSync(path.join(dataA, 'no-pwa'));
    const syncPort = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, scriptCommand('start'), {
      cwd: root,
      env: env(dataA, syncPort),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    try {
      const base = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const m = /open at (http:\/\/\S+)/.exec(out);
          if (m?.[1]) resolve(m[1]);
        });
        child.once('exit', (code) => reject(new Error(`store exited (${code}): ${out}`)));
      });
      const products = (
        (await api(base, 'GET', '/products?limit=12')).body.data as unknown as { products: Array<{ _id: string; stock: number }> }
      ).products
        .sort((a, b) => b.stock - a.stock)
        .slice(0, 3);
      assert.ok(
        products.every((p) => p.stock >= 10),
        'three products with stock for the orders below',
      );
      const initial = new Map(products.map((p) => [p._id, p.stock]));
      const shopper = async (i: number, quantity: number) => {
        const email = `window.${i}.${Date.now()}@example.com`;
        const phone = '+91 98450 55555';
        const s = await api(base, 'POST', '/auth/signup', {
          name: 'Asha Rao',
          email,
          phone,
          password: 'secret123',
          confirmPassword: 'secret123',
        });
        assert.equal(s.status, 201, JSON.stringify(s.body));
        const token = String(s.body.token);
        assert.equal((await api(base, 'POST', '/cart', { productId: products[i % products.length]!._id, quantity }, token)).status, 200);
        return async () => {
          const r = await api(base, 'POST', '/orders', { ...address, phone, paymentMethod: 'COD' }, token);
          assert.equal(r.status, 201);
          return { token, id: String(r.body.data?._id) };
        };
      };
      // Two orders before the backup (one of them is cancelled in the window), four in it.
      const early = await Promise.all([shopper(0, 2), shopper(1, 3)]);
      const [kept, cancelled] = [await early[0]!(), await early[1]!()];
      const inWindow = await Promise.all([shopper(0, 4), shopper(1, 5), shopper(2, 6), shopper(2, 1)]);

      await backup(folder, env(dataA, syncPort), {
        afterCopy: async (name) => {
          if (name !== 'orders') return;
          for (const order of inWindow) await order();
          assert.equal((await api(base, 'POST', `/orders/${cancelled.id}/cancel`, {}, cancelled.token)).status, 200);
          await new Promise((r) => setTimeout(r, SETTLED_AFTER_MS));
        },
      });
      assert.ok(kept.id);

      await restore(folder, env(dataB, 0));
      const secrets = JSON.parse(readFileSync(path.join(dataB, 'secrets.json'), 'utf8')) as { syncUser: string; syncPassword: string };
      const sync = await startSyncServerProcess({ dataDir: dataB, port: 0, username: secrets.syncUser, password: secrets.syncPassword });
      try {
        const auth = `Basic ${Buffer.from(`${secrets.syncUser}:${secrets.syncPassword}`).toString('base64')}`;
        const all = async <T>(db: string) =>
          (
            (await (await fetch(`${sync.url}/${db}/_all_docs?include_docs=true`, { headers: { authorization: auth } })).json()) as {
              rows: Array<{ doc: T }>;
            }
          ).rows.map((r) => r.doc);
        type Order = { type?: string; phase?: string; status?: string; items?: Array<{ product: { _id: string }; quantity: number }> };
        const live = (await all<Order>('orders')).filter((o) => o.type === 'order' && o.phase === 'placed' && o.status !== 'cancelled');
        assert.equal(live.length, 1, 'the backup holds the order placed before it that was not cancelled, only');
        const inventory = await all<{ _id: string; quantity?: number; movements?: unknown }>('inventory');
        for (const [id, start] of initial) {
          const record = inventory.find((d) => d._id === id);
          const held = live
            .flatMap((o) => o.items ?? [])
            .filter((i) => i.product._id === id)
            .reduce((n, i) => n + i.quantity, 0);
          assert.equal((record?.quantity ?? 0) + held, start, `${id}: ${record?.quantity} on sale + ${held} held by restored orders`);
          assert.equal(record?.movements, undefined, `${id} comes back with no order mid-move`);
        }
      } finally {
        await sync.stop();
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 1000));
      for (const d of [dataA, dataB, path.dirname(folder)]) rmSync(d, { recursive: true, force: true });
    }
  },
);
