/**
 * The database the store runs on, for `pnpm start` and `pnpm dev`: the bundled sync-server as its
 * own process (pouchdb-server on LevelDB files in DATA_DIR), unless COUCHDB_URL names a CouchDB.
 */
import type { Env, Secrets } from '@store/api';
// The process module alone: the sync-server's own code (PouchDB, express-pouchdb) runs in its process, not in the api's.
import { startSyncServerProcess, type SyncServerProcess } from '@store/sync-server/process';

export interface Database {
  couchUrl: string;
  /** The bundled sync-server, when this launcher started one. */
  sync?: SyncServerProcess;
}

export async function startDatabase(env: Env, dataDir: string, secrets: Secrets): Promise<Database> {
  if (env.COUCHDB_URL) return { couchUrl: env.COUCHDB_URL };
  const sync = await startSyncServerProcess({
    dataDir,
    port: env.SYNC_PORT,
    username: secrets.syncUser,
    password: secrets.syncPassword,
    log: (line) => process.stderr.write(`[sync-server] ${line}`),
  });
  const u = new URL(sync.url);
  u.username = secrets.syncUser;
  u.password = secrets.syncPassword;
  console.log(`sync-server (pouchdb-server on LevelDB) at ${sync.url}, data in ${dataDir}`);
  return { couchUrl: u.toString().replace(/\/$/, ''), sync };
}
