/**
 * The order, payment and return words the account's screens show, marked for Hindi (decision 051).
 * ui/order-status.ts and shared/src/returns.ts keep their English for the admin area and the api.
 */
import { formatDeliveryDate, type ReturnReason, type ReturnState } from '@store/shared';
import { msg, type Translate } from '../../i18n';
import { statusOf } from '../../ui/order-status';

const STATUS = {
  processing: msg('Processing'),
  shipped: msg('Shipped'),
  delivered: msg('Delivered'),
  cancelled: msg('Cancelled'),
} as const;

const RETURN_STATE = {
  requested: msg('Return requested'),
  approved: msg('Return approved'),
  rejected: msg('Return rejected'),
  received: msg('Return received'),
  refunded: msg('Refunded'),
} as const satisfies Record<ReturnState, string>;

const RETURN_REASON = {
  damaged: msg('Arrived damaged or defective'),
  'wrong-item': msg('Wrong item, colour or size sent'),
  'not-as-described': msg('Not as described'),
  'not-needed': msg('No longer needed'),
  other: msg('Other'),
} as const satisfies Record<ReturnReason, string>;

/** "Processing", "Shipped"… (anything unknown reads as processing, as ui/order-status.ts says). */
export const statusWord = (t: Translate, status: string): string => t(STATUS[statusOf(status)]);
export const returnStateWord = (t: Translate, state: ReturnState): string => t(RETURN_STATE[state]);
export const returnReasonWord = (t: Translate, reason: ReturnReason): string => t(RETURN_REASON[reason]);

let hindiDay: Intl.DateTimeFormat | null = null;
/** The expected delivery day: "Sunday, 30 November 2026" / "रविवार, 30 नवंबर 2026". */
export function deliveryDateWords(t: Translate, day: string): string {
  if (t.language !== 'hi') return formatDeliveryDate(day);
  hindiDay ??= new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return hindiDay.format(new Date(`${day}T12:00:00Z`));
}
