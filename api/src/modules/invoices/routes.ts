/** GET /api/orders/:id/invoice: the order's GST tax invoice as a PDF, for its owner or an admin. Thin: parse, check, answer. */
import { Router } from 'express';
import { z } from 'zod';
import { IdSchema, INVOICE_MESSAGES } from '@store/shared';
import { callerOf, requireAuth, type TokenVerifier } from '../../http/auth-guard.js';
import { notFound } from '../../http/errors.js';
import { parseParams } from '../../http/validate.js';
import type { InvoicedOrder, InvoiceOrders, Invoices } from './invoices.js';

const InvoiceParamsSchema = z.object({ id: IdSchema });
/** The orders api's own answer for an order the caller may not see: they learn nothing more. */
export const ORDER_NOT_FOUND = 'Order not found.';

export function createInvoiceRouter(deps: { verifier: TokenVerifier; orders: InvoiceOrders; invoices: Invoices }): Router {
  const router = Router();
  router.get('/:id/invoice', requireAuth(deps.verifier), async (req, res) => {
    const { id } = parseParams(InvoiceParamsSchema, req);
    const caller = callerOf(req);
    const order = await deps.orders.get(id);
    if (!order || (order.user !== caller.userId && caller.role !== 'admin')) throw notFound(ORDER_NOT_FOUND);
    if (!order.invoice) throw notFound(INVOICE_MESSAGES.notYet);
    const pdf = await deps.invoices.pdfOf(order as InvoicedOrder);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${pdf.fileName}"`);
    res.setHeader('Content-Length', String(pdf.content.length));
    res.end(pdf.content);
  });
  return router;
}
