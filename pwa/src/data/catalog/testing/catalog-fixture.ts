/** A small, believable catalogue for the data-layer tests, in the public databases' document shapes. */
import { ProductDocSchema, type CategoryDoc, type InventoryDoc, type ProductDoc, type ReviewDoc } from '@store/shared';

/** A product document as written before variants (decision 042): read as one variant whose id is the product's. */
export type LegacyProductDoc = Omit<ProductDoc, 'options' | 'variants'>;

const at = (day: number) => new Date(Date.UTC(2025, 0, day)).toISOString();

export const categoryDocs: CategoryDoc[] = [
  { _id: 'writing', type: 'category', schemaVersion: 1, name: 'Writing', description: 'Pens and inks', image: 'writing.webp', color: '#1f3a5f', createdAt: at(1), updatedAt: at(1) },
  { _id: 'notebooks', type: 'category', schemaVersion: 1, name: 'Notebooks', description: 'Paper to fill', image: null, color: '#b8892e', createdAt: at(2), updatedAt: at(2) },
];

function product(id: string, fields: Partial<LegacyProductDoc> & Pick<LegacyProductDoc, 'name' | 'price' | 'category'>): LegacyProductDoc {
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

/** Written as documents from before variants: each reads as a single variant with the product's id. */
export const productDocs: LegacyProductDoc[] = [
  product('p-fountain', { name: 'Midnight Fountain Pen', brand: 'Lamy', countryOfOrigin: 'Germany', price: 2500, originalPrice: 3200, category: 'writing', featured: true, bestSeller: true, rating: 4.5, numReviews: 2, createdAt: at(10), images: { mainImage: 'p-fountain.webp', additionalImages: ['p-fountain-2.webp'] } }),
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

/** The fixture's products as the shared schema reads them (each with its single variant). */
export const parsedProductDocs: ProductDoc[] = productDocs.map((d) => ProductDocSchema.parse(d));

/**
 * A product with variants (decision 042): a gel pen in three colours and two tips, its blue 0.5
 * sold out, its red with images of its own; each variant's stock in its own inventory record.
 */
export const energelDoc: ProductDoc = {
  ...product('p-energel', { name: 'Energel Gel Pen', brand: 'Pentel', price: 60, category: 'writing', rating: 4.2, createdAt: at(8) }),
  options: [
    { name: 'Colour', values: ['Black', 'Blue', 'Red'] },
    { name: 'Tip', values: ['0.5 mm', '0.7 mm'] },
  ],
  variants: [
    { id: 'p-energel', sku: 'EN-BK-05', values: ['Black', '0.5 mm'], price: 60, originalPrice: null, images: null },
    { id: 'p-energel-bl05', sku: 'EN-BL-05', values: ['Blue', '0.5 mm'], price: 60, originalPrice: null, images: null },
    { id: 'p-energel-rd05', sku: 'EN-RD-05', values: ['Red', '0.5 mm'], price: 60, originalPrice: null, images: { mainImage: 'p-energel-red.webp', additionalImages: ['p-energel-red-2.webp'] } },
    { id: 'p-energel-bl07', sku: 'EN-BL-07', values: ['Blue', '0.7 mm'], price: 70, originalPrice: 80, images: null },
  ],
};

export const energelInventory: InventoryDoc[] = [
  { _id: 'p-energel', type: 'inventory', schemaVersion: 1, product: 'p-energel', quantity: 10, updatedAt: at(8) },
  { _id: 'p-energel-bl05', type: 'inventory', schemaVersion: 1, product: 'p-energel', quantity: 0, updatedAt: at(8) },
  { _id: 'p-energel-rd05', type: 'inventory', schemaVersion: 1, product: 'p-energel', quantity: 5, updatedAt: at(8) },
  { _id: 'p-energel-bl07', type: 'inventory', schemaVersion: 1, product: 'p-energel', quantity: 3, updatedAt: at(8) },
];

/** The fixture with the variant product added. */
export const fixtureDocsWithVariants = {
  ...fixtureDocs,
  products: [...productDocs, energelDoc],
  inventory: [...inventoryDocs, ...energelInventory],
};
