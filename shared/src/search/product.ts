import type { Product } from '../product.js';
import type { SearchableProduct } from './engine.js';

/** A product's description and features as distinct words (the catalogue snapshot's, decision 018). */
export interface ProductTextWords {
  description: string;
  features: string;
}

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
