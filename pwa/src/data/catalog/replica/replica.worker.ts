/// <reference lib="webworker" />
/**
 * The replica worker: RxDB, the CouchDB pulls, the joins and every catalogue question run here,
 * off the page's main thread. A thin wrapper: the work is replica-core.ts (tested in-process).
 */
import '../../../lib/zod-without-eval';
import { answerEvent, runReplicaCore, type ReplicaCore } from './replica-core.js';
import { isReplicaAsk, isReplicaStart, type ReplicaEvent } from '../protocol.js';

declare const self: DedicatedWorkerGlobalScope;

const post = (e: ReplicaEvent) => self.postMessage(e);
/** The core once `start` has opened it (it announces the stored catalogue before it resolves). */
let core: Promise<ReplicaCore> | null = null;

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const message = event.data;
  if (isReplicaAsk(message)) {
    if (!core) return void answerEvent(null, message).then(post);
    void core.then(
      (c) => answerEvent(c, message).then(post),
      () => answerEvent(null, message).then(post),
    );
    return;
  }
  if (core || !isReplicaStart(message)) return;
  const { syncUrl, apiUrl, name, announceStored } = message;
  // One worker per tab owns its database connection; no cross-tab coordination is needed.
  core = runReplicaCore({ syncUrl, apiUrl, name, announceStored, multiInstance: false }, post);
  // A core that could not open was already reported to the page as `failed`.
  core.catch(() => {});
});
