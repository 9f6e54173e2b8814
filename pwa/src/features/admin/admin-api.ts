/**
 * The admin screens' calls: reads from /api with the admin's token (parsed with the shared
 * schemas), writes straight to /api (no outbox: the admin area is online-first). Every answer
 * is classified, so a screen can show the server's message, or its field errors next to the
 * fields.
 */
import type { z } from 'zod';
import { MESSAGES } from '@store/shared';
import { getSession } from '../../data';
import { apiFetch, apiSend, type SendOptions } from '../../lib/api-client';

export const tokenOrNull = (): string | null => getSession().token;

export function adminRead<T extends z.ZodType>(path: string, schema: T, signal?: AbortSignal): Promise<z.output<T>> {
  return apiFetch(path, { token: tokenOrNull(), schema: () => Promise.resolve(schema), ...(signal ? { signal } : {}) });
}

export type WriteResult =
  { ok: true; data: unknown; message: string } | { ok: false; status: number; message: string; errors: Record<string, string> };

export async function adminWrite(path: string, method: SendOptions['method'], body?: unknown): Promise<WriteResult> {
  const token = tokenOrNull();
  if (!token) return { ok: false, status: 401, message: MESSAGES.auth.tokenMissing, errors: {} };
  const r = await apiSend(path, { method, token, ...(body === undefined ? {} : { body }) });
  if (r.kind === 'ok') return { ok: true, data: r.data, message: '' };
  if (r.kind === 'unreachable')
    return { ok: false, status: 0, message: 'The store could not be reached. Check your connection and try again.', errors: {} };
  return {
    ok: false,
    status: r.kind === 'refused' || r.kind === 'server-error' || r.kind === 'unauthorized' ? r.status : 0,
    message: r.message,
    errors: r.kind === 'refused' ? (r.errors ?? {}) : {},
  };
}
