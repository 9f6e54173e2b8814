/**
 * The session as the store keeps it: the token and the user in localStorage under the
 * keys `token` and `user`. The stored user is parsed, never trusted: a bad value reads as null.
 * Its schema loads on demand (zod is not in the first chunk), so reading the user is async.
 */
import { STORAGE_KEYS, type User } from '@store/shared';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the session then lives in memory only.
    return null;
  }
}

export function readStoredToken(): string | null {
  const value = storage()?.getItem(STORAGE_KEYS.token);
  return value ? value : null;
}

export async function loadStoredUser(): Promise<User | null> {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const { UserSchema } = await import('./session-parsers.js');
  const parsed = UserSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function storeSession(token: string, user: User): void {
  const s = storage();
  s?.setItem(STORAGE_KEYS.token, token);
  s?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function storeUser(user: User): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  const s = storage();
  s?.removeItem(STORAGE_KEYS.token);
  s?.removeItem(STORAGE_KEYS.user);
}

/** Logout: "the client clears the cart and all local storage". */
export function clearAllLocalStorage(): void {
  storage()?.clear();
}
