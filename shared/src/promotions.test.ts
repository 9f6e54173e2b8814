import { describe, expect, it } from 'vitest';
import { checkPromo, findPromoCode, isFountainPen, promoDiscount, whyPromoDoesNotApply } from './promotions.js';
import { priceBreakdown } from './pricing.js';

const pen = (price: number, quantity = 1) => ({ price, quantity, name: 'Lamy Safari Fountain Pen Fine Nib', category: 'writing' });
const notebook = (price: number, quantity = 1) => ({ price, quantity, name: 'Classmate A5 Notebook', category: 'notebooks' });
const code = (c: string) => {
  const promo = findPromoCode(c);
  if (!promo) throw new Error(`no promo ${c}`);
  return promo;
};

describe('which products are fountain pens (MEGA50)', () => {
  it('is a writing-category product whose name says Fountain Pen', () => {
    expect(isFountainPen(pen(1))).toBe(true);
    expect(isFountainPen({ name: 'Pilot Kakuno fountain pen', category: 'writing' })).toBe(true);
    expect(isFountainPen({ name: 'Parker Vector Ball Pen', category: 'writing' })).toBe(false);
    expect(isFountainPen({ name: 'Sheaffer Prelude Fountain Pen Gift Set', category: 'gifts' })).toBe(false);
    expect(isFountainPen({ name: 'Fountain Pen' })).toBe(false);
  });
});

describe('the promo codes', () => {
  it('knows every advertised code, in any case', () => {
    for (const c of ['SAVE20', 'FLAT500', 'WELCOME25', 'MEGA50', 'BUY2GET1']) expect(findPromoCode(c.toLowerCase())?.code).toBe(c);
    expect(findPromoCode('MEGA99')).toBeNull();
    expect(findPromoCode('')).toBeNull();
  });

  it('SAVE20, WELCOME25 and FLAT500 take off the whole cart as before', () => {
    const lines = [notebook(300, 2), pen(400)];
    expect(promoDiscount(lines, code('SAVE20'))).toBe(200);
    expect(promoDiscount(lines, code('WELCOME25'))).toBe(250);
    expect(promoDiscount(lines, code('FLAT500'))).toBe(500);
    expect(promoDiscount([notebook(120)], code('FLAT500'))).toBe(120);
  });

  it('MEGA50 takes 50% off the fountain pens only, rounded to the rupee', () => {
    expect(promoDiscount([pen(1499, 2), notebook(300, 3)], code('MEGA50'))).toBe(1499);
    expect(promoDiscount([pen(999), notebook(300)], code('MEGA50'))).toBe(500);
    expect(promoDiscount([notebook(300)], code('MEGA50'))).toBe(0);
  });

  it('BUY2GET1 makes the cheapest unit of every three free', () => {
    expect(promoDiscount([notebook(100, 3)], code('BUY2GET1'))).toBe(100);
    // 500, 300, 300 | 200, 100, 100: the third of each group is free
    expect(promoDiscount([pen(500), notebook(300, 2), notebook(200), notebook(100, 2)], code('BUY2GET1'))).toBe(300 + 100);
    // 5 units: one group of three, two left over
    expect(promoDiscount([notebook(100, 4), pen(900)], code('BUY2GET1'))).toBe(100);
    expect(promoDiscount([notebook(100, 2)], code('BUY2GET1'))).toBe(0);
  });

  it('says why a known code does not apply', () => {
    expect(whyPromoDoesNotApply([notebook(300)], code('MEGA50'))).toBe('MEGA50 applies to fountain pens; none in your cart.');
    expect(whyPromoDoesNotApply([notebook(300, 2)], code('BUY2GET1'))).toBe(
      'BUY2GET1 makes the cheapest of every 3 items free; add 1 more item.',
    );
    expect(whyPromoDoesNotApply([notebook(300)], code('BUY2GET1'))).toBe(
      'BUY2GET1 makes the cheapest of every 3 items free; add 2 more items.',
    );
    expect(whyPromoDoesNotApply([pen(300)], code('MEGA50'))).toBeNull();
    expect(whyPromoDoesNotApply([notebook(300)], code('SAVE20'))).toBeNull();
  });

  it('checks a code against a cart: unknown, not applying, or the discount', () => {
    expect(checkPromo('NOPE', [pen(100)])).toEqual({ ok: false, promo: null, reason: 'Invalid promo code', unknown: true });
    expect(checkPromo('mega50', [notebook(100)])).toMatchObject({ ok: false, unknown: false });
    expect(checkPromo('MEGA50', [pen(1000)])).toMatchObject({ ok: true, discount: 500 });
  });

  it('the price breakdown takes the promo off the goods, then GST on what is left', () => {
    const b = priceBreakdown([pen(2000), notebook(500)], code('MEGA50'), { withTax: true });
    expect(b).toEqual({ subtotal: 2500, discount: 1000, shipping: 0, tax: 270, total: 1500 + 270 });
    const free = priceBreakdown([notebook(200, 3)], code('BUY2GET1'), { withTax: true });
    expect(free).toEqual({ subtotal: 600, discount: 200, shipping: 99, tax: 72, total: 400 + 99 + 72 });
  });
});
