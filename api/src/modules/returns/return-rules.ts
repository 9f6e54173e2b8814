/**
 * The rules of a return request, pure: which delivered order may be returned (30 days from its
 * delivered status), which lines and how many units are left after the earlier returns that
 * stand (every one not rejected), where a cash-on-delivery refund goes, and what the units are
 * worth (returnRefundAmount, shared). Decided inside the order's compare-and-swap write, so two
 * requests at once are judged one after the other.
 */
import {
  isOnlineMethod,
  maskAccountNumber,
  returnRefundAmount,
  returnWindowEndsAt,
  RETURN_MESSAGES,
  type Order,
  type OrderReturn,
  type RefundDestinationShown,
  type ReturnRequest,
} from '@store/shared';
import { badRequest, conflict } from '../../http/errors.js';

/** How many returns one order may carry (OrderSchema's bound). */
export const MAX_RETURNS = 50;
export const TOO_MANY_RETURNS = 'This order has had as many returns as it can. Please contact us.';

type ReturnableOrder = Pick<
  Order,
  | 'items'
  | 'itemsPrice'
  | 'discount'
  | 'taxPrice'
  | 'shippingPrice'
  | 'totalPrice'
  | 'paymentMethod'
  | 'status'
  | 'statusHistory'
  | 'returns'
>;

/** When the order was delivered (its last delivered status), or null. */
export const deliveredAt = (order: Pick<Order, 'statusHistory'>): string | null =>
  order.statusHistory.findLast((h) => h.status === 'delivered')?.at ?? null;

/** The returns that hold units and money: every one not rejected. */
export const standingReturns = (order: Pick<Order, 'returns'>): OrderReturn[] =>
  (order.returns ?? []).filter((r) => r.state !== 'rejected');

/** How a line reads in a message: "Leather Diary (Tan, A5)". */
export function lineName(item: Order['items'][number]): string {
  const options = item.variant?.options.map((o) => o.value) ?? [];
  return options.length ? `${item.product.name} (${options.join(', ')})` : item.product.name;
}

/** Units of line `line` not yet in a standing return. */
export function unitsLeft(order: Pick<Order, 'items' | 'returns'>, line: number): number {
  const ordered = order.items[line]?.quantity ?? 0;
  const taken = standingReturns(order).reduce(
    (sum, r) => sum + r.lines.filter((l) => l.line === line).reduce((s, l) => s + l.quantity, 0),
    0,
  );
  return Math.max(0, ordered - taken);
}

/** The request's lines, one per order line (a line named twice is summed), in the order's order. */
function mergedLines(lines: ReturnRequest['lines']): Array<{ line: number; quantity: number }> {
  const byLine = new Map<number, number>();
  for (const l of lines) byLine.set(l.line, (byLine.get(l.line) ?? 0) + l.quantity);
  return [...byLine.entries()].sort((a, b) => a[0] - b[0]).map(([line, quantity]) => ({ line, quantity }));
}

/**
 * The return `request` makes of `order` at `now`, as id `id`; throws the refusal (409 not
 * delivered or past the window, 400 for lines, units and the refund's destination).
 */
export function newReturn(order: ReturnableOrder, request: ReturnRequest, id: string, now: Date): OrderReturn {
  const delivered = order.status === 'delivered' ? deliveredAt(order) : null;
  if (!delivered) throw conflict(RETURN_MESSAGES.notDelivered);
  if (now.getTime() > returnWindowEndsAt(delivered)) throw conflict(RETURN_MESSAGES.windowOver);
  if ((order.returns ?? []).length >= MAX_RETURNS) throw conflict(TOO_MANY_RETURNS);
  const lines = mergedLines(request.lines);
  for (const l of lines) {
    const item = order.items[l.line];
    if (!item) throw badRequest(RETURN_MESSAGES.noSuchLine, { lines: RETURN_MESSAGES.noSuchLine });
    const left = unitsLeft(order, l.line);
    if (l.quantity > left) {
      const message = RETURN_MESSAGES.tooMany(lineName(item), left);
      throw badRequest(message, { lines: message });
    }
  }
  const online = isOnlineMethod(order.paymentMethod);
  if (online && request.refundTo) throw badRequest(RETURN_MESSAGES.refundToNotNeeded, { refundTo: RETURN_MESSAGES.refundToNotNeeded });
  if (!online && !request.refundTo) throw badRequest(RETURN_MESSAGES.refundToNeeded, { refundTo: RETURN_MESSAGES.refundToNeeded });
  const earlier = standingReturns(order);
  const amount = returnRefundAmount(order, lines, {
    amount: earlier.reduce((sum, r) => sum + r.amount, 0),
    units: earlier.reduce((sum, r) => sum + r.lines.reduce((s, l) => s + l.quantity, 0), 0),
  });
  const at = now.toISOString();
  return {
    id,
    lines,
    reason: request.reason,
    ...(request.note ? { note: request.note } : {}),
    state: 'requested',
    amount,
    ...(request.refundTo ? { refundTo: request.refundTo } : {}),
    restocked: false,
    history: [{ state: 'requested', at }],
    createdAt: at,
  };
}

/** The next return id of an order: r1, r2, … */
export const nextReturnId = (order: Pick<Order, 'returns'>): string => `r${(order.returns ?? []).length + 1}`;

/** Where a cash-on-delivery refund goes, in words: "UPI ID asha@okhdfc" or "bank account ••••1234 (HDFC0001234)". */
export const destinationWords = (to: RefundDestinationShown): string =>
  to.kind === 'upi' ? `UPI ID ${to.upiId}` : `bank account ${maskAccountNumber(to.accountNumber)} (${to.ifsc})`;
