import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';

test('the store is installable', async ({ baseURL, launchOptions }) => {
  // Chromium never offers installation in incognito, and Playwright's usual contexts are: use a real profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'inkwell-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);

    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'Inkwell Stationery',
      short_name: 'Inkwell',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1f3a5f',
      background_color: '#faf6ee',
    });
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/products', '/cart']);
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
