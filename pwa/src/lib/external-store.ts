/**
 * A value held outside React that components follow (useSyncExternalStore, or a transition for
 * data that arrives) and plain code reads and sets: the one listener store behind the session,
 * the online state, the catalogue state, the local rows, the cart drawer, the promo code and the
 * PWA prompts.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

export interface ExternalStore<T> {
  get(): T;
  /** Replaces the value; listeners hear of it unless it is the same value. */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Follows a store from a component; `serverValue` is what a render without a browser sees. */
export function useExternalStore<T>(store: ExternalStore<T>, serverValue: T = store.get()): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}

/**
 * Follows a store whose changes are data arriving, not input: the session read back at start,
 * the shopper's rows from IndexedDB, the visitor's cart. useSyncExternalStore renders every
 * change at once, in one blocking task: on a returning signed-in /checkout, tasks of up to 57 ms
 * after the first paint, in traces of the load as Lighthouse makes it (decision 035).
 * Here each change renders as a transition, which React splits into short slices. A component
 * shows the value it has until the new render is ready; one that mounts meanwhile starts from
 * the newest.
 */
export function useExternalStoreInTransition<T>(store: ExternalStore<T>): T {
  const [value, setValue] = useState(store.get);
  useEffect(() => {
    const follow = () => startTransition(() => setValue(() => store.get()));
    // A change between this component's render and now.
    follow();
    return store.subscribe(follow);
  }, [store]);
  return value;
}
