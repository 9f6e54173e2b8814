import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness.js';
import { ageChallenge, latestCodes, logIn, signIn, signUp, uniqueEmail } from './auth-helpers.js';

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(() => t?.close());

const RESEND = 'If a sign-in is waiting for this email, new codes have been sent where the first ones went.';

describe('POST /auth/signup', () => {
  it('when a visitor registers, then they get a token and their user (a shopper, never the hash)', async () => {
    const email = uniqueEmail();
    const res = await t.api('POST', '/auth/signup', {
      body: { name: 'Asha Rao', email, phone: '+91 98450 12345', password: 'secret123', confirmPassword: 'secret123' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { name: 'Asha Rao', email, role: 'user', addresses: [], loyaltyPoints: 0 },
    });
    expect(res.body.data.user).toEqual(res.body.user);
    expect(res.body.user._id).toMatch(/^u_/);
    expect(res.text).not.toMatch(/passwordHash|scrypt/);
    const me = await t.api('GET', '/auth/me', { token: res.body.token });
    expect(me.body.user.email).toBe(email);
  });

  it('when the e-mail has capitals, then it is stored lowercased and phone may be left out', async () => {
    const res = await t.api('POST', '/auth/signup', { body: { name: 'Ravi', email: 'Ravi.K@Example.COM', password: 'secret123' } });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: 'ravi.k@example.com', phone: null });
  });

  it('when the passwords differ, then it answers 400 "Passwords do not match"', async () => {
    const res = await t.api('POST', '/auth/signup', {
      body: { name: 'A', email: uniqueEmail(), password: 'secret123', confirmPassword: 'secret124' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Passwords do not match' });
  });

  it('when the password is short, then it answers 400 with the spec message', async () => {
    const res = await t.api('POST', '/auth/signup', { body: { name: 'A', email: uniqueEmail(), password: 'abc' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Password must be at least 6 characters long');
  });

  it('when fields are missing, have wrong types or the JSON is malformed, then it answers 400 with a clear message', async () => {
    const missing = await t.api('POST', '/auth/signup', { body: { email: uniqueEmail(), password: 'secret123' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Name is required');
    const wrongType = await t.api('POST', '/auth/signup', { body: { name: 'A', email: 42, password: 'secret123' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('email');
    const badEmail = await t.api('POST', '/auth/signup', { body: { name: 'A', email: 'not-an-email', password: 'secret123' } });
    expect(badEmail.body.message).toContain('Enter a valid email address');
    const malformed = await t.api('POST', '/auth/signup', { rawBody: '{"name": "A",', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: 'Malformed JSON in request body.' });
  });

  it('when the e-mail is already registered, then it answers 409 with a clear message', async () => {
    const first = await signUp(t);
    const res = await t.api('POST', '/auth/signup', { body: { name: 'B', email: first.email.toUpperCase(), password: 'secret123' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'An account with this email already exists. Please log in instead.' });
  });

  it('when ten sign-ups race for one e-mail, then exactly one account is created', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.api('POST', '/auth/signup', { body: { name: `R${i}`, email, password: 'secret123' } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });
});

describe('POST /auth/login', () => {
  it('when the password is right, then it answers the spec message and sends one code by e-mail and one by SMS', async () => {
    const shopper = await signUp(t);
    const before = t.outbox().length;
    const res = await t.api('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'OTP sent to your email and phone',
      data: { email: shopper.email, channels: ['email', 'phone'], phoneEnding: shopper.phone.slice(-4) },
    });
    const sent = t.outbox().slice(before);
    expect(sent.map((m) => [m.channel, m.to])).toEqual([
      ['email', shopper.email],
      ['sms', shopper.phone],
    ]);
    for (const m of sent) {
      expect(m.code).toMatch(/^\d{6}$/);
      expect(m.text).toContain(m.code);
      expect(Date.parse(m.createdAt)).not.toBeNaN();
    }
  });

  it('when the shopper has no phone, then only the e-mail code is sent, the answer says so, and that code alone signs in', async () => {
    const email = uniqueEmail();
    await t.api('POST', '/auth/signup', { body: { name: 'No Phone', email, password: 'secret123' } });
    const login = await t.api('POST', '/auth/login', { body: { email, password: 'secret123' } });
    expect(login.body).toEqual({
      success: true,
      message: 'OTP sent to your email',
      data: { email, channels: ['email'], phoneEnding: null },
    });
    const mails = t.outbox().filter((m) => m.to === email);
    expect(mails.map((m) => m.subject)).toEqual(['Your email sign-in code']);
    const res = await t.api('POST', '/auth/verify-otp', { body: { email, emailOtp: mails[0]?.code } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.user.email).toBe(email);
  });

  it('when the password is wrong or the e-mail unknown, then both get the same 401 answer and nothing is sent', async () => {
    const shopper = await signUp(t);
    const before = t.outbox().length;
    const wrong = await t.api('POST', '/auth/login', { body: { email: shopper.email, password: 'not-the-password' } });
    const unknown = await t.api('POST', '/auth/login', { body: { email: uniqueEmail('ghost'), password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(t.outbox().length).toBe(before);
  });

  it('when e-mail or password is missing, then it answers 400 naming the field', async () => {
    const noPassword = await t.api('POST', '/auth/login', { body: { email: uniqueEmail() } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toContain('Password is required');
    const noEmail = await t.api('POST', '/auth/login', { body: { password: 'x' } });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toContain('Email is required');
    const wrongType = await t.api('POST', '/auth/login', { body: { email: uniqueEmail(), password: 123456 } });
    expect(wrongType.status).toBe(400);
  });
});

describe('POST /auth/verify-otp', () => {
  it('when both codes are right, then it answers the token and data.user, and the codes cannot be used twice', async () => {
    const shopper = await signUp(t);
    await logIn(t, shopper);
    const codes = latestCodes(t, shopper);
    const res = await t.api('POST', '/auth/verify-otp', { body: { email: shopper.email, ...codes } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'OTP verified successfully',
      token: expect.any(String),
      data: { user: { _id: shopper.id, email: shopper.email, role: 'user' } },
    });
    expect(res.body.data.token).toBe(res.body.token);
    const me = await t.api('GET', '/auth/me', { token: res.body.token });
    expect(me.status).toBe(200);

    const again = await t.api('POST', '/auth/verify-otp', { body: { email: shopper.email, ...codes } });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('No sign-in is waiting for these codes, or they have expired. Please log in again.');
  });

  it('when a code that was sent is missing, then it answers 400 "Please fill both OTPs" and counts no try', async () => {
    const noEmailCode = await t.api('POST', '/auth/verify-otp', { body: { email: uniqueEmail(), phoneOtp: '123456' } });
    expect(noEmailCode.status).toBe(400);
    expect(noEmailCode.body.message).toContain('Please fill both OTPs');
    const shopper = await signUp(t);
    await logIn(t, shopper);
    const { emailOtp } = latestCodes(t, shopper);
    for (const phoneOtp of [undefined, '']) {
      const res = await t.api('POST', '/auth/verify-otp', { body: { email: shopper.email, emailOtp, phoneOtp } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill both OTPs');
    }
    const tries = (await t.store.ctx.dbs.challenges.get(`login:${shopper.id}`))?.tries;
    expect(tries).toBe(0);
    const tooLong = await t.api('POST', '/auth/verify-otp', { body: { email: uniqueEmail(), emailOtp: '1234567', phoneOtp: '123456' } });
    expect(tooLong.status).toBe(400);
  });

  it('when the codes are more than five minutes old, then they no longer sign in', async () => {
    const shopper = await signUp(t);
    await logIn(t, shopper);
    const codes = latestCodes(t, shopper);
    await ageChallenge(t, shopper.id, 5 * 60_000 + 1000);
    const res = await t.api('POST', '/auth/verify-otp', { body: { email: shopper.email, ...codes } });
    expect(res.status).toBe(401);
  });
});

describe('POST /auth/send-otp', () => {
  it('when a sign-in is waiting, then new codes are sent, the old ones stop working and the new ones sign in', async () => {
    const shopper = await signUp(t);
    await logIn(t, shopper);
    const old = latestCodes(t, shopper);
    await ageChallenge(t, shopper.id, 31_000);
    const res = await t.api('POST', '/auth/send-otp', { body: { email: shopper.email } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, statusCode: 200, data: { message: RESEND } });
    const fresh = latestCodes(t, shopper);
    expect(fresh).not.toEqual(old);
    const withOld = await t.api('POST', '/auth/verify-otp', { body: { email: shopper.email, ...old } });
    expect(withOld.status).toBe(401);
    const withNew = await t.api('POST', '/auth/verify-otp', { body: { email: shopper.email, ...fresh } });
    expect(withNew.status).toBe(200);
  });

  it('when asked again within 30 seconds, then it answers 429 and sends nothing', async () => {
    const shopper = await signUp(t);
    await logIn(t, shopper);
    const before = t.outbox().length;
    const res = await t.api('POST', '/auth/send-otp', { body: { email: shopper.email } });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Please wait \d+ seconds before asking for new codes\.$/);
    expect(t.outbox().length).toBe(before);
  });

  it('when codes were resent five times, then the sixth resend is refused until the shopper logs in again', async () => {
    const shopper = await signUp(t);
    await logIn(t, shopper);
    for (let i = 0; i < 5; i++) {
      await ageChallenge(t, shopper.id, 31_000);
      expect((await t.api('POST', '/auth/send-otp', { body: { email: shopper.email } })).status).toBe(200);
    }
    await ageChallenge(t, shopper.id, 31_000);
    const sixth = await t.api('POST', '/auth/send-otp', { body: { email: shopper.email } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many codes have been sent for this sign-in. Please log in again.');
  });

  it('when no sign-in is waiting or the e-mail is unknown, then it answers the same success and sends nothing', async () => {
    const shopper = await signUp(t);
    const before = t.outbox().length;
    const idle = await t.api('POST', '/auth/send-otp', { body: { email: shopper.email } });
    const unknown = await t.api('POST', '/auth/send-otp', { body: { email: uniqueEmail('ghost') } });
    expect(idle.status).toBe(200);
    expect(unknown.body).toEqual(idle.body);
    expect(t.outbox().length).toBe(before);
  });

  it('when the e-mail is missing or invalid, then it answers 400', async () => {
    expect((await t.api('POST', '/auth/send-otp', { body: {} })).body.message).toContain('Email is required');
    expect((await t.api('POST', '/auth/send-otp', { body: { email: 'nope' } })).status).toBe(400);
  });
});

describe('GET /auth/me and POST /auth/logout', () => {
  it('when a signed-in shopper asks, then they get their user; after logout the token is refused', async () => {
    const shopper = await signUp(t);
    const token = await signIn(t, shopper);
    const me = await t.api('GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ success: true, data: { user: { _id: shopper.id } }, user: { _id: shopper.id } });

    const out = await t.api('POST', '/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true, message: 'Logged out successfully' });
    const after = await t.api('GET', '/auth/me', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, message: 'You have signed out. Please sign in again.' });
    // The sign-up token is a separate session and still works.
    expect((await t.api('GET', '/auth/me', { token: shopper.token })).status).toBe(200);
  });

  it('when there is no token or a garbage one, then /me and /logout answer 401', async () => {
    expect((await t.api('GET', '/auth/me')).status).toBe(401);
    expect((await t.api('GET', '/auth/me', { token: 'garbage' })).body).toEqual({
      success: false,
      message: 'Invalid token. Please sign in again.',
    });
    expect((await t.api('GET', '/auth/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    expect((await t.api('POST', '/auth/logout')).status).toBe(401);
  });
});
