/**
 * For the gateway's own tests and its screenshot script (not used by the store): a context with
 * only the private `payments` database made, and a small app on 127.0.0.1 serving the test
 * gateway's pages under the store's real security headers, with a stand-in for the store's
 * /api/payments/webhook (records what arrives, answers the statuses it is told) and
 * /api/payments/callback (records the browser's form post).
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { pathsFor, type BaseContext } from '../../../context.js';
import { CouchClient } from '../../../db/couch.js';
import { openDatabases } from '../../../db/databases.js';
import { parseEnv } from '../../../env.js';
import { securityHeaders } from '../../../http/security-headers.js';
import { createLogger } from '../../../log.js';
import { sellerFromEnv } from '../../../seller.js';
import type { TestGateway } from './test-gateway/index.js';

export async function gatewayContext(
  couchUrl: string,
  opts: { jwtSecret?: string; env?: Record<string, string> } = {},
): Promise<BaseContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DB_PREFIX: `tg${process.pid}_${Date.now().toString(36)}_`,
    LOG_LEVEL: 'error',
    ...opts.env,
  });
  const couch = new CouchClient(couchUrl);
  const dbs = openDatabases(couch, env.DB_PREFIX);
  // Its books, and the counters that bound what one client may pay (rate-limit.ts).
  await dbs.payments.ensure();
  await dbs.ratelimits.ensure();
  return {
    env,
    couch,
    couchUrl,
    dbs,
    log: createLogger(env.LOG_LEVEL),
    secrets: {
      jwtSecret: opts.jwtSecret ?? `jwt-${Math.random().toString(36)}-${'x'.repeat(32)}`,
      syncUser: 'u',
      syncPassword: 'p'.repeat(12),
    },
    seller: sellerFromEnv(env),
    paths: pathsFor(dataDir),
  };
}

export interface ReceivedPost {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  at: number;
}

export interface GatewayApp {
  url: string;
  webhooks: ReceivedPost[];
  callbacks: ReceivedPost[];
  /** The status the webhook stand-in answers a body with (200 unless a test says otherwise). */
  answerWebhook: (body: string) => number;
  close(): Promise<void>;
}

export async function startGatewayApp(gateway: TestGateway): Promise<GatewayApp> {
  const webhooks: ReceivedPost[] = [];
  const callbacks: ReceivedPost[] = [];
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders({ https: false, shellHashes: () => ({ styles: [], scripts: [] }) }));
  app.use('/test-gateway', gateway.router());
  app.post('/api/payments/webhook', express.text({ type: '*/*' }), (req, res) => {
    webhooks.push({ headers: req.headers, body: String(req.body), at: Date.now() });
    res.status(handle.answerWebhook(String(req.body))).json({ success: true });
  });
  app.post('/api/payments/callback', express.text({ type: '*/*' }), (req, res) => {
    callbacks.push({ headers: req.headers, body: String(req.body), at: Date.now() });
    res.type('html').send('<!doctype html><title>Store</title><h1>Back at the store</h1>');
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const handle: GatewayApp = {
    url: `http://127.0.0.1:${port}`,
    webhooks,
    callbacks,
    answerWebhook: () => 200,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return handle;
}
