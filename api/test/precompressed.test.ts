/**
 * The build's brotli and gzip twins (decision 052): sent as they are to a browser that takes
 * them, described as the file they stand for; everything else served as before.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let pwaDir: string;
const script = Buffer.from(`export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`);
/** Marked so the test can tell the twin's bytes from the on-the-fly compression of the original. */
const brTwin = brotliCompressSync(Buffer.concat([script, Buffer.from('// from the .br twin\n')]));
const gzTwin = gzipSync(Buffer.concat([script, Buffer.from('// from the .gz twin\n')]));

beforeAll(async () => {
  pwaDir = mkdtempSync(path.join(tmpdir(), 'pwa-twins-'));
  mkdirSync(path.join(pwaDir, 'assets'));
  writeFileSync(
    path.join(pwaDir, 'index.html'),
    '<!doctype html><html><head><title>Inkwell</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(pwaDir, 'assets', 'index-t1.js'), script);
  writeFileSync(path.join(pwaDir, 'assets', 'index-t1.js.br'), brTwin);
  writeFileSync(path.join(pwaDir, 'assets', 'index-t1.js.gz'), gzTwin);
  // A file with a gzip twin only, outside assets/ (a day's cache, not a year's).
  writeFileSync(path.join(pwaDir, 'manifest.webmanifest'), '{"name":"Inkwell Stationery"}');
  writeFileSync(path.join(pwaDir, 'manifest.webmanifest.gz'), gzipSync('{"name":"Inkwell Stationery"}'));
  // No twin at all.
  writeFileSync(path.join(pwaDir, 'assets', 'plain-p1.js'), script);
  t = await startTestStore({ SEED_PRODUCTS: '0', PWA_DIR: pwaDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(pwaDir, { recursive: true, force: true });
});

/** The raw answer: node:http decodes nothing, unlike fetch. */
function raw(p: string, headers: Record<string, string>, method = 'GET'): Promise<{ res: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = get(`${t.url}${p}`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe('precompressed twins', () => {
  it('when the browser takes brotli, then the .br twin is sent as the script it stands for, cached a year', async () => {
    const { res, body } = await raw('/assets/index-t1.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(brTwin.length);
    expect(brotliDecompressSync(body).toString()).toContain('// from the .br twin');
  });

  it('when the browser takes gzip only, then the .gz twin is sent', async () => {
    const { res, body } = await raw('/assets/index-t1.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toContain('// from the .gz twin');
  });

  it('when the browser refuses brotli by its q-value, then gzip is chosen', async () => {
    const { res } = await raw('/assets/index-t1.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('when the browser takes no encoding, then the file itself is sent', async () => {
    const { res, body } = await raw('/assets/index-t1.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(body.equals(script)).toBe(true);
  });

  it('when a file has a gzip twin only and the browser prefers brotli, then the gzip twin is sent with its own cache life', async () => {
    const { res, body } = await raw('/manifest.webmanifest', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual({ name: 'Inkwell Stationery' });
  });

  it('when a file has no twin, then it is compressed on the fly as before', async () => {
    const { res, body } = await raw('/assets/plain-p1.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).equals(script)).toBe(true);
  });

  it('when a range or a HEAD is asked, then the answer stays correct', async () => {
    const range = await raw('/assets/index-t1.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.res.statusCode).toBe(206);
    expect(range.res.headers['content-encoding']).toBeUndefined();
    expect(range.body.equals(script.subarray(0, 10))).toBe(true);
    const head = await raw('/assets/index-t1.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.res.statusCode).toBe(200);
    expect(head.res.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('when a path climbs out or is malformed, then nothing outside the build is sent and nothing fails', async () => {
    const climbing = await raw('/assets/..%2f..%2f..%2f..%2fetc%2fpasswd', { 'accept-encoding': 'identity' });
    expect(climbing.body.toString()).not.toContain('root:');
    const twinByName = await raw('/assets/index-t1.js.br', { 'accept-encoding': 'identity' });
    expect(twinByName.res.headers['content-encoding']).toBeUndefined();
    const malformed = await raw('/assets/%E0%A4%A', { 'accept-encoding': 'br' });
    expect(malformed.res.statusCode).toBeLessThan(500);
  });
});
