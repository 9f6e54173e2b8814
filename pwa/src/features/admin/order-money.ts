/**
 * How the admin reads an order's money (decision 046): the list's Payment column (an online
 * order's payment state, or cash on delivery due or collected), the return still open on it,
 * what cancelling it would give back, the time left on its payment hold, and the list's filters
 * as the address keeps them (?status=&payment=&returns=&q=), so a reload shows the same list.
 */
import {
  ORDER_STATUSES,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
  RETURN_STATES,
  isOnlineMethod,
  orderIsPaid,
  paymentTaken,
  returnMoveAllowed,
  type Order,
  type OrderReturn,
  type OrderStatus,
  type PaymentState,
  type Refund,
  type ReturnState,
} from '@store/shared';

type MoneyOrder = Pick<Order, 'paymentMethod' | 'isPaid' | 'status' | 'payment'>;

/** Tones of ui/badge.tsx (ink is the plain one). */
export type Tone = 'ink' | 'brass' | 'success' | 'danger' | 'warning';

const PAYMENT_TONES: Record<PaymentState, Tone> = {
  pending: 'warning',
  failed: 'danger',
  paid: 'success',
  'partly-refunded': 'brass',
  refunded: 'ink',
};

/** The Payment column: "UPI · Paid", "Card · Payment failed", "COD · due", "COD · paid". */
export function paymentSummary(order: MoneyOrder): { text: string; tone: Tone } {
  if (order.payment)
    return { text: `${order.paymentMethod} · ${PAYMENT_STATE_LABELS[order.payment.state]}`, tone: PAYMENT_TONES[order.payment.state] };
  if (order.paymentMethod === 'COD') {
    if (orderIsPaid(order)) return { text: 'COD · paid', tone: 'success' };
    return order.status === 'cancelled' ? { text: 'COD · not collected', tone: 'ink' } : { text: 'COD · due', tone: 'ink' };
  }
  // An online order from before payments were taken: only isPaid says anything.
  return order.isPaid
    ? { text: `${order.paymentMethod} · Paid`, tone: 'success' }
    : { text: `${order.paymentMethod} · Not paid`, tone: 'ink' };
}

/** A return not yet refunded or rejected: the admin still has something to do. */
export const OPEN_RETURN_STATES: readonly ReturnState[] = ['requested', 'approved', 'received'];
export const isOpenReturn = (r: Pick<OrderReturn, 'state'>): boolean => OPEN_RETURN_STATES.includes(r.state);
/** The oldest return still open on the order, if any (the list's marker). */
export const openReturn = (order: { returns?: OrderReturn[] | undefined }): OrderReturn | undefined => order.returns?.find(isOpenReturn);

/** Rupees cancelling the order would refund to the shopper's payment: what was taken and not yet given back. */
export function cancelRefundAmount(order: MoneyOrder): number {
  const p = order.payment;
  if (!p || !paymentTaken(p)) return 0;
  return Math.max(0, Math.round(p.amount * 100) - Math.round(p.refunded * 100)) / 100;
}

/** "12 min left", "less than a minute left", or null once the hold has ended. */
export function holdLeft(expiresAt: string, now: number): string | null {
  const ms = Date.parse(expiresAt) - now;
  if (!(ms > 0)) return null;
  const minutes = Math.floor(ms / 60_000);
  return minutes < 1 ? 'less than a minute left' : `${minutes} min left`;
}

export const GATEWAY_LABELS = { razorpay: 'Razorpay', test: 'Test gateway (no money moves)' } as const;

export const REFUND_REASON_LABELS: Record<Refund['reason'], string> = {
  cancelled: 'Order cancelled',
  return: 'Return',
  duplicate: 'Second payment for the order',
  'late-payment': 'Paid after the order was cancelled',
};

export const REFUND_STATE_LABELS: Record<Refund['state'], string> = {
  pending: 'Pending at the gateway',
  processed: 'Processed',
  failed: 'Failed',
};

/** The admin's moves on a return, as buttons: the machine's (returnMoveAllowed), less the online refund, which the api makes itself. */
export function returnActions(ret: Pick<OrderReturn, 'state'>, paymentMethod: string): Array<Exclude<ReturnState, 'requested'>> {
  const moves = (['approved', 'rejected', 'received', 'refunded'] as const).filter((to) => returnMoveAllowed(ret.state, to));
  return isOnlineMethod(paymentMethod) ? moves.filter((to) => to !== 'refunded') : moves;
}

/** The refund under way or made for a return (the latest not failed), as the api reads it. */
export const liveRefundFor = (order: Pick<Order, 'payment'>, returnId: string): Refund | undefined =>
  order.payment?.refunds.findLast((r) => r.returnId === returnId && r.state !== 'failed');

export const RETURN_FILTERS = ['open', ...RETURN_STATES] as const;
export type ReturnFilter = (typeof RETURN_FILTERS)[number];

export interface OrderFilters {
  status: OrderStatus | '';
  payment: PaymentState | '';
  returns: ReturnFilter | '';
}

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | '' => allowed.find((v) => v === value) ?? '';

/** The filters the address holds; anything else there (an old link, a typo) is no filter. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  return {
    status: pick(ORDER_STATUSES, params.get('status')),
    payment: pick(PAYMENT_STATES, params.get('payment')),
    returns: pick(RETURN_FILTERS, params.get('returns')),
  };
}

/** The api's query for a page of the list (AdminOrdersQuerySchema). */
export function ordersQuery(filters: OrderFilters, page: number, limit: number, q: string): URLSearchParams {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const key of ['status', 'payment', 'returns'] as const) if (filters[key]) query.set(key, filters[key]);
  if (q) query.set('q', q);
  return query;
}
