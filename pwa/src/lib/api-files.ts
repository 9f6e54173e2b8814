/**
 * Files to and from /api (the admin's CSV export and import), apart from api-client.ts: that
 * module is in the storefront's first chunk, and only a lazily loaded admin screen needs these.
 * Same rules as the one request path: the bearer token, credentials included, a refused token
 * reported on UNAUTHORIZED_EVENT, the server's message when it refuses.
 */
import { MESSAGES } from '@store/shared';
import { apiUrl, errorMessage, UNAUTHORIZED_EVENT, type SendResult } from './api-client';

/** A file asked for without a connection (an invoice, a credit note, the CSV export). */
export const FILES_OFFLINE = 'You are offline. This file downloads once you are back online.';

const reportUnauthorized = (token: string | null) => {
  if (token) window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { token } }));
};

async function call(path: string, token: string | null, init: RequestInit): Promise<Response | { unreachable: string }> {
  try {
    return await fetch(apiUrl(path), {
      ...init,
      credentials: 'include',
      headers: { ...(init.headers as Record<string, string>), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (e) {
    // The browser's own words ("Failed to fetch") tell a shopper nothing: say why, and what to do.
    if (!navigator.onLine) return { unreachable: FILES_OFFLINE };
    return { unreachable: errorMessage(e, 'The store could not be reached') };
  }
}

const messageOf = async (response: Response): Promise<{ message: string; json: { data?: unknown; errors?: unknown } | null }> => {
  const json = (await response.json().catch(() => null)) as { message?: unknown; data?: unknown; errors?: unknown } | null;
  return { message: typeof json?.message === 'string' && json.message ? json.message : MESSAGES.httpError(response.status), json };
};

/** Downloads a file the api makes: its bytes and its name, or why not. */
export async function apiDownload(
  path: string,
  token: string | null,
): Promise<{ ok: true; blob: Blob; name: string } | { ok: false; message: string }> {
  const response = await call(path, token, { headers: { Accept: 'text/csv, application/json' } });
  if ('unreachable' in response) return { ok: false, message: response.unreachable };
  if (!response.ok) {
    if (response.status === 401) reportUnauthorized(token);
    return { ok: false, message: (await messageOf(response)).message };
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download.csv';
  return { ok: true, blob: await response.blob(), name };
}

/** Hands a downloaded file to the browser to save under `name` (the object URL is let go once the save has begun). */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Sends a file as the request body (with its own type) and classifies the answer as apiSend does. */
export async function apiUpload(path: string, file: Blob, token: string | null): Promise<SendResult> {
  const response = await call(path, token, {
    method: 'POST',
    body: file,
    headers: { Accept: 'application/json', 'Content-Type': file.type || 'text/csv' },
  });
  if ('unreachable' in response) return { kind: 'unreachable', message: response.unreachable };
  const { message, json } = await messageOf(response);
  if (response.ok) return { kind: 'ok', status: response.status, data: json?.data };
  if (response.status === 401) {
    reportUnauthorized(token);
    return { kind: 'unauthorized', status: 401, message };
  }
  if (response.status >= 500 || response.status === 429) return { kind: 'server-error', status: response.status, message };
  const errors =
    json?.errors && typeof json.errors === 'object'
      ? Object.fromEntries(Object.entries(json.errors).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : undefined;
  return { kind: 'refused', status: response.status, message, ...(errors && Object.keys(errors).length ? { errors } : {}) };
}
