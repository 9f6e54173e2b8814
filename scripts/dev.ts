/**
 * `pnpm dev`: the store for development. The database as `pnpm start` runs it (same DATA_DIR),
 * the api restarted on every change of its source (tsx watch), and Vite's dev server with hot
 * module replacement on DEV_PORT (5173), proxying /api, /uploads and /sync to the api (see
 * pwa/vite.config.ts). Ctrl-C or SIGTERM stops all of it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOrCreateSecrets, parseEnv } from '../api/src/index.js';
import { startDatabase } from './database.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const vite = path.join(root, 'pwa/node_modules/vite/bin/vite.js');
/** How long children that received a Ctrl-C themselves get to stop before they are sent SIGTERM. */
const GROUP_SIGNAL_GRACE_MS = 8_000;

async function main(): Promise<void> {
  const env = parseEnv({ NODE_ENV: 'development', ...process.env });
  const devPort = Number(process.env.DEV_PORT ?? 5173);
  const dataDir = path.resolve(env.DATA_DIR);
  const secrets = loadOrCreateSecrets(dataDir);
  const { couchUrl, sync } = await startDatabase(env, dataDir, secrets);

  const children: ChildProcess[] = [];
  let stopping = false;
  /**
   * Stops the children, then the database. `signalled`: they got the signal themselves (a
   * terminal's Ctrl-C reaches the whole process group), so they are left to stop on their own
   * for a while: a second signal would make tsx watch kill the api mid-shutdown (SIGKILL).
   */
  const stop = async (code: number, opts: { signalled?: boolean } = {}) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            if (!opts.signalled) return void child.kill('SIGTERM');
            // Still running then: the SIGINT was sent to this process alone.
            setTimeout(() => child.kill('SIGTERM'), GROUP_SIGNAL_GRACE_MS).unref();
          }),
      ),
    );
    await sync?.stop();
    process.exit(code);
  };
  const run = (name: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) => {
    const child = spawn(process.execPath, args, { ...options, stdio: 'inherit' });
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`${name} stopped (code ${code}); stopping the rest.`);
        void stop(1);
      }
    });
    children.push(child);
  };

  // The api serves /api, /uploads and /sync; Vite serves the PWA, so the api serves none.
  run('api', [tsx, 'watch', '--clear-screen=false', 'api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: env.NODE_ENV, COUCHDB_URL: couchUrl, DATA_DIR: dataDir, PORT: String(env.PORT), PWA_DIR: '' },
  });
  run('vite', [vite, '--port', String(devPort), '--strictPort', '--host', env.HOST], {
    cwd: path.join(root, 'pwa'),
    env: { ...process.env, STORE_API_URL: `http://127.0.0.1:${env.PORT}` },
  });
  // SIGINT is a terminal's Ctrl-C, which every process of the group receives; SIGTERM (kill,
  // a service manager) reaches this process alone and is passed on.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      sync?.child.removeAllListeners('exit');
      void stop(0, { signalled: signal === 'SIGINT' });
    });
  }
  console.log(`\nInkwell Stationery (dev) at http://localhost:${devPort}  (api on port ${env.PORT}, data in ${dataDir})\n`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
