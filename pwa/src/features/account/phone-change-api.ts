/**
 * Changing the phone (decision 037): the number is texted a code and kept only once that code
 * comes back, so these are plain calls that need the store, not outbox writes. A confirmed
 * number refreshes the session's user and the account on this device.
 */
import { MESSAGES, PendingPhoneSchema, UserSchema, type PendingPhone } from '@store/shared';
import { refreshAccount } from '../../data/account';
import { isOnline } from '../../data/online-status';
import { getWriter } from '../../data/outbox/user-state';
import { updateSessionUser } from '../../data/session';
import { apiSend } from '../../lib/api-client';

export type PhoneCallOutcome<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

async function call(path: string, method: 'GET' | 'POST' | 'PUT', body?: unknown): Promise<PhoneCallOutcome<unknown>> {
  const writer = getWriter();
  if (!writer) return { ok: false, message: 'Please sign in again.' };
  if (!isOnline()) return { ok: false, message: MESSAGES.auth.phoneNeedsConnection };
  const r = await apiSend(path.replace(':id', encodeURIComponent(writer.userId)), {
    method,
    token: writer.token,
    ...(body ? { body } : {}),
  });
  if (r.kind === 'ok') return { ok: true, value: r.data };
  if (r.kind === 'unreachable') return { ok: false, message: MESSAGES.auth.phoneNeedsConnection };
  const field = r.kind === 'refused' ? (r.errors?.code ?? r.errors?.phone) : undefined;
  return { ok: false, message: field ?? r.message, ...(r.kind === 'refused' && r.errors?.phone ? { field: 'phone' } : {}) };
}

const pendingOf = (data: unknown, key: 'phonePending' | 'pending'): PendingPhone | null => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : null;
  const parsed = PendingPhoneSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** PUT /auth/{id} with the new phone: the store texts it a code; the account keeps its phone meanwhile. */
export async function requestPhoneChange(phone: string): Promise<PhoneCallOutcome<PendingPhone>> {
  const r = await call('/auth/:id', 'PUT', { phone });
  if (!r.ok) return r;
  const pending = pendingOf(r.value, 'phonePending');
  return pending ? { ok: true, value: pending } : { ok: false, message: MESSAGES.invalidResponse };
}

/** The number waiting for its code, if any (after a reload, or from another device). */
export async function fetchPendingPhone(): Promise<PendingPhone | null> {
  const r = await call('/auth/phone/pending', 'GET');
  return r.ok ? pendingOf(r.value, 'pending') : null;
}

export async function resendPhoneCode(): Promise<PhoneCallOutcome<PendingPhone>> {
  const r = await call('/auth/phone/resend', 'POST', {});
  if (!r.ok) return r;
  const pending = pendingOf(r.value, 'pending');
  return pending ? { ok: true, value: pending } : { ok: false, message: MESSAGES.invalidResponse };
}

export async function cancelPhoneChange(): Promise<PhoneCallOutcome<null>> {
  const r = await call('/auth/phone/cancel', 'POST', {});
  return r.ok ? { ok: true, value: null } : r;
}

/** The code: on success the number is the account's, on this device too. */
export async function confirmPhone(code: string): Promise<PhoneCallOutcome<null>> {
  const r = await call('/auth/phone/confirm', 'POST', { code });
  if (!r.ok) return r;
  const user = UserSchema.safeParse(r.value && typeof r.value === 'object' ? (r.value as { user?: unknown }).user : null);
  if (user.success) updateSessionUser(user.data);
  await refreshAccount().catch(() => undefined);
  return { ok: true, value: null };
}
