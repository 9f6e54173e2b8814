/**
 * Inventory records with conflicting revisions, as a CouchDB cluster can leave them: read with
 * their history and common ancestor, and resolved by writing a merged record over the winner and
 * deleting the losing revisions (commerce/orders/stock-conflicts.ts decides the merge).
 *
 * A losing revision may be written on after the merge read it: CouchDB takes a write on any
 * leaf, and a writer that held the losing revision as current (the catalogue index's copy, say,
 * before the feed brought the winner) makes one. Its deletion then fails. So the merged record
 * notes each revision it absorbed (`movements['merged:<rev>'] = 0`, no units), and the next read
 * of the conflict takes that revision as the ancestor of the merged record and the branch grown
 * from it: only what was written on the branch since counts, never what the merged record holds
 * already. The notes go once no branch is left.
 */
import { InventoryDocSchema, type InventoryDoc } from '@store/shared';
import { isConflict, isNotFound, type CouchDatabase, type DocBase } from '../../db/couch.js';

/** An inventory revision as the server holds it, with its history and conflicts. */
export type RawRecord = InventoryDoc & { _rev: string; _conflicts?: string[]; _revisions?: { start: number; ids: string[] } };
export interface ConflictedRecord {
  winner: RawRecord;
  losers: RawRecord[];
  ancestor: RawRecord | null;
}

/** Marks a revision a merged record absorbed (no units: every reader of markers counts it as nothing). */
export const MERGED_PREFIX = 'merged:';
const isMergedNote = (key: string) => key.startsWith(MERGED_PREFIX);

const historyOf = (doc: RawRecord): string[] =>
  doc._revisions ? doc._revisions.ids.map((id, i) => `${doc._revisions!.start - i}-${id}`) : [doc._rev];

type Write = (variantId: string, change: (doc: InventoryDoc | null) => InventoryDoc | null) => Promise<InventoryDoc | null>;

export function createConflictRecords(
  db: CouchDatabase<DocBase & Record<string, unknown>>,
  catalog: { noteWritten(db: 'inventory', doc: InventoryDoc): void },
  write: Write,
) {
  async function readRaw(id: string, query: string): Promise<RawRecord | null> {
    try {
      return await db.client.request<RawRecord>('GET', `/${encodeURIComponent(db.name)}/${encodeURIComponent(id)}?${query}`);
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  /**
   * The revision the leaves last agreed on: a revision one leaf notes it absorbed and the other
   * grew from (two leaves), else the deepest revision in every leaf's history.
   */
  function ancestorRev(leaves: readonly RawRecord[]): string | undefined {
    const histories = leaves.map((l) => new Set(historyOf(l)));
    if (leaves.length === 2) {
      for (const [i, leaf] of leaves.entries()) {
        const other = histories[1 - i]!;
        const absorbed = Object.keys(leaf.movements ?? {}).find((k) => isMergedNote(k) && other.has(k.slice(MERGED_PREFIX.length)));
        if (absorbed) return absorbed.slice(MERGED_PREFIX.length);
      }
    }
    return historyOf(leaves[0]!).find((rev) => histories.every((h) => h.has(rev)));
  }

  return {
    /** Variant ids whose record has conflicting revisions. */
    async conflictedRecords(): Promise<string[]> {
      const res = await db.client.request<{ rows: Array<{ id: string; doc?: { _conflicts?: string[] } }> }>(
        'GET',
        `/${encodeURIComponent(db.name)}/_all_docs?include_docs=true&conflicts=true`,
      );
      return res.rows.filter((r) => r.doc?._conflicts?.length).map((r) => r.id);
    },

    /** The winning revision, the losing ones and their ancestor (null once compacted away); null without a conflict. */
    async readConflict(variantId: string): Promise<ConflictedRecord | null> {
      const winner = await readRaw(variantId, 'conflicts=true&revs=true');
      if (!winner?._conflicts?.length) return null;
      const losers = (
        await Promise.all(winner._conflicts.map((rev) => readRaw(variantId, `rev=${encodeURIComponent(rev)}&revs=true`)))
      ).filter((l): l is RawRecord => l !== null);
      const common = ancestorRev([winner, ...losers]);
      const ancestor = common ? await readRaw(variantId, `rev=${encodeURIComponent(common)}`) : null;
      return { winner, losers, ancestor };
    },

    /**
     * Writes the merged record over the winner, noting the losing revisions it absorbed, and
     * deletes them. Answers null when the winner was written meanwhile (merge again; nothing
     * changed). `extended`: losing revisions written on since they were read, whose branches are
     * still there (read the conflict again: their new writes are merged from what was absorbed).
     */
    async resolveConflict(
      conflict: ConflictedRecord,
      merged: { quantity: number; movements: Record<string, number> },
    ): Promise<{ saved: InventoryDoc; extended: RawRecord[] } | null> {
      const { winner, losers } = conflict;
      const movements = Object.fromEntries(Object.entries(merged.movements).filter(([k]) => !isMergedNote(k)));
      for (const l of losers) movements[`${MERGED_PREFIX}${l._rev}`] = 0;
      const next: InventoryDoc = InventoryDocSchema.parse({
        _id: winner._id,
        _rev: winner._rev,
        type: 'inventory',
        schemaVersion: 1,
        product: winner.product,
        quantity: merged.quantity,
        updatedAt: new Date().toISOString(),
        movements,
        // A removed variant's record stays removed (stock/index.ts removeRecord).
        ...(winner.removedAt ? { removedAt: winner.removedAt } : {}),
      });
      let saved: InventoryDoc;
      try {
        saved = { ...next, _rev: (await db.put(next as never))._rev };
      } catch (e) {
        if (isConflict(e)) return null;
        throw e;
      }
      catalog.noteWritten('inventory', saved);
      const results = await db.bulkDocs(losers.map((l) => ({ _id: l._id, _rev: l._rev, _deleted: true })) as never);
      const extended = losers.filter((_, i) => !results[i]?.ok && results[i]?.error === 'conflict');
      if (extended.length === 0) {
        // No branch left: the notes have done their work.
        saved =
          (await write(winner._id, (doc) => {
            if (!doc?.movements || !Object.keys(doc.movements).some(isMergedNote)) return null;
            const kept = Object.entries(doc.movements).filter(([k]) => !isMergedNote(k));
            const { movements: _all, ...rest } = doc;
            return { ...rest, ...(kept.length ? { movements: Object.fromEntries(kept) } : {}), updatedAt: new Date().toISOString() };
          })) ?? saved;
      }
      return { saved, extended };
    },
  };
}
