/**
 * Paths a client can send but no resource has: encoded traversal, backslashes, NUL bytes. They
 * get a clear 4xx, never a 500 (and never a file or a database outside what the path serves).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
