/**
 * The settings node and glibc read as the process starts (decision 028) are the same in every
 * way the store is started: `pnpm start`, the api's own `start`, and the benchmarks' store; and
 * glibc still does what they ask of it, so an upgrade of Node or of the C library that makes them
 * inert fails here instead of silently costing memory or sign-ins.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root, scriptCommand, scriptEnv } from './test-support.js';

const THRESHOLD = '131072';
const TUNABLES = 'glibc.malloc.hugetlb=1';

test('pnpm start runs node with an 8 MB young generation, glibc giving large blocks back at once, on huge pages', () => {
  assert.equal(scriptEnv('start').MALLOC_MMAP_THRESHOLD_, THRESHOLD);
  assert.equal(scriptEnv('start').GLIBC_TUNABLES, TUNABLES);
  assert.ok(scriptCommand('start').includes('--max-semi-space-size=8'));
});

test("the api's own start and the benchmarks' store process start node the same way", () => {
  const api =
    (JSON.parse(readFileSync(path.join(root, 'api/package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  assert.match(api, new RegExp(`^MALLOC_MMAP_THRESHOLD_=${THRESHOLD} GLIBC_TUNABLES=${TUNABLES} node --max-semi-space-size=8 `));
  const bench = readFileSync(path.join(root, 'bench/lib/store-process.ts'), 'utf8');
  assert.match(bench, new RegExp(`MALLOC_MMAP_THRESHOLD_: '${THRESHOLD}'`));
  assert.match(bench, new RegExp(`GLIBC_TUNABLES: '${TUNABLES}'`));
  assert.match(bench, /'--max-semi-space-size=8'/);
});

/** What a node started with `env` prints from `script`, as JSON. */
function runNode<T>(env: Record<string, string | undefined>, script: string): T {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const run = spawnSync(process.execPath, ['--expose-gc', '-e', script], { encoding: 'utf8', env: childEnv as NodeJS.ProcessEnv });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout) as T;
}

/** Page faults of a password hash (scrypt's 16 MB work area, as a sign-in makes), the mean of five. Counts, not times. */
function faultsPerHash(env: Record<string, string | undefined>): number {
  return runNode<number>(
    env,
    `const { scryptSync } = require('node:crypto');
    scryptSync('warm', 'salt', 64, { N: 16384, r: 8, p: 1 });
    const f0 = process.resourceUsage().minorPageFault;
    for (let i = 0; i < 5; i++) scryptSync('p' + i, 'salt', 64, { N: 16384, r: 8, p: 1 });
    console.log((process.resourceUsage().minorPageFault - f0) / 5);`,
  );
}

/**
 * Resident memory (MB) left once 64 MB of 8 MB blocks are freed. First a 16 MB block is freed, as
 * a password hash frees its work area, which raises glibc's own threshold to 16 MB; then each 8 MB
 * block is followed by a 1 MB one that stays, as a request's buffers sit among longer-lived ones.
 * V8 hands freed array buffers back from a background thread after a collection, so the look comes
 * after a few collections and waits. A size, not a time.
 */
function retainedMb(env: Record<string, string | undefined>): number {
  return runNode<number>(
    env,
    `const rss = () => Number(/VmRSS:\\s+(\\d+)/.exec(require('node:fs').readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
    const settle = async () => { for (let i = 0; i < 5; i++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 50)); } };
    (async () => {
      let first = Buffer.alloc(16 * 1024 * 1024, 1);
      first = null;
      await settle();
      const before = rss();
      const kept = [];
      let blocks = [];
      for (let i = 0; i < 8; i++) {
        blocks.push(Buffer.alloc(8 * 1024 * 1024, 1));
        kept.push(Buffer.allocUnsafeSlow(1024 * 1024).fill(1));
      }
      blocks = null;
      await settle();
      console.log(rss() - before - kept.length);
    })();`,
  );
}

const glibc = spawnSync('ldd', ['--version'], { encoding: 'utf8' }).stdout.includes('GLIBC');
const thp = existsSync('/sys/kernel/mm/transparent_hugepage/enabled')
  ? !/\[never\]/.test(readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8'))
  : false;

test('glibc honours the threshold: freed large blocks leave the process at once', { skip: !glibc && 'not glibc' }, () => {
  const without = retainedMb({ MALLOC_MMAP_THRESHOLD_: undefined, GLIBC_TUNABLES: undefined });
  const withThreshold = retainedMb({ MALLOC_MMAP_THRESHOLD_: THRESHOLD, GLIBC_TUNABLES: TUNABLES });
  assert.ok(without > 32, `without the threshold the freed blocks should stay: ${without.toFixed(1)} MB still resident`);
  assert.ok(withThreshold < 16, `64 MB freed, ${withThreshold.toFixed(1)} MB still resident`);
});

test(
  'glibc honours the tunable: a password hash faults its 16 MB in huge pages, not 4,096 small ones',
  { skip: !glibc ? 'not glibc' : !thp && 'transparent huge pages are off on this machine' },
  () => {
    const plain = faultsPerHash({ MALLOC_MMAP_THRESHOLD_: THRESHOLD, GLIBC_TUNABLES: undefined });
    const huge = faultsPerHash({ MALLOC_MMAP_THRESHOLD_: THRESHOLD, GLIBC_TUNABLES: TUNABLES });
    assert.ok(plain > 3000, `without the tunable a hash should fault its 16 MB page by page: ${plain}`);
    assert.ok(huge < plain / 3, `with the tunable: ${huge} faults per hash, without: ${plain}`);
  },
);
