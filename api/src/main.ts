/** Runs the api alone against COUCHDB_URL (or the sync-server the launcher started). */
import { readProcessEnv } from './env.js';
import { serveApi } from './serve.js';

const env = readProcessEnv();
const couchUrl = env.COUCHDB_URL;
if (!couchUrl) {
  console.error('Set COUCHDB_URL, or start the whole store with `pnpm start`.');
  process.exit(1);
}
const { url } = await serveApi(env, { couchUrl });
console.log(`api listening on ${url}`);
