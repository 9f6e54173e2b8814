/**
 * A clean stop on SIGTERM/SIGINT, the same whether the api runs alone (main.ts) or under the
 * launcher (scripts/start.ts): stop accepting connections, let in-flight requests finish (held
 * replication longpolls are answered at once by the store's close), stop the store's background
 * work and changes-feed followers, then exit 0. Connections still busy after a bound are closed,
 * so a hung request cannot hold the process forever.
 */
import type { Server } from 'node:http';
import type { Logger } from './log.js';
import type { Store } from './store.js';

/** How long in-flight requests may take to finish before their connections are closed. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** How often connections that became idle while draining are closed (keep-alive would hold them). */
const IDLE_SWEEP_MS = 100;

export interface ShutdownOptions {
  log: Logger;
  graceMs?: number;
  /** Stops what runs beside the api once it has stopped (the launcher's sync-server). */
  after?: () => Promise<void>;
}

/** Stops the server and the store; resolves once both have stopped (or the grace ran out). */
export async function closeGracefully(server: Server, store: Pick<Store, 'close'>, opts: ShutdownOptions): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const force = setTimeout(() => {
    opts.log.error(`shutdown: requests still running after ${opts.graceMs ?? SHUTDOWN_GRACE_MS} ms; closing their connections`);
    server.closeAllConnections();
  }, opts.graceMs ?? SHUTDOWN_GRACE_MS);
  try {
    await Promise.all([closed, store.close()]);
  } finally {
    clearInterval(sweep);
    clearTimeout(force);
  }
  await opts.after?.();
}

/**
 * A signal this soon after the first is the same stop: a terminal's Ctrl-C reaches every process
 * of its group, and a wrapper (tsx, tsx watch) relays it to its child as well, so one keypress
 * can arrive twice within milliseconds. A person's second Ctrl-C comes later.
 */
export const REPEAT_SIGNAL_MS = 1_000;

/**
 * On the first SIGTERM or SIGINT, closes gracefully and exits 0 (1 when stopping failed); a
 * second signal while stopping exits at once (a second Ctrl-C means "now"), unless it is the
 * first one delivered again (REPEAT_SIGNAL_MS).
 */
export function shutdownOnSignals(
  server: Server,
  store: Pick<Store, 'close'>,
  opts: ShutdownOptions & { exit?: (code: number) => void; repeatMs?: number },
): void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  let firstAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping && Date.now() - firstAt < (opts.repeatMs ?? REPEAT_SIGNAL_MS)) return;
    if (stopping) {
      opts.log.error(`${signal} again: exiting without waiting`);
      exit(1);
      return;
    }
    stopping = true;
    firstAt = Date.now();
    opts.log.info(`${signal}: shutting down (no new connections; finishing the requests in flight)`);
    closeGracefully(server, store, opts).then(
      () => exit(0),
      (e: unknown) => {
        opts.log.error('shutdown failed', e);
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
