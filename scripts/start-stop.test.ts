/**
 * Ctrl-C on `pnpm start`: the terminal sends SIGINT to the whole process group at once (the
 * launcher, the api in it, and the sync-server it started). The store must stop quietly and exit
 * 0: no "changes feed failed", no stack trace, nothing left listening.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { failureLines, root, scriptCommand, scriptEnv } from './test-support.js';

test('Ctrl-C on pnpm start (SIGINT to the process group) stops the store quietly with exit code 0', { timeout: 120_000 }, async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'start-stop-'));
  const pwaDir = path.join(dataDir, 'no-pwa');
  mkdirSync(pwaDir);
  const child = spawn(process.execPath, scriptCommand('start'), {
    cwd: root,
    env: {
      ...process.env,
      ...scriptEnv('start'),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SYNC_PORT: '0',
      SEED_PRODUCTS: '10',
      LOG_LEVEL: 'info',
      PWA_DIR: pwaDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as a terminal runs it: the signal below reaches every process in it.
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const m = /open at (http:\/\/\S+)/.exec(out);
        if (m?.[1]) resolve(m[1]);
      });
      void exited.then((code) => reject(new Error(`store exited (${code}): ${out}`)));
    });
    assert.equal((await fetch(`${url}/api/health`)).status, 200);
    // A catalogue read and a replication longpoll in flight, as an open browser tab keeps one.
    await fetch(`${url}/api/products?limit=5`);

    const before = out.length;
    process.kill(-child.pid!, 'SIGINT');
    assert.equal(await exited, 0, out);
    const after = out.slice(before);
    assert.deepEqual(failureLines(after), [], `after the signal:\n${after}`);
    await assert.rejects(fetch(`${url}/api/health`));
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
