/**
 * Issue 42 item 1: a shopper without a phone signs in with the one code they are sent; a phone
 * added later from the profile gets the second code from then on. The spec's verify call (both
 * codes) keeps working for accounts with a phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageChallenge, latestCodes, setPhoneConfirmed, signUp } from './auth-helpers.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(() => t?.close());

const emailCodesTo = (email: string) => t.outbox().filter((m) => m.to === email && m.code);

describe('signing in without a phone', () => {
  it('when a phone-less shopper asks for new codes, then again only an e-mail code comes, and it alone signs in', async () => {
    const shopper = await signUp(t, { phone: '' });
    const login = await t.api('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } });
    expect(login.body.data.channels).toEqual(['email']);
    await ageChallenge(t, shopper.id, 31_000);
    const resend = await t.api('POST', '/auth/send-otp', { body: { email: shopper.email } });
    expect(resend.status).toBe(200);
    const sent = emailCodesTo(shopper.email);
    expect(sent.map((m) => [m.channel, m.subject])).toEqual([
      ['email', 'Your email sign-in code'],
      ['email', 'Your email sign-in code'],
    ]);
    expect(t.outbox().some((m) => m.channel === 'sms' && m.text.includes(shopper.email))).toBe(false);
    // An older screen that still sends a phone field is not refused for it.
    const verified = await t.api('POST', '/auth/verify-otp', { body: { email: shopper.email, emailOtp: sent.at(-1)?.code, phoneOtp: '' } });
    expect(verified.status, verified.text).toBe(200);
  });

  it('when the e-mail code is wrong, then it counts as a wrong try, as with two codes', async () => {
    const shopper = await signUp(t, { phone: '' });
    await t.api('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } });
    const right = emailCodesTo(shopper.email).at(-1)?.code;
    const wrong = await t.api('POST', '/auth/verify-otp', {
      body: { email: shopper.email, emailOtp: right === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('The codes are incorrect. 4 tries left.');
  });
});

describe('a phone added later', () => {
  it('when a shopper adds "98765 43210" on the profile and confirms it, then the next sign-in also texts a code to +919876543210 and needs both', async () => {
    const shopper = await signUp(t, { phone: '' });
    await setPhoneConfirmed(t, shopper, '98765 43210');
    const login = await t.api('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } });
    expect(login.body).toMatchObject({
      message: 'OTP sent to your email and phone',
      data: { channels: ['email', 'phone'], phoneEnding: '3210' },
    });
    const codes = latestCodes(t, { email: shopper.email, phone: '+919876543210' });
    const onlyEmail = await t.api('POST', '/auth/verify-otp', { body: { email: shopper.email, emailOtp: codes.emailOtp } });
    expect(onlyEmail.status).toBe(400);
    expect(onlyEmail.body.message).toBe('Please fill both OTPs');
    const both = await t.api('POST', '/auth/verify-otp', { body: { email: shopper.email, ...codes } });
    expect(both.status, both.text).toBe(200);
  });

  it('when the phone changes while a sign-in waits, then a resend still goes where the first codes went', async () => {
    const shopper = await signUp(t, { phone: '+91 98450 22222' });
    await t.api('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } });
    await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { phone: null } });
    await ageChallenge(t, shopper.id, 31_000);
    expect((await t.api('POST', '/auth/send-otp', { body: { email: shopper.email } })).status).toBe(200);
    const texts = t.outbox().filter((m) => m.channel === 'sms' && m.to === '+919845022222');
    expect(texts).toHaveLength(2);
    const verified = await t.api('POST', '/auth/verify-otp', { body: { email: shopper.email, ...latestCodes(t, shopper) } });
    expect(verified.status, verified.text).toBe(200);
  });
});
