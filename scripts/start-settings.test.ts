/**
 * The settings node and glibc read as the process starts (decisions 027 and 028) are the same in
 * every way the store is started: `pnpm start`, the api's own `start`, and the benchmarks' store.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root, scriptCommand, scriptEnv } from './test-support.js';

test('pnpm start runs node with an 8 MB young generation and glibc giving large blocks back at once', () => {
  assert.equal(scriptEnv('start').MALLOC_MMAP_THRESHOLD_, '131072');
  assert.ok(scriptCommand('start').includes('--max-semi-space-size=8'));
});

test("the api's own start and the benchmarks' store process start node the same way", () => {
  const api =
    (JSON.parse(readFileSync(path.join(root, 'api/package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  assert.match(api, /^MALLOC_MMAP_THRESHOLD_=131072 node --max-semi-space-size=8 /);
  const bench = readFileSync(path.join(root, 'bench/lib/store-process.ts'), 'utf8');
  assert.match(bench, /MALLOC_MMAP_THRESHOLD_: '131072'/);
  assert.match(bench, /'--max-semi-space-size=8'/);
});
