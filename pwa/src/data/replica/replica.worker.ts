/// <reference lib="webworker" />
/**
 * The replica worker: RxDB, the CouchDB pulls and the joins run here, off the page's main
 * thread. A thin wrapper: the work is replica-core.ts (tested in-process).
 */
import { runReplicaCore } from './replica-core.js';
import { isReplicaStart, type ReplicaEvent } from './protocol.js';

declare const self: DedicatedWorkerGlobalScope;

let started = false;
self.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (started || !isReplicaStart(event.data)) return;
  started = true;
  const { syncUrl, name, announceStored } = event.data;
  // One worker per tab owns its database connection; no cross-tab coordination is needed.
  runReplicaCore({ syncUrl, name, announceStored, multiInstance: false }, (e: ReplicaEvent) => self.postMessage(e)).catch(() => {
    // Already reported to the page as `failed`.
  });
});
