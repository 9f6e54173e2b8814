export {
  createSearchIndex,
  type Highlight,
  type HighlightField,
  type SearchableProduct,
  type SearchHit,
  type SearchIndex,
  type SearchOptions,
} from './engine.js';
export { SEARCH_WORDS, SearchWordsSchema, type SearchWords } from './words.js';
export { optionWords, searchableProduct, type ProductTextWords, type SearchedProduct } from './product.js';
export { distinctWords } from './text.js';
export { variantHitsFor, type VariantHitProduct } from './variant-hits.js';
