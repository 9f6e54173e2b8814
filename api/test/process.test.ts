/**
 * The api as a process of its own (the way `tsx api/src/main.ts` runs it): it survives a request
 * path that fails after answering, and SIGTERM stops it cleanly, answering what is in flight.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CouchClient } from '../src/db/couch.js';
import { openDatabases } from '../src/db/databases.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const children: ChildProcess[] = [];
const prefixes: string[] = [];
const dataDirs: string[] = [];

interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `entry` with tsx against the test sync-server, on a free port, with its own databases. */
async function startApiProcess(entry: string): Promise<ApiProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-process-'));
  const prefix = `p${process.pid}_${Date.now().toString(36)}_${children.length}_`;
  dataDirs.push(dataDir);
  prefixes.push(prefix);
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, entry], {
    env: {
      ...process.env,
      COUCHDB_URL: inject('couchUrl'),
      DB_PREFIX: prefix,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SEED_PRODUCTS: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const m = /api listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    void exited.then((code) => reject(new Error(`api exited (${code}) before it was ready: ${out}`)));
  });
  return { url, child, output: () => out, exited };
}

/** Resolves once `check` holds; fails after `ms` (the check never came true). */
async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The exit code, or a failure when the process is still running after `ms` (it hung). */
function exitWithin(p: ApiProcess, ms: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still running ${ms} ms after the signal:\n${p.output()}`)), ms);
    void p.exited.then((code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** A GET whose promise settles with the answer; `sent` resolves once the request is on the wire. */
function get(url: string): { sent: Promise<void>; answer: Promise<{ status: number; body: string }> } {
  let sent: () => void = () => {};
  const sentP = new Promise<void>((r) => (sent = r));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('finish', () => sent());
    req.on('error', reject);
    req.end();
  });
  return { sent: sentP, answer };
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  const couch = new CouchClient(inject('couchUrl'));
  for (const prefix of prefixes) await Promise.all(Object.values(openDatabases(couch, prefix)).map((db) => db.destroy()));
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
});

describe('the api process', () => {
  it('when a request path fails after it answered (nobody awaits the failure), then the failure is logged and the api keeps answering', async () => {
    const api = await startApiProcess(path.join(here, 'process-entry.ts'));
    const first = await fetch(`${api.url}/test/fails-after-answering`);
    expect(await first.text()).toBe('answered');
    const health = await fetch(`${api.url}/api/health`);
    expect(health.status).toBe(200);
    await until(() => /unhandled rejection[\s\S]*failed after answering/.test(api.output()), 'the failure is logged');
    expect(api.child.exitCode).toBeNull();
    expect((await fetch(`${api.url}/api/products`)).status).toBe(200);
    api.child.kill('SIGTERM');
    expect(await exitWithin(api, 20_000)).toBe(0);
  }, 60_000);

  it('when SIGTERM arrives while a replication longpoll is held, then the longpoll is answered, the api stops accepting, and the process exits 0 instead of waiting out the poll', async () => {
    const api = await startApiProcess(path.join(here, '../src/main.ts'));
    // Held up to a minute when nothing changes: the request a shutdown is most likely to find in flight.
    const held = get(`${api.url}/sync/products/_changes?feed=longpoll&since=now&timeout=60000`);
    await held.sent;
    // One round trip after it: its request was read before this one's, so it is in flight now.
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);

    api.child.kill('SIGTERM');
    const answer = await held.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ results: [] });
    expect(await exitWithin(api, 20_000)).toBe(0);
    expect(api.output()).toContain('SIGTERM: shutting down');
    await expect(fetch(`${api.url}/api/health`)).rejects.toThrow();
  }, 60_000);
});
