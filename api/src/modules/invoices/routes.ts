/**
 * GET /api/orders/:id/invoice: the order's GST tax invoice as a PDF, and
 * GET /api/orders/:id/credit-notes/:for: one of its credit notes ('cancel' or a return id), for
 * its owner or an admin. Thin: parse, check, answer.
 */
import { Router } from 'express';
import { z } from 'zod';
import { CREDIT_NOTE_MESSAGES, CreditNoteForSchema, IdSchema, INVOICE_MESSAGES, type Order } from '@store/shared';
import type { Request, Response } from 'express';
import { callerOf, requireAuth, type TokenVerifier } from '../../http/auth-guard.js';
import { notFound } from '../../http/errors.js';
import { parseParams } from '../../http/validate.js';
import type { InvoicedOrder, InvoiceOrders, InvoicePdf, Invoices } from './invoices.js';

const InvoiceParamsSchema = z.object({ id: IdSchema });
const CreditNoteParamsSchema = z.object({ id: IdSchema, for: CreditNoteForSchema });
/** The orders api's own answer for an order the caller may not see: they learn nothing more. */
export const ORDER_NOT_FOUND = 'Order not found.';

export function createInvoiceRouter(deps: { verifier: TokenVerifier; orders: InvoiceOrders; invoices: Invoices }): Router {
  const router = Router();
  /** The caller's own order (or any, for an admin) with its invoice; another's is "Order not found." as everywhere. */
  async function invoicedOrder(req: Request, id: string): Promise<InvoicedOrder> {
    const caller = callerOf(req);
    const order: Order | null = await deps.orders.get(id);
    if (!order || (order.user !== caller.userId && caller.role !== 'admin')) throw notFound(ORDER_NOT_FOUND);
    if (!order.invoice) throw notFound(INVOICE_MESSAGES.notYet);
    return order as InvoicedOrder;
  }
  const sendPdf = (res: Response, pdf: InvoicePdf) => {
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${pdf.fileName}"`);
    res.setHeader('Content-Length', String(pdf.content.length));
    res.end(pdf.content);
  };
  router.get('/:id/invoice', requireAuth(deps.verifier), async (req, res) => {
    const { id } = parseParams(InvoiceParamsSchema, req);
    sendPdf(res, await deps.invoices.pdfOf(await invoicedOrder(req, id)));
  });
  router.get('/:id/credit-notes/:for', requireAuth(deps.verifier), async (req, res) => {
    const params = parseParams(CreditNoteParamsSchema, req);
    const order = await invoicedOrder(req, params.id);
    const note = order.creditNotes?.find((n) => n.for === params.for);
    if (!note) throw notFound(CREDIT_NOTE_MESSAGES.notFound);
    sendPdf(res, await deps.invoices.creditPdfOf(order, note));
  });
  return router;
}
