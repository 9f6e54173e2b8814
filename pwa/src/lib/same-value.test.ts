import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value';

describe('comparing two answers', () => {
  it('when they hold the same values, whatever the key order, then they are the same', () => {
    expect(sameValue({ a: 1, b: [{ x: 'p', y: null }] }, { b: [{ y: null, x: 'p' }], a: 1 })).toBe(true);
    expect(sameValue([], [])).toBe(true);
    expect(sameValue(NaN, NaN)).toBe(true);
    expect(sameValue({ ids: new Set(['p1', 'p2']) }, { ids: new Set(['p2', 'p1']) })).toBe(true);
  });

  it('when any value, length or key differs, then they are not', () => {
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue({ a: 1, c: 2 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue({ price: 120 }, { price: '120' })).toBe(false);
    expect(sameValue(new Set(['p1']), new Set(['p1', 'p2']))).toBe(false);
    expect(sameValue(new Set(['p1', 'p3']), new Set(['p1', 'p2']))).toBe(false);
    expect(sameValue(new Set(), [])).toBe(false);
  });

  it('when they differ only under ignored keys, at any depth, then they are the same', () => {
    const ignored = new Set(['description', 'features']);
    const api = {
      products: [{ _id: 'p1', price: 120, description: 'A fine pen.', features: ['Steel nib'], images: { mainImage: 'a.webp' } }],
    };
    const replica = { products: [{ _id: 'p1', price: 120, description: '', features: [], images: { mainImage: 'a.webp' } }] };
    expect(sameValue(api, replica)).toBe(false);
    expect(sameValue(api, replica, ignored)).toBe(true);
    expect(sameValue(api, { products: [{ ...replica.products[0], price: 110 }] }, ignored)).toBe(false);
  });
});
