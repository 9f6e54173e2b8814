/** Starts the sync-server as a child process and waits until it answers. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SyncServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export async function startSyncServerProcess(opts: {
  dataDir: string;
  port: number;
  username: string;
  password: string;
  log?: (line: string) => void;
}): Promise<SyncServerProcess> {
  const require = createRequire(import.meta.url);
  const tsxCli = require.resolve('tsx/cli');
  const child = spawn(process.execPath, [tsxCli, path.join(here, 'main.ts')], {
    env: {
      ...process.env,
      DATA_DIR: opts.dataDir,
      SYNC_PORT: String(opts.port),
      SYNC_HOST: '127.0.0.1',
      SYNC_USER: opts.username,
      SYNC_PASSWORD: opts.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
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
        child.kill('SIGTERM');
      }),
  };
}
