import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthModule } from '../src/modules/auth/index.js';
import { startTestStore, type TestStore } from './harness.js';
import { logIn, signIn, signUp, uniqueEmail } from './auth-helpers.js';

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(() => t?.close());

const admin = { email: 'admin@test.local', phone: '+91 90000 00000', password: 'Admin@12345' };

describe('PUT /auth/{id} (profile)', () => {
  it('when a shopper edits the name, then it answers the spec message and the new user', async () => {
    const shopper = await signUp(t);
    const res = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { name: 'Asha R.' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      user: { _id: shopper.id, name: 'Asha R.', phone: shopper.phone, email: shopper.email },
    });
    expect(res.body.data.user).toEqual(res.body.user);
    expect(res.text).not.toContain('passwordHash');
  });

  it('when a shopper edits name and phone, then the name is saved and the phone (E.164) waits for the code texted to it', async () => {
    const shopper = await signUp(t);
    const res = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { name: 'Asha R.', phone: '+91 99000 11111' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Enter the code sent to +91 99000 11111. Your account keeps its current phone until you enter the code.',
      user: { _id: shopper.id, name: 'Asha R.', phone: shopper.phone, email: shopper.email },
      phonePending: { phone: '+919900011111' },
    });
    expect(res.body.data.user).toEqual(res.body.user);
    expect(res.text).not.toContain('passwordHash');
  });

  it('when a shopper changes e-mail, then the new one signs in and the old one is free for someone else', async () => {
    const shopper = await signUp(t);
    const newEmail = uniqueEmail('moved');
    const res = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { email: newEmail.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(newEmail);
    await logIn(t, { email: newEmail, password: shopper.password });
    expect((await t.api('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } })).status).toBe(401);
    expect((await t.api('POST', '/auth/signup', { body: { name: 'New', email: shopper.email, password: 'secret123' } })).status).toBe(201);
  });

  it("when a shopper takes another account's e-mail, then it answers 409 and nothing changes", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const res = await t.api('PUT', `/auth/${a.id}`, { token: a.token, body: { email: b.email, name: 'Changed' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists. Please log in instead.');
    expect((await t.api('GET', '/auth/me', { token: a.token })).body.user).toMatchObject({ email: a.email, name: 'Asha Rao' });
  });

  it("when an admin edits a shopper's profile, then it works but cannot change the role", async () => {
    const shopper = await signUp(t);
    const adminToken = await signIn(t, admin);
    const res = await t.api('PUT', `/auth/${shopper.id}`, { token: adminToken, body: { name: 'Fixed By Admin', role: 'admin' } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Fixed By Admin', role: 'user' });
    const unknown = await t.api('PUT', '/auth/u_doesnotexist', { token: adminToken, body: { name: 'X' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found');
  });

  it('when the body is empty, has wrong types or the id is malformed, then it answers 400; without a token 401', async () => {
    const shopper = await signUp(t);
    const empty = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Nothing to update');
    const wrongType = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { name: 42 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('name');
    const badPhone = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { phone: 'call me' } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toContain('Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9');
    const badId = await t.api('PUT', '/auth/not%20an%20id', { token: shopper.token, body: { name: 'X' } });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toContain('id may hold only letters, digits, - and _');
    expect((await t.api('PUT', `/auth/${shopper.id}`, { body: { name: 'X' } })).status).toBe(401);
  });
});

describe('PUT /auth/change-password', () => {
  it('when the current password is right, then the new one signs in and the old one does not', async () => {
    const shopper = await signUp(t);
    const res = await t.api('PUT', '/auth/change-password', {
      token: shopper.token,
      body: { currentPassword: shopper.password, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Password changed successfully' });
    expect((await t.api('POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } })).status).toBe(401);
    await logIn(t, { email: shopper.email, password: 'brand-new-pass' });
  });

  it('when the current password is wrong, then it answers 400 and the password stays', async () => {
    const shopper = await signUp(t);
    const res = await t.api('PUT', '/auth/change-password', {
      token: shopper.token,
      body: { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Current password is incorrect');
    await logIn(t, shopper);
  });

  it('when the new passwords differ, are short or missing, then it answers 400 with the spec message', async () => {
    const shopper = await signUp(t);
    const differ = await t.api('PUT', '/auth/change-password', {
      token: shopper.token,
      body: { currentPassword: shopper.password, newPassword: 'abcdefg', confirmPassword: 'abcdefh' },
    });
    expect(differ.status).toBe(400);
    expect(differ.body.message).toContain('Passwords do not match');
    const short = await t.api('PUT', '/auth/change-password', {
      token: shopper.token,
      body: { currentPassword: shopper.password, newPassword: 'abc' },
    });
    expect(short.body.message).toContain('Password must be at least 6 characters long');
    const missing = await t.api('PUT', '/auth/change-password', { token: shopper.token, body: { newPassword: 'abcdefg' } });
    expect(missing.body.message).toContain('Current password is required');
    expect((await t.api('PUT', '/auth/change-password', { body: { currentPassword: 'a', newPassword: 'abcdefg' } })).status).toBe(401);
  });
});

describe('the admin account', () => {
  it('when the store has started, then the admin from ADMIN_EMAIL can sign in with codes and is an admin', async () => {
    const token = await signIn(t, admin);
    const me = await t.api('GET', '/auth/me', { token });
    // ADMIN_PHONE is "+91 90000 00000": kept as E.164 like every phone.
    expect(me.body.user).toMatchObject({ email: admin.email, role: 'admin', phone: '+919000000000' });
  });

  it('when the store starts again, then there is still exactly one admin account', async () => {
    await createAuthModule(t.store.ctx).start();
    const users = await t.store.ctx.dbs.users.allDocs();
    expect(users.filter((u) => u.email === admin.email && u.type === 'user')).toHaveLength(1);
  });

  it('when ADMIN_EMAIL names an existing shopper, then start makes that account an admin', async () => {
    const shopper = await signUp(t);
    const ctx = { ...t.store.ctx, env: { ...t.store.ctx.env, ADMIN_EMAIL: shopper.email } };
    await createAuthModule(ctx).start();
    const token = await signIn(t, shopper);
    expect((await t.api('GET', '/auth/me', { token })).body.user.role).toBe('admin');
  });
});
