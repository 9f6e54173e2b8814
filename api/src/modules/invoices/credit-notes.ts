/**
 * Issuing GST credit notes (decision 045, "Credit notes"): an invoiced order cancelled, or a
 * return of it received, is due a credit note against its invoice (shared creditNotesDue). Each is
 * numbered in its own series (numbering.ts, CREDIT_NOTE_SERIES) and written on the order with its
 * figures as they are when it is issued (shared creditNoteFigures). One issuer works on an order at
 * a time (its credit-note lock); a number claimed by one that crashed before writing it is found by
 * what it is for and used, so the series has no gaps. The order's `creditDue` mark (set by the
 * write that made a note due) is cleared once none is left: the sweep finds what a crash left.
 */
import { creditNoteFigures, creditNotesDue, type CreditNoteRecord, type InvoiceFigures, type Order } from '@store/shared';
import type { Logger } from '../../log.js';
import type { InvoiceNumbers } from './numbering.js';

/** The orders, as the commerce module lets this module read them and write credit notes on one. */
export interface CreditNoteOrders {
  get(id: string): Promise<Order | null>;
  /** Adds the notes the order has not got (by what they are for); clears its mark when none is left due. */
  addCreditNotes(id: string, notes: CreditNoteRecord[]): Promise<Order | null>;
  /** Placed orders marked as due a credit note (the sweep's work). */
  listAwaitingCreditNote(): Promise<string[]>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createCreditNotes(deps: {
  orders: CreditNoteOrders;
  numbers: InvoiceNumbers;
  /** The invoice's figures of an invoiced order (the same the invoice PDF prints). */
  figuresOf: (order: Order & { invoice: NonNullable<Order['invoice']> }) => InvoiceFigures;
  log: Logger;
}) {
  const { orders, numbers } = deps;

  /** Issues every credit note the order is due; answers the order's notes (none for no such order). */
  async function issue(orderId: string): Promise<CreditNoteRecord[]> {
    for (let waited = 0; waited < 400; waited++) {
      const order = await orders.get(orderId);
      if (!order) return [];
      if (creditNotesDue(order).length === 0) {
        // Nothing left due: the mark (a crash after the notes were written, or none were ever due) goes.
        await orders.addCreditNotes(orderId, []);
        return order.creditNotes ?? [];
      }
      if (!(await numbers.lock(orderId))) {
        await sleep(100);
        continue;
      }
      try {
        const fresh = await orders.get(orderId);
        if (!fresh?.invoice) return fresh?.creditNotes ?? [];
        const invoice = deps.figuresOf(fresh as Order & { invoice: NonNullable<Order['invoice']> });
        const notes: CreditNoteRecord[] = [...(fresh.creditNotes ?? [])];
        for (const due of creditNotesDue(fresh)) {
          const claim = (await numbers.claimOf(orderId, due.for)) ?? (await numbers.claimNext(orderId, new Date(), due.for));
          notes.push({
            number: claim.number,
            issuedAt: claim.issuedAt,
            for: due.for,
            reason: due.reason,
            invoiceNumber: fresh.invoice.number,
            ...creditNoteFigures(invoice, due, notes),
          });
        }
        const saved = await orders.addCreditNotes(orderId, notes.slice(fresh.creditNotes?.length ?? 0));
        return saved?.creditNotes ?? [];
      } finally {
        await numbers.unlock(orderId).catch((e) => deps.log.error(`credit note lock of ${orderId} not released (it goes stale)`, e));
      }
    }
    throw new Error(`credit notes for order ${orderId}: the lock was held too long`);
  }

  return {
    issue,
    /** Issues what every marked order is due (a crash between a cancel or a receipt and its note); how many orders. */
    async sweep(): Promise<number> {
      let done = 0;
      for (const id of await orders.listAwaitingCreditNote()) {
        await issue(id);
        done++;
      }
      return done;
    },
  };
}
export type CreditNotes = ReturnType<typeof createCreditNotes>;
