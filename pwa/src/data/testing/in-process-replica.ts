/**
 * The replica core run in this thread for the data-layer tests (Node has no workers): its events
 * cross a structured clone and reach the page's catalogue state exactly as the worker's do.
 */
import { applyReplicaEvent, getCatalogState } from '../catalog-source.js';
import { runReplicaCore, type ReplicaCore } from '../replica/replica-core.js';

export interface ConnectOptions {
  /** Base URL of the replication endpoints, ending in '/'. */
  syncUrl: string;
  name?: string;
  fetch?: typeof fetch;
}

export function connectCatalogReplica(options: ConnectOptions): Promise<ReplicaCore> {
  return runReplicaCore({ ...options, multiInstance: false, announceStored: getCatalogState().ready }, (event) => applyReplicaEvent(structuredClone(event)));
}
