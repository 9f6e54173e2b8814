/**
 * Starts the whole store on one machine: the sync-server as its own process (unless
 * COUCHDB_URL points at an external CouchDB), then the api, which seeds on first start and
 * serves the built PWA. `pnpm start` runs it built (dist/start.js, with the api and sync-server
 * from their dist/: decision 047); the end-to-end tests run it from source through tsx.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The settings alone: the api's modules load below, while the sync-server starts.
import { loadOrCreateSecrets, parseEnv } from '@store/api/start-settings';
import { startDatabase } from './database.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const dataDir = path.resolve(env.DATA_DIR);
  const secrets = loadOrCreateSecrets(dataDir);
  const pwaDir = env.PWA_DIR ?? path.join(root, 'pwa', 'dist');
  if (!existsSync(path.join(pwaDir, 'index.html')))
    console.warn(`No built PWA in ${pwaDir}: run \`pnpm --filter @store/pwa build\` (pnpm start does).`);

  // The sync-server's process starts and loads its modules while this one loads the api's: on two
  // cores the two overlap instead of following each other (issue 47: about a second of a start).
  const [{ couchUrl, sync }, { serveApi }] = await Promise.all([startDatabase(env, dataDir, secrets), import('@store/api')]);
  if (sync) {
    sync.child.once('exit', (code) => {
      console.error(`sync-server stopped (code ${code}); stopping the store.`);
      process.exit(1);
    });
    // A signal stops the whole store, and a terminal's Ctrl-C reaches the sync-server too: its
    // exit is then expected, not a failure.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => sync.child.removeAllListeners('exit'));
  }

  const started = Date.now();
  // The api stops first on SIGTERM/SIGINT (api/src/shutdown.ts), then the sync-server.
  const { url } = await serveApi(
    { ...env, DATA_DIR: dataDir, PWA_DIR: pwaDir },
    {
      couchUrl,
      secrets,
      after: async () => {
        sync?.child.removeAllListeners('exit');
        await sync?.stop();
      },
    },
  );
  console.log(`\nInkwell Stationery is open at ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(
    `Admin sign-in: ${env.ADMIN_EMAIL} / password from ADMIN_PASSWORD${process.env.ADMIN_PASSWORD ? '' : ` (default: ${env.ADMIN_PASSWORD})`}`,
  );
  console.log(
    `Sign-in codes (e-mail and SMS) are written to ${path.join(dataDir, 'outbox')}${env.SMTP_URL ? ' unless sent by SMTP' : ''}.\n`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
