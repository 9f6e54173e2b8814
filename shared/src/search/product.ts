import type { Product } from '../product.js';
import type { SearchableProduct } from './engine.js';

/** A product's description and features as distinct words (the catalogue snapshot's, decision 018). */
export interface ProductTextWords {
  description: string;
  features: string;
}

/** What search reads of a product as shoppers see it. */
export type SearchedProduct = Pick<
  Product,
  '_id' | 'name' | 'brand' | 'category' | 'description' | 'features' | 'options' | 'variants' | 'totalStock'
>;

/**
 * Its options' names and the values its variants have ("Colour Blue Black Nib F M"), once each:
 * a query naming a colour, a nib or a size finds the product (docs/decisions/042).
 */
export function optionWords(p: Pick<Product, 'options' | 'variants'>): string {
  if (p.options.length === 0) return '';
  const parts = p.options.map((o, k) => {
    const values = new Set<string>();
    for (const v of p.variants) if (v.values[k] !== undefined) values.add(v.values[k]!);
    return [o.name, ...values].join('\n');
  });
  return parts.join('\n');
}

/** What search reads of a product as shoppers see it (api and replica alike). In stock: any variant. */
export const searchableProduct = (p: SearchedProduct): SearchableProduct => ({
  id: p._id,
  name: p.name,
  brand: p.brand,
  category: p.category.name,
  options: optionWords(p),
  description: p.description,
  features: p.features,
  inStock: p.totalStock > 0,
});
