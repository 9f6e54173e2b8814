/** Starts the replica worker and relays its events to the page's catalogue state. */
import type { ReplicaChannel } from '../catalog-source.js';
import { isReplicaEvent, type ReplicaEvent } from './protocol.js';

export function openReplicaWorker(onEvent: (event: ReplicaEvent) => void): ReplicaChannel {
  const worker = new Worker(new URL('./replica.worker.ts', import.meta.url), { type: 'module', name: 'inkwell-replica' });
  worker.addEventListener('message', (e: MessageEvent<unknown>) => {
    if (isReplicaEvent(e.data)) onEvent(e.data);
  });
  // The worker script could not load or threw at start: the store keeps answering from /api.
  worker.addEventListener('error', (e) => onEvent({ type: 'failed', error: { name: 'WorkerError', message: e.message || 'replica worker failed' } }));
  return { send: (message) => worker.postMessage(message), close: () => worker.terminate() };
}
