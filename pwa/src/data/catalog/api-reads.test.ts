import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, toCategoryView, toProductView } from '@store/shared';
import { fetchCategories, fetchProduct, fetchProducts, seenProduct } from './api-reads.js';
import { categoryDocs, inventoryDocs, parsedProductDocs } from './testing/catalog-fixture.js';

const [fountainDoc, gelDoc] = parsedProductDocs;
const stockOf = (id: string) => inventoryDocs.find((i) => i._id === id)?.quantity ?? 0;
const [writingDoc] = categoryDocs;
if (!fountainDoc || !gelDoc || !writingDoc) throw new Error('fixture changed');
const fountain = toProductView(fountainDoc, writingDoc, stockOf);
const gel = toProductView(gelDoc, writingDoc, stockOf);

/** The api answering each path with its envelope. */
function serve(routes: Record<string, unknown>) {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = url.replace(/^\/api/, '');
    return path in routes ? Response.json({ success: true, data: routes[path] }) : Response.json({ success: false, message: 'Not found' }, { status: 404 });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('catalogue reads from /api', () => {
  it('when a product page is answered, then its products and total come back and are remembered for the cart', async () => {
    serve({ '/products?limit=2': { products: [fountain, gel], pagination: { page: 1, limit: 2, total: 5, pages: 3 } } });
    const page = await fetchProducts({ limit: 2 });
    expect(page).toEqual({ products: [fountain, gel], total: 5 });
    expect(seenProduct('p-gel')).toEqual(gel);
  });

  it('when a product in the answer has the wrong shape, then the answer is refused with the invalid-response message', async () => {
    serve({ '/products': { products: [{ ...fountain, price: 'cheap' }], pagination: { page: 1, limit: 12, total: 1, pages: 1 } } });
    await expect(fetchProducts({})).rejects.toThrow(MESSAGES.invalidResponse);
  });

  it('when a product is answered with its reviews, then each review gets its product and an id', async () => {
    const reviews = [
      { _id: 'r-1', user: { name: 'Asha' }, rating: 5, comment: 'Writes like silk.', createdAt: '2025-01-11T00:00:00.000Z' },
      { user: { name: 'Ravi' }, rating: 4, comment: 'Lovely nib.', createdAt: '2025-01-13T00:00:00.000Z' },
    ];
    serve({ '/products/p-fountain': { ...fountain, reviews } });
    const { product, reviews: read } = await fetchProduct('p-fountain');
    expect(product).toEqual({ ...fountain, reviews: [{ rating: 5 }, { rating: 4 }] });
    expect(read.map((r) => [r._id, r.productId, r.user.name])).toEqual([
      ['r-1', 'p-fountain', 'Asha'],
      ['p-fountain-1', 'p-fountain', 'Ravi'],
    ]);
  });

  it('when the categories are answered, then they come back parsed', async () => {
    const writing = toCategoryView(writingDoc, 3);
    serve({ '/categories': [writing] });
    await expect(fetchCategories()).resolves.toEqual([writing]);
  });

  it('when the categories answer is not a list, then it is refused with the invalid-response message', async () => {
    serve({ '/categories': { name: 'Writing' } });
    await expect(fetchCategories()).rejects.toThrow(MESSAGES.invalidResponse);
  });
});
