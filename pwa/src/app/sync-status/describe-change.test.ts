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
});
