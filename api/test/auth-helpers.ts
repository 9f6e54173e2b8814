/** Shared steps of the identity tests: sign up, read codes from the outbox, sign in. */
import { randomBytes } from 'node:crypto';
import { toE164 } from '@store/shared';
import { expect } from 'vitest';
import type { TestStore } from './harness.js';

export interface Shopper {
  id: string;
  email: string;
  phone: string;
  password: string;
  token: string;
}

let n = 0;
export const uniqueEmail = (tag = 'shopper') => `${tag}.${Date.now().toString(36)}${n++}${randomBytes(2).toString('hex')}@example.com`;

export async function signUp(t: TestStore, overrides: Record<string, unknown> = {}): Promise<Shopper> {
  const body = {
    name: 'Asha Rao',
    email: uniqueEmail(),
    phone: '+91 98450 12345',
    password: 'secret123',
    confirmPassword: 'secret123',
    ...overrides,
  };
  const res = await t.api('POST', '/auth/signup', { body });
  expect(res.status, res.text).toBe(201);
  return {
    id: res.body.user._id,
    email: String(body.email).toLowerCase(),
    // As the store keeps it (E.164), which is where its codes and messages go.
    phone: toE164(String(body.phone)) ?? String(body.phone),
    password: String(body.password),
    token: res.body.token,
  };
}

/** The newest codes sent to this shopper's e-mail and phone. */
export function latestCodes(t: TestStore, who: { email: string; phone: string }): { emailOtp: string; phoneOtp: string } {
  const box = t.outbox();
  const email = box.filter((m) => m.channel === 'email' && m.to === who.email && m.subject === 'Your email sign-in code').at(-1);
  const phone = toE164(who.phone) ?? who.phone;
  const sms = box.filter((m) => m.channel === 'sms' && m.to === phone && m.code).at(-1);
  if (!email?.code || !sms?.code) throw new Error(`no codes in the outbox for ${who.email}`);
  return { emailOtp: email.code, phoneOtp: sms.code };
}

export async function logIn(t: TestStore, who: { email: string; password: string }): Promise<void> {
  const res = await t.api('POST', '/auth/login', { body: { email: who.email, password: who.password } });
  expect(res.status, res.text).toBe(200);
}

/** The whole two-step sign-in; returns the token. */
export async function signIn(t: TestStore, who: { email: string; phone: string; password: string }): Promise<string> {
  await logIn(t, who);
  const res = await t.api('POST', '/auth/verify-otp', { body: { email: who.email, ...latestCodes(t, who) } });
  expect(res.status, res.text).toBe(200);
  return res.body.token;
}

/** Moves the shopper's challenge into the past, as if `ms` had gone by (the resend throttle is 30 s). */
export async function ageChallenge(t: TestStore, userId: string, ms: number): Promise<void> {
  const db = t.store.ctx.dbs.challenges;
  const doc = await db.get(`login:${userId}`);
  if (!doc) throw new Error('no challenge');
  const shift = (v: unknown) => (typeof v === 'number' ? v - ms : v);
  await db.put({ ...doc, lastSentAt: shift(doc.lastSentAt), expiresAt: shift(doc.expiresAt), createdAt: shift(doc.createdAt) });
}

/** The newest phone-confirmation code texted to this number. */
export function phoneConfirmCode(t: TestStore, phone: string): string {
  const to = toE164(phone) ?? phone;
  const sms = t
    .outbox()
    .filter((m) => m.channel === 'sms' && m.to === to && m.subject === 'Your phone confirmation code')
    .at(-1);
  if (!sms?.code) throw new Error(`no phone confirmation code in the outbox for ${to}`);
  return sms.code;
}

/** Adds or changes the shopper's phone the whole way: the profile call, then the code texted to it. */
export async function setPhoneConfirmed(t: TestStore, who: { id: string; token: string }, phone: string): Promise<void> {
  const asked = await t.api('PUT', `/auth/${who.id}`, { token: who.token, body: { phone } });
  expect(asked.status, asked.text).toBe(200);
  const confirmed = await t.api('POST', '/auth/phone/confirm', { token: who.token, body: { code: phoneConfirmCode(t, phone) } });
  expect(confirmed.status, confirmed.text).toBe(200);
}
