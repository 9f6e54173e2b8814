/**
 * Starts the replica and relays its events to the page's catalogue state: one SharedWorker for
 * every tab of the store where the browser has them (one replica per browser), else a worker
 * of this tab's own.
 */
import { isReplicaEvent, type ReplicaChannel, type ReplicaEvent } from './protocol.js';

const failure = (message: string): ReplicaEvent => ({ type: 'failed', error: { name: 'WorkerError', message } });

export function openReplicaWorker(onEvent: (event: ReplicaEvent) => void): ReplicaChannel {
  const relay = (e: MessageEvent<unknown>) => {
    if (isReplicaEvent(e.data)) onEvent(e.data);
  };
  if (typeof SharedWorker !== 'undefined') {
    const shared = new SharedWorker(new URL('./replica/replica.shared-worker.ts', import.meta.url), { type: 'module', name: 'inkwell-replica' });
    shared.port.addEventListener('message', relay);
    shared.port.start();
    // The worker script could not load: the store keeps answering from /api.
    shared.addEventListener('error', () => onEvent(failure('replica worker failed')));
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
