/**
 * The outbox tests' common ground: a real store (api + sync-server behind the fault proxy) for
 * the file, and before each test an empty local database with a fresh shopper signed in.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setApiOrigin } from '../../lib/api-client.js';
import { localDb } from '../local-db.js';
import { createReplayer } from '../outbox/replay.js';
import { SESSION_ROW_ID } from '../outbox/tables.js';
import { startStoreServer, type FixtureProduct, type StoreServer } from './store-server.js';

export interface OutboxFixture {
  readonly server: StoreServer;
  /** The shopper signed in for the current test. */
  readonly asha: { token: string; userId: string };
  /** A replayer without Web Locks (Node has none), as a second tab or the service worker would run one. */
  replayer(): ReturnType<typeof createReplayer>;
}

export function outboxFixture(products: FixtureProduct[]): OutboxFixture {
  let server: StoreServer | undefined;
  let asha: { token: string; userId: string } | undefined;
  beforeAll(async () => {
    server = await startStoreServer(products);
    setApiOrigin(server.origin);
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    if (!server) throw new Error('no store');
    server.fault = 'none';
    server.seen.length = 0;
    await Promise.all([localDb.outbox.clear(), localDb.confirmed.clear(), localDb.session.clear(), localDb.notices.clear()]);
    asha = await server.signUp('Asha');
    await localDb.session.put({ id: SESSION_ROW_ID, ...asha });
  });
  return {
    get server() {
      if (!server) throw new Error('no store');
      return server;
    },
    get asha() {
      if (!asha) throw new Error('no shopper');
      return asha;
    },
    replayer: () => createReplayer({ db: localDb, locks: null }),
  };
}
