/// <reference lib="webworker" />
/**
 * The replica worker: RxDB, the CouchDB pulls, the joins and every catalogue question run here,
 * off the page's main thread. A thin wrapper: the work is replica-core.ts (tested in-process).
 * The entry itself holds only what a first visit needs at once (the snapshot request); the core's
 * code loads while the snapshot downloads.
 */
import '../../../lib/zod-without-eval';
import { askSnapshotEarly } from './early-snapshot.js';
import { isReplicaAsk, isReplicaStart, serializeError, type ReplicaEvent } from '../protocol.js';
import type { ReplicaCore } from './replica-core.js';

declare const self: DedicatedWorkerGlobalScope;

const post = (e: ReplicaEvent) => self.postMessage(e);
const loadCore = () => import('./replica-core.js');
/** The core once `start` has opened it: it answers from the first catalogue it announces (before its database has opened, on a first visit). */
let core: ReplicaCore | null = null;
let starting = false;

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const message = event.data;
  if (isReplicaAsk(message)) return void loadCore().then(({ answerAndPost }) => answerAndPost(core, message, post));
  if (starting || !isReplicaStart(message)) return;
  starting = true;
  const earlySnapshot = askSnapshotEarly(message, post);
  const { syncUrl, apiUrl, name, announceStored } = message;
  // One worker per tab owns its database connection; no cross-tab coordination is needed.
  // A database that could not open (or code that could not load) is reported to the page as `failed`.
  loadCore().then(
    ({ runReplicaCore }) => {
      core = runReplicaCore({ syncUrl, apiUrl, name, announceStored, multiInstance: false, earlySnapshot }, post);
    },
    (e: unknown) => post({ type: 'failed', error: serializeError(e) }),
  );
});
