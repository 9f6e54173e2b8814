/**
 * One-time sign-in codes: 6 crypto-random digits, kept only as an HMAC keyed by the server
 * secret (a plain hash of a 6-digit code could be reversed by trying all million of them).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@store/shared';

export type CodeChannel = 'email' | 'sms';

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function newNonce(): string {
  return randomBytes(12).toString('base64url');
}

/** Binds the code to its challenge and channel, so a code never works anywhere else. */
export function hashCode(secret: string, nonce: string, channel: CodeChannel, code: string): string {
  return createHmac('sha256', secret).update(`${nonce}:${channel}:${code}`).digest('base64url');
}

export function codeMatches(secret: string, nonce: string, channel: CodeChannel, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashCode(secret, nonce, channel, code.trim()), 'base64url');
  const expected = Buffer.from(storedHash, 'base64url');
  return actual.length === expected.length && timingSafeEqual(new Uint8Array(actual), new Uint8Array(expected));
}
