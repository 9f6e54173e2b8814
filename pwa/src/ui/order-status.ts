/** How an order reads to a shopper or an admin: status label and badge tone (processing for anything unknown), dates, the order number, the moves. */
import { ORDER_STATUSES, type OrderStatus } from '@store/shared';

const LABELS: Record<OrderStatus, string> = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
const TONES: Record<OrderStatus, string> = {
  processing: 'badge--warning',
  shipped: 'badge--brass',
  delivered: 'badge--success',
  cancelled: 'badge--danger',
};

export const statusOf = (status: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'processing';
export const statusLabel = (status: string): string => LABELS[statusOf(status)];
export const statusTone = (status: string): string => TONES[statusOf(status)];

/** Dates in India's time whatever the device's zone: the same day the dashboard's figures count (format.ts). */
export { formatIndiaDate as formatDate, formatIndiaDateTime as formatDateTime } from '@store/shared';

/** The readable order number, "INK-7KQ-482-MXA" (shared: the messages and the admin's search name orders the same way). */
export { orderNumber } from '@store/shared';
/** Where an order may go next, for whom, and what each move sets off (shared with the api). */
export { nextStatuses, isFinalStatus } from '@store/shared';
