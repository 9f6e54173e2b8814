/**
 * The admin area's cost (issue 14): the chunks its screens load, which no storefront page does
 * (recharts among them), the storefront's first-load JavaScript (which the admin area must not
 * grow), and Lighthouse accessibility on /admin signed in as the admin (target 100).
 * Runs the store as a user does on a fresh data directory; needs a built PWA.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { firstLoadJs } from './lib/first-load-js.js';
import { coldSignedIn, type SignedInSession } from './lib/signed-in.js';
import { startStoreProcess } from './lib/store-process.js';
import { connectBrowser, launchChromium, type BrowserPage } from './pwa-browser.js';

const SCREENS = [
  '/admin',
  '/admin/products',
  '/admin/categories',
  '/admin/inventory',
  '/admin/orders',
  '/admin/productform',
  '/admin/categoryform',
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The seeded admin, through both sign-in steps (the codes are read from the store's outbox directory). */
async function adminSession(base: string, dataDir: string): Promise<SignedInSession> {
  const email = 'admin@stationery.local';
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${base}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { token?: string; user?: unknown };
  };
  await post('/auth/login', { email, password: 'Admin@12345' });
  const dir = path.join(dataDir, 'outbox');
  const messages = readdirSync(dir)
    .map(
      (f) =>
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
          channel: string;
          to: string;
          subject: string;
          code: string;
          createdAt: string;
        },
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const emailOtp = messages.filter((m) => m.to === email && m.subject === 'Your email sign-in code').at(-1)?.code;
  const phoneOtp = messages.filter((m) => m.channel === 'sms').at(-1)?.code;
  const verified = await post('/auth/verify-otp', { email, emailOtp, phoneOtp });
  return { token: String(verified.token), user: verified.user };
}

/** Every script a page loads while it shows `url` (until idle), by file name. */
async function scriptsOf(page: BrowserPage, visit: () => Promise<void>): Promise<Map<string, number>> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    const response = e.response as { mimeType?: string; url?: string };
    if (e.type === 'Script' || response.mimeType?.includes('javascript'))
      urls.set(String(e.requestId), path.basename(new URL(String(response.url)).pathname));
  });
  cdp.on('Network.loadingFinished', (e) => {
    const name = urls.get(String(e.requestId));
    if (name) sizes.set(name, (sizes.get(name) ?? 0) + Number(e.encodedDataLength));
  });
  await visit();
  return sizes;
}

async function main(): Promise<void> {
  const store = await startStoreProcess();
  const chrome = await launchChromium();
  try {
    const admin = await adminSession(store.url, store.dataDir);
    const browser = await connectBrowser(chrome.port);

    // The storefront's first load (a visitor's), and every script the storefront loads for a
    // signed-in user until idle (the replica, the outbox): what is left is the admin area's own.
    const shopContext = await browser.createBrowserContext();
    const shopPage = await shopContext.newPage();
    const storefront = await firstLoadJs(shopPage, `${store.url}/`);
    await shopContext.close();
    const signedInContext = await browser.createBrowserContext();
    const signedInPage = await signedInContext.newPage();
    await signedInPage.goto(`${store.url}/about`, { waitUntil: 'load' });
    await signedInPage.evaluate(
      `localStorage.setItem('token', ${JSON.stringify(admin.token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(admin.user))})`,
    );
    const storefrontScripts = await scriptsOf(signedInPage, async () => {
      for (const p of ['/', '/products', '/cart', '/account']) {
        await signedInPage.goto(`${store.url}${p}`, { waitUntil: 'load' });
        await new Promise((r) => setTimeout(r, 4000));
      }
    });
    await signedInContext.close();

    // The admin's screens, one after the other, as an admin opens them.
    const adminContext = await browser.createBrowserContext();
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`${store.url}/about`, { waitUntil: 'load' });
    await adminPage.evaluate(
      `localStorage.setItem('token', ${JSON.stringify(admin.token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(admin.user))})`,
    );
    const adminScripts = await scriptsOf(adminPage, async () => {
      for (const screen of SCREENS) {
        await adminPage.goto(`${store.url}${screen}`, { waitUntil: 'load' });
        await adminPage.waitForFunction("document.querySelector('h1') !== null", { timeout: 30_000 });
        await new Promise((r) => setTimeout(r, 1500));
      }
    });
    await adminContext.close();
    await browser.disconnect();

    const own = [...adminScripts].filter(([name]) => !storefrontScripts.has(name)).sort((a, b) => b[1] - a[1]);
    console.log(
      `Storefront first-load JS of / (compressed, until load): ${kb(storefront.untilLoad)}  (110.5 KB before the admin area was built, same bench)`,
    );
    console.log(`Admin chunks (loaded only by /admin screens, compressed): ${own.length} files, ${kb(own.reduce((n, [, b]) => n + b, 0))}`);
    for (const [name, bytes] of own) console.log(`  ${name.padEnd(44)} ${kb(bytes).padStart(9)}`);

    await coldSignedIn(store.url, chrome, admin);
    const run = await lighthouse(`${store.url}/admin`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
      disableStorageReset: true,
    });
    const score = run?.lhr.categories.accessibility?.score;
    console.log(
      `Lighthouse accessibility on /admin (signed in as the admin): ${typeof score === 'number' ? Math.round(score * 100) : 'n/a'}  (target 100)`,
    );
    const failed = Object.values(run?.lhr.audits ?? {})
      .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    if (failed.length) console.log(`  failing: ${failed.join(', ')}`);
  } finally {
    await chrome.kill();
    await store.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
