import { describe, expect, it } from 'vitest';
import { discountPercent } from '@store/shared';
import { buildSnapshot } from './snapshot.js';
import { queryProducts, relatedProducts, searchSuggestions } from './query.js';
import { fixtureDocs } from './testing/catalog-fixture.js';

// The replica stores CouchDB's _id as id; build the snapshot from docs shaped that way.
const asReplicaDocs = <T extends { _id: string }>(docs: T[]) => docs.map(({ _id, ...rest }) => ({ id: _id, ...rest }));
const snapshot = buildSnapshot({
  products: asReplicaDocs(fixtureDocs.products),
  categories: asReplicaDocs(fixtureDocs.categories),
  inventory: asReplicaDocs(fixtureDocs.inventory),
  reviews: asReplicaDocs(fixtureDocs.reviews),
});
const ids = (f: Parameters<typeof queryProducts>[1]) => queryProducts(snapshot, f, Date.UTC(2025, 0, 20)).products.map((p) => p._id);

describe('listing the replicated catalogue', () => {
  it('when no filter is given, then featured products come first, then best sellers, then newest', () => {
    expect(ids({})).toEqual(['p-fountain', 'p-dotted', 'p-gel', 'p-ink', 'p-spiral']);
  });

  it('when sorted by price, then low-to-high and high-to-low follow the price', () => {
    expect(ids({ sort: 'price-low' })).toEqual(['p-spiral', 'p-gel', 'p-ink', 'p-dotted', 'p-fountain']);
    expect(ids({ sort: 'price-high' })).toEqual(['p-fountain', 'p-dotted', 'p-ink', 'p-gel', 'p-spiral']);
  });

  it('when sorted by rating or newest, then the best rated or most recent come first', () => {
    expect(ids({ sort: 'rating' })).toEqual(['p-dotted', 'p-fountain', 'p-gel', 'p-ink', 'p-spiral']);
    expect(ids({ sort: 'newest' })).toEqual(['p-dotted', 'p-fountain', 'p-ink', 'p-gel', 'p-spiral']);
  });

  it('when a category, a price range or a minimum rating is chosen, then only matching products remain', () => {
    expect(ids({ category: 'notebooks' })).toEqual(['p-dotted', 'p-spiral']);
    expect(ids({ minPrice: 100, maxPrice: 1300, sort: 'price-low' })).toEqual(['p-gel', 'p-ink', 'p-dotted']);
    expect(ids({ minRating: 4.5, sort: 'rating' })).toEqual(['p-dotted', 'p-fountain']);
  });

  it('when a quick filter is chosen, then best sellers, featured, sale or new products remain', () => {
    expect(ids({ filter: 'bestsellers' })).toEqual(['p-fountain', 'p-gel']);
    expect(ids({ filter: 'featured' })).toEqual(['p-fountain', 'p-dotted']);
    expect(ids({ filter: 'sale', sort: 'price-low' })).toEqual(['p-ink', 'p-fountain']);
    expect(ids({ filter: 'new', sort: 'newest' })).toEqual(['p-dotted', 'p-fountain', 'p-ink', 'p-gel', 'p-spiral']);
  });

  it('when searching, then name, brand and category name match case-insensitively', () => {
    expect(ids({ search: 'PEN', sort: 'price-low' })).toEqual(['p-gel', 'p-fountain']);
    expect(ids({ search: 'leuchtturm' })).toEqual(['p-dotted']);
    expect(ids({ search: 'notebooks', sort: 'price-low' })).toEqual(['p-spiral', 'p-dotted']);
    expect(ids({ search: 'no such thing' })).toEqual([]);
  });

  it('when paging, then each page holds `limit` products and the total counts them all', () => {
    const first = queryProducts(snapshot, { sort: 'price-low', limit: 2, page: 1 });
    const third = queryProducts(snapshot, { sort: 'price-low', limit: 2, page: 3 });
    expect(first.products.map((p) => p._id)).toEqual(['p-spiral', 'p-gel']);
    expect(third.products.map((p) => p._id)).toEqual(['p-fountain']);
    expect(first.total).toBe(5);
  });
});

describe("the sidebar's category counts on the replica", () => {
  const counts = (f: Parameters<typeof queryProducts>[1]) => queryProducts(snapshot, f, Date.UTC(2025, 0, 20)).categoryCounts;

  it('when nothing narrows the listing, then each category counts all its products', () => {
    expect(counts({})).toEqual({ writing: 3, notebooks: 2 });
  });

  it('when a search is given, then the counts are what each category would list with it, whichever category is chosen', () => {
    expect(counts({ search: 'pen' })).toEqual({ writing: 2 });
    expect(counts({ search: 'pen', category: 'notebooks' })).toEqual({ writing: 2 });
  });

  it('when a price bound or a quick filter is on, then the counts follow it and add up to what is listed', () => {
    const cheap = queryProducts(snapshot, { maxPrice: 1300 });
    expect(Object.values(cheap.categoryCounts ?? {}).reduce((a, b) => a + b, 0)).toBe(cheap.total);
    expect(counts({ filter: 'featured' })).toEqual({ writing: 1, notebooks: 1 });
  });
});

describe('header search suggestions', () => {
  it('when one character is typed, then products whose name or category name has a word starting with it are suggested', () => {
    const s = searchSuggestions(snapshot, 'W');
    expect(s.products.map((p) => p._id)).toEqual(['p-fountain', 'p-gel', 'p-ink']);
    expect(s.categories.map((c) => c._id)).toEqual(['writing']);
  });

  it('when nothing is typed, then nothing is suggested', () => {
    expect(searchSuggestions(snapshot, '  ')).toEqual({ products: [], categories: [], highlights: {}, variantHits: {} });
  });
});

describe('related products and prices', () => {
  it('when a product is shown, then others of its category are related, best rated first', () => {
    expect(relatedProducts(snapshot, 'p-gel').map((p) => p._id)).toEqual(['p-fountain', 'p-ink']);
    expect(relatedProducts(snapshot, 'unknown')).toEqual([]);
  });

  it('when there is an original price, then the replica shows the rounded percent off', () => {
    expect(snapshot.productById.get('p-fountain')?.discount).toBe(discountPercent(2500, 3200));
    expect(snapshot.productById.get('p-fountain')?.discount).toBe(22);
    expect(snapshot.productById.get('p-gel')?.discount).toBe(0);
  });
});
