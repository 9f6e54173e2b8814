/**
 * What the shopper can see of the write path: changes waiting to be sent, changes the store
 * refused (with its reason, until dismissed), whether sending is paused until they sign in
 * again, and notices such as the caps of the merge after sign-in. The header and the cart
 * read it; Retry, Discard and dismissing a notice are here too.
 */
import { loadLocalDb } from '../local-store.js';
import { isPending, type OutboxEntry } from './entries.js';
import { getWriter, useUserState } from './user-state.js';
import type { NoticeRow } from './tables.js';

const userWrites = () => import('./user-writes.js');

export interface OutboxStatus {
  signedIn: boolean;
  /** Changes of the signed-in shopper not confirmed yet. */
  waiting: OutboxEntry[];
  /** Changes the store refused, oldest first. */
  refused: OutboxEntry[];
  /** The session was refused: "Sign in again to send your N changes". */
  paused: boolean;
  /** Changes of a shopper who is no longer signed in on this device. */
  othersWaiting: number;
  notices: NoticeRow[];
}

export function useOutboxStatus(): OutboxStatus {
  const user = useUserState();
  return {
    signedIn: user.userId !== null,
    waiting: user.entries.filter(isPending),
    refused: user.entries.filter((e) => !isPending(e)),
    paused: user.paused,
    othersWaiting: user.othersWaiting,
    notices: user.notices,
  };
}

/** Sends a refused change again (as a new request). */
export const retryChange = async (seq: number): Promise<void> => (await userWrites()).retryRefused(await loadLocalDb(), seq);

/** Drops a refused change, or a waiting one the shopper no longer wants sent. */
export const discardChange = async (seq: number): Promise<void> => (await userWrites()).discardEntry(await loadLocalDb(), seq);

/** Takes a notice off the list; answers whether this call took it (so one tab tells it, not every tab). */
export async function takeNotice(id: number): Promise<boolean> {
  const db = await loadLocalDb();
  return db.transaction('rw', db.notices, async () => {
    if (!(await db.notices.get(id))) return false;
    await db.notices.delete(id);
    return true;
  });
}

/** Forgets the waiting changes of whoever is no longer signed in on this device. */
export async function discardOthersWaiting(): Promise<void> {
  const db = await loadLocalDb();
  const userId = getWriter()?.userId ?? '';
  await db.outbox.where('userId').notEqual(userId).delete();
}
