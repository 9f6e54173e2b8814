/**
 * Signing out with changes still waiting: they are sent first when the store can be reached
 * (within a bounded wait); what still waits after that is counted, so the screen can ask
 * "N changes haven't reached the store yet. Sign out and discard them?". Never silently.
 */
import { loadLocalDb } from '../local-store.js';
import { isPending } from './entries.js';
import { userEntries } from './enqueue.js';
import { getWriter } from './user-state.js';

/** How long sign-out waits for waiting changes to be sent. */
export const SIGN_OUT_SEND_MS = 5_000;

/** Tries to send the signed-in shopper's waiting changes; answers how many still wait. */
export async function sendBeforeSignOut(waitMs = SIGN_OUT_SEND_MS): Promise<number> {
  const writer = getWriter();
  if (!writer) return 0;
  const db = await loadLocalDb();
  const waiting = async () => (await userEntries(db, writer.userId).toArray()).filter(isPending).length;
  if ((await waiting()) === 0) return 0;
  const { replayNow } = await import('./driver.js');
  await Promise.race([replayNow(), new Promise((resolve) => setTimeout(resolve, waitMs))]);
  return waiting();
}

/** Forgets everything of the signed-in shopper on this device (outbox included). */
export async function forgetSignedInUser(): Promise<void> {
  const writer = getWriter();
  if (!writer) return;
  const db = await loadLocalDb();
  const { forgetUser } = await import('./user-writes.js');
  await forgetUser(db, writer.userId);
}
