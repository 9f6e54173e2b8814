/** Runs the sync-server as its own process. Configuration comes from the environment. */
import { z } from 'zod';
import { createSyncServer } from './server.js';

const EnvSchema = z.object({
  DATA_DIR: z.string().min(1).default('./data'),
  SYNC_PORT: z.coerce.number().int().min(0).max(65535).default(5984),
  SYNC_HOST: z.string().default('127.0.0.1'),
  SYNC_USER: z.string().min(1, 'SYNC_USER is required'),
  SYNC_PASSWORD: z.string().min(12, 'SYNC_PASSWORD must be at least 12 characters'),
});

const parsed = EnvSchema.safeParse(process.env);
if (!parsed.success) {
  console.error(`sync-server: bad configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  process.exit(1);
}
const env = parsed.data;
if (!['127.0.0.1', 'localhost', '::1'].includes(env.SYNC_HOST)) {
  console.error('sync-server: SYNC_HOST must be a loopback address; use COUCHDB_URL for a networked database.');
  process.exit(1);
}

// A promise rejected inside express-pouchdb must not end the process, and every database with it:
// its longpoll reads a cancelled feed (a database deleted while the poll was being answered) as if
// it had results, a TypeError nobody awaits. That request is lost; everyone else is still served.
process.on('unhandledRejection', (reason) => {
  console.error('sync-server: unhandled rejection (the server keeps running):', reason);
});

const app = createSyncServer({ dataDir: env.DATA_DIR, username: env.SYNC_USER, password: env.SYNC_PASSWORD });
const server = app.listen(env.SYNC_PORT, env.SYNC_HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.SYNC_PORT;
  // The launcher reads this line to learn the port when SYNC_PORT=0.
  console.log(`sync-server listening on http://${env.SYNC_HOST}:${port}`);
});
// Long-poll requests would keep close() waiting forever: end them too.
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit(0));
  server.closeAllConnections();
};

/** How long a signal waits for the parent to stop this process (longer than the api's shutdown grace). */
const PARENT_STOPS_WITHIN_MS = 15_000;
if (process.env.SYNC_STOPPED_BY_PARENT === '1') {
  // Started by a launcher (process.ts), which stops it by closing stdin once the api using it has
  // stopped; stdin also closes if the launcher dies. A terminal's Ctrl-C reaches every process of
  // the group at the same moment: stopping at once would cut the api's changes feeds and requests
  // in flight while it drains, so a signal only starts a bound, in case no parent ever closes stdin.
  process.stdin.on('end', stop);
  process.stdin.on('error', stop);
  process.stdin.resume();
  const later = () => setTimeout(stop, PARENT_STOPS_WITHIN_MS).unref();
  process.on('SIGTERM', later);
  process.on('SIGINT', later);
} else {
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
