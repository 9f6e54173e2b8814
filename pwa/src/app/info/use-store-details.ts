/**
 * The store's details for the legal pages (GET /api/store/details), and the last answer kept on
 * the device so the pages say the same offline. Loaded with the info page's chunk only.
 */
import { useEffect, useState } from 'react';
import { StoreDetailsSchema, type StoreDetails } from '@store/shared';
import { apiFetch } from '../../lib/api-client';

const KEPT_KEY = 'inkwell.storeDetails';

function readKept(): StoreDetails | null {
  try {
    const parsed = StoreDetailsSchema.safeParse(JSON.parse(localStorage.getItem(KEPT_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function keep(details: StoreDetails): void {
  try {
    localStorage.setItem(KEPT_KEY, JSON.stringify(details));
  } catch {
    // Storage full or blocked: the page still shows the answer it has.
  }
}

export type StoreDetailsState =
  { status: 'loading'; details: null } | { status: 'fresh' | 'kept'; details: StoreDetails } | { status: 'unavailable'; details: null };

/** The details: the kept ones at once, then the store's answer; 'unavailable' offline on a device that never had them. */
export function useStoreDetails(): StoreDetailsState {
  const [state, setState] = useState<StoreDetailsState>(() => {
    const kept = readKept();
    return kept ? { status: 'kept', details: kept } : { status: 'loading', details: null };
  });
  useEffect(() => {
    const controller = new AbortController();
    apiFetch('/store/details', { schema: () => Promise.resolve(StoreDetailsSchema), signal: controller.signal })
      .then((details) => {
        keep(details);
        setState({ status: 'fresh', details });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => (s.details ? s : { status: 'unavailable', details: null }));
      });
    return () => controller.abort();
  }, []);
  return state;
}
