import { describe, expect, it } from 'vitest';
import { cartLineCap, cartLineOverflow } from './cart-rules.js';
import { LIMITS } from './constants.js';

describe('the add-to-cart rule: one line holds at most the stock, within the per-line limit', () => {
  it('when the stock is below the limit, then the stock is the cap and crossing it names the stock', () => {
    expect(cartLineCap(5)).toBe(5);
    expect(cartLineOverflow(5, 5)).toBeNull();
    expect(cartLineOverflow(6, 5)).toBe('stock');
  });

  it('when the stock is above the limit, then the limit is the cap and crossing it names the limit', () => {
    expect(cartLineCap(1000)).toBe(LIMITS.maxCartQuantity);
    expect(cartLineOverflow(LIMITS.maxCartQuantity, 1000)).toBeNull();
    expect(cartLineOverflow(LIMITS.maxCartQuantity + 1, 1000)).toBe('limit');
  });

  it('when nothing is in stock (or the stock is negative), then no unit fits', () => {
    expect(cartLineCap(0)).toBe(0);
    expect(cartLineCap(-3)).toBe(0);
    expect(cartLineOverflow(1, 0)).toBe('stock');
    expect(cartLineOverflow(1, -3)).toBe('stock');
  });
});
