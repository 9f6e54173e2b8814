/**
 * GST credit notes (decision 045, "Credit notes"): an invoiced order's supply reduced after its
 * tax invoice, by a cancellation (a paid online order cancelled: everything back) or by a return
 * received (its units back). Each has its own number in its own series, sequential per financial
 * year like the invoices' (INK/CN/2026-27/000001), names the invoice it reduces, and is recorded
 * on the order with its figures as they were on the day.
 *
 * The figures: a credit note's total is the money going back (the refund, to the paisa). Its
 * lines are the returned units' share of the invoice's lines, rounded cumulatively: a line's
 * credited taxable value after a note is round(invoice line × units credited so far / units
 * invoiced), and each note takes the difference from the notes before it. So all the notes of an
 * order add up to its invoice exactly, line by line, once every unit is back. Shipping comes back
 * with the last units, as the refund does. A paisa or two of rounding between the refund (worked
 * out on the order's totals, returns.ts) and the lines' sum sits in the GST of the note's largest
 * line, so the note adds up to what was refunded.
 */
import { z } from 'zod';
import { INVOICE_PREFIX } from './invoice-record.js';
import type { InvoiceFigures } from './invoice.js';
import { IsoDateSchema } from './primitives.js';

export const CREDIT_NOTE_REASONS = ['cancelled', 'return'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

/** What a credit note is for: 'cancel' (the whole order) or a return's id ("r1"). */
export const CreditNoteForSchema = z.string().regex(/^(cancel|r\d{1,3})$/, 'A credit note is for "cancel" or a return id like r1');

export const CreditNoteLineSchema = z.object({
  /** The order line (index of its items). */
  line: z.number().int().min(0),
  quantity: z.number().int().min(1),
  /** In rupees, two decimals: the share of the invoice line's taxable value, and of its GST. */
  taxableValue: z.number(),
  tax: z.number(),
  /** The CGST part of `tax` within the state (SGST is the rest); 0 across states (IGST). */
  cgst: z.number(),
});
export type CreditNoteLine = z.infer<typeof CreditNoteLineSchema>;

export const CreditNoteRecordSchema = z.object({
  number: z.string(),
  issuedAt: IsoDateSchema,
  for: CreditNoteForSchema,
  reason: z.enum(CREDIT_NOTE_REASONS),
  /** The invoice it reduces. */
  invoiceNumber: z.string(),
  lines: z.array(CreditNoteLineSchema).max(500),
  /** Shipping given back (with the order's last units). */
  shipping: z.number().min(0),
  /** The note's total: the money going back. */
  amount: z.number().min(0),
});
export type CreditNoteRecord = z.infer<typeof CreditNoteRecordSchema>;

export const CREDIT_NOTE_PREFIX = `${INVOICE_PREFIX}/CN`;

/** "INK/CN/2026-27/000001": the year's serial in the credit notes' own series. */
export const creditNoteNumberOf = (financialYear: string, serial: number): string =>
  `${CREDIT_NOTE_PREFIX}/${financialYear}/${String(serial).padStart(6, '0')}`;

/** The credit note's file name: "INK-CN-2026-27-000001.pdf". */
export const creditNoteFileName = (number: string): string => `${number.replace(/\//g, '-')}.pdf`;

export const CREDIT_NOTE_MESSAGES = {
  notFound: 'This order has no such credit note.',
} as const;

/** How a credit note's reason reads on the note and in the order views. */
export const creditNoteReasonText = (note: Pick<CreditNoteRecord, 'reason' | 'for'>): string =>
  note.reason === 'cancelled' ? 'Order cancelled' : `Goods returned (return ${note.for.toUpperCase()})`;

/** The order as the credit notes read it. */
export interface CreditOrder {
  status: string;
  isPaid: boolean;
  paymentMethod: string;
  items: ReadonlyArray<{ quantity: number }>;
  totalPrice: number;
  shippingPrice: number;
  invoice?: { number: string } | undefined;
  returns?:
    ReadonlyArray<{ id: string; state: string; amount: number; lines: ReadonlyArray<{ line: number; quantity: number }> }> | undefined;
  creditNotes?: ReadonlyArray<Pick<CreditNoteRecord, 'for'>> | undefined;
}

/** A credit note the order is due and has not got: what it is for, why, how much goes back, which units. */
export interface CreditDue {
  for: string;
  reason: CreditNoteReason;
  amount: number;
  lines: ReadonlyArray<{ line: number; quantity: number }>;
}

/**
 * The credit notes an order is due and has none of yet, oldest first: only an invoiced order has
 * any. A cancelled one (paid online, since a cash-on-delivery order is invoiced only once
 * delivered, after which it cannot be cancelled) is due one for everything; each return received
 * (or refunded since) one for its units.
 */
export function creditNotesDue(order: CreditOrder): CreditDue[] {
  if (!order.invoice) return [];
  const issued = new Set((order.creditNotes ?? []).map((n) => n.for));
  const due: CreditDue[] = [];
  if (order.status === 'cancelled' && !issued.has('cancel'))
    due.push({
      for: 'cancel',
      reason: 'cancelled',
      amount: order.totalPrice,
      lines: order.items.map((item, line) => ({ line, quantity: item.quantity })),
    });
  for (const r of order.returns ?? [])
    if ((r.state === 'received' || r.state === 'refunded') && !issued.has(r.id))
      due.push({ for: r.id, reason: 'return', amount: r.amount, lines: r.lines });
  return due;
}

const paise = (rupees: number): number => Math.round(rupees * 100);
const rupees = (p: number): number => p / 100;

/**
 * The lines, shipping and total of the credit note `due` of an order whose invoice has `invoice`
 * figures, after the notes `earlier` (the order's notes issued before it). See the file's comment.
 */
export function creditNoteFigures(
  invoice: InvoiceFigures,
  due: Pick<CreditDue, 'amount' | 'lines'>,
  earlier: ReadonlyArray<Pick<CreditNoteRecord, 'lines' | 'shipping'>>,
): Pick<CreditNoteRecord, 'lines' | 'shipping' | 'amount'> {
  const creditedBefore = (line: number) =>
    earlier.reduce((sum, n) => sum + n.lines.filter((l) => l.line === line).reduce((s, l) => s + l.quantity, 0), 0);
  // One entry per order line this note credits (a return may name a line twice).
  const units = new Map<number, number>();
  for (const l of due.lines) if (invoice.lines[l.line]) units.set(l.line, (units.get(l.line) ?? 0) + l.quantity);
  const cumulative = (whole: number, q: number, of: number) => (q >= of ? whole : Math.round((whole * q) / of));
  const lines = [...units].map(([line, quantity]) => {
    const inv = invoice.lines[line]!;
    const before = Math.min(creditedBefore(line), inv.quantity);
    const after = Math.min(before + quantity, inv.quantity);
    const share = (rupeesWhole: number) => {
      const whole = paise(rupeesWhole);
      return cumulative(whole, after, inv.quantity) - cumulative(whole, before, inv.quantity);
    };
    return { line, quantity, taxableValue: share(inv.taxableValue), tax: share(inv.cgst + inv.sgst + inv.igst), cgst: share(inv.cgst) };
  });
  // Shipping comes back with the last units, once: when every unit of the order is credited.
  const allUnits = invoice.lines.reduce((sum, l) => sum + l.quantity, 0);
  const creditedUnits = invoice.lines.reduce(
    (sum, _l, i) => sum + Math.min(creditedBefore(i) + (units.get(i) ?? 0), invoice.lines[i]!.quantity),
    0,
  );
  const shippingBefore = earlier.reduce((sum, n) => sum + paise(n.shipping), 0);
  const shipping = creditedUnits >= allUnits ? Math.max(0, paise(invoice.shipping.amount) - shippingBefore) : 0;
  // The rounding between the refund and the lines' sum: into the GST of the line with the most.
  const amount = paise(due.amount);
  const dust = amount - shipping - lines.reduce((sum, l) => sum + l.taxableValue + l.tax, 0);
  if (dust !== 0 && lines.length > 0) {
    const largest = lines.reduce((a, b) => (b.tax > a.tax ? b : a));
    largest.tax += dust;
    if (largest.cgst > 0) largest.cgst = Math.min(largest.cgst, Math.max(0, Math.floor(largest.tax / 2)));
  }
  return {
    lines: lines.map((l) => ({ ...l, taxableValue: rupees(l.taxableValue), tax: rupees(l.tax), cgst: rupees(l.cgst) })),
    shipping: rupees(shipping),
    amount: rupees(amount),
  };
}

/**
 * A credit note as invoice figures (its lines, shipping and totals), so the PDF draws it with the
 * invoice's own table: each line's description, HSN code, rate and unit price from the invoice,
 * its quantity and amounts from the note.
 */
export function creditNoteAsFigures(
  invoice: InvoiceFigures,
  note: Pick<CreditNoteRecord, 'lines' | 'shipping' | 'amount'>,
): InvoiceFigures {
  const lines = note.lines.flatMap((l) => {
    const inv = invoice.lines[l.line];
    if (!inv) return [];
    const gross = paise(inv.unitPrice * l.quantity);
    const taxable = paise(l.taxableValue);
    const tax = paise(l.tax);
    const cgst = invoice.intraState ? paise(l.cgst) : 0;
    return [
      {
        ...inv,
        quantity: l.quantity,
        gross: rupees(gross),
        discount: rupees(gross - taxable),
        taxableValue: rupees(taxable),
        cgst: rupees(cgst),
        sgst: invoice.intraState ? rupees(tax - cgst) : 0,
        igst: invoice.intraState ? 0 : rupees(tax),
      },
    ];
  });
  const sum = (pick: (l: (typeof lines)[number]) => number) => rupees(lines.reduce((a, l) => a + paise(pick(l)), 0));
  return {
    placeOfSupply: invoice.placeOfSupply,
    intraState: invoice.intraState,
    lines,
    shipping: { sac: invoice.shipping.sac, amount: note.shipping },
    totals: {
      items: sum((l) => l.gross),
      discount: sum((l) => l.discount),
      taxableValue: sum((l) => l.taxableValue),
      cgst: sum((l) => l.cgst),
      sgst: sum((l) => l.sgst),
      igst: sum((l) => l.igst),
      tax: sum((l) => l.cgst + l.sgst + l.igst),
      shipping: note.shipping,
      total: note.amount,
    },
  };
}
