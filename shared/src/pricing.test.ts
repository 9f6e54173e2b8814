import { describe, expect, it } from 'vitest';
import { cartSubtotal, priceBreakdown } from './pricing.js';
import { findPromoCode } from './promotions.js';
import { averageRating, discountPercent, formatRupees } from './format.js';

describe('the price rules: shipping, promo codes and GST', () => {
  it('charges ₹99 shipping up to ₹999 and none above it', () => {
    expect(priceBreakdown([{ price: 999, quantity: 1 }], null, { withTax: false }).shipping).toBe(99);
    expect(priceBreakdown([{ price: 999.5, quantity: 1 }], null, { withTax: false }).shipping).toBe(0);
  });
  it('adds GST of 18% of the subtotal, rounded, only at checkout', () => {
    const b = priceBreakdown([{ price: 333, quantity: 1 }], null, { withTax: true });
    expect(b.tax).toBe(60);
    expect(b.total).toBe(333 + 99 + 60);
    expect(priceBreakdown([{ price: 333, quantity: 1 }], null, { withTax: false }).tax).toBe(0);
  });
  it('applies the client promo codes and refuses unknown ones', () => {
    expect(findPromoCode('save20')?.discount).toBe(20);
    expect(findPromoCode('MEGA99')).toBeNull();
    const b = priceBreakdown([{ price: 1000, quantity: 2 }], findPromoCode('FLAT500'), { withTax: false });
    expect(b).toMatchObject({ subtotal: 2000, discount: 500, shipping: 0, total: 1500 });
    expect(priceBreakdown([{ price: 100, quantity: 1 }], findPromoCode('FLAT500'), { withTax: false }).discount).toBe(100);
  });
  it('computes GST on the taxable value: the goods after the promo discount, not before (issue 22)', () => {
    const b = priceBreakdown([{ price: 1000, quantity: 2 }], findPromoCode('SAVE20'), { withTax: true });
    expect(b).toMatchObject({ subtotal: 2000, discount: 400, shipping: 0, tax: 288, total: 1600 + 288 });
    const all = priceBreakdown([{ price: 400, quantity: 1 }], findPromoCode('FLAT500'), { withTax: true });
    expect(all).toMatchObject({ discount: 400, tax: 0, total: 99 });
  });
});

describe('the cart subtotal', () => {
  it('sums price × quantity and rounds once, to the paisa', () => {
    expect(cartSubtotal([])).toBe(0);
    expect(cartSubtotal([{ price: 0.1, quantity: 3 }])).toBe(0.3);
    expect(
      cartSubtotal([
        { price: 19.99, quantity: 3 },
        { price: 0.5, quantity: 2 },
      ]),
    ).toBe(60.97);
  });
  it('is the subtotal the price breakdown starts from', () => {
    const lines = [{ price: 33.335, quantity: 3 }];
    expect(priceBreakdown(lines, null, { withTax: false }).subtotal).toBe(cartSubtotal(lines));
  });
});

describe('numbers shown to shoppers', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(49.5)).toBe('₹49.50');
    expect(formatRupees(1248.05)).toBe('₹1,248.05');
    expect(formatRupees(99.999)).toBe('₹100');
  });
  it('computes discount percent and average rating as the spec does', () => {
    expect(discountPercent(750, 1000)).toBe(25);
    expect(discountPercent(1000, null)).toBe(0);
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([])).toBe(0);
  });
});
