/// <reference lib="webworker" />
/**
 * The replica shared by every tab of the store (one per browser, not one per tab): a
 * SharedWorker runs the replica core once; each tab connects through its own port, asks its
 * own questions, and hears every new catalogue. A tab that connects after the first pull is
 * told at once what the others already know, so it opens on the replica without pulling again.
 */
import '../../../lib/zod-without-eval';
import { askSnapshotEarly } from './early-snapshot.js';
import { isReplicaAsk, isReplicaStart, serializeError, type ReplicaEvent, type SnapshotPhase } from '../protocol.js';
import type { ReplicaCore } from './replica-core.js';

declare const self: SharedWorkerGlobalScope;

const ports = new Set<MessagePort>();
let core: ReplicaCore | null = null;
/** The phases announced so far and the newest version, for tabs that connect later. */
const announced = new Set<SnapshotPhase>();
let latestVersion: number | null = null;
let kept = false;
/** The core's code is loading (a first visit's snapshot is already on its way meanwhile). */
let loading = false;
const loadCore = () => import('./replica-core.js');

function broadcast(event: ReplicaEvent): void {
  if (event.type === 'snapshot') {
    announced.add(event.phase);
    latestVersion = event.version ?? latestVersion;
  }
  if (event.type === 'kept') kept = true;
  for (const port of ports) port.postMessage(event);
}

function catchUp(port: MessagePort): void {
  for (const phase of ['stored', 'core', 'reviews'] as const) {
    if (announced.has(phase)) port.postMessage({ type: 'snapshot', phase, version: latestVersion } satisfies ReplicaEvent);
  }
  if (kept) port.postMessage({ type: 'kept' } satisfies ReplicaEvent);
}

self.addEventListener('connect', (event: MessageEvent) => {
  const [port] = event.ports;
  if (!port) return;
  ports.add(port);
  port.addEventListener('message', (e: MessageEvent<unknown>) => {
    const message = e.data;
    if (isReplicaAsk(message)) {
      return void loadCore().then(({ answerAndPost }) => answerAndPost(core, message, (e) => port.postMessage(e)));
    }
    if (message === 'bye') {
      ports.delete(port);
      return;
    }
    if (!isReplicaStart(message)) return;
    if (core || loading) return catchUp(port);
    loading = true;
    const earlySnapshot = askSnapshotEarly(message, broadcast);
    const { syncUrl, apiUrl, name, announceStored } = message;
    loadCore().then(
      ({ runReplicaCore }) => {
        loading = false;
        // One core for all tabs: it owns the database connection, so no cross-tab coordination is needed.
        const started = runReplicaCore({ syncUrl, apiUrl, name, announceStored, multiInstance: false, earlySnapshot }, broadcast);
        core = started;
        // A database that could not open was already reported to the tabs as `failed`; a later tab tries again.
        started.opened.catch(() => {
          if (core !== started) return;
          core = null;
          announced.clear();
          kept = false;
        });
      },
      (e: unknown) => {
        // The code could not load (a deploy replaced it): the tabs stay on /api, and a later tab tries again.
        loading = false;
        broadcast({ type: 'failed', error: serializeError(e) });
      },
    );
  });
  port.start();
});
