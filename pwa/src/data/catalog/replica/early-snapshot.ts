/**
 * A first visit's snapshot request, sent by the worker's entry the moment the page says `start`,
 * before the replica's own code (the schemas, the search engine, some 125 KB) has loaded and run:
 * the download and that code's loading overlap instead of following each other. This module and
 * the entries import nothing else at start, so the request leaves within the worker's first task.
 */
import type { ReplicaEvent, ReplicaStart } from '../protocol.js';

/** The api's base URL for a start message, ending in '/' (by default the sibling of `syncUrl`). */
export function apiUrlOf(start: Pick<ReplicaStart, 'syncUrl' | 'apiUrl'>): string {
  return start.apiUrl ?? new URL('../api/', start.syncUrl).toString();
}

/** The snapshot's answer, asked at once on a first visit (the device holds no catalogue); none otherwise. */
export function askSnapshotEarly(start: ReplicaStart, post: (event: ReplicaEvent) => void, fetchFn: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<Response> | undefined {
  if (start.announceStored) return undefined;
  post({ type: 'mark', name: 'snapshot-asked' });
  const answer = fetchFn(`${apiUrlOf(start)}catalog/snapshot`);
  // A failure (no connection yet) is met where the answer is read, and tried again there.
  answer.catch(() => {});
  return answer;
}
