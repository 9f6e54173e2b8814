/** Catalogue hooks: one shape, answered by the replica when ready, else by /api. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Category, Product, Review } from '@store/shared';
import { MESSAGES } from '@store/shared';
import { errorMessage } from '../lib/api-client.js';
import type { CatalogSnapshot } from './catalog-model.js';
import { queryProducts, relatedProducts, searchSuggestions, RELATED_LIMIT, type ProductFilter } from './catalog-query.js';
import { fetchCategories, fetchCategory, fetchProduct, fetchProducts, fetchRelated, fetchSuggestions, seenProduct } from './catalog-api.js';
import { replicaSnapshot, useCatalogState } from './catalog-source.js';
import { useOnlineStatus } from './online-status.js';

interface QueryResult<T> {
  data: T;
  loading: boolean;
  error: string | null;
  reload(): void;
}

interface ApiState<T> {
  key: string;
  data: T | null;
  error: string | null;
}

/**
 * Runs `fromReplica` synchronously when the replica is ready, else `fromApi` (aborted when the
 * question changes). `key` names the question: it must change whenever the inputs change.
 */
function useCatalogQuery<T>(
  key: string,
  fromReplica: (s: CatalogSnapshot) => T,
  fromApi: (signal: AbortSignal) => Promise<T>,
  empty: T,
  fallbackError: string,
  { delayMs = 0, needsReviews = false }: { delayMs?: number; needsReviews?: boolean } = {},
): QueryResult<T> {
  const catalog = useCatalogState();
  const offline = !useOnlineStatus();
  // Review lists come from the replica once its reviews are in (or offline, where it is all there is).
  const snapshot = needsReviews && !catalog.reviewsReady && !offline ? null : replicaSnapshot(catalog);
  const [nonce, setNonce] = useState(0);
  const [api, setApi] = useState<ApiState<T>>({ key: '', data: null, error: null });
  const requestKey = `${key}#${nonce}`;
  // A device holding the replica, offline: wait for the replica to open instead of failing on /api.
  const waitForReplica = !snapshot && catalog.ready && offline;

  const replicaData = useMemo(() => (snapshot ? fromReplica(snapshot) : null), [snapshot, key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (snapshot || waitForReplica) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fromApi(controller.signal).then(
        (data) => !controller.signal.aborted && setApi({ key: requestKey, data, error: null }),
        (e: unknown) => !controller.signal.aborted && setApi({ key: requestKey, data: null, error: errorMessage(e, fallbackError) }),
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [requestKey, snapshot === null, waitForReplica]); // eslint-disable-line react-hooks/exhaustive-deps

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  if (replicaData !== null) return { data: replicaData, loading: false, error: null, reload };
  const current = api.key === requestKey;
  return {
    data: current && api.data !== null ? api.data : empty,
    loading: !current,
    error: current ? api.error : null,
    reload,
  };
}

const NO_PRODUCTS: { products: Product[]; total: number } = { products: [], total: 0 };

export function useProducts(f: ProductFilter): { products: Product[]; total: number; loading: boolean; error: string | null; reload(): void } {
  const key = JSON.stringify([f.category, f.search, f.minPrice, f.maxPrice, f.sort, f.filter, f.minRating, f.limit, f.page]);
  const r = useCatalogQuery(key, (s) => queryProducts(s, f), (signal) => fetchProducts(f, signal), NO_PRODUCTS, MESSAGES.products.fetchAll);
  return { products: r.data.products, total: r.data.total, loading: r.loading, error: r.error, reload: r.reload };
}

type Detail = { product: Product | null; reviews: Review[] };
const NO_DETAIL: Detail = { product: null, reviews: [] };

export function useProduct(id: string): Detail & { loading: boolean; error: string | null; reload(): void } {
  const r = useCatalogQuery<Detail>(
    `product:${id}`,
    (s) => ({ product: s.productById.get(id) ?? null, reviews: s.reviewsByProduct.get(id) ?? [] }),
    (signal) => fetchProduct(id, signal),
    NO_DETAIL,
    MESSAGES.products.fetchOne,
    { needsReviews: true },
  );
  return { ...r.data, loading: r.loading, error: r.error, reload: r.reload };
}

export function useRelatedProducts(id: string, limit = RELATED_LIMIT): { products: Product[]; loading: boolean } {
  const r = useCatalogQuery<Product[]>(
    `related:${id}:${limit}`,
    (s) => relatedProducts(s, id, limit),
    (signal) => fetchRelated(id, limit, signal),
    [],
    MESSAGES.products.related,
  );
  return { products: r.data, loading: r.loading };
}

export function useCategories(): { categories: Category[]; loading: boolean; error: string | null; reload(): void } {
  const r = useCatalogQuery<Category[]>('categories', (s) => s.categories, fetchCategories, [], MESSAGES.category.fetchAll);
  return { categories: r.data, loading: r.loading, error: r.error, reload: r.reload };
}

export function useCategory(id: string): { category: Category | null; loading: boolean; error: string | null } {
  const r = useCatalogQuery<Category | null>(
    `category:${id}`,
    (s) => s.categoryById.get(id) ?? null,
    (signal) => fetchCategory(id, signal),
    null,
    MESSAGES.category.fetchOne,
  );
  return { category: r.data, loading: r.loading, error: r.error };
}

const NO_SUGGESTIONS = { products: [] as Product[], categories: [] as Category[] };
/** Typing pauses this long before /api is asked; the replica answers on every keystroke. */
const SUGGESTION_DEBOUNCE_MS = 150;

export function useSearchSuggestions(text: string): { products: Product[]; categories: Category[]; loading: boolean } {
  const needle = text.trim();
  const r = useCatalogQuery(
    `suggest:${needle.toLowerCase()}`,
    (s) => searchSuggestions(s, needle),
    (signal) => (needle ? fetchSuggestions(needle, signal) : Promise.resolve(NO_SUGGESTIONS)),
    NO_SUGGESTIONS,
    MESSAGES.products.search,
    { delayMs: SUGGESTION_DEBOUNCE_MS },
  );
  return { ...r.data, loading: needle ? r.loading : false };
}

export function useCatalogStatus(): { source: 'api' | 'replica'; ready: boolean; replicating: boolean } {
  const s = useCatalogState();
  return { source: replicaSnapshot(s) ? 'replica' : 'api', ready: s.ready, replicating: s.replicating };
}

/** Products by id for the cart and wishlist: replica, else what /api already told us, else /api. */
export function useProductsById(ids: readonly string[]): { byId: Map<string, Product>; loading: boolean } {
  const snapshot = replicaSnapshot(useCatalogState());
  const key = ids.join(',');
  const [fetched, setFetched] = useState<Map<string, Product>>(new Map());
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (snapshot) return;
    const missing = ids.filter((id) => !seenProduct(id));
    if (missing.length === 0) return setFetched(new Map());
    const controller = new AbortController();
    setPending(true);
    Promise.allSettled(missing.map((id) => fetchProduct(id, controller.signal))).then(() => {
      if (controller.signal.aborted) return;
      setPending(false);
      setFetched(new Map()); // the results are in the seen cache; a new Map re-renders
    });
    return () => controller.abort();
  }, [key, snapshot === null]); // eslint-disable-line react-hooks/exhaustive-deps
  const byId = useMemo(() => {
    const map = new Map<string, Product>();
    for (const id of ids) {
      const p = snapshot ? snapshot.productById.get(id) : seenProduct(id);
      if (p) map.set(id, p);
    }
    return map;
  }, [key, snapshot, fetched]); // eslint-disable-line react-hooks/exhaustive-deps
  return { byId, loading: pending && !snapshot };
}
