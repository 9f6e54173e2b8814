import { FREE_SHIPPING_THRESHOLD, GST_RATE, PROMO_CODES, RUPEES_PER_LOYALTY_POINT, SHIPPING_FEE, type PromoCode } from './constants.js';

/** Looks up a client promo code (PROMO_CODES); codes are matched in upper case. */
export function findPromoCode(code: string | undefined | null): PromoCode | null {
  if (!code) return null;
  const key = code.trim().toUpperCase();
  return (PROMO_CODES as Record<string, PromoCode>)[key] ?? null;
}

export function promoDiscount(subtotal: number, promo: PromoCode | null): number {
  if (!promo) return 0;
  const raw = promo.type === 'percentage' ? (subtotal * promo.discount) / 100 : promo.discount;
  return Math.min(subtotal, Math.round(raw));
}

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
 * The price rules: ₹99 shipping up to ₹999, promo off the subtotal, GST on the subtotal.
 * Cart page: total = subtotal − promo + shipping (no tax).
 * Checkout and server: GST 18% of the subtotal, rounded, is added.
 */
export function priceBreakdown(
  lines: ReadonlyArray<{ price: number; quantity: number }>,
  promo: PromoCode | null,
  { withTax }: { withTax: boolean },
): PriceBreakdown {
  const subtotal = cartSubtotal(lines);
  const discount = promoDiscount(subtotal, promo);
  const shipping = shippingFor(subtotal);
  const tax = withTax ? Math.round(subtotal * GST_RATE) : 0;
  const total = toPaisa(subtotal - discount + shipping + tax);
  return { subtotal, discount, shipping, tax, total };
}

/** Points a delivered order earns: one per full ₹100 of its total. */
export function loyaltyPointsFor(totalPrice: number): number {
  return totalPrice > 0 ? Math.floor(totalPrice / RUPEES_PER_LOYALTY_POINT) : 0;
}

/** Two money amounts are the same to the paisa. */
export const sameAmount = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;
