/**
 * Catalogue hooks: one shape, answered by the replica worker when it is ready, else by /api.
 * Either way the answer arrives asynchronously and is rendered in a transition, so a large
 * answer never blocks input.
 */
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { Category, Product, Review } from '@store/shared';
import { MESSAGES, RELATED_SHOWN } from '@store/shared';
import { errorMessage } from '../lib/api-client.js';
import { sameValue } from '../lib/same-value.js';
import type { ProductFilter } from './catalog-query.js';
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
} from './catalog-api.js';
import { askReplica, replicaVersion, useCatalogState } from './catalog-source.js';
import { useOnlineStatus } from './online-status.js';
import type { AnswerTo, CatalogQuestion } from './replica/protocol.js';

interface QueryResult<T> {
  data: T;
  loading: boolean;
  error: string | null;
  /** The question whose answer `data` is (it may trail `key` while the next answer is on its way). */
  shownKey: string | null;
  reload(): void;
}

interface Answered<T> {
  /** Which request this answers (question, source and reload count). */
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
}

/**
 * Asks the replica when it is ready, else /api (aborted when the question changes). `key` names
 * the question: it must change whenever the inputs change. A new catalogue from the replica
 * asks the same question again and keeps the current answer on screen meanwhile.
 */
function useCatalogQuery<Q extends CatalogQuestion>(
  key: string,
  question: Q,
  fromApi: (signal: AbortSignal) => Promise<AnswerTo<Q>>,
  empty: AnswerTo<Q>,
  fallbackError: string,
  { delayMs = 0, needsReviews = false, keepPrevious = false, first }: QueryOptions<AnswerTo<Q>> = {},
): QueryResult<AnswerTo<Q>> {
  type T = AnswerTo<Q>;
  const catalog = useCatalogState();
  const offline = !useOnlineStatus();
  // Review lists come from the replica once its reviews are in (or offline, where it is all there is).
  const version = needsReviews && !catalog.reviewsReady && !offline ? null : replicaVersion(catalog);
  const [nonce, setNonce] = useState(0);
  const request = `${version === null ? 'api' : `replica@${version}`}|${key}#${nonce}`;
  const [answered, setAnswered] = useState<Answered<T>>(() => {
    const data = version === null ? first?.() : undefined;
    return data === undefined ? { request: '', key: '', data: null, error: null } : { request, key, data, error: null };
  });
  // A device holding the replica, offline: wait for the replica to open instead of failing on /api.
  const waitForReplica = version === null && catalog.ready && offline;

  useEffect(() => {
    // Already answered: the first render took the answer the page came with.
    if (waitForReplica || answered.request === request) return;
    const controller = new AbortController();
    const settle = (patch: Pick<Answered<T>, 'data' | 'error'>) => {
      if (controller.signal.aborted) return;
      startTransition(() =>
        setAnswered((shown) =>
          // The same answer again (a new catalogue that changed nothing here): the screen keeps its
          // objects, so nothing below re-renders.
          shown.key === key && patch.error === null && shown.error === null && sameValue(shown.data, patch.data)
            ? { ...shown, request }
            : { request, key, ...patch },
        ),
      );
    };
    const ask = (): Promise<T> =>
      version === null
        ? fromApi(controller.signal)
        : // A replica that cannot answer (its worker stopped) leaves the question to /api.
          askReplica(question).catch(() => fromApi(controller.signal));
    const run = () =>
      ask().then(
        (data) => settle({ data, error: null }),
        (e: unknown) => settle({ data: null, error: errorMessage(e, fallbackError) }),
      );
    // Only /api waits for typing to pause; the replica is asked at once (no extra task per keystroke).
    const timer = version === null && delayMs > 0 ? setTimeout(run, delayMs) : (void run(), undefined);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request, waitForReplica]); // eslint-disable-line react-hooks/exhaustive-deps

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  if (answered.request === request) {
    return { data: answered.data ?? empty, loading: false, error: answered.error, shownKey: answered.key, reload };
  }
  const keep = answered.data !== null && (answered.key === key || (keepPrevious && version !== null));
  if (keep && answered.data !== null) return { data: answered.data, loading: false, error: null, shownKey: answered.key, reload };
  return { data: empty, loading: true, error: null, shownKey: null, reload };
}

const NO_PRODUCTS: { products: Product[]; total: number } = { products: [], total: 0 };

export function useProducts(f: ProductFilter): { products: Product[]; total: number; loading: boolean; error: string | null; reload(): void } {
  const key = JSON.stringify([f.category, f.search, f.minPrice, f.maxPrice, f.sort, f.filter, f.minRating, f.limit, f.page]);
  const r = useCatalogQuery(key, { kind: 'products', filter: f }, (signal) => fetchProducts(f, signal), NO_PRODUCTS, MESSAGES.products.fetchAll, {
    keepPrevious: true,
    first: () => firstProducts(f),
  });
  return { products: r.data.products, total: r.data.total, loading: r.loading, error: r.error, reload: r.reload };
}

type Detail = { product: Product | null; reviews: Review[] };
const NO_DETAIL: Detail = { product: null, reviews: [] };

export function useProduct(id: string): Detail & { loading: boolean; error: string | null; reload(): void } {
  const r = useCatalogQuery(
    `product:${id}`,
    { kind: 'product', id },
    (signal) => fetchProduct(id, signal),
    NO_DETAIL,
    MESSAGES.products.fetchOne,
    { needsReviews: true, first: () => firstProduct(id) },
  );
  return { ...r.data, loading: r.loading, error: r.error, reload: r.reload };
}

export function useRelatedProducts(id: string, limit = RELATED_SHOWN): { products: Product[]; loading: boolean } {
  const r = useCatalogQuery(
    `related:${id}:${limit}`,
    { kind: 'related', id, limit },
    (signal) => fetchRelated(id, limit, signal),
    [],
    MESSAGES.products.related,
    { first: () => firstRelated(id, limit) },
  );
  return { products: r.data, loading: r.loading };
}

export function useCategories(): { categories: Category[]; loading: boolean; error: string | null; reload(): void } {
  const r = useCatalogQuery('categories', { kind: 'categories' }, fetchCategories, [], MESSAGES.category.fetchAll, { first: firstCategories });
  return { categories: r.data, loading: r.loading, error: r.error, reload: r.reload };
}

export function useCategory(id: string): { category: Category | null; loading: boolean; error: string | null } {
  const r = useCatalogQuery(
    `category:${id}`,
    { kind: 'category', id },
    (signal) => fetchCategory(id, signal),
    null,
    MESSAGES.category.fetchOne,
    { first: () => firstCategory(id) },
  );
  return { category: r.data, loading: r.loading, error: r.error };
}

const NO_SUGGESTIONS = { products: [] as Product[], categories: [] as Category[] };
/** Typing pauses this long before /api is asked; the replica answers on every keystroke. */
const SUGGESTION_DEBOUNCE_MS = 150;

const SUGGEST_KEY = 'suggest:';

/**
 * Header search suggestions. `answeredFor` is the (lower-cased) text the shown suggestions
 * answer: while typing, the previous ones stay until the next arrive.
 */
export function useSearchSuggestions(text: string): { products: Product[]; categories: Category[]; loading: boolean; answeredFor: string | null } {
  const needle = text.trim();
  const r = useCatalogQuery(
    `${SUGGEST_KEY}${needle.toLowerCase()}`,
    { kind: 'suggest', text: needle },
    (signal) => (needle ? fetchSuggestions(needle, signal) : Promise.resolve(NO_SUGGESTIONS)),
    NO_SUGGESTIONS,
    MESSAGES.products.search,
    { delayMs: SUGGESTION_DEBOUNCE_MS, keepPrevious: true },
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
    MESSAGES.products.fetchOne,
    { keepPrevious: true },
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
