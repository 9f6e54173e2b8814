/**
 * The shopper's calls about paying for an order and returning it (decision 046). They need the
 * store to answer (a payment starts at the gateway, a return is the store's to accept), so they
 * are plain calls, not outbox writes; each answer that carries the order refreshes the device's
 * copy of the account, so the order list follows without a reload.
 */
import type { Order, PaymentStart, ReturnRequest } from '@store/shared';
import { ApiError, apiFetch, apiSend, lazySchemas } from '../lib/api-client.js';
import { refreshAccount } from './account.js';
import { getSession } from './session.js';

const schemaOf = lazySchemas(() => import('./payment-parsers.js'));

/** The signed-in session's token (the routes that call these are behind the sign-in guard). */
function tokenOrThrow(): string {
  const { token } = getSession();
  if (!token) throw new Error('Please sign in again.');
  return token;
}

export type OrderRead = { kind: 'ok'; order: Order } | { kind: 'offline' } | { kind: 'not-found' } | { kind: 'failed'; message: string };

/** The order as the store has it now (GET /orders/{id}). */
export async function readOrder(orderId: string): Promise<OrderRead> {
  try {
    const order = await apiFetch(`/orders/${encodeURIComponent(orderId)}`, { token: tokenOrThrow(), schema: schemaOf('OrderSchema') });
    return { kind: 'ok', order };
  } catch (e) {
    if (e instanceof ApiError) return e.status === 404 || e.status === 400 ? { kind: 'not-found' } : { kind: 'failed', message: e.message };
    if (e instanceof TypeError) return { kind: 'offline' };
    return { kind: 'failed', message: e instanceof Error ? e.message : 'The order could not be loaded.' };
  }
}

export type PaymentStartOutcome = { kind: 'ok'; start: PaymentStart } | { kind: 'refused'; message: string };

/**
 * POST /orders/{id}/pay: the gateway order to pay (the same one on every call, so a retry or a
 * second tab never makes a second one). A refusal (paid already, the hold ended, cancelled) or
 * no answer comes back as the words to show.
 */
export async function startPayment(orderId: string): Promise<PaymentStartOutcome> {
  const r = await apiSend(`/orders/${encodeURIComponent(orderId)}/pay`, { method: 'POST', token: tokenOrThrow() });
  if (r.kind === 'unreachable') return { kind: 'refused', message: 'You are offline: payment needs a connection.' };
  if (r.kind !== 'ok') return { kind: 'refused', message: r.message };
  const parsed = (await schemaOf('PaymentStartSchema')()).safeParse(r.data);
  if (!parsed.success) return { kind: 'refused', message: 'The payment could not be started. Please try again.' };
  return { kind: 'ok', start: parsed.data };
}

export type ReturnOutcome = { kind: 'ok'; order: Order } | { kind: 'refused'; message: string; errors?: Record<string, string> };

/**
 * POST /orders/{id}/returns: the store's answer is the order with its new return. `idempotencyKey`
 * makes a repeat of the same request (a retry after a lost answer) answer the first, never a second return.
 */
export async function requestReturn(orderId: string, request: ReturnRequest, idempotencyKey?: string): Promise<ReturnOutcome> {
  const r = await apiSend(`/orders/${encodeURIComponent(orderId)}/returns`, {
    method: 'POST',
    token: tokenOrThrow(),
    body: request,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  if (r.kind === 'unreachable') return { kind: 'refused', message: 'You are offline. Asking for a return needs a connection to the store.' };
  if (r.kind !== 'ok') return { kind: 'refused', message: r.message, ...('errors' in r && r.errors ? { errors: r.errors } : {}) };
  const parsed = (await schemaOf('OrderSchema')()).safeParse(r.data);
  void refreshAccount().catch(() => undefined);
  if (!parsed.success) return { kind: 'refused', message: 'The store answered in a way this page does not understand. Reload to see your return.' };
  return { kind: 'ok', order: parsed.data };
}
