/**
 * The session, owned by the data layer: the token and the user, kept in localStorage under the
 * keys `token` and `user` (what the sign-in screens write through `signIn`), and mirrored into
 * IndexedDB for the outbox's replay (outbox/user-state.ts `setWriter`), so the service worker
 * can send a signed-in shopper's changes with no page open.
 *
 * - On start the stored token is checked with GET /auth/me; the server refusing it (401/403)
 *   clears it. A network failure keeps it: a shopper is not signed out because the train went
 *   into a tunnel. The stored user is parsed after the first paint (its schema loads on demand),
 *   and `loading` stays true until both are known, so a guard never bounces a signed-in shopper.
 * - Any 401 to a call made with the current token ends the session the same way (one path,
 *   api-client's UNAUTHORIZED_EVENT); the changes that wait are kept for that user's next sign-in.
 * - Other tabs signing in or out change localStorage; every tab follows.
 */
import { STORAGE_KEYS, type User } from '@store/shared';
import { ApiError, UNAUTHORIZED_EVENT } from '../lib/api-client.js';
import { createExternalStore, useExternalStoreInTransition } from '../lib/external-store.js';
import { clearLocalData } from './local-data.js';
import type { LocalDb } from './local-db.js';
import { loadLocalDb } from './local-store.js';
import { getWriter, setWriter } from './outbox/user-state.js';
import { fetchCurrentUser, logoutOnServer } from './session-api.js';
import { clearAllLocalStorage, clearSession, loadStoredUser, readStoredToken, storeSession, storeUser } from './session-storage.js';

export interface Session {
  user: User | null;
  token: string | null;
  /** True while the stored session is being read or checked at start. */
  loading: boolean;
}

const session = createExternalStore<Session>({ token: readStoredToken(), user: null, loading: readStoredToken() !== null });
function setSession(patch: Partial<Session>): void {
  session.set({ ...session.get(), ...patch });
  void syncWriter();
}

export const getSession = (): Session => session.get();

export const subscribeSession = (listener: () => void): (() => void) => session.subscribe(listener);

export function useSession(): Session {
  return useExternalStoreInTransition(session);
}

/**
 * The user a token was issued to (its `sub`), read without verifying it: the server checks
 * every call. Known at once, before the stored user is parsed, so a write made in the first
 * moments of a signed-in start already goes to this user's outbox.
 */
function userIdOf(token: string): string | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return json && typeof json === 'object' && 'sub' in json && typeof json.sub === 'string' ? json.sub : null;
  } catch {
    return null;
  }
}

/** Points the outbox at the signed-in user (or none); at a page's start the database work waits for idle. */
let started = false;
function syncWriter(): Promise<LocalDb | null> {
  const { token } = session.get();
  const userId = token ? userIdOf(token) : null;
  const done = setWriter(token && userId ? { userId, token } : null, { idle: !started });
  started = true;
  return done;
}

/** A token that just came from verify-otp or signup needs no second check with /auth/me. */
let freshToken: string | null = null;
/** Each change counts; a stored user that finishes parsing after a newer change is dropped. */
let changes = 0;

async function restore(): Promise<void> {
  const change = ++changes;
  const token = readStoredToken();
  if (!token) {
    setSession({ token: null, user: null, loading: false });
    return;
  }
  setSession({ token, loading: true });
  const stored = await loadStoredUser().catch(() => null);
  if (change !== changes) return;
  setSession({ user: stored });
  if (token === freshToken) return setSession({ loading: false });
  try {
    const fresh = await fetchCurrentUser(token);
    if (change !== changes) return;
    storeUser(fresh);
    setSession({ user: fresh, loading: false });
  } catch (e) {
    if (change !== changes) return;
    if (e instanceof ApiError && (e.status === 401 || e.status === 403)) endSession();
    else {
      console.warn('Could not load the current user; keeping the stored session', e);
      setSession({ loading: false });
    }
  }
}

/** The server no longer accepts the token: the session ends on this device, the outbox stays. */
function endSession(): void {
  changes++;
  clearSession();
  setSession({ token: null, user: null, loading: false });
}

/**
 * Stores a session from verify-otp or signup. The visitor's cart and wishlist then move to the
 * account (one merge each, through the outbox; what could not be kept is told to the shopper).
 */
export async function signIn(token: string, user: User): Promise<void> {
  changes++;
  freshToken = token;
  storeSession(token, user);
  setSession({ token, user, loading: false });
  const db = await syncWriter();
  const writer = getWriter();
  if (!db || !writer) return;
  const { adoptVisitorData } = await import('./outbox/user-writes.js');
  const adopted = await adoptVisitorData(db, writer.userId);
  if (adopted.cartLines || adopted.wishlistItems) {
    const { replaySoon } = await import('./outbox/driver.js');
    await replaySoon();
  }
}

/** After a profile edit: the new user is stored and shown. */
export function updateSessionUser(user: User): void {
  storeUser(user);
  setSession({ user });
}

export type SignOutResult = { signedOut: true } | { signedOut: false; waiting: number };

/**
 * Logout: clears the token and user, the cart and all local storage, and returns to the home
 * page. Changes still waiting are sent first when the store answers; if some still wait, the
 * answer says how many, and only `discardWaiting` signs out without them. Nothing of the user
 * remains on the device afterwards.
 */
export async function signOut(options: { discardWaiting?: boolean } = {}): Promise<SignOutResult> {
  const { sendBeforeSignOut, forgetSignedInUser } = await import('./outbox/sign-out.js');
  const waiting = await sendBeforeSignOut();
  if (waiting > 0 && !options.discardWaiting) return { signedOut: false, waiting };
  const { token } = session.get();
  // Best effort: the local sign-out must happen even when the server cannot be reached.
  if (token) await logoutOnServer(token).catch((e: unknown) => console.warn('Logout call failed', e));
  try {
    await forgetSignedInUser();
    await setWriter(null);
    await clearLocalData();
    await (await loadLocalDb()).session.clear();
  } catch (e) {
    console.error('Could not clear local data on logout', e);
  }
  endSession();
  clearAllLocalStorage();
  // A full load of the home page: no in-memory trace of the signed-out user survives.
  window.location.assign('/');
  return { signedOut: true };
}

if (typeof window !== 'undefined') {
  void restore();
  // Another tab signing in or out.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) void restore();
  });
  // One 401 path: any call made with the current token that the server refuses ends the session.
  window.addEventListener(UNAUTHORIZED_EVENT, (event) => {
    const refused = (event as CustomEvent<{ token: string }>).detail.token;
    if (refused && refused === session.get().token) endSession();
  });
}
