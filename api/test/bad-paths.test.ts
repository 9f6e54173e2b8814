/**
 * Paths a client can send but no resource has: encoded traversal, backslashes, NUL bytes. They
 * get a clear 4xx, never a 500 (and never a file or a database outside what the path serves).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IllegalDocIdError } from '../src/db/couch.js';
import { tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(() => t?.close());

/** The raw path as sent: fetch would normalize `..` segments before sending. */
const raw = async (path: string) => {
  const { request } = await import('node:http');
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${t.url}${path}`, { method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
};

const TRAVERSALS = [
  '..%2fetc%2fpasswd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/etc/passwd',
  '..%5cetc%5cpasswd',
  '..\\\\etc\\\\passwd',
  'products%00.webp',
  'products/%00',
  '%ff%fe',
  '..%c0%af..%c0%afetc',
];

describe('bad paths', () => {
  it.each(TRAVERSALS)('when /uploads/%s is asked, then 400 or 404, never a file outside the uploads', async (p) => {
    const res = await raw(`/uploads/${p}`);
    expect([400, 404], `${res.status} ${res.body}`).toContain(res.status);
    expect(res.body).not.toContain('root:');
  });

  it.each([
    '..%2f_users',
    '%2e%2e%2f_users',
    'products%2f..%2f..%2f_users',
    '..%5c_users',
    '%00',
    'products%00',
    'products/%2e%2e%2f_all_dbs',
    '_users%2f_all_docs',
    '%ff',
  ])('when /sync/%s is asked, then a 4xx, never another database', async (p) => {
    const res = await raw(`/sync/${p}`);
    expect(res.status, `${res.status} ${res.body}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${res.status} ${res.body}`).toBeLessThan(500);
  });

  it.each(['/api/products/..%2f..%2fetc', '/api/products/%00', '/api/inventory/%2e%2e', '/api/%ff'])(
    'when %s is asked, then a 4xx',
    async (p) => {
      const res = await raw(p);
      expect(res.status, `${res.status} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    },
  );
});

/**
 * Every route with an id in its path, and the bodies that name a product. CouchDB keeps ids that
 * start with _ for itself: GET /db/_all_docs is its list of documents, and it refuses other such
 * ids with its own error (a 500 `illegal_docid` on CouchDB 3.4, where pouchdb-server answered 404).
 */
const ID_ROUTES: Array<[method: string, path: string, role: 'admin' | 'user' | 'none']> = [
  ['GET', '/products/{id}', 'none'],
  ['GET', '/products/{id}/related', 'none'],
  ['GET', '/products/categories/{id}/products', 'none'],
  ['PUT', '/products/{id}', 'admin'],
  ['DELETE', '/products/{id}', 'admin'],
  ['GET', '/categories/{id}', 'none'],
  ['POST', '/categories/{id}', 'admin'],
  ['DELETE', '/categories/{id}', 'admin'],
  ['GET', '/inventory/stock/{id}', 'none'],
  ['GET', '/inventory/category/{id}', 'none'],
  ['GET', '/inventory/{id}', 'none'],
  ['PUT', '/inventory/{id}', 'admin'],
  ['GET', '/orders/{id}', 'user'],
  ['GET', '/orders/{id}/tracking', 'user'],
  ['POST', '/orders/{id}/cancel', 'user'],
  ['PUT', '/orders/{id}/status', 'admin'],
  ['PUT', '/cart/{id}', 'user'],
  ['DELETE', '/cart/{id}', 'user'],
  ['PUT', '/auth/{id}', 'user'],
  ['POST', '/auth/address/{id}', 'user'],
  ['GET', '/auth/address/{id}/{id}', 'user'],
  ['PUT', '/auth/address/{id}/{id}', 'user'],
  ['DELETE', '/auth/address/{id}/{id}', 'user'],
];
const COUCH_IDS = ['_all_docs', '_design', '_users', '_find', '_changes', '_local_docs', '_x'];

describe('ids CouchDB keeps for itself', () => {
  it.each(ID_ROUTES)('when %s %s names an id that starts with _, then 400 says why, never a 500', async (method, path, role) => {
    const token = role === 'none' ? undefined : tokenFor(t, { role });
    for (const id of COUCH_IDS) {
      const res = await t.api(method, path.replaceAll('{id}', id), {
        ...(token ? { token } : {}),
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: { quantity: 1, status: 'shipped', name: 'x' } }),
      });
      expect(res.status, `${method} ${path} ${id}: ${res.text}`).toBe(400);
      expect(res.body.message, `${method} ${path} ${id}`).toMatch(/may not start with _/);
    }
  });

  it.each([
    ['/cart', { productId: '_all_docs', quantity: 1 }],
    ['/wishlist/add', { productId: '_all_docs' }],
    ['/products/reviews', { productId: '_all_docs', rating: 5, comment: 'Lovely pen, writes well.' }],
  ])('when POST %s names a product whose id starts with _, then 400, never a 500', async (path, body) => {
    const res = await t.api('POST', path, { token: tokenFor(t), body });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toMatch(/may not start with _/);
  });

  it('when the database layer is asked for such an id anyway, then a read finds none and a write is a 400, and neither reaches the database', async () => {
    const { orders } = t.store.ctx.dbs;
    // `GET /orders/_all_docs` on the database is its list of documents, not "none".
    expect(await orders.get('_all_docs')).toBeNull();
    expect(await orders.get('_x')).toBeNull();
    expect(await orders.get('')).toBeNull();
    expect([...(await orders.getMany(['_all_docs', '_x'])).values()]).toEqual([null, null]);
    const write = orders.put({ _id: '_evil' } as never);
    await expect(write).rejects.toBeInstanceOf(IllegalDocIdError);
    await expect(write).rejects.toMatchObject({
      status: 400,
      expose: true,
      message: expect.stringMatching(/may not be empty or start with _/),
    });
  });
});
