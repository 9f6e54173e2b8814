import { describe, expect, it } from 'vitest';
import { resolveDeferredPreload } from './deferred-preload';

const deps = [
  'assets/below-the-fold-COGzSjTs.js',
  'assets/product-card-BPPp199y.js',
  'assets/price-tmwZ5V2C.js',
  'assets/below-the-fold-X1.css',
];

describe('what a lazy import preloads', () => {
  it("when the home page's lower sections are imported, then only their stylesheet is preloaded: their chunk brings its imports", () => {
    expect(resolveDeferredPreload('assets/below-the-fold-COGzSjTs.js', deps, { hostType: 'js' })).toEqual(['assets/below-the-fold-X1.css']);
  });

  it('when a page is imported, then it and every chunk it imports are preloaded, as Vite does', () => {
    const page = ['assets/product-page-ZgJJAKu8.js', 'assets/product-card-BPPp199y.js', 'assets/price-tmwZ5V2C.js'];
    expect(resolveDeferredPreload('assets/product-page-ZgJJAKu8.js', page, { hostType: 'js' })).toEqual(page);
  });

  it("when the page's HTML names its chunks, then all of them stay named", () => {
    expect(resolveDeferredPreload('assets/below-the-fold-COGzSjTs.js', deps, { hostType: 'html' })).toEqual(deps);
  });
});
