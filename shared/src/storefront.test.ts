import { describe, expect, it } from 'vitest';
import { HOME_BEST_SELLERS, firstPage, firstQuestions, listingFilter, listingParams, productQueryString } from './storefront.js';

const q = (search = '') => new URLSearchParams(search);

describe('a listing URL', () => {
  it('when it names nothing, then the defaults apply', () => {
    expect(listingParams(q())).toEqual({
      category: '',
      search: '',
      minPrice: 0,
      maxPrice: 10000,
      colour: [],
      sort: 'featured',
      filter: undefined,
      minRating: undefined,
      view: 'grid',
    });
  });

  it('when its values are unknown or malformed, then they fall back to the defaults instead of reaching /api', () => {
    const p = listingParams(q('sort=cheapest&filter=all&minPrice=-5&maxPrice=lots&minRating=9&view=table'));
    expect(p).toMatchObject({ sort: 'featured', filter: undefined, minPrice: 0, maxPrice: 10000, minRating: 5, view: 'grid' });
  });

  it('when the price range is at its top (10000), then it bounds nothing: the dearest products are listed', () => {
    expect(listingFilter(listingParams(q()))).toMatchObject({ minPrice: undefined, maxPrice: undefined });
    expect(listingFilter(listingParams(q('maxPrice=10000')))).toMatchObject({ maxPrice: undefined });
  });

  it('when the shopper moves the top below 10000 (or types a dearer one), then it is a real bound', () => {
    expect(listingFilter(listingParams(q('minPrice=500&maxPrice=5000')))).toMatchObject({ minPrice: 500, maxPrice: 5000 });
    expect(listingFilter(listingParams(q('maxPrice=20000')))).toMatchObject({ maxPrice: 20000 });
  });

  it('when a fixed listing (/sale) is opened with another filter, then the fixed one wins', () => {
    expect(listingFilter(listingParams(q('filter=new')), 'sale').filter).toBe('sale');
  });
});

describe("a listing URL's colours", () => {
  it('when it names colours, then the listing asks /api for them, blanks and repeats left out, in one comma list', () => {
    const params = listingParams(q('colour=Blue,%20Black,,blue'));
    expect(params.colour).toEqual(['Blue', 'Black']);
    const filter = listingFilter(params);
    expect(filter.colour).toEqual(['Blue', 'Black']);
    expect(productQueryString(firstPage(filter))).toBe('?colour=Blue%2CBlack&sort=featured&page=1&limit=12');
  });

  it('when it names none, then the question has no colour', () => {
    expect(listingFilter(listingParams(q('colour=')))).toMatchObject({ colour: undefined });
    expect(productQueryString({ colour: [] })).toBe('');
  });
});

describe('the /api query of a filter', () => {
  it('when two filters are equal, then their paths are equal whatever order their keys were set in', () => {
    expect(productQueryString({ limit: 12, page: 1, sort: 'rating', category: 'art' })).toBe(
      productQueryString({ category: 'art', sort: 'rating', page: 1, limit: 12 }),
    );
    expect(productQueryString({ category: 'art', search: '  ink ', limit: 12 })).toBe('?category=art&search=ink&limit=12');
    expect(productQueryString({ search: '' })).toBe('');
  });
});

describe("a page's first questions", () => {
  it("when home is opened, then it asks for its best sellers, the showcase's first tab and the categories", () => {
    expect(firstQuestions('/', q())).toEqual([
      `/products${productQueryString(HOME_BEST_SELLERS)}`,
      '/products?filter=featured&limit=4',
      '/categories',
    ]);
  });

  it('when a listing is opened, then it asks for its first page as its URL filters it, and the categories', () => {
    expect(firstQuestions('/products/', q('category=art&sort=price-low&view=list'))).toEqual([
      '/products?category=art&sort=price-low&page=1&limit=12',
      '/categories',
    ]);
    expect(firstQuestions('/sale', q())[0]).toBe('/products?sort=featured&filter=sale&page=1&limit=12');
  });

  it('when a product or category page is opened, then it asks for it and what it lists, by the decoded id', () => {
    expect(firstQuestions('/product/p0001', q())).toEqual(['/products/p0001', '/products/p0001/related?limit=4']);
    expect(firstQuestions('/category/art', q('sort=newest'))).toEqual([
      '/categories/art',
      '/products?category=art&sort=newest&page=1&limit=12',
    ]);
  });

  it('when a page asks nothing of the catalogue first, or its id cannot be decoded, then there are no questions', () => {
    expect(firstQuestions('/about', q())).toEqual([]);
    expect(firstQuestions('/product/a/b', q())).toEqual([]);
    expect(firstQuestions('/product/%E0%A4%A', q())).toEqual([]);
  });
});
