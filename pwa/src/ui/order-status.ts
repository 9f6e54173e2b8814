/** How an order reads to a shopper or an admin: status label and badge tone (processing for anything unknown), dates, the short order number. */
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

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
export const formatDate = (iso: string | number): string => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string | number): string => dateTimeFormat.format(new Date(iso));

/** A short, readable order number (shared: the confirmation messages name orders the same way). */
export { orderNumber } from '@store/shared';
