/**
 * What the page may ask the catalogue and the shape of each answer: the /api shapes, answered
 * alike by /api (api-reads.ts) and by the replica (query.ts, in the worker). Types only, at the
 * bottom of the catalogue's imports: the page's side, the worker's side and the messages between
 * them (protocol.ts) all import it, and it imports none of them.
 */
import type { Category, Highlight, Product, ProductFilter, Review } from '@store/shared';

export type { ProductFilter };

/** A page of a listing, with how many products match in all. */
export interface ProductPage {
  products: Product[];
  total: number;
  /** A search that found nothing: a corrected query that finds something ("Did you mean …"). */
  didYouMean?: string;
  /**
   * The sidebar's category counts: how many each category would list with this search and these
   * filters (shared `countByCategory`), by category id; absent from a server that predates them.
   */
  categoryCounts?: Record<string, number>;
  /** The sidebar's colour counts: products per colour with this search and the other filters. */
  colourCounts?: Record<string, number>;
  /** A search that named an option ("blue gel pen"): product id → the variant it matched. */
  variantHits?: Record<string, string>;
}

/** The header's live suggestions: products with where their names matched, and categories. */
export interface Suggestions {
  products: Product[];
  categories: Category[];
  highlights: Record<string, Highlight[]>;
  /** Product id → the variant the text named, to open it chosen. */
  variantHits?: Record<string, string>;
}

/** What the page may ask the replica: the questions the catalogue hooks answer. */
export type CatalogQuestion =
  | { kind: 'products'; filter: ProductFilter }
  | { kind: 'product'; id: string }
  | { kind: 'related'; id: string; limit: number }
  | { kind: 'categories' }
  | { kind: 'category'; id: string }
  | { kind: 'suggest'; text: string }
  | { kind: 'byIds'; ids: string[] };

/** The answer to each kind of question (the shapes /api answers). */
export interface CatalogAnswers {
  products: ProductPage;
  /**
   * `detailsMissing`: the device holds only the product's listing fields (offline, its page never
   * opened before): no description, specification, features, more images or reviews.
   */
  product: { product: Product | null; reviews: Review[]; detailsMissing?: boolean };
  related: Product[];
  categories: Category[];
  category: Category | null;
  suggest: Suggestions;
  byIds: Product[];
}

export type AnswerTo<Q extends CatalogQuestion> = CatalogAnswers[Q['kind']];
