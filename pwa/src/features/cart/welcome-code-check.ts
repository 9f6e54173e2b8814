/**
 * The cart asks the store whether a personal WELCOME15 code is the signed-in shopper's own and
 * unused (GET /api/newsletter/welcome-code/:code), so another account's code is refused in the
 * cart, not only at checkout. Offline, signed out or unanswered, the code is applied by its shape
 * as before, and the order's placement decides.
 */
import { WelcomeCodeCheckSchema } from '@store/shared';
import { ApiError, apiFetch } from '../../lib/api-client';

/** The store's reason to refuse the code for this shopper, or null when it may be applied. */
export async function welcomeCodeRefusal(code: string, token: string | null): Promise<string | null> {
  if (!token || !navigator.onLine) return null;
  try {
    await apiFetch(`/newsletter/welcome-code/${encodeURIComponent(code)}`, {
      token,
      schema: () => Promise.resolve(WelcomeCodeCheckSchema),
    });
    return null;
  } catch (e) {
    return e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 401 ? e.message : null;
  }
}
