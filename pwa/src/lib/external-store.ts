/**
 * A value held outside React that components follow (useSyncExternalStore) and plain code reads
 * and sets: the one listener store behind the session, the online state, the catalogue state,
 * the local rows, the cart drawer, the promo code and the PWA prompts.
 */
import { useSyncExternalStore } from 'react';

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
