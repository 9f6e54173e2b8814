/** An order's readable number ("INK-7KQ-482-MXA") kept on one line: read out on a call, it must not break at a dash. */
import { orderNumber } from '@store/shared';

export function OrderNumber({ id }: { id: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{orderNumber(id)}</span>;
}
