/**
 * The message groups the storefront's first screen needs (the cart, products, categories, promo
 * codes and answers that fail), word for word. A module of their own so the PWA's entry chunk holds
 * only them: `MESSAGES` (messages.ts) has every screen's messages, and is reached only by the
 * screens loaded later. MESSAGES.cart is CART_MESSAGES, and so on.
 */
export const CART_MESSAGES = {
  add: 'Failed to add to cart',
  update: 'Failed to update cart item',
  remove: 'Failed to remove from cart',
  clear: 'Failed to clear cart',
  merge: 'Failed to merge cart',
  exceedsInventory: 'Requested quantity exceeds available inventory.',
  empty: 'Your cart is empty',
  emptyHint: 'Add some products to get started',
} as const;

export const PRODUCTS_MESSAGES = {
  fetchAll: 'Failed to fetch products',
  fetchOne: 'Failed to fetch product',
  fetchByCategory: 'Failed to fetch products by category',
  search: 'Failed to search products',
  featured: 'Failed to fetch featured products',
  bestsellers: 'Failed to fetch bestsellers',
  related: 'Failed to fetch related products',
  create: 'Failed to create product',
  addReview: 'Failed to add review',
  update: 'Failed to update product',
  delete: 'Failed to delete product',
  notFoundTitle: 'Product Not Found',
  notFound: "The product you're looking for doesn't exist.",
  errorLoadingTitle: 'Error Loading Products',
  noSearchResults: 'No products found',
  inStockForNow: (n: number) => `${n} items are in stock for now.`,
} as const;

export const CATEGORY_MESSAGES = {
  fetchAll: 'Failed to fetch categories',
  quantity: 'Failed to fetch categories quantity',
  fetchOne: 'Failed to fetch category',
  create: 'Failed to create category',
  update: 'Failed to update category',
  delete: 'Failed to delete category',
  created: 'Category created successfully!',
  updated: 'Category updated successfully!',
  saveFailed: 'Failed to save category.',
  mustLogInToDelete: 'You must be logged in to delete a category.',
} as const;

export const PROMO_MESSAGES = {
  invalid: 'Invalid promo code',
  /** Under the product's price and in the cart's summary. */
  gstAtCheckout: '18% GST is added at checkout.',
} as const;

export const RESPONSE_MESSAGES = {
  invalidResponse: 'Invalid response from server',
  httpError: (status: number) => `HTTP error! status: ${status}`,
} as const;
