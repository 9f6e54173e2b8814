import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAdmin } from '../src/http/auth-guard.js';
import { errorHandler } from '../src/http/errors.js';
import { startTestStore, type ApiResponse, type TestStore } from './harness.js';
import { ageChallenge, latestCodes, logIn, signIn, signUp, uniqueEmail } from './auth-helpers.js';

let t: TestStore;
/** The pincode of this file's addresses. */
const FIXTURE_PINCODE = '560001';
/** Every response body this file sees: none may ever hold a sign-in code. */
const seen: string[] = [];
let call: TestStore['api'];

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  // Every call of this file, the helpers' included, goes through this recorder.
  const original = t.api;
  t.api = async (...args) => {
    const res: ApiResponse = await original(...args);
    seen.push(res.text);
    return res;
  };
  call = t.api;
});
afterAll(() => t?.close());

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const secret = () => t.store.verifier.secret;

describe('sign-in codes', () => {
  it('when codes are sent without a password step, then they never sign in', async () => {
    const shopper = await signUp(t);
    await logIn(t, shopper);
    const codes = latestCodes(t, shopper);
    const victim = await call('POST', '/auth/verify-otp', { body: { email: shopper.email, ...codes } });
    expect(victim.status).toBe(200);
    // The challenge is used up: the same codes, or any codes, no longer open a session.
    const replay = await call('POST', '/auth/verify-otp', { body: { email: shopper.email, ...codes } });
    expect(replay.status).toBe(401);
    expect(replay.body.token).toBeUndefined();

    const stranger = await signUp(t);
    const guess = await call('POST', '/auth/verify-otp', { body: { email: stranger.email, emailOtp: '000000', phoneOtp: '000000' } });
    expect(guess.status).toBe(401);
    expect(guess.body.token).toBeUndefined();
  });

  it("when one user's codes are tried on another account, then they are refused", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await logIn(t, a);
    await logIn(t, b);
    const res = await call('POST', '/auth/verify-otp', { body: { email: b.email, ...latestCodes(t, a) } });
    expect(res.status).toBe(401);
  });

  it('when wrong codes are tried five times, then the challenge locks and even the right codes are refused', async () => {
    const shopper = await signUp(t);
    await logIn(t, shopper);
    const right = latestCodes(t, shopper);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        await call('POST', '/auth/verify-otp', { body: { email: shopper.email, emailOtp: '000000', phoneOtp: right.phoneOtp } }),
      );
    }
    expect(answers.slice(0, 4).map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect(answers[0]?.body.message).toBe('The codes are incorrect. 4 tries left.');
    expect(answers[4]?.status).toBe(429);
    const locked = await call('POST', '/auth/verify-otp', { body: { email: shopper.email, ...right } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong codes. Please log in again to get new ones.');
    // A resend does not revive a locked challenge.
    await ageChallenge(t, shopper.id, 31_000);
    const before = t.outbox().length;
    expect((await call('POST', '/auth/send-otp', { body: { email: shopper.email } })).status).toBe(200);
    expect(t.outbox().length).toBe(before);
  });

  it('when 20 wrong guesses arrive at once, then at most five are weighed and the challenge locks', async () => {
    const shopper = await signUp(t);
    await logIn(t, shopper);
    const right = latestCodes(t, shopper);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/auth/verify-otp', { body: { email: shopper.email, emailOtp: String(i).padStart(6, '9'), phoneOtp: '111111' } }),
      ),
    );
    expect(guesses.filter((r) => r.status === 401).length).toBeLessThanOrEqual(4);
    expect(guesses.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect((await call('POST', '/auth/verify-otp', { body: { email: shopper.email, ...right } })).status).toBe(429);
  });

  it('when a resend is asked for, then the tries already used are not given back', async () => {
    const shopper = await signUp(t);
    await logIn(t, shopper);
    for (let i = 0; i < 4; i++)
      await call('POST', '/auth/verify-otp', { body: { email: shopper.email, emailOtp: '000000', phoneOtp: '000000' } });
    await ageChallenge(t, shopper.id, 31_000);
    await call('POST', '/auth/send-otp', { body: { email: shopper.email } });
    const wrong = await call('POST', '/auth/verify-otp', { body: { email: shopper.email, emailOtp: '000000', phoneOtp: '000000' } });
    expect(wrong.status).toBe(429);
  });

  it('when logging in again after a lock, then new codes work', async () => {
    const shopper = await signUp(t);
    await logIn(t, shopper);
    for (let i = 0; i < 5; i++)
      await call('POST', '/auth/verify-otp', { body: { email: shopper.email, emailOtp: '000000', phoneOtp: '000000' } });
    const token = await signIn(t, shopper);
    expect((await call('GET', '/auth/me', { token })).status).toBe(200);
  });
});

describe('passwords', () => {
  it('when a password is guessed wrongly five times, then the account refuses further tries (even the right one) with 429', async () => {
    const shopper = await signUp(t);
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/auth/login', { body: { email: shopper.email, password: `wrong-${i}` } })).status).toBe(401);
    }
    const res = await call('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many failed sign-in attempts for this account\. Please try again in \d+ minutes?\.$/);
  });

  it('when an unknown e-mail is guessed at, then it locks the same way, so the lock reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) await call('POST', '/auth/login', { body: { email, password: `wrong-${i}` } });
    expect((await call('POST', '/auth/login', { body: { email, password: 'whatever' } })).status).toBe(429);
  });
});

describe('roles', () => {
  it("when sign-up sends role 'admin', then the account is still a shopper", async () => {
    const res = await call('POST', '/auth/signup', {
      body: { name: 'Mallory', email: uniqueEmail('mallory'), password: 'secret123', role: 'admin' },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('user');
    expect(jwt.decode(res.body.token)).toMatchObject({ role: 'user' });
  });

  it("when a profile update sends role 'admin', then the role does not change", async () => {
    const shopper = await signUp(t);
    const res = await call('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { name: 'Mallory', role: 'admin' } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Mallory', role: 'user' });
    const me = await call('GET', '/auth/me', { token: shopper.token });
    expect(me.body.user.role).toBe('user');
  });

  it("when a shopper's token reaches an admin-only route, then it answers 403; an admin's passes", async () => {
    const app = express();
    app.get('/admin-only', requireAdmin(t.store.verifier), (_req, res) => {
      res.json({ success: true });
    });
    app.use(errorHandler(() => undefined));
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin-only`;
      const shopper = await signUp(t);
      const asShopper = await fetch(url, { headers: { authorization: `Bearer ${shopper.token}` } });
      expect(asShopper.status).toBe(403);
      expect(await asShopper.json()).toEqual({ success: false, message: 'Only administrators can do that.' });
      const adminToken = await signIn(t, { email: 'admin@test.local', phone: '+91 90000 00000', password: 'Admin@12345' });
      expect((await fetch(url, { headers: { authorization: `Bearer ${adminToken}` } })).status).toBe(200);
      expect((await fetch(url)).status).toBe(401);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('tokens', () => {
  it("when a token says alg 'none', then it answers 401", async () => {
    const shopper = await signUp(t);
    const claims = jwt.decode(shopper.token);
    const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...(claims as object), role: 'admin' })}.`;
    const res = await call('GET', '/auth/me', { token: forged });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Invalid token. Please sign in again.' });
  });

  it('when a token payload is tampered with, then it answers 401', async () => {
    const shopper = await signUp(t);
    const [header, payload, signature] = shopper.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`;
    expect((await call('GET', '/auth/me', { token: tampered })).status).toBe(401);
    const otherKey = jwt.sign({ sub: shopper.id, role: 'admin', name: 'x', jti: 'j1' }, 'some-other-secret-that-is-long-enough', {
      algorithm: 'HS256',
    });
    expect((await call('GET', '/auth/me', { token: otherKey })).status).toBe(401);
  });

  it('when a token has expired, then it answers 401 asking to sign in again', async () => {
    const shopper = await signUp(t);
    const expired = jwt.sign(
      { sub: shopper.id, role: 'user', name: 'Asha', jti: 'old-session', exp: Math.floor(Date.now() / 1000) - 60 },
      secret(),
      { algorithm: 'HS256' },
    );
    const res = await call('GET', '/auth/me', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Your session has expired. Please sign in again.' });
  });

  it('when a token is logged out, then it is refused everywhere, including a second logout', async () => {
    const shopper = await signUp(t);
    expect((await call('POST', '/auth/logout', { token: shopper.token })).status).toBe(200);
    expect((await call('GET', '/auth/me', { token: shopper.token })).status).toBe(401);
    expect((await call('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { name: 'X' } })).status).toBe(401);
    expect((await call('POST', '/auth/logout', { token: shopper.token })).status).toBe(401);
  });

  it('when a token is logged out, then a fresh verifier (another api instance) refuses it too', async () => {
    const shopper = await signUp(t);
    await call('POST', '/auth/logout', { token: shopper.token });
    const { createAuthModule } = await import('../src/modules/auth/index.js');
    const other = createAuthModule(t.store.ctx);
    const { jti } = jwt.decode(shopper.token) as { jti: string };
    expect(await other.verifier.isRevoked(jti)).toBe(true);
  });
});

describe("other people's data", () => {
  it("when a shopper updates another user's profile, then it answers 403 and nothing changes", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const res = await call('PUT', `/auth/${b.id}`, { token: a.token, body: { name: 'Hacked', email: uniqueEmail() } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'You can only update your own profile.' });
    expect((await call('GET', '/auth/me', { token: b.token })).body.user.name).toBe('Asha Rao');
  });

  it("when a shopper reads, adds, changes or deletes another user's addresses, then every call answers 403", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const address = {
      fullName: 'B',
      phone: '9845012345',
      street: '1 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: FIXTURE_PINCODE,
    };
    const added = await call('POST', `/auth/address/${b.id}`, { token: b.token, body: address });
    const addressId = added.body.data._id;
    const attempts = await Promise.all([
      call('POST', `/auth/address/${b.id}`, { token: a.token, body: address }),
      call('GET', `/auth/address/${b.id}/${addressId}`, { token: a.token }),
      call('PUT', `/auth/address/${b.id}/${addressId}`, { token: a.token, body: { city: 'Mysuru' } }),
      call('DELETE', `/auth/address/${b.id}/${addressId}`, { token: a.token }),
    ]);
    expect(attempts.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(attempts[0]?.body.message).toBe('You can only manage your own addresses.');
    const own = await call('GET', `/auth/address/${b.id}/${addressId}`, { token: b.token });
    expect(own.body.data.city).toBe('Bengaluru');
  });
});

describe('responses', () => {
  it('when every test above has run, then no response ever carried a code that was sent', () => {
    const codes = t.outbox().flatMap((m) => (m.code ? [m.code] : []));
    expect(codes.length).toBeGreaterThan(10);
    expect(seen.length).toBeGreaterThan(30);
    // Tokens are random text that may hold six digits in a row by chance; codes may hide anywhere else.
    const withoutTokens = seen.map((text) => text.replace(/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, '<token>'));
    // A code is six digits standing alone: six digits inside a longer run (a phone number, a
    // timestamp) are not one. A random code that happens to equal this file's own pincode (a CI run
    // drew 560001) is no leak either: the address answers carry that pincode because the test sent it.
    const leaked = (text: string, code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(text);
    for (const text of withoutTokens)
      for (const code of codes.filter((c) => c !== FIXTURE_PINCODE)) expect(leaked(text, code), `${code} in ${text}`).toBe(false);
    // The check does catch a code standing alone.
    expect(leaked('{"otp":"123456"}', '123456')).toBe(true);
  });
});
