/**
 * When the page replays the outbox: at start (with a fresh read of the confirmed state), when
 * the browser comes back online, when the tab becomes visible again, when a backoff runs out,
 * and right after each write. Each write also asks the service worker for a Background Sync,
 * so a change made just before the app was closed still goes out when the signal returns.
 */
import type { LocalDb } from '../local-db.js';
import { createReplayer, type ReplayOptions, type ReplayOutcome, type Replayer } from './replay.js';

/** The Background Sync tag the service worker answers with a replay. */
export const OUTBOX_SYNC_TAG = 'inkwell-outbox';

let replayer: Replayer | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function schedule(outcome: ReplayOutcome): void {
  clearTimeout(retryTimer);
  if (outcome.kind === 'retry' || outcome.kind === 'busy') retryTimer = setTimeout(() => void kick(), Math.max(0, outcome.retryAt - Date.now()));
}

async function kick(options: ReplayOptions = {}): Promise<ReplayOutcome | null> {
  if (!replayer) return null;
  try {
    const outcome = await replayer.replay(options);
    schedule(outcome);
    return outcome;
  } catch (e) {
    console.warn('[data] outbox replay', e);
    return null;
  }
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => void kick({ force: true, refresh: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void kick({ force: true });
  });
}

/** Starts replaying for the signed-in user (idempotent); the first pass also re-reads the server's state. */
export function startReplay(db: LocalDb): Promise<ReplayOutcome | null> {
  replayer ??= createReplayer({ db });
  listen();
  return kick({ force: true, refresh: true });
}

/**
 * The device's own entries (a visitor's newsletter signup) need no session: this starts the
 * replay's triggers without one, and sends what waits now (and asks for a Background Sync).
 */
export function sendDeviceQueue(db: LocalDb): Promise<ReplayOutcome | null> {
  replayer ??= createReplayer({ db });
  listen();
  void requestBackgroundSync();
  return kick({ force: true });
}

/** After a write: send it now if possible, and let the service worker send it if the page goes away. */
export function replaySoon(): Promise<ReplayOutcome | null> {
  void requestBackgroundSync();
  return kick();
}

/** Replays now, ignoring backoff (sign-out's last attempt, the shopper pressing Retry). */
export const replayNow = (options: ReplayOptions = {}): Promise<ReplayOutcome | null> => kick({ force: true, ...options });

async function requestBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    // Chromium has Background Sync; elsewhere the page's own triggers cover it.
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch (e) {
    console.warn('[data] background sync not available', e);
  }
}
