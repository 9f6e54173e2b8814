/**
 * Where a waiting sign-in's codes went (the e-mail, and the phone when the account has one), as
 * the password step's answer said. Kept in localStorage beside the session, so the OTP screen
 * still asks for the right codes after a reload, in a second tab, and after Resend (resent codes
 * go where the first ones went). Only a right password gets this answer, and nothing here is
 * secret: no codes, at most the phone's last four digits. Checked by hand (zod stays out of this
 * chunk); a bad or old record reads as unknown.
 */
import type { SignInChannel } from '@store/shared';

const KEY = 'pendingSignIn';
/** Longer than a challenge lives with all its resends: after that the screen asks for codes that no longer matter. */
const KEEP_MS = 45 * 60_000;

export interface PendingSignIn {
  channels: SignInChannel[];
  phoneEnding: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function rememberPendingSignIn(email: string, sent: PendingSignIn, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ email: email.trim().toLowerCase(), ...sent, until: now + KEEP_MS }));
  } catch {
    // A full or blocked storage: the screen then asks as for an unknown sign-in.
  }
}

/** What was sent for this e-mail's sign-in, or null when this device does not know (the screen then asks for both, the phone one optional). */
export function readPendingSignIn(email: string, now = Date.now()): PendingSignIn | null {
  let value: unknown;
  try {
    value = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.email !== 'string' || !sameEmail(v.email, email) || typeof v.until !== 'number' || v.until < now) return null;
  if (!Array.isArray(v.channels) || !v.channels.includes('email') || !v.channels.every((c) => c === 'email' || c === 'phone')) return null;
  return {
    channels: v.channels as SignInChannel[],
    phoneEnding: typeof v.phoneEnding === 'string' && /^[0-9]{1,4}$/.test(v.phoneEnding) ? v.phoneEnding : null,
  };
}

export function forgetPendingSignIn(): void {
  storage()?.removeItem(KEY);
}
