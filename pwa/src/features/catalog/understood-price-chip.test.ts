import { describe, expect, it } from 'vitest';
import { HINDI } from '../../i18n/hindi-catalogue';
import { createTranslate } from '../../i18n/translate';
import { understoodPriceLabel } from './understood-price-chip';

const hindi = createTranslate('hi', HINDI);

describe('the price chip says what the search understood', () => {
  it('when a search says a price, then English says it as the listing did ("Under ₹500")', () => {
    expect(understoodPriceLabel('pens under 500')).toBe('Under ₹500');
    expect(understoodPriceLabel('notebook below ₹200')).toBe('Under ₹200');
  });

  it('when the shopper reads Hindi, then the chip reads as Hindi says it ("₹500 तक"), with the same Indian grouping', () => {
    expect(understoodPriceLabel('pens under 500', hindi)).toBe('₹500 तक');
    expect(understoodPriceLabel('500 se kam', hindi)).toBe('₹500 तक');
    expect(understoodPriceLabel('1000 ke andar', hindi)).toBe('₹1,000 तक');
  });

  it('when the search says no price, then there is no chip', () => {
    expect(understoodPriceLabel('fountain pen', hindi)).toBeNull();
    expect(understoodPriceLabel(undefined)).toBeNull();
  });
});
