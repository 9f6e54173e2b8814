/** Assembles the store: databases, modules, seed and the Express app. */
import { mkdirSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CouchClient } from './db/couch.js';
import { ensureDatabases, openDatabases } from './db/databases.js';
import type { Env } from './env.js';
import { createLogger } from './log.js';
import { loadOrCreateSecrets, type Secrets } from './secrets.js';
import { pathsFor, type BaseContext } from './context.js';
import type { TokenVerifier } from './http/auth-guard.js';
import { createApp } from './app.js';
import { createAuthModule } from './modules/auth/index.js';
import { createCatalogModule, type CatalogIndex, type CatalogModule } from './modules/catalog/index.js';
import { createCommerceModule, type CommerceModule } from './modules/commerce/index.js';
import type { Stock } from './modules/stock/index.js';
import { clientKeyOf } from './http/rate-limit.js';
import { createSearchMissesModule, type SearchMissesModule } from './modules/search-misses/index.js';
import { createSyncModule } from './modules/sync/index.js';
import { createNewsletterModule, type NewsletterModule } from './modules/newsletter/index.js';
import { createDeliveryModule, type DeliveryModule } from './modules/delivery/index.js';
import { createStoreDetailsModule } from './modules/store-details/index.js';
import { createInvoicesModule, type InvoicesModule } from './modules/invoices/index.js';
import { createGateway, createPaymentsModule, type PaymentsModule } from './modules/payments/index.js';
import { createReturnsModule, type ReturnsModule } from './modules/returns/index.js';
import { seedStore } from './seed/index.js';
import { upgradePhonesToE164 } from './upgrades/phones-to-e164.js';
import { sellerFromEnv } from './seller.js';

export interface Store {
  ctx: BaseContext;
  /** The modules' parts tests and the console look at: the token verifier, the catalogue index and the one writer of stock. */
  verifier: TokenVerifier;
  catalog: CatalogIndex;
  stock: Stock;
  app: ReturnType<typeof createApp>;
  /** What the http server runs: cached catalogue answers first, then the Express app. */
  handler: RequestListener;
  /** The cached public catalogue answers, to look at (tests, the console). */
  catalogAnswers: CatalogModule['answers'];
  /** The searches that found nothing: counted, written, listed (tests write the tally at once). */
  searchMisses: Pick<SearchMissesModule, 'flush' | 'top'>;
  /** One repair pass now, as the periodic one runs it. */
  repairNow: CommerceModule['repairNow'];
  /** One purge of expired replay answers now, as the hourly one runs it. */
  purgeNow: CommerceModule['purgeNow'];
  /** Personal welcome codes: checked and redeemed once by the order path. */
  welcomeCodes: NewsletterModule['welcomeCodes'];
  /** The pincode table, the dispatch place and the delivery zones (estimates as orders get them). */
  delivery: DeliveryModule;
  /** Tax invoices: one sweep of those due and missing, now (tests). */
  invoices: Pick<InvoicesModule, 'sweepNow' | 'sweepCreditNotesNow'>;
  /** Online payments: one reconciliation pass now (a hold's end with a moved clock), a refund, the gateway in use (tests). */
  payments: Pick<PaymentsModule, 'reconcileNow' | 'refund' | 'gateway'>;
  /** Returns: one repair pass now (tests). */
  returns: Pick<ReturnsModule, 'repairNow'>;
  /** Resolves once the start's background work (the first catalogue snapshot) has ended. */
  warmed(): Promise<void>;
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
  const ctx: BaseContext = { env, couch, couchUrl: opts.couchUrl, dbs, log, secrets, paths, seller: sellerFromEnv(env) };

  // Each module is handed what it uses. The catalogue's /inventory/cart reads the commerce
  // module's carts, which is made after it: that call only happens once requests come in.
  // An address's pincode is checked against the delivery module's table, made below (asked per request).
  const auth = createAuthModule(ctx, { knownPincode: (pin) => delivery.table.lookup(pin) !== null });
  const { verifier, accounts } = auth;
  const searchMisses = createSearchMissesModule(ctx, { verifier });
  // The pincode table is read here, once (~60 KB, ~20 ms); a dispatch pincode it does not know stops the start.
  const delivery = createDeliveryModule(ctx, { verifier });
  const catalog = createCatalogModule(ctx, {
    verifier,
    accounts,
    cartProductIds: (userId) => commerce.cartProductIds(userId),
    onSearchMiss: (text, req) => searchMisses.record(text, clientKeyOf(req)),
  });
  const newsletter = createNewsletterModule(ctx, { delivery: auth.delivery, accounts, verifier });
  const commerce = createCommerceModule(ctx, {
    verifier,
    catalog: catalog.index,
    stock: catalog.stock,
    accounts,
    delivery: auth.delivery,
    welcomeCodes: newsletter.welcomeCodes,
    pincodes: delivery,
    // Made below, from the commerce module's orders: called once requests come in.
    invoices: {
      issue: (id) => invoices.issue(id),
      attachmentFor: (id) => invoices.attachmentFor(id),
      issueCreditNotes: (id) => invoices.issueCreditNotes(id),
    },
    // A cancelled paid order's refund is made at the gateway by the payments module, made below.
    refunds: { settle: (id) => payments.settleRefunds(id) },
  });
  const invoices = createInvoicesModule(ctx, {
    verifier,
    orders: commerce.invoiceOrders,
    catalog: catalog.index,
    stateOfPincode: (pin) => delivery.table.lookup(pin)?.state ?? null,
  });
  // Razorpay with its keys, the built-in test gateway without (decision 046).
  const payments = createPaymentsModule(ctx, {
    verifier,
    gateway: createGateway(ctx),
    orders: commerce.paymentOrders,
    accounts,
    // A return's refund processed at the gateway makes the return refunded (made below).
    onRefundsProcessed: (orderId) => returns.refundsProcessed(orderId),
  });
  const returns = createReturnsModule(ctx, {
    verifier,
    orders: commerce.returnOrders,
    replaySafe: commerce.replaySafe,
    stock: catalog.stock,
    refunds: { refund: (orderId, refund) => payments.refund(orderId, refund) },
    creditNotes: { issue: (orderId) => invoices.issueCreditNotes(orderId) },
    accounts,
    delivery: auth.delivery,
  });

  await auth.start();
  // Phones stored before they were kept as E.164 (decision 037); before the modules that read orders start.
  await upgradePhonesToE164(ctx);
  await seedStore(ctx);
  await catalog.start();
  await commerce.start();
  await invoices.start();
  await payments.start();
  await returns.start();
  await searchMisses.start();

  const sync = createSyncModule(ctx, { catalog: catalog.index });
  const storeDetails = createStoreDetailsModule(ctx, { delivery });
  const app = createApp(ctx, {
    auth,
    catalog,
    commerce,
    sync,
    searchMisses,
    newsletter,
    delivery,
    invoices,
    storeDetails,
    payments,
    returns,
  });
  // The first visit's replication pages are read ahead in the background (the store is open meanwhile).
  await sync.start();
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
    verifier,
    catalog: catalog.index,
    stock: catalog.stock,
    app,
    handler,
    catalogAnswers: catalog.answers,
    searchMisses,
    repairNow: () => commerce.repairNow(),
    purgeNow: (now) => commerce.purgeNow(now),
    warmed: () => catalog.warmed(),
    welcomeCodes: newsletter.welcomeCodes,
    delivery,
    invoices,
    payments,
    returns,
    close: async (step = () => {}) => {
      step('stopping the replication pages read-ahead');
      await sync.stop();
      step('waiting for the payments pass and the gateway deliveries');
      await payments.stop();
      step('waiting for the returns repair');
      await returns.stop();
      step('waiting for the order repair and purge jobs');
      await commerce.stop();
      step('waiting for the invoices sweep');
      await invoices.stop();
      step('writing the counted search misses');
      await searchMisses.stop();
      step('stopping the catalogue followers');
      await catalog.stop();
      step('stopping the sweeps of expired sign-in records');
      await auth.stop();
      couch.close();
    },
  };
}

/**
 * How long an idle keep-alive connection stays open. Node's default, 5 s, races a client that
 * reuses the connection just as the server closes it: the request fails with a reset (an e2e
 * story's api call did, after 5 s of clicking). A load balancer in front (README, past one
 * machine) keeps its idle connections 60 s, so the api keeps them longer than that, as load
 * balancers' guides ask, and the proxy is always the one to close them.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function listen(handler: RequestListener, port: number, host: string): Promise<{ server: Server; url: string }> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // A request's headers may take as long as Node allows by default (60 s), counted afresh on a kept connection.
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      resolve({ server, url: `http://${shownHost}:${actual}` });
    });
    server.once('error', reject);
  });
}
