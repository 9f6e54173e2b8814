import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptsGzip, createResponseCache, type ResponseCache } from './response-cache.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

/** A plain node:http server answering through the cache; counts how often it really builds. */
async function serve(
  cache: ResponseCache,
): Promise<{ get: (path: string, headers?: Record<string, string>) => Promise<Response>; builds: () => number }> {
  let builds = 0;
  server = createServer((req, res) => {
    if (cache.serveHit(req, res)) return;
    cache.send(req, res, () => {
      builds++;
      return { path: req.url, filler: 'x'.repeat(2000) };
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path, headers = {}) => fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } }),
    builds: () => builds,
  };
}

describe('the catalogue response cache', () => {
  it('when the same URL is asked twice at the same version, then it is built once', async () => {
    const s = await serve(createResponseCache({ version: () => 1 }));
    const a = await s.get('/a');
    const b = await s.get('/a');
    expect(await a.json()).toEqual(await b.json());
    expect(s.builds()).toBe(1);
  });

  it('when the catalogue version changes, then the next answer is built again', async () => {
    let version = 1;
    const s = await serve(createResponseCache({ version: () => version }));
    await s.get('/a');
    version = 2;
    await s.get('/a');
    expect(s.builds()).toBe(2);
  });

  it('when one scope changes, then only the answers of that scope are built again (and answers without a scope)', async () => {
    const versions: Record<string, number> = { a: 1, b: 1 };
    const cache = createResponseCache({ version: (scope) => (scope ? (versions[scope] ?? 0) : Math.max(...Object.values(versions))) });
    let builds = 0;
    const build = () => ++builds;
    cache.body('/in-a', build, 'a');
    cache.body('/in-b', build, 'b');
    cache.body('/everything', build);
    expect(builds).toBe(3);
    versions.a = 2;
    expect([cache.isFresh('/in-a'), cache.isFresh('/in-b'), cache.isFresh('/everything')]).toEqual([false, true, false]);
    cache.body('/in-b', build, 'b');
    expect(builds).toBe(3);
    cache.body('/in-a', build, 'a');
    cache.body('/everything', build);
    expect(builds).toBe(5);
  });

  it('when more URLs than the limit are asked, then the least recently used go first', async () => {
    const s = await serve(createResponseCache({ version: () => 1, maxEntries: 2 }));
    await s.get('/a');
    await s.get('/b');
    await s.get('/a'); // a is now the most recent
    await s.get('/c'); // evicts b
    await s.get('/a');
    expect(s.builds()).toBe(3);
    await s.get('/b');
    expect(s.builds()).toBe(4);
  });

  it('when a client sends the ETag back, then 304; gzip gets its own ETag', async () => {
    const s = await serve(createResponseCache({ version: () => 1 }));
    const plain = await s.get('/a');
    const etag = plain.headers.get('etag')!;
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect((await s.get('/a', { 'if-none-match': etag })).status).toBe(304);
    const gz = await s.get('/a', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('etag')).not.toBe(etag);
    expect(((await gz.json()) as { path: string }).path).toBe('/a');
  });

  it('when a hit reads the request headers, then any letter case counts and repeated fields are read as one list', async () => {
    await serve(createResponseCache({ version: () => 1 }));
    const port = (server!.address() as AddressInfo).port;
    /** A GET with raw header fields, repeated ones kept apart as they went on the wire. */
    const raw = (headers: string[]) =>
      new Promise<{ status: number; encoding: string | undefined; etag: string | undefined }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/raw', headers: ['Host', `127.0.0.1:${port}`, ...headers] }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], etag: res.headers.etag }));
        });
        req.on('error', reject).end();
      });
    const first = await raw([]);
    expect(first.status).toBe(200);
    const hit = await raw(['If-None-Match', first.etag!, 'IF-NONE-MATCH', '"stale"']);
    expect(hit.status).toBe(304);
    const gz = await raw(['ACCEPT-ENCODING', 'GZIP', 'Accept-Encoding', 'deflate']);
    expect(gz.encoding).toBe('gzip');
    expect((await raw(['accept-encoding', 'gzip;q=0'])).encoding).toBeUndefined();
  });

  it('when Accept-Encoding is read, then q=0 refuses and * allows', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    // Asked again (answers are remembered per value): the same answers.
    expect([acceptsGzip('gzip;q=0'), acceptsGzip('gzip, deflate, br')]).toEqual([false, true]);
  });
});
