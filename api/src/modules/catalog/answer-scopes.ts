/**
 * What a public catalogue answer depends on (its scope), so that a change empties only the
 * cached answers it can alter. Stock changes are the frequent ones (every order takes stock), and
 * an answer shows a product's stock only if it shows that product:
 * - categories (list, counts, one category): no stock at all, only catalogue changes;
 * - one product (GET /products/{id}): that product's stock;
 * - a list within one category (related products, a category's listing, any list filtered by
 *   category): the stock of that category's products (it shows them, and `inStock` may move one
 *   in or out of a filtered list or change the order of related products);
 * - any other list (listing, search, featured, bestsellers across categories): any stock.
 * Everything but stock (products, categories, reviews) can change any answer, so it counts
 * for every scope.
 */

/** Scope of the answers about categories. */
export const CATEGORIES_SCOPE = 'categories';
/** Scope of the answers that show one product. */
export const productScope = (productId: string): string => `product:${productId}`;
/** Scope of the answers that list products of one category. */
export const categoryScope = (categoryId: string): string => `category:${categoryId}`;
/** Scope of a product list: its category's when it is filtered by one, else every product's (none). */
export const listingScope = (query: { category?: string | undefined }): string | undefined =>
  query.category ? categoryScope(query.category) : undefined;

/**
 * Versions by scope, fed by the catalogue index: each is the index version at the last change
 * the scope depends on, so each only grows and equals the index version right after such a change.
 */
export function createAnswerVersions() {
  let catalogue = 0;
  let anyStock = 0;
  const stockOfProduct = new Map<string, number>();
  const stockInCategory = new Map<string, number>();
  return {
    /** A product, category or review changed (at index version `version`). */
    catalogueChanged(version: number): void {
      catalogue = version;
    },
    /** A product's quantity changed; `categoryId` is its category, when the product is known. */
    stockChanged(version: number, productId: string, categoryId: string | undefined): void {
      anyStock = version;
      stockOfProduct.set(productId, version);
      if (categoryId) stockInCategory.set(categoryId, version);
    },
    /** The version answers in `scope` are valid for (no scope: every change counts). */
    versionOf(scope: string | undefined): number {
      if (scope === CATEGORIES_SCOPE) return catalogue;
      if (scope?.startsWith('product:')) return Math.max(catalogue, stockOfProduct.get(scope.slice('product:'.length)) ?? 0);
      if (scope?.startsWith('category:')) return Math.max(catalogue, stockInCategory.get(scope.slice('category:'.length)) ?? 0);
      return Math.max(catalogue, anyStock);
    },
  };
}
export type AnswerVersions = ReturnType<typeof createAnswerVersions>;
