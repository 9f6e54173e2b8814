/**
 * The invoice renderer, loaded on the first invoice: pdfkit and the two DejaVu fonts it embeds cost
 * a start about 0.3 s and 1.3 MB, and a store may run for hours before its first order is paid.
 */
import type { InvoiceSheet } from './pdf.js';

let loading: Promise<typeof import('./pdf.js')> | undefined;

/** The invoice (or credit note) as PDF bytes. */
export async function renderInvoicePdf(sheet: InvoiceSheet): Promise<Buffer> {
  return (await (loading ??= import('./pdf.js'))).renderInvoicePdf(sheet);
}
