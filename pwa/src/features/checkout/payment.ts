/**
 * How each payment method is paid. No payment gateway can be reached from this store's
 * machines, so every order is placed unpaid (`isPaid: false`) with the chosen method recorded,
 * and the review step says so plainly. This is the one seam where a real gateway plugs in:
 * give a method a `collect` step (redirect or SDK) that runs after the order is placed and
 * reports back to the api, which then marks the order paid.
 */
import type { PaymentMethod } from '@store/shared';

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

/** What the review step tells the shopper about paying with this method. */
export function howPaymentHappens(method: PaymentMethod): string {
  if (method === 'COD') return 'Nothing is charged now: you pay the courier in cash when the parcel arrives.';
  return `Nothing is charged now. Online payment is not connected to this store yet, so your order is placed unpaid with ${labelOf(method)} recorded as your choice; you pay when it is delivered.`;
}
