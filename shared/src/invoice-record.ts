/**
 * A GST tax invoice as an order records it: its number, unique and sequential in the financial
 * year (INK/2026-27/000123, April to March in India), when it was issued, and each line's HSN code
 * and GST rate as they were then (an owner changing a category later does not rewrite an issued
 * invoice). The api's invoices module issues it (decision 045, "Tax invoices").
 */
import { z } from 'zod';
import { indiaDayOf } from './format.js';

export const INVOICE_PREFIX = 'INK';

export const InvoiceLineTaxSchema = z.object({ hsnCode: z.string().nullable(), gstRate: z.number().min(0).max(100) });
export type InvoiceLineTax = z.infer<typeof InvoiceLineTaxSchema>;

export const InvoiceRecordSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  /** One per order line, in the order's order. */
  lines: z.array(InvoiceLineTaxSchema).default([]),
});
export type InvoiceRecord = z.infer<typeof InvoiceRecordSchema>;

export const INVOICE_MESSAGES = {
  notYet: 'This order has no invoice yet: it is issued once the order is paid, or delivered for cash on delivery.',
} as const;

/** The financial year (April–March, India time) an instant falls in: "2026-27". */
export function financialYearOf(at: string | number | Date): string {
  const [year, month] = indiaDayOf(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "INK/2026-27/000123": the year's serial, six digits (more once a year passes 999,999). */
export const invoiceNumberOf = (financialYear: string, serial: number): string =>
  `${INVOICE_PREFIX}/${financialYear}/${String(serial).padStart(6, '0')}`;

/** The serial of an invoice number, or null for anything else. */
export function invoiceSerialOf(number: string): { financialYear: string; serial: number } | null {
  const m = /^INK\/(\d{4}-\d{2})\/(\d{6,})$/.exec(number);
  return m ? { financialYear: m[1]!, serial: Number(m[2]) } : null;
}

/** The invoice's file name: "INK-2026-27-000123.pdf". */
export const invoiceFileName = (number: string): string => `${number.replace(/\//g, '-')}.pdf`;

/**
 * The order's money is in: an online order marked paid, or a cash-on-delivery order delivered
 * (the courier collects it then). What the order views say, and when a tax invoice is due.
 */
export const orderIsPaid = (order: { isPaid: boolean; paymentMethod: string; status: string }): boolean =>
  order.isPaid || (order.paymentMethod === 'COD' && order.status === 'delivered');

/**
 * Due once an online order is paid, or a cash-on-delivery order is delivered; never for an order
 * cancelled before its invoice was issued (its money went back whole: there is no supply to tax).
 */
export const invoiceDue = (order: { isPaid: boolean; paymentMethod: string; status: string }): boolean =>
  orderIsPaid(order) && order.status !== 'cancelled';
