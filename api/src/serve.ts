/**
 * Runs the store as a process: opens it, listens, logs and survives a promise rejected with
 * nobody waiting for it (one forgotten `await` in a request path must not take every shopper's
 * store down), and stops cleanly on SIGTERM/SIGINT. main.ts and scripts/start.ts both start here.
 */
import type { RequestListener, Server } from 'node:http';
import type { Env } from './env.js';
import type { Logger } from './log.js';
import type { Secrets } from './secrets.js';
import { shutdownOnSignals, type ShutdownOptions } from './shutdown.js';
import { createStore, listen, type Store } from './store.js';

export interface ServeOptions {
  couchUrl: string;
  secrets?: Secrets;
  /** Stops what runs beside the api once it has stopped (the launcher's sync-server). */
  after?: ShutdownOptions['after'];
  /** Wraps the store's request handler (tests add a request path of their own). */
  handler?: (store: Store) => RequestListener;
}

/** Logs an unhandled rejection instead of letting Node end the process on it. */
export function logUnhandledRejections(log: Logger): void {
  process.on('unhandledRejection', (reason) =>
    log.error('unhandled rejection (a promise nobody awaited failed; the api keeps running)', reason),
  );
}

export async function serveApi(env: Env, opts: ServeOptions): Promise<{ store: Store; server: Server; url: string }> {
  const store = await createStore(env, { couchUrl: opts.couchUrl, secrets: opts.secrets });
  logUnhandledRejections(store.ctx.log);
  const { server, url } = await listen(opts.handler ? opts.handler(store) : store.handler, env.PORT, env.HOST);
  shutdownOnSignals(server, store, { log: store.ctx.log, after: opts.after });
  return { store, server, url };
}
