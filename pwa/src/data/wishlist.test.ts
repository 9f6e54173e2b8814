import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToWishlist, clearWishlist, getWishlistIds, getWishlistRows, removeFromWishlist, toggleWishlist } from './wishlist.js';

beforeEach(() => clearWishlist());

describe("a visitor's wishlist", () => {
  it('when a product is added twice, then it is in the list once', async () => {
    await addToWishlist('p-gel');
    await addToWishlist('p-gel');
    expect(await getWishlistIds()).toEqual(['p-gel']);
  });

  it('when a product is toggled, then it is added, and toggled again it is removed', async () => {
    expect(await toggleWishlist('p-fountain')).toBe(true);
    expect(await getWishlistIds()).toEqual(['p-fountain']);
    expect(await toggleWishlist('p-fountain')).toBe(false);
    expect(await getWishlistIds()).toEqual([]);
  });

  it('when products are added, then they are listed in the order they were added', async () => {
    await addToWishlist('p-ink');
    await new Promise((r) => setTimeout(r, 2));
    await addToWishlist('p-dotted');
    expect(await getWishlistIds()).toEqual(['p-ink', 'p-dotted']);
  });

  it('when products are kept within the same millisecond, then they are still listed in the order they were kept, not by id', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_790_000_000_000);
    try {
      await addToWishlist('p-safari');
      expect(await toggleWishlist('p-gel')).toBe(true);
      await addToWishlist('p-ink');
    } finally {
      now.mockRestore();
    }
    expect(await getWishlistIds()).toEqual(['p-safari', 'p-gel', 'p-ink']);
  });

  it('when one is removed or all are cleared, then the list follows', async () => {
    await addToWishlist('p-ink');
    await addToWishlist('p-gel');
    await removeFromWishlist('p-ink');
    expect(await getWishlistIds()).toEqual(['p-gel']);
    await clearWishlist();
    expect(await getWishlistIds()).toEqual([]);
  });

  it('when a pen is kept while looking at one colour, then the list remembers that variant, and keeps one entry for the pen', async () => {
    expect(await toggleWishlist('p-safari', 'p-safari-yellow-f')).toBe(true);
    await addToWishlist('p-safari', 'p-safari-charcoal-m');
    await addToWishlist('p-gel');
    expect((await getWishlistRows()).map(({ productId, variantId }) => ({ productId, variantId }))).toEqual([
      { productId: 'p-safari', variantId: 'p-safari-yellow-f' },
      { productId: 'p-gel', variantId: undefined },
    ]);
  });
});
