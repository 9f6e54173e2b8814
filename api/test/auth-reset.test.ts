/** Forgotten passwords: a one-time code by e-mail, limited tries, and every older session ends. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness.js';
import { signIn, signUp, uniqueEmail } from './auth-helpers.js';

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(() => t?.close());

const resetCodeOf = (email: string): string => {
  const msg = t
    .outbox()
    .filter((m) => m.to === email && m.subject === 'Your password reset code')
    .at(-1);
  if (!msg?.code) throw new Error(`no reset code for ${email}`);
  return msg.code;
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /auth/forgot-password and /auth/reset-password', () => {
  it('when a shopper resets with the e-mailed code, then the new password signs in, the old one does not, and every older token stops working', async () => {
    const shopper = await signUp(t);
    const second = await signIn(t, shopper);
    const asked = await t.api('POST', '/auth/forgot-password', { body: { email: shopper.email.toUpperCase() } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('If an account uses this email, a reset code has been sent to it.');
    const res = await t.api('POST', '/auth/reset-password', {
      body: { email: shopper.email, code: resetCodeOf(shopper.email), newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Your password has been changed. Please sign in with the new one.');
    for (const token of [shopper.token, second]) {
      const me = await t.api('GET', '/auth/me', { token });
      expect(me.status).toBe(401);
    }
    expect((await t.api('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } })).status).toBe(401);
    const fresh = await signIn(t, { ...shopper, password: 'brand-new-pass' });
    expect((await t.api('GET', '/auth/me', { token: fresh })).status).toBe(200);
    // The code was used up.
    const again = await t.api('POST', '/auth/reset-password', {
      body: { email: shopper.email, code: resetCodeOf(shopper.email), newPassword: 'another-pass' },
    });
    expect(again.status).toBe(400);
  });

  it('when an unknown e-mail asks for a reset, then the answer is the same and nothing is sent', async () => {
    const email = uniqueEmail('nobody');
    const before = t.outbox().length;
    const res = await t.api('POST', '/auth/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('If an account uses this email, a reset code has been sent to it.');
    expect(t.outbox().filter((m) => m.to === email)).toHaveLength(0);
    expect(t.outbox().length).toBe(before);
  });

  it("when a code for one account is used for another e-mail, then it fails and the other account's password stays", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await t.api('POST', '/auth/forgot-password', { body: { email: a.email } });
    await t.api('POST', '/auth/forgot-password', { body: { email: b.email } });
    const res = await t.api('POST', '/auth/reset-password', {
      body: { email: b.email, code: resetCodeOf(a.email), newPassword: 'hijacked-pass' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.code).toBe('This code is not right, or it has expired. Ask for a new one if you need to.');
    expect((await t.api('GET', '/auth/me', { token: b.token })).status).toBe(200);
    await signIn(t, b);
  });

  it('when wrong codes are tried, then the fifth locks the reset, even the right code fails after it, and a sign-in code never works as a reset code', async () => {
    const shopper = await signUp(t);
    await signIn(t, shopper);
    const signInCode =
      t
        .outbox()
        .filter((m) => m.to === shopper.email && m.subject === 'Your email sign-in code')
        .at(-1)?.code ?? '';
    await t.api('POST', '/auth/forgot-password', { body: { email: shopper.email } });
    const code = resetCodeOf(shopper.email);
    const statuses: number[] = [];
    for (const attempt of [
      signInCode === code ? wrongCode(code) : signInCode,
      wrongCode(code),
      wrongCode(code),
      wrongCode(code),
      wrongCode(code),
    ]) {
      statuses.push(
        (await t.api('POST', '/auth/reset-password', { body: { email: shopper.email, code: attempt, newPassword: 'guessed-pass' } }))
          .status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await t.api('POST', '/auth/reset-password', { body: { email: shopper.email, code, newPassword: 'guessed-pass' } });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many wrong codes. Ask for a new reset code.');
    expect((await t.api('GET', '/auth/me', { token: shopper.token })).status).toBe(200);
  });

  it('when a reset is asked again within 30 seconds, then no second code is sent', async () => {
    const shopper = await signUp(t);
    await t.api('POST', '/auth/forgot-password', { body: { email: shopper.email } });
    await t.api('POST', '/auth/forgot-password', { body: { email: shopper.email } });
    expect(t.outbox().filter((m) => m.to === shopper.email && m.subject === 'Your password reset code')).toHaveLength(1);
  });

  it('when the bodies are bad, then 400 with precise messages', async () => {
    const a = await t.api('POST', '/auth/forgot-password', { body: { email: 'not-an-email' } });
    expect(a.status).toBe(400);
    const b = await t.api('POST', '/auth/reset-password', {
      body: { email: uniqueEmail(), code: '123456', newPassword: '123', confirmPassword: '123' },
    });
    expect(b.status).toBe(400);
    expect(b.body.errors.newPassword).toBe('Password must be at least 6 characters long');
    const c = await t.api('POST', '/auth/reset-password', {
      body: { email: uniqueEmail(), code: '123456', newPassword: 'abcdefg', confirmPassword: 'abcdefh' },
    });
    expect(c.body.errors.confirmPassword).toBe('Passwords do not match');
  });
});
