/**
 * The device's one payment seam (decision 046): the methods the checkout offers, what each means
 * for the shopper, and `collect`, which hands the shopper to the gateway after Place Order. Cash
 * on delivery is paid to the courier; every other method is paid at the gateway within the hold.
 * `collect` and `payOrder` live in data/payment-gateway.ts because /pay (its own feature) starts
 * payments too, and one feature does not import another.
 */
import { formatRupees, PAYMENT_HOLD_MINUTES, type PaymentMethod } from '@store/shared';
import { msg, type Msg, type Translate } from '../../i18n';
import { createTranslate } from '../../i18n/translate';

/** English, for callers without a screen's translator (tests). */
const ENGLISH = createTranslate('en', null);

export { collect, payOrder } from '../../data/payment-gateway';

export interface PaymentOption {
  method: PaymentMethod;
  label: Msg;
  description: Msg;
}

export const PAYMENT_OPTIONS: readonly PaymentOption[] = [
  { method: 'COD', label: msg('Cash on Delivery'), description: msg('Pay in cash when your parcel arrives.') },
  { method: 'Card', label: msg('Credit or Debit Card'), description: msg('Visa, Mastercard or RuPay.') },
  { method: 'UPI', label: 'UPI' as Msg, description: msg('Any UPI app: GPay, PhonePe, Paytm, BHIM.') },
  { method: 'NetBanking', label: msg('NetBanking'), description: msg('All major Indian banks.') },
];

/** The method's label in English (the order keeps it so; show it with t(…) or t.message(…)). */
export const labelOf = (method: PaymentMethod): Msg => PAYMENT_OPTIONS.find((o) => o.method === method)?.label ?? (method as Msg);

/** What the review step tells the shopper about paying with this method, for this total. */
export function howPaymentHappens(method: PaymentMethod, total: number, t: Translate = ENGLISH): string {
  if (method === 'COD') return t('Nothing is charged now: you pay the courier in cash when the parcel arrives.');
  return t(
    'After Place Order you pay {amount} by {method} on the secure payment page. Your items are held for {minutes} minutes while you pay.',
    { amount: formatRupees(total), method: t(labelOf(method)), minutes: PAYMENT_HOLD_MINUTES },
  );
}

/** What the review step says about paying online while the device is offline. */
export const OFFLINE_ONLINE_PAYMENT = msg(
  'You are offline. Your order will be kept on this device and placed as soon as you are back online; then you pay for it from your orders (we will ask you), and its items are held while you pay.',
);
