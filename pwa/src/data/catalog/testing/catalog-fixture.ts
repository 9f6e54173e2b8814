/** A small, believable catalogue for the data-layer tests, in the public databases' document shapes. */
import type { CategoryDoc, InventoryDoc, ProductDoc, ReviewDoc } from '@store/shared';

const at = (day: number) => new Date(Date.UTC(2025, 0, day)).toISOString();

export const categoryDocs: CategoryDoc[] = [
  { _id: 'writing', type: 'category', schemaVersion: 1, name: 'Writing', description: 'Pens and inks', image: 'writing.webp', color: '#1f3a5f', createdAt: at(1), updatedAt: at(1) },
  { _id: 'notebooks', type: 'category', schemaVersion: 1, name: 'Notebooks', description: 'Paper to fill', image: null, color: '#b8892e', createdAt: at(2), updatedAt: at(2) },
];

function product(id: string, fields: Partial<ProductDoc> & Pick<ProductDoc, 'name' | 'price' | 'category'>): ProductDoc {
  return {
    _id: id,
    type: 'product',
    schemaVersion: 1,
    brand: 'Inkwell',
    description: `${fields.name}, made to last.`,
    specification: '',
    features: [],
    originalPrice: null,
    images: { mainImage: `${id}.webp`, additionalImages: [] },
    badge: null,
    featured: false,
    bestSeller: false,
    rating: 0,
    numReviews: 0,
    createdAt: at(3),
    updatedAt: at(3),
    ...fields,
  };
}

export const productDocs: ProductDoc[] = [
  product('p-fountain', { name: 'Midnight Fountain Pen', brand: 'Lamy', price: 2500, originalPrice: 3200, category: 'writing', featured: true, bestSeller: true, rating: 4.5, numReviews: 2, createdAt: at(10), images: { mainImage: 'p-fountain.webp', additionalImages: ['p-fountain-2.webp'] } }),
  product('p-gel', { name: 'Smooth Gel Pen', brand: 'Pilot', price: 120, category: 'writing', bestSeller: true, rating: 4, numReviews: 1, createdAt: at(5) }),
  product('p-ink', { name: 'Blue Ink Bottle', brand: 'Parker', price: 450, originalPrice: 500, category: 'writing', rating: 3, createdAt: at(7) }),
  product('p-dotted', { name: 'Dotted Journal A5', brand: 'Leuchtturm', price: 1299, category: 'notebooks', featured: true, rating: 5, numReviews: 1, createdAt: at(12) }),
  product('p-spiral', { name: 'Spiral Notebook', brand: 'Classmate', price: 99, category: 'notebooks', createdAt: at(4) }),
];

export const inventoryDocs: InventoryDoc[] = [
  { _id: 'p-fountain', type: 'inventory', schemaVersion: 1, product: 'p-fountain', quantity: 3, updatedAt: at(10) },
  { _id: 'p-gel', type: 'inventory', schemaVersion: 1, product: 'p-gel', quantity: 50, updatedAt: at(5) },
  { _id: 'p-ink', type: 'inventory', schemaVersion: 1, product: 'p-ink', quantity: 0, updatedAt: at(7) },
  { _id: 'p-dotted', type: 'inventory', schemaVersion: 1, product: 'p-dotted', quantity: 8, updatedAt: at(12) },
  { _id: 'p-spiral', type: 'inventory', schemaVersion: 1, product: 'p-spiral', quantity: 20, updatedAt: at(4) },
];

export const reviewDocs: ReviewDoc[] = [
  { _id: 'r-1', type: 'review', schemaVersion: 1, productId: 'p-fountain', user: { name: 'Asha' }, rating: 5, comment: 'Writes like silk.', createdAt: at(11) },
  { _id: 'r-2', type: 'review', schemaVersion: 1, productId: 'p-fountain', user: { name: 'Ravi' }, rating: 4, comment: 'Lovely nib.', createdAt: at(13) },
  { _id: 'r-3', type: 'review', schemaVersion: 1, productId: 'p-gel', user: { name: 'Meera' }, rating: 4, comment: 'Smooth.', createdAt: at(6) },
  { _id: 'r-4', type: 'review', schemaVersion: 1, productId: 'p-dotted', user: { name: 'Kabir' }, rating: 5, comment: 'Great paper.', createdAt: at(14) },
];

export const fixtureDocs = { categories: categoryDocs, products: productDocs, inventory: inventoryDocs, reviews: reviewDocs };
