import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness.js';
import { latestCodes, logIn, signUp } from './auth-helpers.js';

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(() => t?.close());

describe('the profile carries the shopper language (decision 051)', () => {
  it('when a new account is read, then it has no language until the shopper chooses one', async () => {
    const shopper = await signUp(t);
    const me = await t.api('GET', '/auth/me', { token: shopper.token });
    expect(me.status).toBe(200);
    expect(me.body.user).not.toHaveProperty('language');
  });

  it('when a shopper chooses Hindi, then the answer, /auth/me and the next sign-in all carry it, and nothing else changes', async () => {
    const shopper = await signUp(t);
    const res = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { language: 'hi' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Profile updated successfully', user: { language: 'hi', name: 'Asha Rao' } });
    expect((await t.api('GET', '/auth/me', { token: shopper.token })).body.user).toMatchObject({ language: 'hi', email: shopper.email });

    // Another device signs in: the account's language comes with the user.
    await logIn(t, shopper);
    const verified = await t.api('POST', '/auth/verify-otp', { body: { email: shopper.email, ...latestCodes(t, shopper) } });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.user).toMatchObject({ _id: shopper.id, language: 'hi' });

    // A later profile edit without a language keeps it; choosing English replaces it.
    const renamed = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { name: 'Asha R.' } });
    expect(renamed.body.user).toMatchObject({ name: 'Asha R.', language: 'hi' });
    const english = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { language: 'en' } });
    expect(english.body.user).toMatchObject({ name: 'Asha R.', language: 'en' });
  });

  it('when the language is not one the store speaks, then it answers 400 and the account keeps its own', async () => {
    const shopper = await signUp(t);
    await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { language: 'hi' } });
    const res = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { language: 'fr' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Language must be en or hi');
    expect((await t.api('GET', '/auth/me', { token: shopper.token })).body.user.language).toBe('hi');
  });
});
