import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value';

describe('comparing two answers', () => {
  it('when they hold the same values, whatever the key order, then they are the same', () => {
    expect(sameValue({ a: 1, b: [{ x: 'p', y: null }] }, { b: [{ y: null, x: 'p' }], a: 1 })).toBe(true);
    expect(sameValue([], [])).toBe(true);
    expect(sameValue(NaN, NaN)).toBe(true);
  });

  it('when any value, length or key differs, then they are not', () => {
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue({ a: 1, c: 2 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue({ price: 120 }, { price: '120' })).toBe(false);
  });
});
