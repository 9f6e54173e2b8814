import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.js';
import { insertCatalog } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let https: TestStore;
let pwaDir: string;

const CSS = 'body{color:#222}';
const PAPER = '\n      html { background: #faf6ee; }\n    ';
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

beforeAll(async () => {
  pwaDir = mkdtempSync(path.join(tmpdir(), 'pwa-headers-'));
  mkdirSync(path.join(pwaDir, 'assets'));
  writeFileSync(path.join(pwaDir, 'assets', 'index-abc123.css'), CSS);
  writeFileSync(path.join(pwaDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(pwaDir, 'assets', 'replica.worker-abc123.js'), 'console.log(2)');
  writeFileSync(path.join(pwaDir, 'assets', 'replica.shared-worker-abc123.js'), 'console.log(3)');
  writeFileSync(path.join(pwaDir, 'icon-192.png'), 'png');
  writeFileSync(path.join(pwaDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(pwaDir, 'manifest.webmanifest'), '{}');
  writeFileSync(
    path.join(pwaDir, 'index.html'),
    `<!doctype html><html><head><style>${PAPER}</style><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>`,
  );
  [t, https] = await Promise.all([
    startTestStore({ SEED_PRODUCTS: '0', PWA_DIR: pwaDir }),
    startTestStore({ SEED_PRODUCTS: '0', PWA_DIR: pwaDir, PUBLIC_ORIGIN: 'https://shop.example.in' }),
  ]);
  await insertCatalog(t, [{ _id: 'p001', name: 'Lamy Safari', price: 500, image: 'safari.webp' }]);
});
afterAll(async () => {
  await Promise.all([t?.close(), https?.close()]);
  rmSync(pwaDir, { recursive: true, force: true });
});

const get = (store: TestStore, p: string, accept = 'text/html') => fetch(`${store.url}${p}`, { headers: { accept } });

/** The policy as directive → sources. */
function policyOf(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  expect(res.headers.get('x-powered-by')).toBeNull();
  expect(res.headers.get('strict-transport-security')).toBeNull();
  // Left out on purpose: it starts a first visit in a cold renderer process (decision 033).
  expect(res.headers.get('origin-agent-cluster')).toBeNull();
}

const PAGES = [
  '/',
  '/products?sort=price-low',
  '/product/p001',
  '/category/writing',
  '/cart',
  '/checkout',
  '/account',
  '/admin',
  '/admin/products',
  '/login',
  '/no-such-page',
];

describe('the security headers of pages', () => {
  for (const p of [...PAGES, '/index.html']) {
    it(`when ${p} is opened, then it carries the strict policy and the other headers`, async () => {
      const res = await get(t, p);
      expect(res.status).toBe(200);
      expectCommonHeaders(res);
      const csp = policyOf(res);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      // The shell's two inline styles (the paper colour, the inlined stylesheet) by hash, nothing else inline.
      expect(csp.get('style-src')?.sort()).toEqual(["'self'", sha(PAPER), sha(CSS)].sort());
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      expect(csp.get('manifest-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('report-uri')).toEqual(['/api/csp-reports']);
      const header = res.headers.get('content-security-policy') ?? '';
      expect(header).not.toContain('unsafe-inline');
      expect(header).not.toContain('unsafe-eval');
      expect(header).not.toContain('upgrade-insecure-requests');
    });
  }

  it('when the page holds its first answers, then they stay a JSON data block, which no policy source needs to allow', async () => {
    const res = await get(t, '/product/p001');
    const html = await res.text();
    expect(html).toContain('<script type="application/json"');
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(policyOf(res).get('script-src')).toEqual(["'self'"]);
  });

  it("when the service worker and the replica's workers are fetched, then they carry the page policy (workers run under it)", async () => {
    for (const p of ['/sw.js', '/assets/replica.worker-abc123.js', '/assets/replica.shared-worker-abc123.js']) {
      const res = await get(t, p, '*/*');
      expect(res.status, p).toBe(200);
      expectCommonHeaders(res);
      expect(policyOf(res).get('worker-src'), p).toEqual(["'self'"]);
      expect(policyOf(res).get('script-src'), p).toEqual(["'self'"]);
    }
  });

  it("when a page's scripts, styles, icons and manifest are fetched, then they carry only what applies to a subresource", async () => {
    for (const p of ['/assets/index-abc123.js', '/assets/index-abc123.css', '/icon-192.png', '/manifest.webmanifest']) {
      const res = await get(t, p, '*/*');
      expect(res.status, p).toBe(200);
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), p).toBe('same-origin');
      expect(res.headers.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
      for (const documentOnly of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'permissions-policy',
        'x-powered-by',
      ]) {
        expect(res.headers.get(documentOnly), `${p} ${documentOnly}`).toBeNull();
      }
    }
    // A file the page does not have is answered by the shell: a document, with the page policy.
    const missing = await get(t, '/assets/index-gone.js', '*/*');
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(policyOf(missing).get('default-src')).toEqual(["'self'"]);
    expectCommonHeaders(missing);
  });
});

describe('the security headers of the api', () => {
  const closed = (res: Response) => {
    const csp = policyOf(res);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  };
  /** Never a document: what protects a JSON answer or an image, and none of the document-only headers. */
  const expectCommonHeaders = (res: Response) => {
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('strict-transport-security')).toBeNull();
    for (const documentOnly of [
      'cross-origin-opener-policy',
      'permissions-policy',
      'referrer-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ])
      expect(res.headers.get(documentOnly), documentOnly).toBeNull();
  };

  it('when /api answers (from Express, from the catalogue cache before Express, or with an error), then it carries the headers and a closed policy', async () => {
    for (const p of [
      '/api/health',
      '/api/products/p001',
      '/api/products/p001',
      '/api/categories',
      '/api/categories',
      '/api/nope',
      '/api/cart',
    ]) {
      const res = await get(t, p, 'application/json');
      expectCommonHeaders(res);
      closed(res);
    }
  });

  it('when /sync and /uploads answer, then they carry the headers and a closed policy', async () => {
    for (const p of ['/sync/products', '/uploads/products/none.webp']) {
      const res = await get(t, p, 'application/json');
      expectCommonHeaders(res);
      closed(res);
    }
  });
});

describe('a store served over HTTPS (PUBLIC_ORIGIN=https://…)', () => {
  it('when a page or the api answers, then it carries Strict-Transport-Security and pages upgrade insecure requests', async () => {
    for (const p of ['/', '/api/health']) {
      const res = await get(https, p);
      expect(res.headers.get('strict-transport-security'), p).toBe('max-age=31536000');
    }
    expect(policyOf(await get(https, '/')).has('upgrade-insecure-requests')).toBe(true);
  });

  it('when PUBLIC_ORIGIN is not an http(s) URL, then start-up stops with a clear message', () => {
    expect(() => parseEnv({ PUBLIC_ORIGIN: 'shop.example.in' })).toThrow(/PUBLIC_ORIGIN must be a URL/);
    expect(() => parseEnv({ PUBLIC_ORIGIN: 'ftp://shop.example.in' })).toThrow(/PUBLIC_ORIGIN must start with https:\/\/ or http:\/\//);
  });
});
