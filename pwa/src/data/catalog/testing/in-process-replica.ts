/**
 * The replica core run in this thread for the data-layer tests (Node has no workers): its events
 * and answers cross a structured clone and reach the page's catalogue state exactly as the
 * worker's do, and the page's questions reach it as they reach the worker.
 */
import { applyReplicaEvent, attachReplicaChannel, getCatalogState } from '../source.js';
import { answerAndPost, runReplicaCore, type ReplicaCore } from '../replica/replica-core.js';
import type { ReplicaEvent } from '../protocol.js';

export interface ConnectOptions {
  /** Base URL of the replication endpoints, ending in '/'. */
  syncUrl: string;
  apiUrl?: string;
  name?: string;
  fetch?: typeof fetch;
}

export function connectCatalogReplica(options: ConnectOptions): Promise<ReplicaCore> {
  const deliver = (event: ReplicaEvent) => applyReplicaEvent(structuredClone(event));
  const core = runReplicaCore({ ...options, multiInstance: false, announceStored: getCatalogState().ready }, deliver);
  attachReplicaChannel({
    send: (message) => {
      if (message.type !== 'ask') return;
      // Answered in a later task, as a worker's message would be.
      setTimeout(() => void answerAndPost(core, message, deliver));
    },
    close: () => {},
  });
  // Resolves once the database is open (as the tests' setup expects), rejects when it could not be.
  return core.opened.then(() => core);
}
