/**
 * Starts the replica and relays its events to the page's catalogue state: one SharedWorker for
 * every tab of the store where the browser has them (one replica per browser), else a worker
 * of this tab's own.
 */
import { isReplicaEvent, type ReplicaChannel, type ReplicaEvent } from './protocol.js';

const failure = (message: string): ReplicaEvent => ({ type: 'failed', error: { name: 'WorkerError', message } });

const newSharedWorker = () =>
  new SharedWorker(new URL('./replica/replica.shared-worker.ts', import.meta.url), { type: 'module', name: 'inkwell-replica' });

/** The shared worker made ahead of the replica's start, and whether its script failed to load meanwhile. */
let warm: { worker: SharedWorker; failed: boolean } | null = null;

/**
 * Makes the shared worker now, before the replica starts: the browser brings up a process for it,
 * 0.15–0.4 s on a slow machine, which then overlaps the first screen's wait instead of following it
 * (docs/decisions/043). Its entry only listens until the page says `start`. Where there is no
 * SharedWorker, the dedicated worker of `openReplicaWorker` is made at the start.
 */
export function warmReplicaWorker(): void {
  if (warm || typeof SharedWorker === 'undefined') return;
  try {
    const made = { worker: newSharedWorker(), failed: false };
    made.worker.addEventListener('error', () => (made.failed = true));
    warm = made;
  } catch {
    warm = null; // made again at the start, which reports the failure
  }
}

export function openReplicaWorker(onEvent: (event: ReplicaEvent) => void): ReplicaChannel {
  const relay = (e: MessageEvent<unknown>) => {
    if (isReplicaEvent(e.data)) onEvent(e.data);
  };
  if (typeof SharedWorker !== 'undefined') {
    const made = warm;
    warm = null;
    const shared = made?.worker ?? newSharedWorker();
    shared.port.addEventListener('message', relay);
    shared.port.start();
    // The worker script could not load: the store keeps answering from /api.
    shared.addEventListener('error', () => onEvent(failure('replica worker failed')));
    if (made?.failed) queueMicrotask(() => onEvent(failure('replica worker failed')));
    return {
      send: (message) => shared.port.postMessage(message),
      close: () => {
        shared.port.postMessage('bye');
        shared.port.close();
      },
    };
  }
  const worker = new Worker(new URL('./replica/replica.worker.ts', import.meta.url), { type: 'module', name: 'inkwell-replica' });
  worker.addEventListener('message', relay);
  // The worker script could not load or threw at start: the store keeps answering from /api.
  worker.addEventListener('error', (e) => onEvent(failure(e.message || 'replica worker failed')));
  return { send: (message) => worker.postMessage(message), close: () => worker.terminate() };
}
