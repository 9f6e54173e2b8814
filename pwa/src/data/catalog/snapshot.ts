/**
 * Turns the replicated documents (products, categories, inventory, reviews) into the shapes /api
 * answers (`Product`, `Category`, `Review` of @store/shared, built with the api's own
 * `toProductView`), so a screen cannot tell which source answered. Pure: no database, no React.
 */
import {
  CatalogSnapshotEnvelopeSchema,
  isSnapshotRow,
  productDocOfRow,
  productImageUrl,
  productOwnImages,
  toCategoryView,
  compareCategories,
  toProductView,
  toReviewView,
  CategoryDocSchema,
  InventoryDocSchema,
  ProductDocSchema,
  ReviewDocSchema,
  type CatalogSnapshotBody,
  type Category,
  type CategoryDoc,
  type InventoryDoc,
  type Product,
  type ProductDoc,
  type ProductTextWords,
  type Review,
  type ReviewDoc,
  type SnapshotProduct,
} from '@store/shared';

export interface CatalogDocs {
  products: readonly unknown[];
  categories: readonly unknown[];
  inventory: readonly unknown[];
  reviews: readonly unknown[];
}

/** Everything the catalogue hooks read, built once per replica change. */
export interface CatalogSnapshot {
  products: Product[];
  productById: Map<string, Product>;
  categories: Category[];
  categoryById: Map<string, Category>;
  reviewsByProduct: Map<string, Review[]>;
  /**
   * The description and features words of products that came from the snapshot (their text is
   * not on the device until their page is opened): search reads these, so it finds what /api finds.
   */
  searchWords?: ReadonlyMap<string, ProductTextWords>;
}

/** The replica stores the CouchDB `_id` as `id` (RxDB field names cannot start with `_`). */
function withCouchId(doc: unknown): unknown {
  if (doc && typeof doc === 'object' && 'id' in doc && !('_id' in doc)) return { ...doc, _id: (doc as { id: unknown }).id };
  return doc;
}

function parseAll<T>(docs: readonly unknown[], parse: (d: unknown) => { success: true; data: T } | { success: false }): T[] {
  const out: T[] = [];
  for (const raw of docs) {
    const parsed = parse(withCouchId(raw));
    // A document that does not match the shared schema is skipped rather than crashing a screen.
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}


/** The replicated documents, checked against the shared schemas (deleted and invalid ones dropped). */
export interface ParsedDocs {
  products: ProductDoc[];
  categories: CategoryDoc[];
  inventory: InventoryDoc[];
  reviews: ReviewDoc[];
}

export const PARSERS = {
  products: (docs: readonly unknown[]) => parseAll(docs, (d) => ProductDocSchema.safeParse(d)).filter((d) => !d._deleted),
  categories: (docs: readonly unknown[]) => parseAll(docs, (d) => CategoryDocSchema.safeParse(d)).filter((d) => !d._deleted),
  inventory: (docs: readonly unknown[]) => parseAll<InventoryDoc>(docs, (d) => InventoryDocSchema.safeParse(d)).filter((d) => !d._deleted),
  reviews: (docs: readonly unknown[]) => parseAll(docs, (d) => ReviewDocSchema.safeParse(d)).filter((d) => !d._deleted),
} satisfies { [K in keyof ParsedDocs]: (docs: readonly unknown[]) => ParsedDocs[K] };

export function buildSnapshot(docs: CatalogDocs): CatalogSnapshot {
  return joinSnapshot({
    products: PARSERS.products(docs.products),
    categories: PARSERS.categories(docs.categories),
    inventory: PARSERS.inventory(docs.inventory),
    reviews: PARSERS.reviews(docs.reviews),
  });
}

/** Joins parsed documents into the shapes /api answers. */
export function joinSnapshot({ products, categories, inventory, reviews }: ParsedDocs): CatalogSnapshot {
  // Stock by variant id: an inventory record's id is its variant's (decision 042).
  const stockById = new Map(inventory.map((i) => [i._id, i.quantity]));
  return joinViews(products, categories, stockById, reviews);
}

/** Joins products, categories, each variant's stock (0 for one not in `stockById`) and reviews into the shapes /api answers. */
function joinViews(
  productDocs: readonly ProductDoc[],
  categoryDocs: readonly CategoryDoc[],
  stockById: ReadonlyMap<string, number>,
  reviewDocs: readonly ReviewDoc[],
): CatalogSnapshot {
  const categoryDocById = new Map(categoryDocs.map((c) => [c._id, c]));
  const stockOf = (variantId: string) => stockById.get(variantId) ?? 0;
  const reviewsByProduct = new Map<string, Review[]>();
  for (const doc of reviewDocs) {
    const list = reviewsByProduct.get(doc.productId) ?? [];
    list.push(toReviewView(doc));
    reviewsByProduct.set(doc.productId, list);
  }
  // Newest review first, as the detail page lists them.
  for (const list of reviewsByProduct.values()) list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  const counts = new Map<string, number>();
  const products: Product[] = [];
  for (const doc of productDocs) {
    // The same function the api uses, so a product looks the same online and offline.
    products.push(toProductView(doc, categoryDocById.get(doc.category), stockOf, reviewsByProduct.get(doc._id) ?? []));
    counts.set(doc.category, (counts.get(doc.category) ?? 0) + 1);
  }
  const categories = categoryDocs
    .map((c) => toCategoryView(c, counts.get(c._id) ?? 0))
    .sort(compareCategories);
  return {
    products,
    productById: new Map(products.map((p) => [p._id, p])),
    categories,
    categoryById: new Map(categories.map((c) => [c._id, c])),
    reviewsByProduct,
  };
}

/** The api's snapshot as the replica keeps it: each product's listing fields, variants and their stock, and the categories. */
export interface BaseCatalog {
  hash: string;
  checkpoints: CatalogSnapshotBody['checkpoints'];
  rows: Map<string, SnapshotProduct>;
  categories: CategoryDoc[];
}

/** Reads a snapshot body (GET /api/catalog/snapshot): its envelope checked against the shared schema, its rows with `isSnapshotRow`; throws when either does not match. */
export function parseSnapshotBody(text: string): BaseCatalog {
  // The envelope with zod, the rows with the shape check made for them (docs/decisions/043).
  const body = CatalogSnapshotEnvelopeSchema.parse(JSON.parse(text));
  const rows: BaseCatalog['rows'] = new Map();
  for (const [i, row] of body.products.entries()) {
    if (!isSnapshotRow(row)) throw new Error(`catalogue snapshot: row ${i} does not match its columns`);
    rows.set(row[0], productDocOfRow(row));
  }
  return { hash: body.hash, checkpoints: body.checkpoints, rows, categories: body.categories.map((c) => ({ ...c })) };
}

/**
 * What the changes feeds brought after the snapshot's checkpoint, by id: the newest document, or
 * null for one deleted since.
 */
export interface FeedDocs {
  products: ReadonlyMap<string, ProductDoc | null>;
  inventory: ReadonlyMap<string, InventoryDoc | null>;
  categories: ReadonlyMap<string, CategoryDoc | null>;
}

/** The api's catalogue snapshot, read: its text (stored as it came), the catalogue it holds, and that catalogue joined with no feed changes yet. */
export interface LoadedSnapshot {
  text: string;
  base: BaseCatalog;
  joined: CatalogSnapshot;
}

export const NO_FEED_CHANGES: FeedDocs = { products: new Map(), inventory: new Map(), categories: new Map() };

/**
 * Reads GET /api/catalog/snapshot (`apiUrl` ends in '/'), or the answer to that request already
 * sent (`asked`, a first visit's early request); throws on a failed answer or a body that does not
 * match the shared schema. `onMark` hears the steps the benchmarks time (asked, arrived, fetched: read).
 */
export async function fetchSnapshot(
  apiUrl: string,
  fetchFn: typeof fetch,
  onMark?: (name: string) => void,
  asked?: Promise<Response>,
): Promise<LoadedSnapshot> {
  if (!asked) onMark?.('snapshot-asked');
  const res = await (asked ?? fetchFn(`${apiUrl}catalog/snapshot`));
  if (!res.ok) throw new Error(`catalogue snapshot: HTTP ${res.status}`);
  const text = await res.text();
  onMark?.('snapshot-arrived');
  const base = parseSnapshotBody(text);
  const joined = joinCatalog(base, NO_FEED_CHANGES);
  onMark?.('snapshot-fetched');
  return { text, base, joined };
}

/** The snapshot with the feeds' changes on top, joined into the shapes /api answers (product details empty). */
export function joinCatalog(base: BaseCatalog, feed: FeedDocs): CatalogSnapshot {
  const categories = new Map(base.categories.map((c) => [c._id, c]));
  for (const [id, doc] of feed.categories) {
    if (doc) categories.set(id, doc);
    else categories.delete(id);
  }
  const products: ProductDoc[] = [];
  const stock = new Map<string, number>();
  const searchWords = new Map<string, ProductTextWords>();
  for (const [id, row] of base.rows) {
    // The snapshot's stock of each variant stands until the inventory feed brings its record, also
    // for a product whose document the feed replaced (an edit does not touch stock).
    for (const [variantId, quantity] of row.stock) stock.set(variantId, quantity);
    if (feed.products.has(id)) continue;
    products.push(row.doc);
    searchWords.set(id, row.words);
  }
  for (const doc of feed.products.values()) if (doc) products.push(doc);
  // Inventory records are keyed by variant id.
  for (const [variantId, doc] of feed.inventory) stock.set(variantId, doc?.quantity ?? 0);
  // Primary-key order, as before: an answer never depends on when a document arrived.
  products.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  const joined = joinViews(products, [...categories.values()], stock, []);
  return { ...joined, searchWords };
}

/** A product's details as the replica keeps them for the products a shopper opened. */
export interface ProductDetails {
  id: string;
  description: string;
  specification: string;
  features: string[];
  additionalImages: string[];
  reviews: Review[];
  /** The product's `updatedAt` the details belong to. */
  updatedAt: string;
  fetchedAt: number;
  viewedAt: number;
}

/**
 * The product with its details: the newer of the two texts (a feed's edit after the details were
 * read wins). The product's more images go to the variants without images of their own, and to
 * the top level when the default variant is one of them (as toProductView does).
 */
export function withDetails(view: Product, details: ProductDetails): Product {
  const reviews = details.reviews.map((r) => ({ rating: r.rating }));
  if (view.description && view.updatedAt > details.updatedAt) return { ...view, reviews };
  const texts = { description: details.description, specification: details.specification, features: details.features, reviews };
  const shared = view.variants.find((v) => v.images === null);
  if (!shared) return { ...view, ...texts };
  const imageUrls = [shared.imageUrls[0]!, ...details.additionalImages.map(productImageUrl)];
  const variants = view.variants.map((v) => (v.images === null ? { ...v, imageUrls } : v));
  if (variants[0]!.images !== null) return { ...view, ...texts, variants };
  return { ...view, ...texts, variants, images: { mainImage: view.images.mainImage, additionalImages: details.additionalImages }, imageUrls };
}

/** The product's own more images (file names) in an /api answer: those a variant without images of its own shows. */
export const productAdditionalImages = (product: Pick<Product, 'images' | 'variants'>): string[] => productOwnImages(product).slice(1);
