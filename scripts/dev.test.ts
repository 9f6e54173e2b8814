/**
 * `pnpm dev` starts on a fresh data directory: Vite serves the app with hot reload, the api
 * answers through Vite's proxy, and a stop ends every process it started: SIGTERM sent to it
 * alone, or Ctrl-C (SIGINT to the whole process group), which must stop quietly with exit code 0.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { failureLines, root, scriptCommand } from './test-support.js';

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

for (const stop of ['SIGTERM', 'Ctrl-C'] as const) {
  test(`pnpm dev serves the app through Vite with the api behind its proxy, and stops on ${stop}`, { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dev-smoke-'));
    const [apiPort, devPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, scriptCommand('dev'), {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(apiPort),
        DEV_PORT: String(devPort),
        HOST: '127.0.0.1',
        SYNC_PORT: '0',
        DATA_DIR: dataDir,
        SEED_PRODUCTS: '20',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, as a terminal runs it.
      detached: true,
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
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

      const before = out.length;
      if (stop === 'SIGTERM') child.kill('SIGTERM');
      else process.kill(-child.pid!, 'SIGINT');
      assert.equal(await exited, 0, out);
      const after = out.slice(before);
      assert.deepEqual(failureLines(after), [], `after the signal:\n${after}`);
      // Nothing it started still listens.
      await assert.rejects(fetch(`${base}/`));
      await assert.rejects(fetch(`http://127.0.0.1:${apiPort}/api/health`));
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
