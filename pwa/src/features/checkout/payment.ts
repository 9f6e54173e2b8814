/**
 * The device's one payment seam (decision 046): the methods the checkout offers, what each means
 * for the shopper, and `collect`, which hands the shopper to the gateway after Place Order. Cash
 * on delivery is paid to the courier; every other method is paid at the gateway within the hold.
 * `collect` and `payOrder` live in data/payment-gateway.ts because /pay (its own feature) starts
 * payments too, and one feature does not import another.
 */
import { formatRupees, PAYMENT_HOLD_MINUTES, type PaymentMethod } from '@store/shared';

export { collect, payOrder } from '../../data/payment-gateway';

export interface PaymentOption {
  method: PaymentMethod;
  label: string;
  description: string;
}

export const PAYMENT_OPTIONS: readonly PaymentOption[] = [
  { method: 'COD', label: 'Cash on Delivery', description: 'Pay in cash when your parcel arrives.' },
  { method: 'Card', label: 'Credit or Debit Card', description: 'Visa, Mastercard or RuPay.' },
  { method: 'UPI', label: 'UPI', description: 'Any UPI app: GPay, PhonePe, Paytm, BHIM.' },
  { method: 'NetBanking', label: 'NetBanking', description: 'All major Indian banks.' },
];

export const labelOf = (method: PaymentMethod): string => PAYMENT_OPTIONS.find((o) => o.method === method)?.label ?? method;

/** What the review step tells the shopper about paying with this method, for this total. */
export function howPaymentHappens(method: PaymentMethod, total: number): string {
  if (method === 'COD') return 'Nothing is charged now: you pay the courier in cash when the parcel arrives.';
  return `After Place Order you pay ${formatRupees(total)} by ${labelOf(method)} on the secure payment page. Your items are held for ${PAYMENT_HOLD_MINUTES} minutes while you pay.`;
}

/** What the review step says about paying online while the device is offline. */
export const OFFLINE_ONLINE_PAYMENT =
  'You are offline. Your order will be kept on this device and placed as soon as you are back online; then you pay for it from your orders (we will ask you), and its items are held while you pay.';
