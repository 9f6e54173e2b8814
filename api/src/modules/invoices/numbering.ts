/**
 * Invoice numbers: sequential in the financial year, never reused, also when several api
 * instances issue at once. Each number is claimed by creating its document in the private `meta`
 * database, `invoice-number:2026-27:000000123`, without a revision: CouchDB lets exactly one
 * writer create an id, so a 409 means another instance took that number and the next is tried
 * (as SKUs are claimed, catalog/sku-claims.ts). The highest number is read from the claims
 * themselves (the last id of the year's range), so there is no counter to drift.
 *
 * A claim names its order. Only one issuer works on an order at a time (its lock,
 * `invoice-lock:<orderId>`, created the same way), and an issuer first looks for a claim its
 * order already has (left by one that crashed before writing it on the order): every claimed
 * number ends up on exactly one order, so the numbers have no gaps.
 *
 * Credit notes take their own series the same way (`credit-note-number:2026-27:000000001`,
 * printed INK/CN/2026-27/000001): a claim also names what on the order it is for ('cancel', 'r1').
 */
import { z } from 'zod';
import { creditNoteNumberOf, financialYearOf, invoiceNumberOf } from '@store/shared';
import { isConflict, type CouchDatabase, type DocBase } from '../../db/couch.js';

type Db = CouchDatabase<DocBase & Record<string, unknown>>;

/** Longer than any issue takes: a lock this old belongs to an issuer that died, and is taken over. */
export const STALE_INVOICE_LOCK_MS = 30_000;

/** A numbered series: the claims' document type, the number as printed, and the issuers' locks. */
export interface NumberSeries {
  type: 'invoice-number' | 'credit-note-number';
  numberOf: (financialYear: string, serial: number) => string;
  lockPrefix: string;
}
export const INVOICE_SERIES: NumberSeries = { type: 'invoice-number', numberOf: invoiceNumberOf, lockPrefix: 'invoice-lock' };
export const CREDIT_NOTE_SERIES: NumberSeries = {
  type: 'credit-note-number',
  numberOf: creditNoteNumberOf,
  lockPrefix: 'credit-note-lock',
};

const ClaimSchema = z.object({
  _id: z.string(),
  type: z.enum(['invoice-number', 'credit-note-number']),
  financialYear: z.string(),
  serial: z.number().int().min(1),
  orderId: z.string(),
  /** A credit note's: what on the order it is for. */
  for: z.string().optional(),
  issuedAt: z.string(),
});
export type InvoiceClaim = z.infer<typeof ClaimSchema>;

const LockSchema = z.object({ _id: z.string(), _rev: z.string(), type: z.string(), createdAt: z.string() });

export function createInvoiceNumbers(meta: Db, series: NumberSeries = INVOICE_SERIES) {
  const dbPath = `/${encodeURIComponent(meta.name)}`;
  /** Nine digits in the id, so ids sort as numbers do (the printed number has six, more past 999,999). */
  const claimId = (financialYear: string, serial: number) => `${series.type}:${financialYear}:${String(serial).padStart(9, '0')}`;
  const lockId = (orderId: string) => `${series.lockPrefix}:${orderId}`;

  /** The year's highest claimed serial (0 before the first). */
  async function highestSerial(financialYear: string): Promise<number> {
    const start = JSON.stringify(`${series.type}:${financialYear}:\ufff0`);
    const end = JSON.stringify(`${series.type}:${financialYear}:`);
    const res = await meta.client.request<{ rows: Array<{ id: string }> }>(
      'GET',
      `${dbPath}/_all_docs?descending=true&limit=1&startkey=${encodeURIComponent(start)}&endkey=${encodeURIComponent(end)}`,
    );
    const id = res.rows[0]?.id;
    return id ? Number(id.slice(id.lastIndexOf(':') + 1)) : 0;
  }

  async function create(doc: Record<string, unknown> & { _id: string }): Promise<boolean> {
    try {
      await meta.put(doc);
      return true;
    } catch (e) {
      if (isConflict(e)) return false;
      throw e;
    }
  }

  return {
    ensureIndexes(): Promise<void> {
      return meta.ensureIndexes([{ ddoc: 'idx-invoice-number-order', fields: ['type', 'orderId'] }]);
    },

    /** The number an order has claimed already (an issuer crashed before writing it on the order), or null. */
    async claimOf(orderId: string, forWhat?: string): Promise<(InvoiceClaim & { number: string }) | null> {
      const res = await meta.find({ type: series.type, orderId, ...(forWhat ? { for: forWhat } : {}) }, { limit: 1 });
      const claim = ClaimSchema.safeParse(res.docs[0]);
      return claim.success ? { ...claim.data, number: series.numberOf(claim.data.financialYear, claim.data.serial) } : null;
    },

    /** Claims the next number of the year `at` falls in for `orderId` (and, for a credit note, what on it). */
    async claimNext(orderId: string, at: Date, forWhat?: string): Promise<InvoiceClaim & { number: string }> {
      const financialYear = financialYearOf(at);
      let serial = (await highestSerial(financialYear)) + 1;
      for (let taken = 0; ; taken++) {
        const claim: InvoiceClaim = {
          _id: claimId(financialYear, serial),
          type: series.type,
          financialYear,
          serial,
          orderId,
          ...(forWhat ? { for: forWhat } : {}),
          issuedAt: at.toISOString(),
        };
        if (await create(claim)) return { ...claim, number: series.numberOf(financialYear, serial) };
        // Another instance took it: the next, reading the highest again now and then in a rush.
        serial = taken % 4 === 3 ? Math.max(serial + 1, (await highestSerial(financialYear)) + 1) : serial + 1;
      }
    },

    /**
     * Takes the order's issue lock: true when this caller holds it. A lock older than
     * STALE_INVOICE_LOCK_MS (its holder died) is taken over by replacing it at its revision.
     */
    async lock(orderId: string): Promise<boolean> {
      const doc = { _id: lockId(orderId), type: series.lockPrefix, createdAt: new Date().toISOString() };
      if (await create(doc)) return true;
      const held = LockSchema.safeParse(await meta.get(lockId(orderId)));
      if (!held.success) return create(doc); // released meanwhile
      if (Date.now() - Date.parse(held.data.createdAt) < STALE_INVOICE_LOCK_MS) return false;
      return create({ ...doc, _rev: held.data._rev });
    },

    async unlock(orderId: string): Promise<void> {
      const held = LockSchema.safeParse(await meta.get(lockId(orderId)));
      if (!held.success) return;
      try {
        await meta.remove(held.data._id, held.data._rev);
      } catch (e) {
        if (!isConflict(e)) throw e;
      }
    },
  };
}
export type InvoiceNumbers = ReturnType<typeof createInvoiceNumbers>;
