/**
 * Starts the sync-server as a child process and waits until it answers. The child stops when
 * stop() is called or this process ends (its stdin closes); a signal that reaches the whole
 * process group (a terminal's Ctrl-C) does not stop it before the process that uses it (main.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface SyncServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * How node runs main beside this module: built (dist/, `pnpm start`; decision 047) as JavaScript
 * with its source maps, from source (dev, tests) through tsx's loader in the same process, not
 * its CLI: the CLI is a second process that relays signals to this one late or twice, and kills
 * it when it does not answer within 60 ms.
 */
function mainArgs(): string[] {
  if (import.meta.url.endsWith('.js')) return ['--enable-source-maps', path.join(here, 'main.js')];
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsxLoader, path.join(here, 'main.ts')];
}

export async function startSyncServerProcess(opts: {
  dataDir: string;
  port: number;
  username: string;
  password: string;
  log?: (line: string) => void;
}): Promise<SyncServerProcess> {
  const child = spawn(process.execPath, mainArgs(), {
    env: {
      ...process.env,
      DATA_DIR: opts.dataDir,
      SYNC_PORT: String(opts.port),
      SYNC_HOST: '127.0.0.1',
      SYNC_USER: opts.username,
      SYNC_PASSWORD: opts.password,
      // Stopped by closing its stdin (stop() below, or this process ending), not by a signal to the group.
      SYNC_STOPPED_BY_PARENT: '1',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => opts.log?.(c.toString()));
    child.once('exit', (code) => reject(new Error(`sync-server exited with code ${code} before it was ready: ${out}`)));
    setTimeout(() => reject(new Error('sync-server did not start within 30 s')), 30_000).unref();
  });
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin?.end();
        child.kill('SIGTERM');
      }),
  };
}
