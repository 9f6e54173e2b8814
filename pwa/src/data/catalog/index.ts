/**
 * The catalogue's face for the rest of the data layer: the hooks the screens use, the replica's
 * start, and what the cart and wishlist ask of the catalogue. Screens reach it through
 * data/index.ts. The replica's worker (replica/) is loaded by URL (worker-channel.ts), never
 * imported, so nothing here brings RxDB into the page.
 */
export type { ProductFilter } from './questions.js';
export {
  useProducts,
  useProduct,
  useRelatedProducts,
  useCategories,
  useCategory,
  useSearchSuggestions,
  useProductsById,
} from './hooks.js';
export { startCatalogReplication, warmCatalogReplication, whenCatalogReady, askReplica, replicaVersion } from './source.js';
export { fetchProduct, seenProduct } from './api-reads.js';
