/**
 * The promotions: what each promo code takes off a cart. One module for the cart page, the
 * checkout's Review step and the server, so the discount the shopper sees is the one the order
 * gets (docs/decisions/015-prices-and-promotions.md).
 */
import { NEWSLETTER_DISCOUNT_PERCENT, PROMO_CODES, type PromoCode } from './constants.js';
import { PROMO_MESSAGES } from './messages-first.js';

/** A cart line as the promotions read it: the unit price, how many, and what the product is. */
export interface PromoLine {
  price: number;
  quantity: number;
  /** The product's name; MEGA50 reads it. */
  name?: string;
  /** The product's category id (slug); MEGA50 reads it. */
  category?: string;
}

/** The category that holds the pens. */
export const WRITING_CATEGORY = 'writing';

/**
 * A fountain pen, for MEGA50: a product of the writing category whose name says "Fountain Pen".
 * (Pen gift sets, which may hold one, are gifts, not fountain pens.)
 */
export function isFountainPen(line: Pick<PromoLine, 'name' | 'category'>): boolean {
  return line.category === WRITING_CATEGORY && /\bfountain pens?\b/i.test(line.name ?? '');
}

/** A newsletter subscriber's personal code (`WELCOME15-XXXXXX`): 15% off one order. */
export const WELCOME_CODE_PREFIX = `WELCOME${NEWSLETTER_DISCOUNT_PERCENT}-`;
/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
export const WELCOME_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const WELCOME_CODE_LENGTH = 6;
const welcomeCodePattern = new RegExp(`^${WELCOME_CODE_PREFIX}[${WELCOME_CODE_ALPHABET}]{${WELCOME_CODE_LENGTH}}$`);

/** Is this promo code shaped like a personal welcome code? (Whether it exists and is unused only the server knows.) */
export const isWelcomeCode = (code: string): boolean => welcomeCodePattern.test(code.trim().toUpperCase());

/**
 * Looks up a promo code (PROMO_CODES); codes are matched in upper case. A personal welcome code
 * is priced by its shape here (the cart and the Review step show its 15%); the server checks that
 * it was issued and is unused when the order is placed, and refuses the order otherwise.
 */
export function findPromoCode(code: string | undefined | null): PromoCode | null {
  if (!code) return null;
  const key = code.trim().toUpperCase();
  if (isWelcomeCode(key))
    return {
      code: key,
      type: 'percentage',
      discount: NEWSLETTER_DISCOUNT_PERCENT,
      appliesTo: 'all',
      summary: `${NEWSLETTER_DISCOUNT_PERCENT}% off your order (your welcome code, once)`,
    };
  return (PROMO_CODES as Record<string, PromoCode>)[key] ?? null;
}

const units = (lines: ReadonlyArray<PromoLine>): number => lines.reduce((n, l) => n + l.quantity, 0);
const sum = (lines: ReadonlyArray<PromoLine>): number => lines.reduce((s, l) => s + l.price * l.quantity, 0);

/** BUY2GET1: every unit by price, dearest first; in each group of three the third (the cheapest) is free. */
function cheapestOfEveryThree(lines: ReadonlyArray<PromoLine>, every: number): number {
  const prices = lines.flatMap((l) => Array.from({ length: l.quantity }, () => l.price)).sort((a, b) => b - a);
  return prices.reduce((free, price, i) => ((i + 1) % every === 0 ? free + price : free), 0);
}

/** Rupees off these lines with this promo, rounded to the rupee and never more than the lines cost. */
export function promoDiscount(lines: ReadonlyArray<PromoLine>, promo: PromoCode | null): number {
  if (!promo) return 0;
  const all = sum(lines);
  let raw: number;
  if (promo.type === 'fixed') raw = promo.discount;
  else if (promo.type === 'cheapest-free') raw = cheapestOfEveryThree(lines, promo.discount);
  else {
    const base = promo.appliesTo === 'fountain-pens' ? sum(lines.filter(isFountainPen)) : all;
    raw = (base * promo.discount) / 100;
  }
  return Math.max(0, Math.min(all, Math.round(raw)));
}

/**
 * Why a known code takes nothing off these lines (shown under the promo box, and the server's
 * reason for refusing the order), or null when it applies.
 */
export function whyPromoDoesNotApply(lines: ReadonlyArray<PromoLine>, promo: PromoCode): string | null {
  if (promo.appliesTo === 'fountain-pens' && !lines.some(isFountainPen))
    return `${promo.code} applies to fountain pens; none in your cart.`;
  if (promo.type === 'cheapest-free') {
    const have = units(lines);
    if (have < promo.discount) {
      const more = promo.discount - have;
      return `${promo.code} makes the cheapest of every ${promo.discount} items free; add ${more} more ${more === 1 ? 'item' : 'items'}.`;
    }
  }
  if (promoDiscount(lines, promo) <= 0) return `${promo.code} takes nothing off this cart.`;
  return null;
}

/** A promo code checked against a cart: the code, or why it is not valid or does not apply. */
export type PromoCheck =
  { ok: true; promo: PromoCode; discount: number } | { ok: false; promo: PromoCode | null; reason: string; unknown: boolean };

export function checkPromo(code: string | null | undefined, lines: ReadonlyArray<PromoLine>): PromoCheck {
  const promo = findPromoCode(code);
  if (!promo) return { ok: false, promo: null, reason: PROMO_MESSAGES.invalid, unknown: true };
  const reason = whyPromoDoesNotApply(lines, promo);
  if (reason) return { ok: false, promo, reason, unknown: false };
  return { ok: true, promo, discount: promoDiscount(lines, promo) };
}
