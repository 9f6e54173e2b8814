/** How a return's units and a cash-on-delivery refund's destination read in the admin's order view and its dialogs. */
import type { Order, OrderReturn, RefundDestinationShown } from '@store/shared';
import { nameWithOptions } from '../../ui/line-options';

/** "Safari Fountain Pen (Charcoal · F) × 2" for each of the return's lines. */
export const returnLineNames = (order: Pick<Order, 'items'>, ret: Pick<OrderReturn, 'lines'>): string[] =>
  ret.lines.map((l) => {
    const item = order.items[l.line];
    return `${item ? nameWithOptions(item.product.name, item.variant?.options ?? []) : `Line ${l.line + 1}`} × ${l.quantity}`;
  });

/** The full destination: the admin makes the transfer (the shopper's own views show it masked). */
export function RefundDestinationText({ to }: { to: RefundDestinationShown }) {
  return to.kind === 'upi' ? (
    <>UPI {to.upiId}</>
  ) : (
    <>
      Bank account {to.accountNumber} · IFSC {to.ifsc} · {to.accountName}
    </>
  );
}
