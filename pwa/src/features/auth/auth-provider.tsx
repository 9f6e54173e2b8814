/**
 * The session (spec §4 Authentication): token and user live in localStorage under `token` and
 * `user`. On start the stored token is checked with GET /auth/me; the server refusing it (401)
 * clears it. A network failure keeps the stored session: the store works offline, and a shopper
 * must not be signed out just because the train went into a tunnel.
 * The stored user is parsed after the first paint (its schema loads on demand), so for that
 * moment `user` is null even when a token is stored.
 */
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, type User } from '@store/shared';
import { clearLocalData } from '../../data';
import { ApiError } from '../../lib/api-client';
import { fetchCurrentUser, logoutOnServer } from './auth-api';
import { clearAllLocalStorage, clearSession, loadStoredUser, readStoredToken, storeSession, storeUser } from './auth-storage';

export interface AuthContextValue {
  user: User | null;
  token: string | null;
  /** True while the stored token is being checked at start. */
  loading: boolean;
  login(token: string, user: User): void;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The server says this token is no good (as opposed to "could not ask the server"). */
function isRejectedToken(e: unknown): boolean {
  return e instanceof ApiError && (e.status === 401 || e.status === 403);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(readStoredToken);
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState<boolean>(() => readStoredToken() !== null);
  // A token that just came from verify-otp/signup needs no second check with /auth/me.
  const freshToken = useRef<string | null>(null);
  // Each change of the user counts; a stored user that finishes parsing after a newer change is dropped.
  const userChanges = useRef(0);
  const putUser = useCallback((next: User | null) => {
    userChanges.current += 1;
    setUser(next);
  }, []);
  const restoreStoredUser = useCallback(() => {
    const change = (userChanges.current += 1);
    loadStoredUser().then(
      (stored) => {
        if (userChanges.current === change) setUser(stored);
      },
      (e: unknown) => console.warn('Could not read the stored user', e),
    );
  }, []);

  useEffect(() => restoreStoredUser(), [restoreStoredUser]);

  useEffect(() => {
    if (!token || token === freshToken.current) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    fetchCurrentUser(token, controller.signal)
      .then((fresh) => {
        storeUser(fresh);
        putUser(fresh);
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        if (isRejectedToken(e)) {
          clearSession();
          setToken(null);
          putUser(null);
        } else {
          console.warn('Could not load the current user; keeping the stored session', e);
        }
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [token, putUser]);

  // Another tab signing in or out changes localStorage; follow it so tabs agree.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
      setToken(readStoredToken());
      restoreStoredUser();
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [restoreStoredUser]);

  const login = useCallback((nextToken: string, nextUser: User) => {
    storeSession(nextToken, nextUser);
    freshToken.current = nextToken;
    putUser(nextUser);
    setToken(nextToken);
  }, [putUser]);

  const logout = useCallback(async () => {
    const current = readStoredToken();
    if (current) {
      // Best effort: the local sign-out must happen even when the server cannot be reached.
      await logoutOnServer(current).catch((e: unknown) => console.warn('Logout call failed', e));
    }
    clearSession();
    try {
      await clearLocalData();
    } catch (e) {
      console.error('Could not clear local data on logout', e);
    }
    clearAllLocalStorage();
    setToken(null);
    putUser(null);
    // A full load of the home page: no in-memory trace of the signed-out user survives.
    window.location.assign('/');
  }, [putUser]);

  const value = useMemo<AuthContextValue>(() => ({ user, token, loading, login, logout }), [user, token, loading, login, logout]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
