/**
 * `pnpm dev` starts on a fresh data directory: Vite serves the app with hot reload, the api
 * answers through Vite's proxy, and SIGTERM stops every process it started.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not ready within ${timeoutMs} ms`);
}

test('pnpm dev serves the app through Vite with the api behind its proxy, and stops on SIGTERM', { timeout: 120_000 }, async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dev-smoke-'));
  const [apiPort, devPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/dev.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(apiPort),
      DEV_PORT: String(devPort),
      HOST: '127.0.0.1',
      SYNC_PORT: '0',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '20',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const base = `http://127.0.0.1:${devPort}`;
    await until(async () => (await fetch(`${base}/api/health`)).ok, 90_000);
    const health = (await (await fetch(`${base}/api/health`)).json()) as { data: { status: string } };
    assert.equal(health.data.status, 'ok');
    const page = await fetch(`${base}/products`);
    assert.match(await page.text(), /<div id="root">|@vite\/client/);
    const categories = (await (await fetch(`${base}/api/categories`)).json()) as { data: unknown[] };
    assert.ok(categories.data.length > 0, 'the seeded catalogue answers through the proxy');

    child.kill('SIGTERM');
    assert.equal(await exited, 0);
    // Nothing it started still listens.
    await assert.rejects(fetch(`${base}/`));
    await assert.rejects(fetch(`http://127.0.0.1:${apiPort}/api/health`));
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
