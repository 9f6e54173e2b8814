/// <reference lib="webworker" />
/**
 * The replica worker: RxDB, the CouchDB pulls, the joins and every catalogue question run here,
 * off the page's main thread. A thin wrapper: the work is replica-core.ts (tested in-process).
 */
import '../../../lib/zod-without-eval';
import { answerAndPost, runReplicaCore, type ReplicaCore } from './replica-core.js';
import { isReplicaAsk, isReplicaStart, type ReplicaEvent } from '../protocol.js';

declare const self: DedicatedWorkerGlobalScope;

const post = (e: ReplicaEvent) => self.postMessage(e);
/** The core once `start` has opened it: it answers from the first catalogue it announces (before its database has opened, on a first visit). */
let core: ReplicaCore | null = null;

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const message = event.data;
  if (isReplicaAsk(message)) return void answerAndPost(core, message, post);
  if (core || !isReplicaStart(message)) return;
  const { syncUrl, apiUrl, name, announceStored } = message;
  // One worker per tab owns its database connection; no cross-tab coordination is needed.
  // A database that could not open is reported to the page as `failed`.
  core = runReplicaCore({ syncUrl, apiUrl, name, announceStored, multiInstance: false }, post);
});
