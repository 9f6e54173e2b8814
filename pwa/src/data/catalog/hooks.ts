/**
 * Catalogue hooks: one shape, answered by the replica worker when it is ready, else by /api.
 * Either way the answer arrives asynchronously and is rendered in a transition, so a large
 * answer never blocks input.
 */
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { Category, Product, Review } from '@store/shared';
import { CATEGORY_MESSAGES, PRODUCTS_MESSAGES, RELATED_SHOWN } from '@store/shared';
import { errorMessage } from '../../lib/api-client.js';
import { sameValue } from '../../lib/same-value.js';
import type { AnswerTo, CatalogQuestion, ProductFilter, Suggestions } from './questions.js';
import {
  fetchCategories,
  fetchCategory,
  fetchProduct,
  fetchProducts,
  fetchRelated,
  fetchSuggestions,
  firstCategories,
  firstCategory,
  firstProduct,
  firstProducts,
  firstRelated,
  seenProduct,
} from './api-reads.js';
import { askReplica, getCatalogState, isFirstReplicaVersion, replicaVersion, subscribeCatalog } from './source.js';
import { isOnline, subscribeOnline } from '../online-status.js';

interface QueryResult<T> {
  data: T;
  loading: boolean;
  error: string | null;
  /** The question whose answer `data` is (it may trail `key` while the next answer is on its way). */
  shownKey: string | null;
  reload(): void;
}

interface Answered<T> {
  /** Which request this answers (question and reload count). */
  request: string;
  /** Which question this answers. */
  key: string;
  data: T | null;
  error: string | null;
}

interface QueryOptions<T> {
  /** /api is asked only after the inputs stay the same this long (typing). */
  delayMs?: number;
  /** The answer needs the reviews: the replica answers only once they are pulled (or offline). */
  needsReviews?: boolean;
  /**
   * While the replica works out the answer to a new question (a millisecond or two), keep showing
   * the previous one instead of a loading state: a filter or a keystroke never flashes a skeleton.
   */
  keepPrevious?: boolean;
  /**
   * The answer the page already holds (the server's first answers, decision 008), taken in the
   * first render: a page opened cold shows its content at once, without asking /api.
   */
  first?: () => T | undefined;
  /** Hears each answer the replica gave (the api hears its own). */
  onReplicaAnswer?: (answer: T) => void;
  /**
   * The answer is a listing: products as cards show them. The replica's listing rows carry no
   * details (decision 018) while /api's do, so the details are left out when a new answer is
   * compared with the one shown; otherwise the replica turning ready re-renders every listing
   * on the screen for text no card shows (it cost the first screen's Lighthouse TBT).
   */
  listing?: boolean;
  /**
   * An answer /api gave stays when the replica turns ready in this tab: the replica's first
   * catalogue is the snapshot, no newer than /api's answer, so asking again would only cost the
   * page's first seconds work (Lighthouse's TBT). A later catalogue (a change) is asked as usual.
   * A product page's question is still sent to the replica, its answer not shown: that is what
   * keeps the product's details for offline.
   */
  keepApiAnswer?: boolean;
  /** Nothing to ask (the answer is `empty`): no question, no subscription. */
  skip?: boolean;
}

/** What only a product page reads: a listing answer that differs in these alone is the same to a card. */
const DETAIL_KEYS: ReadonlySet<string> = new Set(['description', 'specification', 'features', 'additionalImages']);

/** Who answers now: the replica at a catalogue version, /api, or nobody yet (offline, replica opening). */
function answerSource(needsReviews: boolean): string | null {
  const catalog = getCatalogState();
  const offline = !isOnline();
  // Review lists come from the replica once its reviews are in (or offline, where it is all there is).
  const version = needsReviews && !catalog.reviewsReady && !offline ? null : replicaVersion(catalog);
  if (version !== null) return `replica@${version}`;
  // A device holding the replica, offline: wait for the replica to open instead of failing on /api.
  return catalog.ready && offline ? null : 'api';
}

/**
 * Asks the replica when it is ready, else /api (aborted when the question changes). `key` names
 * the question: it must change whenever the inputs change.
 *
 * A change of source (the replica turning ready, a new catalogue, going offline) asks the same
 * question again without rendering anything: only an answer that differs from the one on screen
 * renders. The replica turning ready, on a screen /api already answered, then costs a message to
 * the worker and a comparison per question, not a render of every catalogue screen.
 */
function useCatalogQuery<Q extends CatalogQuestion>(
  key: string,
  question: Q,
  fromApi: (signal: AbortSignal) => Promise<AnswerTo<Q>>,
  empty: AnswerTo<Q>,
  fallbackError: string,
  { delayMs = 0, needsReviews = false, keepPrevious = false, first, onReplicaAnswer, listing = false, keepApiAnswer = false, skip = false }: QueryOptions<AnswerTo<Q>> = {},
): QueryResult<AnswerTo<Q>> {
  type T = AnswerTo<Q>;
  const [nonce, setNonce] = useState(0);
  const request = `${key}#${nonce}`;
  const [answered, setAnswered] = useState<Answered<T>>(() => {
    const data = answerSource(needsReviews) === 'api' ? first?.() : undefined;
    return data === undefined ? { request: '', key: '', data: null, error: null } : { request, key, data, error: null };
  });

  useEffect(() => {
    if (skip) return;
    // The first render took the answer the page came with: /api has answered already.
    let asked: string | null = answered.request === request ? 'api' : null;
    let apiAnswered = asked === 'api';
    let told = false;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      const source = answerSource(needsReviews);
      if (source === null || source === asked) return;
      if (keepApiAnswer && apiAnswered && isFirstReplicaVersion(replicaVersion())) {
        if (question.kind === 'product' && !told) {
          told = true;
          askReplica(question).catch(() => undefined);
        }
        return;
      }
      asked = source;
      controller?.abort();
      clearTimeout(timer);
      const current = (controller = new AbortController());
      const settle = (patch: Pick<Answered<T>, 'data' | 'error'>) => {
        if (current.signal.aborted) return;
        startTransition(() =>
          setAnswered((shown) =>
            // The same answer again (a new source that changed nothing here): nothing renders.
            shown.request === request && patch.error === null && shown.error === null && sameValue(shown.data, patch.data, listing ? DETAIL_KEYS : undefined)
              ? shown
              : { request, key, ...patch },
          ),
        );
      };
      const fetchAnswer = (): Promise<T> =>
        source === 'api'
          ? fromApi(current.signal)
          : // A replica that cannot answer (its worker stopped) leaves the question to /api.
            askReplica(question).then(
              (answer) => {
                onReplicaAnswer?.(answer);
                return answer;
              },
              () => fromApi(current.signal),
            );
      const run = () =>
        fetchAnswer().then(
          (data) => {
            if (source === 'api') apiAnswered = true;
            settle({ data, error: null });
          },
          (e: unknown) => settle({ data: null, error: errorMessage(e, fallbackError) }),
        );
      // Only /api waits for typing to pause; the replica is asked at once (no extra task per keystroke).
      if (source === 'api' && delayMs > 0) timer = setTimeout(run, delayMs);
      else void run();
    };
    ask();
    const unsubscribe = [subscribeCatalog(ask), subscribeOnline(ask)];
    return () => {
      unsubscribe.forEach((u) => u());
      clearTimeout(timer);
      controller?.abort();
    };
  }, [request, skip]); // eslint-disable-line react-hooks/exhaustive-deps

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  if (skip) return { data: empty, loading: false, error: null, shownKey: key, reload };
  if (answered.request === request) {
    return { data: answered.data ?? empty, loading: false, error: answered.error, shownKey: answered.key, reload };
  }
  const keep = answered.data !== null && (answered.key === key || (keepPrevious && replicaVersion() !== null));
  if (keep && answered.data !== null) return { data: answered.data, loading: false, error: null, shownKey: answered.key, reload };
  return { data: empty, loading: true, error: null, shownKey: null, reload };
}

const NO_PRODUCTS: { products: Product[]; total: number } = { products: [], total: 0 };
const NO_HITS: Record<string, string> = {};

export function useProducts(f: ProductFilter): {
  products: Product[];
  total: number;
  didYouMean: string | null;
  /** How many each category would list with this search and these filters (the sidebar's counts); null until known. */
  categoryCounts: Record<string, number> | null;
  /** Products per colour with this search and the other filters (the sidebar's colour counts); null until known. */
  colourCounts: Record<string, number> | null;
  /** A search that named an option: product id → the variant it matched (the card opens it). */
  variantHits: Record<string, string>;
  loading: boolean;
  error: string | null;
  reload(): void;
} {
  const key = JSON.stringify([f.category, f.search, f.minPrice, f.maxPrice, f.colour, f.sort, f.filter, f.minRating, f.limit, f.page]);
  const r = useCatalogQuery(key, { kind: 'products', filter: f }, (signal) => fetchProducts(f, signal), NO_PRODUCTS, PRODUCTS_MESSAGES.fetchAll, {
    keepPrevious: true,
    listing: true,
    keepApiAnswer: true,
    first: () => firstProducts(f),
    onReplicaAnswer: (answer) => {
      if (f.search?.trim() && answer.total === 0) void import('./search-misses.js').then((m) => m.noteSearchMiss(f.search ?? ''));
    },
  });
  return {
    products: r.data.products,
    total: r.data.total,
    didYouMean: r.data.didYouMean ?? null,
    categoryCounts: r.data.categoryCounts ?? null,
    colourCounts: r.data.colourCounts ?? null,
    variantHits: r.data.variantHits ?? NO_HITS,
    loading: r.loading,
    error: r.error,
    reload: r.reload,
  };
}

type Detail = { product: Product | null; reviews: Review[]; detailsMissing?: boolean };
const NO_DETAIL: Detail = { product: null, reviews: [] };

export function useProduct(id: string): Detail & { loading: boolean; error: string | null; reload(): void } {
  const r = useCatalogQuery(
    `product:${id}`,
    { kind: 'product', id },
    (signal) => fetchProduct(id, signal),
    NO_DETAIL,
    PRODUCTS_MESSAGES.fetchOne,
    { needsReviews: true, first: () => firstProduct(id), keepApiAnswer: true },
  );
  return { ...r.data, loading: r.loading, error: r.error, reload: r.reload };
}

export function useRelatedProducts(id: string, limit = RELATED_SHOWN): { products: Product[]; loading: boolean } {
  const r = useCatalogQuery(
    `related:${id}:${limit}`,
    { kind: 'related', id, limit },
    (signal) => fetchRelated(id, limit, signal),
    [],
    PRODUCTS_MESSAGES.related,
    { first: () => firstRelated(id, limit), listing: true, keepApiAnswer: true },
  );
  return { products: r.data, loading: r.loading };
}

export function useCategories(): { categories: Category[]; loading: boolean; error: string | null; reload(): void } {
  const r = useCatalogQuery('categories', { kind: 'categories' }, fetchCategories, [], CATEGORY_MESSAGES.fetchAll, {
    first: firstCategories,
    keepApiAnswer: true,
  });
  return { categories: r.data, loading: r.loading, error: r.error, reload: r.reload };
}

export function useCategory(id: string): { category: Category | null; loading: boolean; error: string | null } {
  const r = useCatalogQuery(
    `category:${id}`,
    { kind: 'category', id },
    (signal) => fetchCategory(id, signal),
    null,
    CATEGORY_MESSAGES.fetchOne,
    { first: () => firstCategory(id), keepApiAnswer: true },
  );
  return { category: r.data, loading: r.loading, error: r.error };
}

const NO_SUGGESTIONS: Suggestions = { products: [], categories: [], highlights: {} };
/** Typing pauses this long before /api is asked; the replica answers on every keystroke. */
const SUGGESTION_DEBOUNCE_MS = 150;

const SUGGEST_KEY = 'suggest:';

/**
 * Header search suggestions. `answeredFor` is the (lower-cased) text the shown suggestions
 * answer: while typing, the previous ones stay until the next arrive.
 */
export function useSearchSuggestions(text: string): Suggestions & { loading: boolean; answeredFor: string | null } {
  const needle = text.trim();
  const r = useCatalogQuery(
    `${SUGGEST_KEY}${needle.toLowerCase()}`,
    { kind: 'suggest', text: needle },
    (signal) => fetchSuggestions(needle, signal),
    NO_SUGGESTIONS,
    PRODUCTS_MESSAGES.search,
    // Nothing typed (the box cleared): no suggestions, and nothing to ask.
    { delayMs: SUGGESTION_DEBOUNCE_MS, keepPrevious: true, listing: true, skip: !needle },
  );
  return { ...r.data, loading: needle ? r.loading : false, answeredFor: r.shownKey === null ? null : r.shownKey.slice(SUGGEST_KEY.length) };
}

/** Products by id for the cart and wishlist: the replica, else /api (what it already told us first). */
export function useProductsById(ids: readonly string[]): { byId: Map<string, Product>; loading: boolean } {
  const key = ids.join(',');
  const r = useCatalogQuery(
    `byIds:${key}`,
    { kind: 'byIds', ids: [...ids] },
    async (signal) => {
      const missing = ids.filter((id) => !seenProduct(id));
      await Promise.allSettled(missing.map((id) => fetchProduct(id, signal)));
      return ids.flatMap((id) => seenProduct(id) ?? []);
    },
    [],
    PRODUCTS_MESSAGES.fetchOne,
    // No products (an empty cart or wishlist, every heart on a first visit): nothing to ask.
    { keepPrevious: true, listing: true, skip: ids.length === 0 },
  );
  const byId = useMemo(() => {
    const map = new Map(r.data.map((p) => [p._id, p]));
    // Until the answer arrives, what /api already told us shows at once.
    if (r.loading) {
      for (const id of ids) {
        const seen = seenProduct(id);
        if (seen && !map.has(id)) map.set(id, seen);
      }
    }
    return map;
  }, [key, r.data, r.loading]); // eslint-disable-line react-hooks/exhaustive-deps
  return { byId, loading: r.loading && ids.some((id) => !byId.has(id)) };
}
