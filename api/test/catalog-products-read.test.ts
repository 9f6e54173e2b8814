import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor, type FixtureProduct } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

const categories = [
  { _id: 'writing', name: 'Writing Instruments' },
  { _id: 'notebooks', name: 'Notebooks & Journals' },
  { _id: 'art', name: 'Art Supplies' },
];

const products: FixtureProduct[] = [
  {
    _id: 'w1',
    name: 'Safari Fountain Pen',
    brand: 'Lamy',
    price: 2500,
    originalPrice: 3000,
    category: 'writing',
    featured: true,
    bestSeller: true,
    rating: 4.8,
    stock: 5,
    createdAt: daysAgo(30),
  },
  {
    _id: 'w2',
    name: 'Jotter Ballpoint',
    brand: 'Parker',
    price: 650,
    category: 'writing',
    bestSeller: true,
    rating: 4.2,
    createdAt: daysAgo(200),
  },
  { _id: 'w3', name: 'G2 Gel Pen', brand: 'Pilot', price: 120, category: 'writing', rating: 4.5, createdAt: daysAgo(10) },
  {
    _id: 'w4',
    name: 'Al-Star Rollerball',
    brand: 'Lamy',
    price: 3200,
    category: 'writing',
    featured: true,
    rating: 4.0,
    stock: 0,
    createdAt: daysAgo(90),
  },
  { _id: 'w5', name: 'Sport Pen', brand: 'Kaweco', price: 1800, category: 'writing', rating: 3.9, createdAt: daysAgo(5) },
  {
    _id: 'n1',
    name: 'Classic Notebook',
    brand: 'Moleskine',
    price: 1500,
    category: 'notebooks',
    featured: true,
    bestSeller: true,
    rating: 4.7,
    createdAt: daysAgo(400),
  },
  {
    _id: 'n2',
    name: 'Dotted Journal',
    brand: 'Leuchtturm1917',
    price: 2100,
    category: 'notebooks',
    bestSeller: true,
    rating: 4.9,
    createdAt: daysAgo(120),
  },
  { _id: 'n3', name: 'Spiral Notebook', brand: 'Classmate', price: 90, category: 'notebooks', rating: 3.5, createdAt: daysAgo(1) },
  { _id: 'n4', name: 'Flexi Journal', brand: 'Paperblanks', price: 1950, category: 'notebooks', rating: 4.1, createdAt: daysAgo(60) },
  {
    _id: 'n5',
    name: 'Softcover Notebook',
    brand: 'Lamy',
    price: 999,
    category: 'notebooks',
    bestSeller: true,
    rating: 4.0,
    createdAt: daysAgo(70),
  },
  {
    _id: 'a1',
    name: 'Watercolour Pencils',
    brand: 'Faber-Castell',
    price: 899,
    category: 'art',
    bestSeller: true,
    rating: 4.6,
    createdAt: daysAgo(15),
  },
  { _id: 'a2', name: 'Oil Pastels', brand: 'Camlin', price: 150, category: 'art', bestSeller: true, rating: 4.0, createdAt: daysAgo(25) },
  {
    _id: 'a3',
    name: 'Brush Set',
    brand: 'Winsor & Newton',
    price: 1200,
    category: 'art',
    featured: true,
    rating: 4.3,
    createdAt: daysAgo(35),
  },
  {
    _id: 'a4',
    name: 'Sketch Pencils',
    brand: 'Staedtler',
    price: 300,
    category: 'art',
    bestSeller: true,
    rating: 4.4,
    createdAt: daysAgo(45),
  },
  {
    _id: 'a5',
    name: 'Sketchbook A4',
    brand: 'Brustro',
    price: 450,
    category: 'art',
    bestSeller: true,
    rating: 3.8,
    createdAt: daysAgo(55),
  },
];

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, products, categories);
});
afterAll(() => t?.close());

const ids = (list: Array<{ _id: string }>) => list.map((p) => p._id);

describe('GET /products', () => {
  it('when asked with no parameters, then it answers the first page of every product, featured first, with a total', async () => {
    const res = await t.api('GET', '/products');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 12, total: 15, pages: 2 });
    expect(res.body.data.products).toHaveLength(12);
    // Featured and best seller first: w1 and n1 are both, then w1 outranks n1 on rating.
    expect(ids(res.body.data.products).slice(0, 2)).toEqual(['w1', 'n1']);
  });

  it('when a product is listed, then it carries the category object, stock, inStock, discount and images', async () => {
    const res = await t.api('GET', '/products?search=safari');
    const [p] = res.body.data.products;
    expect(p).toMatchObject({
      _id: 'w1',
      name: 'Safari Fountain Pen',
      category: { _id: 'writing', name: 'Writing Instruments' },
      stock: 5,
      inStock: true,
      price: 2500,
      originalPrice: 3000,
      discount: 17,
      images: { mainImage: 'test.webp', additionalImages: [] },
      imageUrls: ['/uploads/products/test.webp'],
    });
  });

  it('when page 2 is asked, then it holds the remaining products', async () => {
    const first = await t.api('GET', '/products?limit=12');
    const second = await t.api('GET', '/products?page=2&limit=12');
    expect(second.body.data.pagination).toEqual({ page: 2, limit: 12, total: 15, pages: 2 });
    expect(second.body.data.products).toHaveLength(3);
    const all = new Set([...ids(first.body.data.products), ...ids(second.body.data.products)]);
    expect(all.size).toBe(15);
  });

  it('when filtered by category, then only that category is listed and the total counts only it', async () => {
    const res = await t.api('GET', '/products?category=notebooks');
    expect(res.body.data.pagination.total).toBe(5);
    expect(res.body.data.products.every((p: { category: { _id: string } }) => p.category._id === 'notebooks')).toBe(true);
  });

  it('when category is "all", then nothing is filtered out', async () => {
    const res = await t.api('GET', '/products?category=all');
    expect(res.body.data.pagination.total).toBe(15);
  });

  it('when searching by search or q, then name, brand and category name match case-insensitively', async () => {
    const byBrand = await t.api('GET', '/products?search=LAMY');
    expect(ids(byBrand.body.data.products).sort()).toEqual(['n5', 'w1', 'w4']);
    const byQ = await t.api('GET', '/products?q=journal');
    expect(ids(byQ.body.data.products).sort()).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']); // "Notebooks & Journals" matches the whole category
    const byName = await t.api('GET', '/products?search=pastels');
    expect(ids(byName.body.data.products)).toEqual(['a2']);
  });

  it('when given a price range, then only prices inside it are listed', async () => {
    const res = await t.api('GET', '/products?minPrice=500&maxPrice=1000');
    expect(ids(res.body.data.products).sort()).toEqual(['a1', 'n5', 'w2']);
  });

  it('when sorted by price-low, price-high, rating and newest, then the order follows', async () => {
    const low = await t.api('GET', '/products?sort=price-low&limit=100');
    const prices = low.body.data.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await t.api('GET', '/products?sort=price-high&limit=3');
    expect(ids(high.body.data.products)).toEqual(['w4', 'w1', 'n2']);
    const rating = await t.api('GET', '/products?sort=rating&limit=3');
    expect(ids(rating.body.data.products)).toEqual(['n2', 'w1', 'n1']);
    const newest = await t.api('GET', '/products?sort=newest&limit=3');
    expect(ids(newest.body.data.products)).toEqual(['n3', 'w5', 'w3']);
  });

  it('when filter=bestsellers or featured=true, then only those products are listed', async () => {
    const best = await t.api('GET', '/products?filter=bestsellers&limit=100');
    expect(best.body.data.pagination.total).toBe(9);
    expect(best.body.data.products.every((p: { bestSeller: boolean }) => p.bestSeller)).toBe(true);
    const featured = await t.api('GET', '/products?featured=true');
    expect(ids(featured.body.data.products).sort()).toEqual(['a3', 'n1', 'w1', 'w4']);
  });

  it('when the query is bad, then it answers 400 with a message naming the parameter', async () => {
    const cases: Array<[string, string]> = [
      ['sort=cheapest', 'sort must be one of'],
      ['minPrice=-5', 'minPrice must be 0 or more'],
      ['minPrice=abc', 'minPrice'],
      ['minPrice=900&maxPrice=100', 'minPrice must not exceed maxPrice'],
      ['limit=1000', 'limit must be at most 100'],
      ['page=0', 'page must be 1 or more'],
      ['page=1.5', 'page must be a whole number'],
      ['category=Not%20A%20Slug', 'category'],
      ['filter=cheap', 'filter must be'],
    ];
    for (const [query, message] of cases) {
      const res = await t.api('GET', `/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message, query).toContain(message);
    }
  });
});

describe('GET /products/search, /featured, /bestsellers', () => {
  it('when searching with q, then matching products come back with pagination', async () => {
    const res = await t.api('GET', '/products/search?q=pen&sort=price-low');
    expect(res.status).toBe(200);
    // "pen" is the word in Gel Pen, Sport Pen and Fountain Pen; a pencil is not a pen (a submitted
    // search matches whole words, with their forms and typos, not the start of another word).
    expect(ids(res.body.data.products)).toEqual(['w3', 'w5', 'w1']);
    expect(res.body.data.pagination.total).toBe(res.body.data.products.length);
  });

  it('when the search text is missing or blank, then it answers 400 "Search text is required"', async () => {
    for (const path of ['/products/search', '/products/search?q=', '/products/search?q=%20%20']) {
      const res = await t.api('GET', path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Search text is required' });
    }
  });

  it('when featured products are asked, then only featured ones come back', async () => {
    const res = await t.api('GET', '/products/featured');
    expect(res.status).toBe(200);
    expect(ids(res.body.data).sort()).toEqual(['a3', 'n1', 'w1', 'w4']);
  });

  it('when best sellers are asked, then 8 come back by default, best rated first, and limit changes that', async () => {
    const res = await t.api('GET', '/products/bestsellers');
    expect(res.body.data).toHaveLength(8);
    expect(res.body.data.every((p: { bestSeller: boolean }) => p.bestSeller)).toBe(true);
    expect(ids(res.body.data).slice(0, 3)).toEqual(['n2', 'w1', 'n1']);
    const three = await t.api('GET', '/products/bestsellers?limit=3');
    expect(three.body.data).toHaveLength(3);
    const bad = await t.api('GET', '/products/bestsellers?limit=zero');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('limit');
  });
});

describe('GET /products/categories/{category}/products', () => {
  it('when the category exists, then its products come back in data and as products', async () => {
    const res = await t.api('GET', '/products/categories/art/products?sort=price-low');
    expect(res.status).toBe(200);
    expect(ids(res.body.data.products)).toEqual(['a2', 'a4', 'a5', 'a1', 'a3']);
    expect(res.body.products).toEqual(res.body.data.products);
    expect(res.body.data.pagination.total).toBe(5);
  });

  it('when the category is unknown, then 404; when malformed, then 400', async () => {
    const unknown = await t.api('GET', '/products/categories/garden/products');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Category not found' });
    const malformed = await t.api('GET', '/products/categories/bad.name/products');
    expect(malformed.status).toBe(400);
  });
});

describe('GET /products/{id} and /products/{id}/related', () => {
  it('when the product exists, then its detail comes back with the full reviews list', async () => {
    const shopper = tokenFor(t, { name: 'Meera Iyer' });
    await t.api('POST', '/products/reviews', { token: shopper, body: { productId: 'n2', rating: 5, comment: 'Lovely paper.' } });
    const res = await t.api('GET', '/products/n2');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: 'n2',
      name: 'Dotted Journal',
      category: { _id: 'notebooks', name: 'Notebooks & Journals' },
      stock: 10,
      inStock: true,
      numReviews: 1,
      rating: 5,
    });
    expect(res.body.data.reviews).toEqual([
      {
        _id: expect.any(String),
        productId: 'n2',
        user: { name: 'Meera Iyer' },
        rating: 5,
        comment: 'Lovely paper.',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('when the product is unknown, then 404 "Product not found"; when the id is malformed, then 400', async () => {
    const unknown = await t.api('GET', '/products/p_nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Product not found' });
    const malformed = await t.api('GET', '/products/bad.id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('id may hold only letters, digits, - and _');
    const tooLong = await t.api('GET', `/products/${'x'.repeat(65)}`);
    expect(tooLong.status).toBe(400);
  });

  it('when related products are asked, then 4 of the same category come back, the same brand first, never itself', async () => {
    const res = await t.api('GET', '/products/w1/related');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(4);
    expect(ids(res.body.data)).not.toContain('w1');
    expect(res.body.data.every((p: { category: { _id: string } }) => p.category._id === 'writing')).toBe(true);
    expect(res.body.data[0]._id).toBe('w4'); // the other Lamy
    const two = await t.api('GET', '/products/w1/related?limit=2');
    expect(two.body.data).toHaveLength(2);
    const unknown = await t.api('GET', '/products/nope/related');
    expect(unknown.status).toBe(404);
  });
});

describe('catalogue responses and caching', () => {
  it('when a listing is fetched, then it is revalidatable (no-cache with a strong ETag) and answers 304 to its ETag', async () => {
    const first = await t.api('GET', '/products?category=art');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await t.api('GET', '/products?category=art', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('when stock changes, then the next listing and detail show it (the cache follows the catalogue)', async () => {
    const before = await t.api('GET', '/products/w3');
    expect(before.body.data.stock).toBe(10);
    const admin = tokenFor(t, { role: 'admin' });
    const put = await t.api('PUT', '/inventory/w3', { token: admin, body: { quantity: 0 } });
    expect(put.status).toBe(200);
    const after = await t.api('GET', '/products/w3');
    expect(after.body.data).toMatchObject({ stock: 0, inStock: false });
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const listed = await t.api('GET', '/products?search=g2');
    expect(listed.body.data.products[0]).toMatchObject({ _id: 'w3', stock: 0, inStock: false });
  });

  it('when a client accepts gzip, then the body arrives compressed and still parses', async () => {
    const res = await fetch(`${t.url}/api/products?limit=100`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = (await res.json()) as { data: { products: unknown[] } };
    expect(body.data.products).toHaveLength(15);
  });
});

describe('search that finds what shoppers mean', () => {
  it('when a shopper types plurals, typos or another spelling, then the products named otherwise are found', async () => {
    for (const [q, expected] of [
      ['gel pens', 'w3'],
      ['fountian pen', 'w1'],
      ['pilot', 'w3'],
    ] as const) {
      const res = await t.api('GET', `/products/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(ids(res.body.data.products), q).toContain(expected);
    }
  });

  it('when a search finds nothing, then it offers a correction that finds something', async () => {
    const res = await t.api('GET', '/products?search=fontan%20pennn');
    expect(res.body.data.products).toEqual([]);
    expect(res.body.data.didYouMean).toBe('fountain pen');
  });

  it('when text is being typed, then /products/suggest answers the best products with the matched part of their names, and matching categories', async () => {
    const res = await t.api('GET', '/products/suggest?q=gel%20p');
    expect(res.status).toBe(200);
    expect(ids(res.body.data.products)[0]).toBe('w3');
    const name = res.body.data.products[0].name as string;
    const marked = (res.body.data.highlights.w3 as Array<{ start: number; end: number }>).map((h) => name.slice(h.start, h.end));
    expect(marked).toEqual(['Gel', 'P']);
    const cats = await t.api('GET', '/products/suggest?q=writ');
    expect(cats.body.data.categories.map((c: { _id: string }) => c._id)).toContain('writing');
    expect((await t.api('GET', '/products/suggest?q=')).status).toBe(400);
    expect((await t.api('GET', `/products/suggest?q=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe("the price range's top and the sidebar's category counts", () => {
  beforeAll(async () => {
    // A pen dearer than the listing's default price range (0 to 10000).
    await insertCatalog(
      t,
      [{ _id: 'w9', name: 'Custom 74 Fountain Pen', brand: 'Pilot', price: 15000, category: 'writing', rating: 4.9 }],
      [],
    );
  });

  it('when no maxPrice is given, then nothing is bounded above: the dearest pen is listed and found', async () => {
    const all = await t.api('GET', '/products?limit=100');
    expect(ids(all.body.data.products)).toContain('w9');
    expect(all.body.data.pagination.total).toBe(16);
    const found = await t.api('GET', '/products/search?q=custom%2074');
    expect(ids(found.body.data.products)).toEqual(['w9']);
  });

  it('when an api caller gives maxPrice (10000 too), then it is a real bound', async () => {
    const bounded = await t.api('GET', '/products?minPrice=0&maxPrice=10000&limit=100');
    expect(ids(bounded.body.data.products)).not.toContain('w9');
    expect(bounded.body.data.pagination.total).toBe(15);
  });

  it('when a listing is answered, then its category counts follow the search and the other filters, not the category filter', async () => {
    const all = await t.api('GET', '/products');
    expect(all.body.data.categoryCounts).toEqual({ writing: 6, notebooks: 5, art: 5 });
    // "pen" finds only writing instruments (and no paper): the counts say so, whichever category is chosen.
    const pens = await t.api('GET', '/products?search=pen&category=notebooks');
    const anyCategory = await t.api('GET', '/products?search=pen');
    expect(pens.body.data.categoryCounts).toEqual(anyCategory.body.data.categoryCounts);
    const counts = anyCategory.body.data.categoryCounts as Record<string, number>;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(anyCategory.body.data.pagination.total);
    expect(counts.notebooks ?? 0).toBeLessThan(5);
    // A price bound narrows them too; /products/search answers them alike.
    const cheap = await t.api('GET', '/products?maxPrice=1000');
    const cheapTotal = Object.values(cheap.body.data.categoryCounts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(cheapTotal).toBe(cheap.body.data.pagination.total);
    const searched = await t.api('GET', '/products/search?q=pen');
    expect(searched.body.data.categoryCounts).toEqual(counts);
  });
});
