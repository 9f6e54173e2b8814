import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ID, firstQuestions } from '@store/shared';
import { insertCatalog } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';
import { PAGE_MODULES } from '../src/http/page-modules.js';

let t: TestStore;
let pwaDir: string;

beforeAll(async () => {
  pwaDir = mkdtempSync(path.join(tmpdir(), 'pwa-shell-'));
  mkdirSync(path.join(pwaDir, 'assets'));
  writeFileSync(path.join(pwaDir, 'assets', 'index-abc123.css'), 'body{color:#222;background:url(/assets/paper-1.webp)}');
  writeFileSync(
    path.join(pwaDir, 'index.html'),
    '<!doctype html><html><head><title>Inkwell</title><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"><link rel="stylesheet" href="/assets/missing.css"></head><body><div id="root"></div></body></html>',
  );
  // Vite's build manifest (pwa/vite.config.ts `build.manifest`), as a build writes it.
  mkdirSync(path.join(pwaDir, '.vite'));
  writeFileSync(
    path.join(pwaDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-e1.js',
        isEntry: true,
        imports: ['_shared-s1.js'],
        dynamicImports: ['src/features/catalog/product-page.tsx'],
      },
      '_shared-s1.js': { file: 'assets/shared-s1.js' },
      'src/features/catalog/product-page.tsx': {
        file: 'assets/product-page-p1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_price-r1.js', '_shared-s1.js'],
        css: ['assets/product-page-p1.css'],
      },
      '_price-r1.js': { file: 'assets/price-r1.js', imports: ['_badge-b1.js', 'index.html'] },
      '_badge-b1.js': { file: 'assets/badge-b1.js' },
    }),
  );
  t = await startTestStore({ SEED_PRODUCTS: '0', PWA_DIR: pwaDir });
  await insertCatalog(t, [
    { _id: 'p001', name: 'Lamy Safari', price: 500, image: 'safari.webp' },
    { _id: 'p002', name: 'Pilot Kakuno', price: 20000, image: 'kakuno.webp' },
    { _id: 'p003', name: 'Parker Jotter', price: 300, image: 'jotter.webp' },
    { _id: 'p004', name: 'Ink </script><script>alert(1)</script> & <!-- Co', price: 9000, image: 'ink.webp' },
  ]);
});
afterAll(async () => {
  await t?.close();
  rmSync(pwaDir, { recursive: true, force: true });
});

const page = (p: string) => fetch(`${t.url}${p}`, { headers: { accept: 'text/html' } });

describe('the app shell', () => {
  it('when a client-side route is opened, then the shell is served and not cached stale', async () => {
    const res = await page('/products?category=writing');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it('when the shell is served, then its stylesheet is inlined (one round trip less before the first paint) and a missing one stays a link', async () => {
    const html = await (await page('/')).text();
    expect(html).toContain('<style>body{color:#222;background:url(/assets/paper-1.webp)}</style>');
    expect(html).not.toContain('index-abc123.css');
    expect(html).toContain('<link rel="stylesheet" href="/assets/missing.css">');
    // The stylesheet itself is still served, for the service worker's precache.
    expect((await fetch(`${t.url}/assets/index-abc123.css`)).status).toBe(200);
  });

  it('when a new build replaces index.html, then the next shell is the new one', async () => {
    const file = path.join(pwaDir, 'index.html');
    const before = await (await page('/about')).text();
    writeFileSync(file, before.replace('<title>Inkwell</title>', '<title>Inkwell v2</title>'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(await (await page('/about')).text()).toContain('<title>Inkwell v2</title>');
  });

  it("when a product page is opened cold, then the product's main image is preloaded", async () => {
    const html = await (await page('/product/p001')).text();
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/products/safari.webp" fetchpriority="high">');
  });

  it("when a product page is opened cold, then its own chunks download beside the entry: the page's and those it imports, not the entry's", async () => {
    const html = await (await page('/product/p001')).text();
    const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(modules).toEqual(['/assets/product-page-p1.js', '/assets/price-r1.js', '/assets/badge-b1.js']);
    // In the head, where the browser finds them before it runs the entry.
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names only modules the storefront has (a page moved or renamed in pwa/ must be renamed here too)', () => {
    const pwaRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'pwa');
    for (const [, module] of PAGE_MODULES) expect(existsSync(path.join(pwaRoot, module)), module).toBe(true);
  });

  it('when a page without a chunk of its own, or an unknown path, is opened, then no module is preloaded', async () => {
    expect(await (await page('/')).text()).not.toContain('modulepreload');
    expect(await (await page('/product/p001/extra')).text()).not.toContain('modulepreload');
    // The manifest itself is not served.
    expect((await fetch(`${t.url}/.vite/manifest.json`, { headers: { accept: 'application/json' } })).status).toBe(404);
  });

  it('when the listing is opened cold, then its first row of images is preloaded, as the page will sort and filter', async () => {
    const html = await (await page('/products?sort=price-low')).text();
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    // p002 costs more than the default price range's ₹10,000, so the page will not show it.
    expect(preloads).toEqual(['/uploads/products/jotter.webp', '/uploads/products/safari.webp']);
    // An unknown sort falls back to the default, in the page and in what is preloaded.
    const preloadsOf = async (p: string) =>
      [...(await (await page(p)).text()).matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    expect(await preloadsOf('/products?sort=nonsense')).toEqual(await preloadsOf('/products'));
    expect((await preloadsOf('/products')).length).toBe(2);
  });

  it('when home or the categories page is opened, then no product image is preloaded (they open on their own art)', async () => {
    expect(await (await page('/')).text()).not.toContain('rel="preload"');
    expect(await (await page('/categories')).text()).not.toContain('rel="preload"');
  });

  it('when an unknown product or another page is opened, then nothing is preloaded', async () => {
    expect(await (await page('/product/nope')).text()).not.toContain('rel="preload"');
    expect(await (await page('/about')).text()).not.toContain('rel="preload"');
  });

  it('when a non-HTML client asks for an unknown path, then it gets a 404 envelope', async () => {
    const res = await fetch(`${t.url}/nothing-here.json`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });
});

/** The page's first answers, as the pwa reads them; null when the page holds none. */
function firstAnswersIn(html: string): Record<string, unknown> | null {
  const m = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, 's').exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
}

describe("a page's first answers (decision 008)", () => {
  const cases = [
    ['/', ''],
    ['/products', '?sort=price-low&category=writing'],
    ['/bestsellers', ''],
    ['/categories', ''],
    ['/product/p001', ''],
    ['/category/writing', '?sort=rating'],
  ] as const;

  for (const [pathname, search] of cases) {
    it(`when ${pathname}${search} is opened cold, then it holds the answers to its first questions, each exactly what /api answers`, async () => {
      const answers = firstAnswersIn(await (await page(`${pathname}${search}`)).text());
      const questions = firstQuestions(pathname, new URLSearchParams(search));
      expect(questions.length).toBeGreaterThan(0);
      expect(Object.keys(answers ?? {})).toEqual(questions);
      for (const question of questions) {
        const res = await fetch(`${t.url}/api${question}`);
        expect(res.status).toBe(200);
        expect(answers?.[question]).toEqual(await res.json());
      }
    });
  }

  it('when the listing is opened with its filters, then the answer is the filtered first page', async () => {
    const answers = firstAnswersIn(await (await page('/products?sort=price-low&search=pen&minPrice=400')).text());
    expect(answers?.['/products?search=pen&minPrice=400&sort=price-low&page=1&limit=12']).toBeDefined();
  });

  it('when a name holds markup, then the answers cannot close their element, and still read back exactly', async () => {
    const html = await (await page('/product/p004')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- Co');
    const detail = firstAnswersIn(html)?.['/products/p004'] as { data: { name: string } };
    expect(detail.data.name).toBe('Ink </script><script>alert(1)</script> & <!-- Co');
  });

  it('when a question would fail (an unknown product or category, a bad query), then it is left out and the page asks /api itself', async () => {
    expect(firstAnswersIn(await (await page('/product/nope')).text())).toBeNull();
    expect(firstAnswersIn(await (await page('/product/%E0%A4%A')).text())).toBeNull();
    const category = firstAnswersIn(await (await page('/category/nope')).text());
    // The listing of an unknown category is an empty answer, not an error; the category itself is left out.
    expect(Object.keys(category ?? {})).toEqual(['/products?category=nope&sort=featured&page=1&limit=12']);
  });

  it('when a page asks no catalogue questions first, then it holds no answers', async () => {
    expect(firstAnswersIn(await (await page('/about')).text())).toBeNull();
    expect(firstAnswersIn(await (await page('/cart')).text())).toBeNull();
  });
});

describe('a page request that fails asynchronously', () => {
  it('when the built shell vanishes while the store runs, then the page answers 500 through the one error handler, and the store keeps answering', async () => {
    const file = path.join(pwaDir, 'index.html');
    const shell = readFileSync(file, 'utf8');
    rmSync(file);
    try {
      const res = await page('/about');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
      expect((await t.api('GET', '/health')).status).toBe(200);
    } finally {
      writeFileSync(file, shell);
    }
    expect((await page('/about')).status).toBe(200);
  });
});
