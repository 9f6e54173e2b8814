export {
  createSearchIndex,
  type Highlight,
  type HighlightField,
  type SearchableProduct,
  type SearchHit,
  type SearchIndex,
  type SearchOptions,
} from './engine.js';
export { codeParts } from './engine.js';
export { priceInQuery, withoutPrice, type PriceInQuery } from './price.js';
export {
  INDIA_WORDS,
  IndiaWordsSchema,
  SEARCH_WORDS,
  SearchWordsSchema,
  withIndiaWords,
  type IndiaWords,
  type SearchWords,
} from './words.js';
export { optionWords, searchableProduct, type ProductTextWords, type SearchedProduct } from './product.js';
export { distinctWords } from './text.js';
export { variantHitsFor, type VariantHitProduct } from './variant-hits.js';
