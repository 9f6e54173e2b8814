/**
 * A store with users, carts and orders is backed up, restored into an empty DATA_DIR, and the
 * restored store has everything: the shopper signs in there (password and codes), finds the
 * order and the cart, and the product images are served.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { backup, restore } from './backup.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storeEnv = (dataDir: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  SYNC_PORT: '0',
  SEED_PRODUCTS: '6',
  LOG_LEVEL: 'error',
  PWA_DIR: path.join(dataDir, 'no-pwa'),
});

async function startStore(dataDir: string): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: storeEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const m = /open at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`store exited (${code}): ${out}`)));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function call(base: string, method: string, p: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; token?: string; user?: { _id: string } } };
}

function codes(dataDir: string, email: string, phone: string) {
  const dir = path.join(dataDir, 'outbox');
  const box = readdirSync(dir)
    .map(
      (f) =>
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
          channel: string;
          to: string;
          subject?: string;
          code: string;
          createdAt: string;
        },
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return {
    emailOtp: box.filter((m) => m.to === email && m.subject === 'Your email sign-in code').at(-1)?.code,
    // The store keeps phones as E.164 (+919845055555) however they were typed: compare the last ten digits.
    phoneOtp: box.filter((m) => m.channel === 'sms' && m.to.replace(/\D/g, '').slice(-10) === phone.replace(/\D/g, '').slice(-10)).at(-1)
      ?.code,
  };
}

test(
  'a store backed up and restored into an empty DATA_DIR has its users, carts, orders and images, and a shopper signs in there',
  { timeout: 240_000 },
  async () => {
    const dataA = mkdtempSync(path.join(tmpdir(), 'backup-a-'));
    const dataB = mkdtempSync(path.join(tmpdir(), 'backup-b-'));
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'backup-dir-')), 'store-backup');
    try {
      const a = await startStore(dataA);
      const email = `restore.${Date.now()}@example.com`;
      const phone = '+91 98450 55555';
      const signup = await call(a.url, 'POST', '/auth/signup', {
        name: 'Asha Rao',
        email,
        phone,
        password: 'secret123',
        confirmPassword: 'secret123',
      });
      assert.equal(signup.status, 201);
      const token = String(signup.body.token);
      const products = (await call(a.url, 'GET', '/products?limit=6')).body.data as {
        products: Array<{ _id: string; imageUrls: string[] }>;
      };
      const [first, second] = products.products;
      assert.ok(first && second);
      assert.equal((await call(a.url, 'POST', '/cart', { productId: first._id, quantity: 1 }, token)).status, 200);
      const order = await call(
        a.url,
        'POST',
        '/orders',
        {
          firstName: 'Asha',
          lastName: 'Rao',
          street: '12 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          zip: '411001',
          phone,
          paymentMethod: 'COD',
        },
        token,
      );
      assert.equal(order.status, 201);
      assert.equal((await call(a.url, 'POST', '/cart', { productId: second._id, quantity: 2 }, token)).status, 200);
      await a.stop();

      const saved = await backup(folder, storeEnv(dataA));
      assert.deepEqual(saved.databases.map((d) => d.name).sort(), [
        'carts',
        'categories',
        'challenges',
        'idempotency',
        'inventory',
        'meta',
        'newsletter',
        'orders',
        'products',
        'reviews',
        'search_misses',
        'users',
        'wishlists',
      ]);
      assert.ok(saved.uploads);

      await restore(folder, storeEnv(dataB));
      const b = await startStore(dataB);
      try {
        // The shopper signs in on the restored store: the password, then the codes it sends.
        assert.equal((await call(b.url, 'POST', '/auth/login', { email, password: 'secret123' })).status, 200);
        const verified = await call(b.url, 'POST', '/auth/verify-otp', { email, ...codes(dataB, email, phone) });
        assert.equal(verified.status, 200);
        const fresh = String(verified.body.token);
        const orders = (await call(b.url, 'GET', '/orders', undefined, fresh)).body.data as Array<{ _id: string }>;
        assert.deepEqual(
          orders.map((o) => o._id),
          [(order.body.data as { _id: string })._id],
        );
        const cart = (await call(b.url, 'GET', '/cart', undefined, fresh)).body.data as { items: Array<{ _id: string; quantity: number }> };
        assert.deepEqual(
          cart.items.map((i) => [i._id, i.quantity]),
          [[second._id, 2]],
        );
        // The same secrets: a session from before the backup still works.
        assert.equal((await call(b.url, 'GET', '/auth/me', undefined, token)).status, 200);
        const restored = (await call(b.url, 'GET', '/products?limit=6')).body.data as { pagination: { total: number } };
        assert.equal(restored.pagination.total, 6);
        const image = await fetch(`${b.url}${first.imageUrls[0]}`);
        assert.equal(image.status, 200);
      } finally {
        await b.stop();
      }
    } finally {
      for (const d of [dataA, dataB, path.dirname(folder)]) rmSync(d, { recursive: true, force: true });
    }
  },
);
