/**
 * What the cart and wishlist hooks read: rows kept in memory, seeded from the localStorage
 * mirrors at start and then followed live from Dexie once it is loaded: when the page is idle if
 * the visitor has something saved, else at the first write (or when another tab saves
 * something). A first visit with nothing saved never pays for Dexie on its first screen.
 */
import { useEffect } from 'react';
import { createExternalStore, useExternalStoreInTransition } from '../lib/external-store.js';
import { whenIdle } from '../lib/idle.js';
import type { LocalDb } from './local-db.js';
import { STORAGE_KEYS } from '@store/shared';
import { readCartMirror, readWishlistMirror, WISHLIST_MIRROR_KEY, writeCartMirror, writeWishlistMirror, type CartRow } from './local-mirror.js';

interface LocalState {
  cart: CartRow[];
  wishlist: string[];
  /** The variant the visitor was looking at for each product kept (productId → variantId), once Dexie has answered. */
  wishlistVariants: Record<string, string>;
  /** Dexie has answered at least once (before that the rows come from the mirrors). */
  loaded: boolean;
}

const state = createExternalStore<LocalState>({ cart: readCartMirror(), wishlist: readWishlistMirror(), wishlistVariants: {}, loaded: false });
const setState = (patch: Partial<LocalState>) => state.set({ ...state.get(), ...patch });

let loading: Promise<typeof import('./local-db.js')> | null = null;

/** Loads Dexie and starts following the tables. Idempotent. */
export function loadLocalDbModule(): Promise<typeof import('./local-db.js')> {
  loading ??= import('./local-db.js').then((module) => {
    module.watchLocalDb(
      (rows) => {
        writeCartMirror(rows);
        setState({ cart: rows, loaded: true });
      },
      (rows) => {
        const ids = rows.map((r) => r.productId);
        writeWishlistMirror(ids);
        const wishlistVariants = Object.fromEntries(rows.flatMap((r) => (r.variantId ? [[r.productId, r.variantId]] : [])));
        setState({ wishlist: ids, wishlistVariants, loaded: true });
      },
    );
    return module;
  });
  return loading;
}

export const loadLocalDb = (): Promise<LocalDb> => loadLocalDbModule().then((m) => m.localDb);

const IDLE_TIMEOUT_MS = 2000;

export function useLocalState(): LocalState {
  useEffect(() => {
    if (loading) return;
    const start = () => void loadLocalDbModule();
    if (state.get().cart.length === 0 && state.get().wishlist.length === 0) {
      const onStorage = (e: StorageEvent) => {
        if (e.key === STORAGE_KEYS.cart || e.key === WISHLIST_MIRROR_KEY) start();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    }
    return whenIdle(start, IDLE_TIMEOUT_MS);
  }, []);
  return useExternalStoreInTransition(state);
}
