/** The session's own calls: who the stored token belongs to (GET /auth/me) and the server-side logout. */
import { RESPONSE_MESSAGES, type User } from '@store/shared';
import { ApiError, apiFetch, lazySchemas } from '../lib/api-client.js';

const loadParsers = () => import('./session-parsers.js');
const schemaOf = lazySchemas(loadParsers);

export async function fetchCurrentUser(token: string, signal?: AbortSignal): Promise<User> {
  const data = await apiFetch('/auth/me', { token, schema: schemaOf('IgnoredDataSchema'), signal });
  const { userOf } = await loadParsers();
  const user = userOf(data);
  if (!user) throw new ApiError(200, RESPONSE_MESSAGES.invalidResponse);
  return user;
}

export async function logoutOnServer(token: string): Promise<void> {
  await apiFetch('/auth/logout', { method: 'POST', token, schema: schemaOf('IgnoredDataSchema') });
}
