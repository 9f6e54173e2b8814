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
export { searchableProduct } from './product.js';
