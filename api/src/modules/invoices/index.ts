/**
 * Invoices: GST tax invoices for orders (decision 045, "Tax invoices"). The commerce module owns
 * the orders; it hands this module `InvoiceOrders` to read them and write an invoice on one, and
 * calls `issue` when an order becomes due (a cash-on-delivery order delivered; an online order
 * paid). A sweep at start and every few minutes issues any that were missed (a crash between the
 * order's write and its invoice's).
 */
import type { BaseContext } from '../../context.js';
import type { TokenVerifier } from '../../http/auth-guard.js';
import type { ModuleFace } from '../face.js';
import { createCreditNotes, type CreditNoteOrders } from './credit-notes.js';
import { createInvoices, type InvoicedOrder, type InvoiceCatalog, type InvoiceOrders, type InvoicePdf } from './invoices.js';
import { createInvoiceNumbers, CREDIT_NOTE_SERIES } from './numbering.js';
import { createInvoiceRouter } from './routes.js';

export type { InvoiceOrders, InvoicePdf, InvoiceCatalog } from './invoices.js';
export type { CreditNoteOrders } from './credit-notes.js';
export { STALE_INVOICE_LOCK_MS } from './numbering.js';
export { renderInvoicePdf } from './render.js';
export type { InvoiceSheet } from './pdf.js';

export interface InvoicesModule extends ModuleFace {
  /** The order's invoice, issued now if it is due and has none; null when none is due. */
  issue(orderId: string): ReturnType<ReturnType<typeof createInvoices>['issue']>;
  /** The invoice's PDF for the message that goes with it (issuing it if due); null when none is due. */
  attachmentFor(orderId: string): Promise<InvoicePdf | null>;
  /** Issues the credit notes the order is due (an invoiced order cancelled, a return received); never throws. */
  issueCreditNotes(orderId: string): Promise<void>;
  /** One sweep now: issues the invoices due and missing; how many. */
  sweepNow(): Promise<number>;
  /** One credit notes sweep now: the orders marked as due one; how many. */
  sweepCreditNotesNow(): Promise<number>;
}

const SWEEP_EVERY_MS = 5 * 60_000;

export function createInvoicesModule(
  ctx: BaseContext,
  deps: {
    verifier: TokenVerifier;
    orders: InvoiceOrders & CreditNoteOrders;
    catalog: InvoiceCatalog;
    stateOfPincode?: (pin: string) => string | null;
  },
): InvoicesModule {
  const numbers = createInvoiceNumbers(ctx.dbs.meta);
  const invoices = createInvoices({ ...deps, numbers, seller: ctx.seller, log: ctx.log });
  const creditNotes = createCreditNotes({
    orders: deps.orders,
    numbers: createInvoiceNumbers(ctx.dbs.meta, CREDIT_NOTE_SERIES),
    figuresOf: (order) => invoices.figuresOf(order as InvoicedOrder),
    log: ctx.log,
  });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = invoices
      .sweep()
      .then(() => creditNotes.sweep())
      .catch((e) => ctx.log.error('invoices: sweep failed (the next one tries again)', e));
    return running;
  };
  return {
    issue: (orderId) => invoices.issue(orderId),
    attachmentFor: (orderId) => invoices.attachmentFor(orderId),
    issueCreditNotes: async (orderId) => {
      await creditNotes
        .issue(orderId)
        .catch((e) => ctx.log.error(`credit notes of order ${orderId} not issued now (the invoices sweep retries)`, e));
    },
    sweepNow: () => invoices.sweep(),
    sweepCreditNotesNow: () => creditNotes.sweep(),
    mount(api) {
      api.use('/orders', createInvoiceRouter({ verifier: deps.verifier, orders: deps.orders, invoices }));
    },
    async start() {
      await numbers.ensureIndexes();
      void sweep();
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
