/**
 * Where the device keeps the pincode table and the delivery zones: one small IndexedDB database
 * of its own ('inkwell-pincodes'), a record per file. Plain IndexedDB, not Dexie: two records read
 * by key need no library, and the first pincode typed does not wait for Dexie's chunk (decision 045,
 * "Pincodes on the device", says why IndexedDB and not Cache Storage).
 */
const DB_NAME = 'inkwell-pincodes';
const STORE = 'kept';

export interface KeptTable {
  key: 'table';
  /** The table's version as GET /api/delivery/zones names it. */
  version: string;
  text: string;
  savedAt: string;
}

export interface KeptZones {
  key: 'zones';
  /** The zones answer as the api sent it; parsed again when read (an older version's record may differ). */
  answer: unknown;
  savedAt: string;
}

export type KeptFile = KeptTable | KeptZones;

let opening: Promise<IDBDatabase> | null = null;

function openKeptFiles(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(Object.assign(new Error('IndexedDB is missing'), { name: 'MissingAPIError' }));
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading a later version: let it, and open again on the next read.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(Object.assign(new Error('upgrade blocked by another tab'), { name: 'BlockedError' }));
  });
  opening.catch(() => (opening = null));
  return opening;
}

function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return openKeptFiles().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = act(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request.result as T);
        tx.onerror = () => reject(tx.error ?? request.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

export function readKeptFile<K extends KeptFile['key']>(key: K): Promise<Extract<KeptFile, { key: K }> | undefined> {
  return run('readonly', (store) => store.get(key));
}

export function keepFile(file: KeptFile): Promise<void> {
  return run<unknown>('readwrite', (store) => store.put(file)).then(() => undefined);
}

/** Forgets both files (tests; a device told to start over). */
export function forgetKeptFiles(): Promise<void> {
  return run<unknown>('readwrite', (store) => store.clear()).then(() => undefined);
}
