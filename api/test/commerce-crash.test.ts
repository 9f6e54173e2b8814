/**
 * The api process dies at the worst moments of placing an order, is started again, and stock
 * and orders must agree: no stock lost, no order without its stock, no stock without an order.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];
const here = path.dirname(fileURLToPath(import.meta.url));
const shipping = {
  firstName: 'Dev',
  lastName: 'Rao',
  street: '1 Fort Road',
  city: 'Kochi',
  state: 'Kerala',
  zip: '682001',
  phone: '9988776655',
};

interface ChildStore {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  call(method: string, p: string, token: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
}

async function startChildStore(crashAt?: string): Promise<ChildStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-crash-'));
  dataDirs.push(dataDir);
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const { env, secrets } = t.store.ctx;
  const child = spawn(process.execPath, [tsx, path.join(here, 'crash-store-entry.ts')], {
    env: {
      ...process.env,
      COUCHDB_URL: inject('couchUrl'),
      DB_PREFIX: env.DB_PREFIX,
      DATA_DIR: dataDir,
      JWT_SECRET: env.JWT_SECRET ?? secrets.jwtSecret,
      STORE_CRASH_AT: crashAt ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    void exited.then((code) => reject(new Error(`child store exited (${code}) before it was ready: ${out}`)));
  });
  const call: ChildStore['call'] = async (method, p, token, body, headers = {}) => {
    const res = await fetch(`${url}/api${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  return { url, child, exited, call };
}

async function stopChild(c: ChildStore): Promise<void> {
  if (c.child.exitCode === null) c.child.kill('SIGTERM');
  await c.exited;
}

const inventory = async (id: string) => t.store.ctx.dbs.inventory.get(id);
const orderDocs = async () => (await t.store.ctx.dbs.orders.find({ type: 'order' })).docs;

async function eventually(check: () => Promise<boolean>, what: string, ms = 40_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await t?.close();
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
});

describe('an api crash while placing an order', () => {
  it('when the api dies after taking the stock but before the order is placed, then the restart gives the stock back, and a replay places the order once', async () => {
    await insertCatalog(t, [
      { _id: 'crash-pen', name: 'Crash Pen', price: 400, stock: 5 },
      { _id: 'crash-pad', name: 'Crash Pad', price: 250, stock: 3 },
    ]);
    const token = tokenFor(t, { userId: 'u_crash_1' });
    const doomed = await startChildStore('after-reserve');
    expect((await doomed.call('POST', '/cart', token, { productId: 'crash-pen', quantity: 2 })).status).toBe(200);
    expect((await doomed.call('POST', '/cart', token, { productId: 'crash-pad', quantity: 1 })).status).toBe(200);
    const headers = { 'Idempotency-Key': 'crash-order-key-1' };

    await expect(doomed.call('POST', '/orders', token, shipping, headers)).rejects.toThrow();
    expect(await doomed.exited).toBe(137);

    // The worst moment really happened: stock taken, order only pending.
    expect((await inventory('crash-pen'))?.quantity).toBe(3);
    expect((await inventory('crash-pad'))?.quantity).toBe(2);
    expect((await orderDocs()).map((o) => o.phase)).toEqual(['pending']);

    const restarted = await startChildStore();
    await eventually(async () => (await orderDocs()).length === 0, 'the pending order is rolled back');
    const pen = await inventory('crash-pen');
    const pad = await inventory('crash-pad');
    expect([pen?.quantity, pad?.quantity]).toEqual([5, 3]);
    expect([pen?.movements, pad?.movements]).toEqual([undefined, undefined]);
    expect((await restarted.call('GET', '/orders', token)).body.data).toEqual([]);
    expect((await restarted.call('GET', '/cart', token)).body.data.items).toHaveLength(2);

    const replay = await restarted.call('POST', '/orders', token, shipping, headers);
    expect(replay.status).toBe(201);
    expect((await inventory('crash-pen'))?.quantity).toBe(3);
    expect((await inventory('crash-pad'))?.quantity).toBe(2);
    expect((await restarted.call('GET', '/orders', token)).body.data).toHaveLength(1);
    await stopChild(restarted);
  }, 120_000);

  it('when the api dies right after the order is placed, then the restart keeps the order and its stock and tidies the markers', async () => {
    await insertCatalog(t, [{ _id: 'late-crash-ink', name: 'Late Ink', price: 150, stock: 4 }]);
    const token = tokenFor(t, { userId: 'u_crash_2' });
    const doomed = await startChildStore('after-place');
    await doomed.call('POST', '/cart', token, { productId: 'late-crash-ink', quantity: 3 });
    await expect(doomed.call('POST', '/orders', token, shipping)).rejects.toThrow();
    expect(await doomed.exited).toBe(137);
    expect(Object.keys((await inventory('late-crash-ink'))?.movements ?? {})).toHaveLength(1);

    const restarted = await startChildStore();
    await eventually(async () => (await inventory('late-crash-ink'))?.movements === undefined, 'the marker is settled');
    expect((await inventory('late-crash-ink'))?.quantity).toBe(1);
    const orders = (await restarted.call('GET', '/orders', token)).body.data;
    expect(orders).toHaveLength(1);
    expect(orders[0].items[0]).toMatchObject({ product: { _id: 'late-crash-ink' }, quantity: 3 });
    await stopChild(restarted);
  }, 120_000);
});
