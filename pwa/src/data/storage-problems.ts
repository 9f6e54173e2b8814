/**
 * Storage-full and blocked-database errors are handled here, once, for the whole data layer
 * (Dexie cart/wishlist and the RxDB replica): the shopper is told once per kind, and the store
 * keeps working from /api. The toast's code is fetched when a problem is first told, so it is not
 * in the first load of a page (decision 048).
 */

export type StorageProblem = 'full' | 'blocked' | 'unavailable';

const MESSAGES: Record<StorageProblem, string> = {
  full: 'Your device storage is full, so the store cannot save data for offline use.',
  blocked: 'Another Inkwell tab is updating local data. Close other tabs and reload to finish.',
  unavailable: 'This browser does not allow local storage, so offline use is off.',
};

const reported = new Set<StorageProblem>();

/** Classifies an error from IndexedDB / Dexie / RxDB; null when it is not a storage problem. */
export function classifyStorageError(e: unknown): StorageProblem | null {
  const name = e instanceof Error || (e && typeof e === 'object' && 'name' in e) ? String((e as { name: unknown }).name) : '';
  const inner = e && typeof e === 'object' && 'inner' in e ? (e as { inner: unknown }).inner : null;
  const text = `${name} ${e instanceof Error ? e.message : String(e)}`;
  if (/QuotaExceeded|quota/i.test(text)) return 'full';
  if (/Blocked|VersionChange|blocked/i.test(name) || /upgrade.*blocked|blocked by/i.test(text)) return 'blocked';
  if (/MissingAPI|InvalidState|SecurityError|UnknownError|DatabaseClosed|OpenFailed/i.test(name)) return 'unavailable';
  if (inner) return classifyStorageError(inner);
  return null;
}

/** Reports a storage problem to the shopper (once per kind) and tells whether it was one. */
export function reportStorageProblem(e: unknown): boolean {
  const kind = classifyStorageError(e);
  if (!kind) return false;
  if (!reported.has(kind)) {
    reported.add(kind);
    console.warn(`[data] local storage problem (${kind})`, e);
    if (typeof document !== 'undefined') {
      void import('react-hot-toast/headless').then(({ default: toast }) => toast.error(MESSAGES[kind], { id: `storage-${kind}` }));
    }
  }
  return true;
}
