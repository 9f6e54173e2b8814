import { describe, expect, it } from 'vitest';
import { describeChange, describeNotice, type NameOf } from './describe-change';

// What the sync panel's name lookup answers: the product's name, with the variant's values where the line names one.
const nameOf: NameOf = (productId, variantId, fallback) => {
  const name = productId === 'p-safari' ? 'Safari Fountain Pen' : (fallback ?? 'this product');
  const label = variantId === 'p-safari-yellow-f' ? 'Yellow · F' : '';
  return label ? `${name} (${label})` : name;
};

describe('the sync panel names the variant of a waiting change', () => {
  it("when a waiting cart change is for one variant, then the panel's sentence names it", () => {
    expect(describeChange({ kind: 'cart.add', productId: 'p-safari', variantId: 'p-safari-yellow-f', quantity: 2 }, nameOf)).toBe(
      'Add 2 × Safari Fountain Pen (Yellow · F) to your cart',
    );
    expect(describeChange({ kind: 'cart.set', productId: 'p-safari', variantId: 'p-safari-yellow-f', quantity: 1 }, nameOf)).toBe(
      'Change Safari Fountain Pen (Yellow · F) to 1 in your cart',
    );
    expect(describeChange({ kind: 'cart.remove', productId: 'p-safari', variantId: 'p-safari-yellow-f' }, nameOf)).toBe(
      'Remove Safari Fountain Pen (Yellow · F) from your cart',
    );
    expect(
      describeChange({ kind: 'cart.merge', items: [{ productId: 'p-safari', variantId: 'p-safari-yellow-f', quantity: 1 }] }, nameOf),
    ).toBe('Add Safari Fountain Pen (Yellow · F) to your cart');
  });

  it('when the merge capped a variant, then the notice names that variant', () => {
    const texts = describeNotice(
      {
        userId: 'u',
        kind: 'cart-merge',
        report: [{ productId: 'p-safari', variantId: 'p-safari-yellow-f', requested: 3, accepted: 1, reason: 'capped-at-stock' }],
        names: {},
        at: 0,
      },
      nameOf,
    );
    expect(texts).toEqual(['Only 1 of 3 Safari Fountain Pen (Yellow · F) could be kept: that is all we have.']);
  });

  it('when the merge capped a variant at the per-item limit or dropped a variant no longer sold, then the notice says so of that item, not of the product', () => {
    const texts = describeNotice(
      {
        userId: 'u',
        kind: 'cart-merge',
        report: [
          { productId: 'p-safari', variantId: 'p-safari-yellow-f', requested: 120, accepted: 99, reason: 'capped-at-limit' },
          { productId: 'p-safari', variantId: 'p-safari-teal-b', requested: 1, accepted: 0, reason: 'unknown-product' },
          { productId: 'p-gone', variantId: 'p-gone-red', requested: 1, accepted: 0, reason: 'unknown-product' },
        ],
        names: {},
        at: 0,
      },
      nameOf,
    );
    expect(texts).toEqual([
      'Only 99 of 120 Safari Fountain Pen (Yellow · F) could be kept: you can have at most 99 of each item in your cart.',
      'Safari Fountain Pen is no longer sold in the option you chose, so it was removed from your cart.',
      'An item from your cart is no longer sold, so it was removed.',
    ]);
  });
});
