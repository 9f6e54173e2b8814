/**
 * Several api instances on one database, the way a store runs past one machine (used by the
 * multi-instance tests and the cluster benchmark): each one is
 * `tsx api/src/main.ts` in its own process, all with the same COUCHDB_URL, DB_PREFIX, JWT_SECRET
 * and DATA_DIR (uploads and the code outbox on shared storage). No sync-server is started here:
 * the instances use the one the test run started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

export interface Instance {
  url: string;
  child: ChildProcess;
  output(): string;
}

export interface Cluster {
  instances: Instance[];
  dataDir: string;
  /** The shared database prefix: `${couchUrl}/${prefix}orders` is the orders database. */
  prefix: string;
  /** The shared token key (benchmarks sign their shoppers' tokens with it). */
  jwtSecret: string;
  /** Instance i modulo the count: requests spread round-robin. */
  at(i: number): Instance;
  /** A JSON call to one instance. */
  call(
    i: number,
    method: string,
    p: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    body: { data?: unknown; message?: string; token?: string; user?: { _id: string }; errors?: Record<string, string> } & Record<
      string,
      unknown
    >;
  }>;
  /** Messages the instances wrote to the shared outbox, oldest first. */
  outbox(): Array<{ channel: string; to: string; subject?: string; code?: string; createdAt: string }>;
  stop(): Promise<void>;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const m = /api listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`api instance exited (${code}) before it was ready: ${out}`)));
    setTimeout(() => reject(new Error(`api instance not ready after 90 s: ${out}`)), 90_000).unref();
  });
  return { url, child, output: () => out };
}

export async function startCluster(couchUrl: string, count = 3, extraEnv: Record<string, string> = {}): Promise<Cluster> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-cluster-'));
  const env = {
    COUCHDB_URL: couchUrl,
    DB_PREFIX: `c${process.pid}_${Date.now().toString(36)}_`,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_PRODUCTS: '0',
    LOG_LEVEL: 'error',
    NODE_ENV: 'test',
    ...extraEnv,
  };
  // The first instance creates the databases and the admin; the others start on what it made.
  const first = await startInstance(env);
  const others = await Promise.all(Array.from({ length: count - 1 }, () => startInstance(env)));
  const instances = [first, ...others];
  const at = (i: number) => instances[((i % count) + count) % count]!;
  return {
    instances,
    dataDir,
    prefix: env.DB_PREFIX,
    jwtSecret: env.JWT_SECRET,
    at,
    async call(i, method, p, opts = {}) {
      const res = await fetch(`${at(i).url}/api${p}`, {
        method,
        headers: {
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as never };
    },
    outbox() {
      const dir = path.join(dataDir, 'outbox');
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map(
          (f) =>
            JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
              channel: string;
              to: string;
              subject?: string;
              code?: string;
              createdAt: string;
            },
        )
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async stop() {
      await Promise.all(
        instances.map(
          (inst) =>
            new Promise<void>((resolve) => {
              if (inst.child.exitCode !== null) return resolve();
              inst.child.once('exit', () => resolve());
              inst.child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once `check` answers true; fails after `ms`. Cross-instance effects arrive through the changes feeds. */
export async function eventually(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
