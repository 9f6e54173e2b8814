/**
 * Adding a write to a signed-in shopper's outbox: one transaction, folded into the previous
 * entry of its lane when that one was never sent (entries.ts `foldInto`).
 */
import type { LocalDb } from '../local-db.js';
import { foldInto, laneOf, newEntry, type OutboxOp } from './entries.js';

export const userEntries = (db: LocalDb, userId: string) => db.outbox.where('[userId+seq]').between([userId, -Infinity], [userId, Infinity]);

/** Appends (or folds) `op` for `userId`. Call inside a wider transaction to make it part of a change. */
export async function enqueue(db: LocalDb, userId: string, op: OutboxOp): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const lane = laneOf(op);
    const last = (await userEntries(db, userId).toArray()).findLast((e) => laneOf(e.op) === lane);
    const fold = foldInto(last, op);
    if (fold && last?.seq !== undefined) {
      if (fold.replace) await db.outbox.update(last.seq, { op: fold.replace });
      else await db.outbox.delete(last.seq);
      return;
    }
    await db.outbox.add(newEntry(userId, op));
  });
}
