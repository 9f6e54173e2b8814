/** Starts the whole store (sync-server + api) as a user does, in its own process, on a temp dir. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface StoreProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * `startTimeoutMs`: how long the start may take (a first start seeding 50,000 products takes minutes).
 * `checkout`: the repository to start the store from, this one by default (the Lighthouse bench
 * starts another checkout beside it to audit the two alternately, LH_BASELINE).
 * A variable given as `undefined` is left out of the store's environment (the mixed bench starts
 * it without MALLOC_MMAP_THRESHOLD_ to measure decision 028).
 */
/**
 * How the benches run the store: `compiled` (default) as `pnpm start` does, the built JavaScript
 * of dist/ (decision 047), built once per checkout and bench process; `tsx` from the TypeScript
 * sources, as before issue 47 (BENCH_RUNTIME=tsx, for before-and-after figures).
 */
export const BENCH_RUNTIME = process.env.BENCH_RUNTIME === 'tsx' ? 'tsx' : 'compiled';
const built = new Set<string>();

/** The node arguments that start the store from `checkout`, building its server first when compiled. */
export function storeCommand(checkout: string = root): string[] {
  // A checkout from before the compiled runtime (an LH_BASELINE) has no server build: it starts as it did then.
  if (BENCH_RUNTIME === 'tsx' || !existsSync(path.join(checkout, 'scripts/build-server.ts')))
    return ['--max-semi-space-size=8', '--import', 'tsx', path.join(checkout, 'scripts/start.ts')];
  if (!built.has(checkout)) {
    execFileSync(process.execPath, ['--import', 'tsx', path.join(checkout, 'scripts/build-server.ts')], {
      cwd: checkout,
      stdio: 'inherit',
    });
    built.add(checkout);
  }
  // package.json's `start`, the PWA's build aside (the benches build it first).
  return ['--max-semi-space-size=8', '--enable-source-maps', '--conditions=@store/compiled', path.join(checkout, 'dist/start.js')];
}

export async function startStoreProcess(
  env: Record<string, string | undefined> = {},
  startTimeoutMs = 180_000,
  checkout: string = root,
): Promise<StoreProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-store-'));
  // The command `pnpm start` runs (package.json), the PWA aside: the benches build it first.
  // MALLOC_MMAP_THRESHOLD_ and GLIBC_TUNABLES as `pnpm start` sets them (decision 028).
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    MALLOC_MMAP_THRESHOLD_: '131072',
    GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1',
    PORT: '0',
    HOST: '127.0.0.1',
    SYNC_PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    ...env,
  };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const child = spawn(process.execPath, storeCommand(checkout), {
    cwd: checkout,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /open at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`store exited with ${code}: ${out}`)));
    setTimeout(() => reject(new Error(`store did not start within ${startTimeoutMs / 1000} s`)), startTimeoutMs).unref();
  });
  return {
    url,
    dataDir,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((r) => {
          child.once('exit', () => r());
          child.kill('SIGTERM');
        });
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
