/**
 * Runs the store as a process: opens it, listens, logs and survives a promise rejected with
 * nobody waiting for it (one forgotten `await` in a request path must not take every shopper's
 * store down), and stops cleanly on SIGTERM/SIGINT. main.ts and scripts/start.ts both start here.
 */
import type { RequestListener, Server } from 'node:http';
import type { Env } from './env.js';
import type { Logger } from './log.js';
import { releaseStartGarbage } from './memory.js';
import type { Secrets } from './secrets.js';
import { shutdownOnSignals, type ShutdownOptions } from './shutdown.js';
import { createStore, listen, type Store } from './store.js';
import { keepTickObjectShapes } from './tick-objects.js';

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
  // Before the start's full collections: they would otherwise leave every nextTick slow (tick-objects.ts).
  keepTickObjectShapes();
  const store = await createStore(env, { couchUrl: opts.couchUrl, secrets: opts.secrets });
  logUnhandledRejections(store.ctx.log);
  const { server, url } = await listen(opts.handler ? opts.handler(store) : store.handler, env.PORT, env.HOST);
  shutdownOnSignals(server, store, { log: store.ctx.log, after: opts.after });
  // A process of its own returns the start's garbage once the first snapshot is built (memory.ts);
  // tests that open many stores in one process do not pay for a collection each.
  void store
    .warmed()
    .then(() => {
      const started = performance.now();
      const { before, after } = releaseStartGarbage();
      const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
      store.ctx.log.info(
        `start's garbage returned: heap ${mb(before)} → ${mb(after)} MB in ${(performance.now() - started).toFixed(0)} ms`,
      );
    })
    .catch((e: unknown) => store.ctx.log.error("returning the start's garbage failed (V8 returns it later on its own)", e));
  return { store, server, url };
}
