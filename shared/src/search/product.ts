import type { Product } from '../product.js';
import type { SearchableProduct } from './engine.js';

/** What search reads of a product as shoppers see it (api and replica alike). */
export const searchableProduct = (
  p: Pick<Product, '_id' | 'name' | 'brand' | 'category' | 'description' | 'features' | 'inStock'>,
): SearchableProduct => ({
  id: p._id,
  name: p.name,
  brand: p.brand,
  category: p.category.name,
  description: p.description,
  features: p.features,
  inStock: p.inStock,
});
