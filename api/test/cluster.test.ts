/**
 * Three api instances on one database, requests spread over them: what must hold past one
 * machine (stock, replays, sessions and limits, the catalogue) holds across instances.
 */
import { toE164 } from '@store/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeImage } from './catalog-forms.js';
import { eventually, startCluster, type Cluster } from '../src/testing/index.js';

let c: Cluster;
let admin: string;
let n = 0;
const ADMIN = { email: 'admin@stationery.local', password: 'Admin@12345', phone: '+91 98765 43210' };
const shipping = {
  firstName: 'Asha',
  lastName: 'Rao',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  phone: '+91 98450 12345',
  paymentMethod: 'COD',
};

function codesFor(email: string, phone: string) {
  const box = c.outbox();
  const emailOtp = box.filter((m) => m.to === email && m.subject === 'Your email sign-in code').at(-1)?.code;
  // Phones are kept as E.164 however they were typed (decision 037).
  const phoneOtp = box.filter((m) => m.channel === 'sms' && m.to === (toE164(phone) ?? phone)).at(-1)?.code;
  if (!emailOtp || !phoneOtp) throw new Error(`no codes for ${email}`);
  return { emailOtp, phoneOtp };
}

async function signUp(i: number) {
  const email = `cluster.${Date.now().toString(36)}.${n++}@example.com`;
  const phone = `+91 9${String(Date.now()).slice(-6)}${String(n).padStart(3, '0')}`;
  const res = await c.call(i, 'POST', '/auth/signup', {
    body: { name: 'Asha Rao', email, phone, password: 'secret123', confirmPassword: 'secret123' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, phone, token: String(res.body.token), id: String(res.body.user?._id) };
}

async function createProduct(i: number, name: string, price: number, stock: number): Promise<string> {
  const form = new FormData();
  form.append('name', name);
  form.append('price', String(price));
  form.append('category', 'writing');
  form.append('stock', String(stock));
  form.append('mainImage', new Blob([new Uint8Array(await makeImage('png', 32))], { type: 'image/png' }), 'main.png');
  const res = await fetch(`${c.at(i).url}/api/products`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
  const body = (await res.json()) as { data: { _id: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data._id;
}

beforeAll(async () => {
  c = await startCluster(inject('couchUrl'), 3);
  // A sign-in challenge opened on one instance is verified on another.
  expect((await c.call(0, 'POST', '/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })).status).toBe(200);
  const verified = await c.call(1, 'POST', '/auth/verify-otp', { body: { email: ADMIN.email, ...codesFor(ADMIN.email, ADMIN.phone) } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  admin = String(verified.body.token);
  const category = await fetch(`${c.at(2).url}/api/categories`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Writing' }),
  });
  expect([201, 409]).toContain(category.status);
}, 240_000);
afterAll(() => c?.stop());

describe('sessions and identity across instances', () => {
  it('when a token is issued by one instance, then the others accept it', async () => {
    const shopper = await signUp(0);
    for (const i of [1, 2]) expect((await c.call(i, 'GET', '/auth/me', { token: shopper.token })).status).toBe(200);
  });

  it('when a shopper gives the password to one instance, then the codes are verified by another', async () => {
    const shopper = await signUp(1);
    expect((await c.call(2, 'POST', '/auth/login', { body: { email: shopper.email, password: 'secret123' } })).status).toBe(200);
    const verified = await c.call(0, 'POST', '/auth/verify-otp', {
      body: { email: shopper.email, ...codesFor(shopper.email, shopper.phone) },
    });
    expect(verified.status).toBe(200);
    expect((await c.call(1, 'GET', '/auth/me', { token: String(verified.body.token) })).status).toBe(200);
  });

  it('when wrong passwords are spread over the instances, then the limit counts them all', async () => {
    const shopper = await signUp(1);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await c.call(i, 'POST', '/auth/login', { body: { email: shopper.email, password: 'wrong-password' } })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it('when wrong codes are spread over the instances, then the tries count across them and the fifth locks the sign-in', async () => {
    const shopper = await signUp(2);
    expect((await c.call(0, 'POST', '/auth/login', { body: { email: shopper.email, password: 'secret123' } })).status).toBe(200);
    const right = codesFor(shopper.email, shopper.phone);
    const wrong = { emailOtp: right.emailOtp === '000000' ? '111111' : '000000', phoneOtp: right.phoneOtp };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await c.call(i, 'POST', '/auth/verify-otp', { body: { email: shopper.email, ...wrong } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await c.call(1, 'POST', '/auth/verify-otp', { body: { email: shopper.email, ...right } })).status).toBe(429);
  });

  it('when a shopper logs out on one instance, then the token stops working on all of them', async () => {
    const shopper = await signUp(0);
    expect((await c.call(1, 'POST', '/auth/logout', { token: shopper.token })).status).toBe(200);
    for (const i of [0, 1, 2]) {
      await eventually(
        async () => (await c.call(i, 'GET', '/auth/me', { token: shopper.token })).status === 401,
        `instance ${i} refuses the logged-out token`,
      );
    }
  });
});

describe('replays across instances', () => {
  it('when one Idempotency-Key is sent to two instances at once, then it has one effect', async () => {
    const product = await createProduct(0, `Replay Pen ${Date.now()}`, 100, 50);
    const shopper = await signUp(0);
    await eventually(
      async () =>
        (await c.call(1, 'GET', `/products/${product}`)).status === 200 && (await c.call(2, 'GET', `/products/${product}`)).status === 200,
      'the product reaches every instance',
    );
    const headers = { 'idempotency-key': `k-${Date.now()}` };
    const [a, b] = await Promise.all(
      [1, 2].map((i) => c.call(i, 'POST', '/cart', { token: shopper.token, body: { productId: product, quantity: 2 }, headers })),
    );
    expect([a!.status, b!.status]).toEqual([200, 200]);
    const cart = await c.call(0, 'GET', '/cart', { token: shopper.token });
    expect((cart.body.data as { items: Array<{ quantity: number }> }).items.map((i) => i.quantity)).toEqual([2]);
  });
});

describe('stock across instances', () => {
  it('when 30 shoppers race for 5 units through three instances, then exactly 5 orders are placed, the stock is 0, and nothing is half-placed', async () => {
    const product = await createProduct(1, `Race Notebook ${Date.now()}`, 250, 5);
    const shoppers = await Promise.all(Array.from({ length: 30 }, (_, i) => signUp(i)));
    await eventually(async () => {
      const answers = await Promise.all([0, 1, 2].map((i) => c.call(i, 'GET', `/inventory/${product}`)));
      return answers.every((r) => r.status === 200 && r.body.quantity === 5);
    }, 'every instance knows the stock');
    for (const [i, s] of shoppers.entries())
      expect((await c.call(i, 'POST', '/cart', { token: s.token, body: { productId: product, quantity: 1 } })).status).toBe(200);

    const results = await Promise.all(shoppers.map((s, i) => c.call(i + 1, 'POST', '/orders', { token: s.token, body: shipping })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);

    for (const i of [0, 1, 2])
      await eventually(async () => (await c.call(i, 'GET', `/inventory/${product}`)).body.quantity === 0, `instance ${i} shows stock 0`);
    const placed = (await Promise.all(shoppers.map((s) => c.call(0, 'GET', '/orders', { token: s.token })))).flatMap(
      (r) => r.body.data as Array<{ items: Array<{ product: { _id: string } }> }>,
    );
    expect(placed.filter((o) => o.items.some((it) => it.product._id === product))).toHaveLength(5);
    // Nothing half-placed: no order of this product is left pending or failed in the database.
    const couch = new URL(inject('couchUrl'));
    const auth = `Basic ${Buffer.from(`${decodeURIComponent(couch.username)}:${decodeURIComponent(couch.password)}`).toString('base64')}`;
    couch.username = '';
    couch.password = '';
    const found = await fetch(`${couch.toString().replace(/\/$/, '')}/${c.prefix}orders/_find`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ selector: { type: 'order', phase: { $ne: 'placed' } }, limit: 1000 }),
    });
    const unplaced = ((await found.json()) as { docs: Array<{ items: Array<{ product: { _id: string } }> }> }).docs.filter((o) =>
      o.items.some((it) => it.product._id === product),
    );
    expect(unplaced).toEqual([]);
    const all = await c.call(2, 'GET', '/orders/all?limit=100', { token: admin });
    expect(
      (all.body.data as { orders: Array<{ items: Array<{ product: { _id: string } }> }> }).orders.filter((o) =>
        o.items.some((it) => it.product._id === product),
      ),
    ).toHaveLength(5);
  });
});

describe('the catalogue across instances', () => {
  it('when an admin edits price and stock, adds and deletes a product through one instance, then the others answer it, and a replica replicating through a third gets it in one long-poll', async () => {
    const id = await createProduct(0, `Cluster Ink ${Date.now()}`, 300, 10);
    for (const i of [1, 2])
      await eventually(async () => (await c.call(i, 'GET', `/products/${id}`)).status === 200, `instance ${i} answers the new product`);

    // A replica following /sync/products through instance 2 long-polls from the current sequence.
    const info = (await (await fetch(`${c.at(2).url}/sync/products`)).json()) as { update_seq: string | number };
    const longpoll = fetch(
      `${c.at(2).url}/sync/products/_changes?feed=longpoll&timeout=20000&since=${encodeURIComponent(String(info.update_seq))}`,
    ).then((r) => r.json() as Promise<{ results: Array<{ id: string }> }>);

    const form = new FormData();
    form.append('name', 'Cluster Ink');
    form.append('price', '275');
    form.append('category', 'writing');
    const edit = await fetch(`${c.at(0).url}/api/products/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(edit.status).toBe(200);
    expect((await longpoll).results.map((r) => r.id)).toContain(id);
    for (const i of [1, 2])
      await eventually(
        async () => ((await c.call(i, 'GET', `/products/${id}`)).body.data as { price: number }).price === 275,
        `instance ${i} answers the new price`,
      );

    expect((await c.call(0, 'PUT', `/inventory/${id}`, { token: admin, body: { quantity: 3 } })).status).toBe(200);
    for (const i of [1, 2])
      await eventually(async () => (await c.call(i, 'GET', `/inventory/${id}`)).body.quantity === 3, `instance ${i} answers the new stock`);

    expect((await c.call(1, 'DELETE', `/products/${id}`, { token: admin })).status).toBe(200);
    for (const i of [0, 2])
      await eventually(async () => (await c.call(i, 'GET', `/products/${id}`)).status === 404, `instance ${i} forgets the deleted product`);
  });
});
