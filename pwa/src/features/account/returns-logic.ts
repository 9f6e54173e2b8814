/**
 * What a delivered order may still return (decision 046): the window (30 days from delivery,
 * shared returnWindowEndsAt), the units of each line not yet in a return (a rejected one gives
 * them back), the money a choice would bring back (shared returnRefundAmount, after what earlier
 * returns take), and the form's words for each field (the shared schema's own messages).
 */
import { ReturnRequestSchema, returnRefundAmount, returnWindowEndsAt, type Order, type ReturnRequest } from '@store/shared';

/** When the order was delivered (its last move to delivered), or null. */
export function deliveredAt(order: Pick<Order, 'status' | 'statusHistory'>): string | null {
  if (order.status !== 'delivered') return null;
  return order.statusHistory.filter((h) => h.status === 'delivered').at(-1)?.at ?? null;
}

/** The end of the order's return window (ms), or null when it is not delivered. */
export function returnWindowEnd(order: Pick<Order, 'status' | 'statusHistory'>): number | null {
  const at = deliveredAt(order);
  return at ? returnWindowEndsAt(at) : null;
}

const counted = (order: Pick<Order, 'returns'>) => (order.returns ?? []).filter((r) => r.state !== 'rejected');

/** Units of each line (by index) not in a return yet. */
export function unitsLeft(order: Pick<Order, 'items' | 'returns'>): number[] {
  const left = order.items.map((i) => i.quantity);
  for (const r of counted(order))
    for (const l of r.lines) if (left[l.line] !== undefined) left[l.line] = Math.max(0, left[l.line]! - l.quantity);
  return left;
}

/** "Return items" is offered: delivered, within the window, with something left to return. */
export function canReturn(order: Order, now: number): boolean {
  const end = returnWindowEnd(order);
  return end !== null && now < end && unitsLeft(order).some((n) => n > 0);
}

/** Rupees back for these lines, after the earlier returns (not the rejected ones). */
export function refundFor(order: Order, lines: ReturnRequest['lines']): number {
  const earlier = counted(order).reduce(
    (sum, r) => ({ amount: sum.amount + r.amount, units: sum.units + r.lines.reduce((n, l) => n + l.quantity, 0) }),
    { amount: 0, units: 0 },
  );
  return lines.length === 0 ? 0 : returnRefundAmount(order, lines, earlier);
}

export type ReturnFieldErrors = Partial<
  Record<'lines' | 'reason' | 'note' | 'upiId' | 'accountName' | 'accountNumber' | 'ifsc' | 'refundTo', string>
>;

/** Checks the request with the shared schema; answers the request, or each field's first error in the schema's words. */
export function checkReturn(input: unknown): { ok: true; request: ReturnRequest } | { ok: false; errors: ReturnFieldErrors } {
  const parsed = ReturnRequestSchema.safeParse(input);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: ReturnFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    // A refund destination's fields are named on their own (upiId, ifsc…); its missing kind is the choice itself.
    const key = String(first === 'refundTo' && typeof second === 'string' ? second : (first ?? ''));
    const field = (key === 'kind' ? 'refundTo' : key) as keyof ReturnFieldErrors;
    if (key && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
