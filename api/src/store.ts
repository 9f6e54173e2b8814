/** Assembles the store: databases, modules, seed and the Express app. */
import { mkdirSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CouchClient } from './db/couch.js';
import { ensureDatabases, openDatabases } from './db/databases.js';
import type { Env } from './env.js';
import { createLogger } from './log.js';
import { loadOrCreateSecrets, type Secrets } from './secrets.js';
import { pathsFor, type AppContext, type BaseContext } from './context.js';
import { createApp } from './app.js';
import { createAuthModule } from './modules/auth/index.js';
import { createCatalogModule, type CatalogModule } from './modules/catalog/index.js';
import { createCommerceModule, type CommerceModule } from './modules/commerce/index.js';
import { createSyncModule } from './modules/sync/index.js';
import { createNewsletterModule, type NewsletterModule } from './modules/newsletter/index.js';
import { seedStore } from './seed/index.js';

export interface Store {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  /** What the http server runs: cached catalogue answers first, then the Express app. */
  handler: RequestListener;
  /** The cached public catalogue answers, to look at (tests, the console). */
  catalogAnswers: CatalogModule['answers'];
  /** One repair pass now, as the periodic one runs it. */
  repairNow: CommerceModule['repairNow'];
  /** Personal welcome codes: checked and redeemed once by the order path. */
  welcomeCodes: NewsletterModule['welcomeCodes'];
  /** Stops the background work; `step` hears what it is waiting on (a hung stop then says where). */
  close(step?: (what: string) => void): Promise<void>;
}

export async function createStore(env: Env, opts: { couchUrl: string; secrets?: Secrets }): Promise<Store> {
  const paths = pathsFor(env.DATA_DIR);
  mkdirSync(paths.uploadsDir, { recursive: true });
  mkdirSync(paths.outboxDir, { recursive: true });
  const secrets = opts.secrets ?? loadOrCreateSecrets(paths.dataDir);
  const couch = new CouchClient(opts.couchUrl);
  const dbs = openDatabases(couch, env.DB_PREFIX);
  await ensureDatabases(dbs);
  const log = createLogger(env.LOG_LEVEL);
  const base: BaseContext = { env, couch, couchUrl: opts.couchUrl, dbs, log, secrets, paths };

  const auth = createAuthModule(base);
  const catalog = createCatalogModule({ ...base, verifier: auth.verifier });
  const ctx: AppContext = { ...base, verifier: auth.verifier, catalog: catalog.service, stock: catalog.stock };
  const commerce = createCommerceModule(ctx);
  const newsletter = createNewsletterModule(base, { delivery: auth.delivery });

  await auth.start();
  await seedStore(ctx);
  await catalog.service.start();
  await commerce.start();

  const sync = createSyncModule(ctx);
  const app = createApp(ctx, { auth, catalog, commerce, sync, newsletter });
  // The first visit's replication pages, read ahead in the background (the store is open meanwhile).
  const warming = sync.warm();
  // Repeated public catalogue GETs are answered from the response cache before Express runs at
  // all (docs/decisions/002); every other request goes to the app unchanged.
  // This runs outside Express, so a throw is caught here: a request the cache failed on goes to
  // the app (or, once an answer had begun, its connection is closed); the process keeps running.
  const handler: RequestListener = (req, res) => {
    let passedOn = false;
    try {
      catalog.fastPath(req, res, () => {
        passedOn = true;
        app(req, res);
      });
    } catch (e) {
      log.error(`answering ${req.method} ${req.url} failed outside the app`, e);
      if (passedOn || res.headersSent) res.destroy();
      else app(req, res);
    }
  };
  return {
    ctx,
    app,
    handler,
    catalogAnswers: catalog.answers,
    repairNow: () => commerce.repairNow(),
    welcomeCodes: newsletter.welcomeCodes,
    close: async (step = () => {}) => {
      step('stopping the replication pages read-ahead');
      sync.stop();
      await warming;
      step('waiting for the order repair and purge jobs');
      await commerce.stop();
      step('stopping the catalogue followers');
      await catalog.service.stop();
      step('stopping the sweeps of expired sign-in records');
      await auth.stop();
    },
  };
}

export function listen(handler: RequestListener, port: number, host: string): Promise<{ server: Server; url: string }> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      resolve({ server, url: `http://${shownHost}:${actual}` });
    });
    server.once('error', reject);
  });
}
