/**
 * Whether the store can reach its server, as a hook (the offline indicator and the catalogue
 * hooks read it). `navigator.onLine` alone is not enough: it says "online" behind a dead network
 * or a captive portal, so a failed /api call (reported by api-client) triggers a small probe of
 * /api/health (never cached by the service worker), repeated while the server stays unreachable.
 */
import { NETWORK_EVENT } from '../lib/api-client.js';
import { createExternalStore, useExternalStore } from '../lib/external-store.js';

const PROBE_RETRY_MS = 15_000;
const FIRST_PROBE_MS = 2_000;

const online = createExternalStore(typeof navigator === 'undefined' ? true : navigator.onLine);
let retry: ReturnType<typeof setTimeout> | undefined;
const setOnline = (next: boolean): void => online.set(next);

async function probe(): Promise<void> {
  clearTimeout(retry);
  try {
    await fetch('/api/health', { cache: 'no-store' });
    setOnline(true);
  } catch {
    setOnline(false);
    // Keep checking while unreachable: browsers do not always fire `online` when it comes back.
    retry = setTimeout(() => void probe(), PROBE_RETRY_MS);
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void probe());
  window.addEventListener('offline', () => {
    setOnline(false);
    // Checked again from here on, so the store comes back even if `online` never fires.
    clearTimeout(retry);
    retry = setTimeout(() => void probe(), PROBE_RETRY_MS);
  });
  window.addEventListener(NETWORK_EVENT, () => {
    if (online.get()) void probe();
  });
  // After the first paint, check once that "online" is true (an offline start is served by the service worker).
  setTimeout(() => void probe(), FIRST_PROBE_MS);
}

export const isOnline = (): boolean => online.get();

/** Calls `listener` whenever the store goes online or offline; returns an unsubscribe. */
export const subscribeOnline = (listener: () => void): (() => void) => online.subscribe(listener);

export function useOnlineStatus(): boolean {
  return useExternalStore(online, true);
}
