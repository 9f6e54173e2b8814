/**
 * A backup taken while shoppers order must restore a consistent store: for every product, restored
 * stock + units of the restored placed, non-cancelled orders = the stock it started with. Not more
 * (stock its restored orders took, offered again) and not less (units of orders that are not in
 * the backup, gone from sale).
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
  SEED_PRODUCTS: '4',
  LOG_LEVEL: 'error',
  PWA_DIR: path.join(dataDir, 'no-pwa'),
});

async function api(base: string, method: string, p: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; token?: string } };
}

const address = {
  firstName: 'Asha',
  lastName: 'Rao',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  phone: '+91 98450 55555',
  paymentMethod: 'COD',
};

test(
  'a backup taken while orders are placed and cancelled restores, for every product, stock + what its restored orders hold = the stock it started with',
  { timeout: 180_000 },
  async () => {
    const dataA = mkdtempSync(path.join(tmpdir(), 'backup-race-a-'));
    const dataB = mkdtempSync(path.join(tmpdir(), 'backup-race-b-'));
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'backup-race-dir-')), 'b');
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
      const products = ((await api(base, 'GET', '/products?limit=4')).body.data as { products: Array<{ _id: string; stock: number }> })
        .products;
      const initial = new Map(products.map((p) => [p._id, p.stock]));
      // Shoppers with a cart each, ready to order.
      const shoppers = await Promise.all(
        Array.from({ length: 120 }, async (_, i) => {
          const email = `race.${i}.${Date.now()}@example.com`;
          const s = await api(base, 'POST', '/auth/signup', {
            name: 'Asha Rao',
            email,
            phone: '+91 98450 55555',
            password: 'secret123',
            confirmPassword: 'secret123',
          });
          const token = String(s.body.token);
          const product = products[i % products.length]!;
          // A product sold out meanwhile refuses the line: that shopper does not order.
          const added = await api(base, 'POST', '/cart', { productId: product._id, quantity: 1 }, token);
          if (added.status !== 200) return null;
          return token;
        }),
      );
      // A third of the shoppers ordered before the backup; they cancel while it runs (a cancellation
      // returns stock, so it races the inventory copy just as placing an order does).
      const ready = shoppers.filter((t): t is string => t !== null);
      const early = ready.splice(0, Math.floor(ready.length / 3));
      const placedEarly = (
        await Promise.all(
          early.map(async (token) => {
            const r = await api(base, 'POST', '/orders', address, token);
            return r.status === 201 ? { token, id: String((r.body.data as { _id: string })._id) } : null;
          }),
        )
      ).filter((o): o is { token: string; id: string } => o !== null);
      // Orders go in, a few at a time, for as long as the backup runs, and the early ones are cancelled.
      let backingUp = true;
      const queue = ready;
      const cancelling = (async () => {
        for (let o = placedEarly.shift(); o && backingUp; o = placedEarly.shift()) {
          await api(base, 'POST', `/orders/${o.id}/cancel`, {}, o.token);
        }
      })();
      const ordering = Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let token = queue.shift(); token; token = queue.shift()) {
            await api(base, 'POST', '/orders', address, token);
            if (!backingUp) break;
          }
        }),
      );
      await new Promise((r) => setTimeout(r, 300));
      await backup(folder, env(dataA, syncPort));
      backingUp = false;
      await Promise.all([ordering, cancelling]);

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
        const orders = (
          await all<{ type?: string; phase?: string; status?: string; items?: Array<{ product: { _id: string }; quantity: number }> }>(
            'orders',
          )
        ).filter((o) => o.type === 'order' && o.phase === 'placed' && o.status !== 'cancelled');
        assert.ok(orders.length > 0, 'some orders were placed before the backup');
        const stock = new Map((await all<{ _id: string; quantity?: number }>('inventory')).map((d) => [d._id, d.quantity ?? 0]));
        for (const [id, start] of initial) {
          const taken = orders
            .flatMap((o) => o.items ?? [])
            .filter((i) => i.product._id === id)
            .reduce((n, i) => n + i.quantity, 0);
          assert.equal(
            (stock.get(id) ?? 0) + taken,
            start,
            `${id}: ${stock.get(id)} on sale + ${taken} taken by restored orders is not the ${start} it started with`,
          );
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
