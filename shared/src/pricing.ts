import { FREE_SHIPPING_THRESHOLD, GST_RATE, RUPEES_PER_LOYALTY_POINT, SHIPPING_FEE, type PromoCode } from './constants.js';
import { promoDiscount, type PromoLine } from './promotions.js';

export function shippingFor(subtotal: number): number {
  if (subtotal <= 0) return 0;
  return subtotal > FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
}

/** Rupees to the paisa: the one rounding of money sums, so the device and the server agree. */
const toPaisa = (rupees: number): number => Math.round(rupees * 100) / 100;

/** Sum of price × quantity over the lines, to the paisa: the cart's subtotal everywhere (cart page, server cart, order). */
export function cartSubtotal(lines: ReadonlyArray<{ price: number; quantity: number }>): number {
  return toPaisa(lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
}

export interface PriceBreakdown {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

/**
 * The price rules (docs/decisions/015-prices-and-promotions.md): ₹99 shipping up to ₹999 of
 * goods; the promo off the goods (promotions.ts); GST 18% of the taxable value — what the
 * shopper pays for the goods, after the promo — rounded to the rupee.
 * Cart page: total = subtotal − promo + shipping (no tax line; it says GST is added at checkout).
 * Checkout and server: the GST is added.
 */
export function priceBreakdown(
  lines: ReadonlyArray<PromoLine>,
  promo: PromoCode | null,
  { withTax }: { withTax: boolean },
): PriceBreakdown {
  const subtotal = cartSubtotal(lines);
  const discount = promoDiscount(lines, promo);
  const shipping = shippingFor(subtotal);
  const tax = withTax ? gstOn(subtotal - discount) : 0;
  const total = toPaisa(subtotal - discount + shipping + tax);
  return { subtotal, discount, shipping, tax, total };
}

/** GST on a taxable value: 18%, rounded to the rupee. */
export const gstOn = (taxableValue: number): number => Math.round(Math.max(0, taxableValue) * GST_RATE);

/** Points a delivered order earns: one per full ₹100 of its total. */
export function loyaltyPointsFor(totalPrice: number): number {
  return totalPrice > 0 ? Math.floor(totalPrice / RUPEES_PER_LOYALTY_POINT) : 0;
}

/** Two money amounts are the same to the paisa. */
export const sameAmount = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;
