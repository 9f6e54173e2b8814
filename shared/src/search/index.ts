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
export { searchableProduct, type ProductTextWords } from './product.js';
export { distinctWords } from './text.js';
