/**
 * Issuing GST tax invoices (decision 045, "Tax invoices"): an order gets one invoice, once it is
 * due (paid online, or a cash-on-delivery order delivered), numbered by numbering.ts and written
 * on the order with each line's HSN code and GST rate as they are when it is issued. Asking again
 * answers the same invoice. The PDF is drawn from the order whenever it is asked for.
 */
import {
  creditNoteAsFigures,
  creditNoteFileName,
  creditNoteReasonText,
  invoiceDue,
  invoiceFigures,
  invoiceFileName,
  invoiceNumberOf,
  lineTaxOfCategory,
  orderNumber,
  placeOfSupplyOf,
  type CreditNoteRecord,
  type InvoiceFigures,
  type InvoiceRecord,
  type Order,
  type SellerDetails,
} from '@store/shared';
import type { Logger } from '../../log.js';
import type { InvoiceNumbers } from './numbering.js';
import { renderInvoicePdf } from './render.js';

/** The orders, as the commerce module lets this module read them and write an invoice on one. */
export interface InvoiceOrders {
  /** A placed order, or null. */
  get(id: string): Promise<Order | null>;
  /** Writes `invoice` on the order unless it has one: answers the order as saved. */
  setInvoice(id: string, invoice: InvoiceRecord): Promise<Order | null>;
  /** Placed orders that are due an invoice and have none (the sweep's work). */
  listAwaitingInvoice(): Promise<string[]>;
}

/** What the catalogue tells of a product's category, for its HSN code and GST rate. */
export interface InvoiceCatalog {
  getProductDoc(id: string): { category: string } | null;
  getCategoryDoc(id: string): { hsnCode?: string | null; gstRate?: number } | null;
}

export interface InvoicePdf {
  number: string;
  fileName: string;
  content: Buffer;
}

export type InvoicedOrder = Order & { invoice: InvoiceRecord };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createInvoices(deps: {
  orders: InvoiceOrders;
  numbers: InvoiceNumbers;
  catalog: InvoiceCatalog;
  seller: SellerDetails;
  /** The state a pincode is in (the pincode table), for an address whose state cannot be read. */
  stateOfPincode?: (pin: string) => string | null;
  log: Logger;
}) {
  const { orders, numbers, catalog } = deps;

  /** Each line's HSN code and rate from its product's category now (a product gone since: the defaults). */
  const lineTaxOf = (order: Order) =>
    order.items.map((item) => {
      const categoryId = catalog.getProductDoc(item.product._id)?.category ?? null;
      return lineTaxOfCategory(categoryId, categoryId ? catalog.getCategoryDoc(categoryId) : null);
    });

  /** The order's invoice, issuing it if it is due and has none; null when it is not due (or no such order). */
  async function issue(orderId: string): Promise<InvoiceRecord | null> {
    // An issuer holding this order's lock is finishing it: wait for it, up to the lock's life.
    for (let waited = 0; waited < 400; waited++) {
      const order = await orders.get(orderId);
      if (!order) return null;
      if (order.invoice) return order.invoice;
      if (!invoiceDue(order)) return null;
      if (!(await numbers.lock(orderId))) {
        await sleep(100);
        continue;
      }
      try {
        const fresh = await orders.get(orderId);
        if (!fresh || fresh.invoice) return fresh?.invoice ?? null;
        const claim = (await numbers.claimOf(orderId)) ?? (await numbers.claimNext(orderId, new Date()));
        const record: InvoiceRecord = {
          number: invoiceNumberOf(claim.financialYear, claim.serial),
          issuedAt: claim.issuedAt,
          lines: lineTaxOf(fresh),
        };
        const saved = await orders.setInvoice(orderId, record);
        return saved?.invoice ?? null;
      } finally {
        await numbers.unlock(orderId).catch((e) => deps.log.error(`invoice lock of ${orderId} not released (it goes stale)`, e));
      }
    }
    throw new Error(`invoice for order ${orderId}: its lock was held too long`);
  }

  /** The invoice's figures of an invoiced order: its lines' HSN codes and rates as issued. */
  function figuresOf(order: InvoicedOrder): InvoiceFigures {
    const place = placeOfSupplyOf(order.shippingAddress, deps.stateOfPincode);
    const lineTax = order.invoice.lines.length === order.items.length ? order.invoice.lines : lineTaxOf(order);
    return invoiceFigures(order, lineTax, deps.seller.state, place);
  }

  /** The PDF of an order that has an invoice. */
  async function pdfOf(order: InvoicedOrder): Promise<InvoicePdf> {
    const content = await renderInvoicePdf({ seller: deps.seller, order, orderNumber: orderNumber(order._id), figures: figuresOf(order) });
    return { number: order.invoice.number, fileName: invoiceFileName(order.invoice.number), content };
  }

  /** The PDF of one of an invoiced order's credit notes. */
  async function creditPdfOf(order: InvoicedOrder, note: CreditNoteRecord): Promise<InvoicePdf> {
    const content = await renderInvoicePdf({
      seller: deps.seller,
      order,
      orderNumber: orderNumber(order._id),
      figures: creditNoteAsFigures(figuresOf(order), note),
      credit: { number: note.number, issuedAt: note.issuedAt, reason: creditNoteReasonText(note) },
    });
    return { number: note.number, fileName: creditNoteFileName(note.number), content };
  }

  return {
    issue,
    pdfOf,
    creditPdfOf,
    figuresOf,
    /** Issues the invoice (if due) and answers its PDF, for the message that goes with it; null when none is due. */
    async attachmentFor(orderId: string): Promise<InvoicePdf | null> {
      if (!(await issue(orderId))) return null;
      const order = await orders.get(orderId);
      return order?.invoice ? pdfOf(order as InvoicedOrder) : null;
    },
    /** Issues every invoice that is due and missing (an issue cut short by a crash; an order made paid elsewhere). */
    async sweep(): Promise<number> {
      let issued = 0;
      for (const id of await orders.listAwaitingInvoice()) if (await issue(id)) issued++;
      return issued;
    },
  };
}
export type Invoices = ReturnType<typeof createInvoices>;
