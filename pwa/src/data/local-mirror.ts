/**
 * localStorage mirrors of the cart (key `cart`, lines {productId, variantId?, quantity, id}) and the
 * wishlist ids. They make the header's badges right at first paint, before Dexie is loaded, and
 * keep the spec's storage key meaningful.
 */
import { STORAGE_KEYS } from '@store/shared';
import { reportStorageProblem } from './storage-problems.js';

/**
 * A cart line as the device keeps it: productId, the variant (absent in lines from before
 * variants: the default one), quantity, id (a timestamp, the row's key).
 */
export interface CartRow {
  productId: string;
  variantId?: string;
  quantity: number;
  id: number;
}

export interface WishlistRow {
  productId: string;
  /** The variant the shopper was looking at when they kept it (absent: the default). */
  variantId?: string;
  addedAt: number;
}

export const WISHLIST_MIRROR_KEY = 'wishlist';

function read(key: string): unknown {
  try {
    const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown[]): void {
  try {
    if (typeof localStorage === 'undefined') return;
    if (value.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch (e) {
    reportStorageProblem(e);
  }
}

const isCartRow = (v: unknown): v is CartRow =>
  !!v && typeof v === 'object' && typeof (v as CartRow).productId === 'string' && typeof (v as CartRow).quantity === 'number' && typeof (v as CartRow).id === 'number' &&
  ((v as CartRow).variantId === undefined || typeof (v as CartRow).variantId === 'string');

export function readCartMirror(): CartRow[] {
  const value = read(STORAGE_KEYS.cart);
  return Array.isArray(value) ? value.filter(isCartRow) : [];
}

export function writeCartMirror(rows: readonly CartRow[]): void {
  write(
    STORAGE_KEYS.cart,
    rows.map(({ productId, variantId, quantity, id }) => (variantId === undefined ? { productId, quantity, id } : { productId, variantId, quantity, id })),
  );
}

export function readWishlistMirror(): string[] {
  const value = read(WISHLIST_MIRROR_KEY);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function writeWishlistMirror(ids: readonly string[]): void {
  write(WISHLIST_MIRROR_KEY, [...ids]);
}
