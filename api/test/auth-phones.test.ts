/**
 * Issue 42 item 9: every phone that comes in is kept as E.164 (+91… for Indian numbers), an
 * invalid one is refused with a message that says what a valid one is, and phones stored before
 * are upgraded when the store starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseEnv } from '../src/env.js';
import { createStore } from '../src/store.js';
import { PHONES_UPGRADE_MARKER_ID, upgradePhonesToE164 } from '../src/upgrades/phones-to-e164.js';
import { signUp, uniqueEmail } from './auth-helpers.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(() => t?.close());

const INVALID =
  'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, or an international number starting with + and its country code';
const NOT_A_MOBILE = 'An Indian mobile number has 10 digits and starts with 6, 7, 8 or 9';
const address = { fullName: 'Asha Rao', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001' };

describe('a phone as it comes in', () => {
  it('when a shopper registers with "98765 43210", then it is kept as +919876543210', async () => {
    const res = await t.api('POST', '/auth/signup', {
      body: { name: 'Asha', email: uniqueEmail(), phone: '98765 43210', password: 'secret123' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.user.phone).toBe('+919876543210');
  });

  it('when the profile, an address or an order gets a phone in another usual form, then each keeps +91 and the 10 digits', async () => {
    const shopper = await signUp(t, { phone: '' });
    const profile = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { phone: '098765 43210' } });
    expect(profile.body.phonePending.phone).toBe('+919876543210');
    const added = await t.api('POST', `/auth/address/${shopper.id}`, {
      token: shopper.token,
      body: { ...address, phone: '+91 98765-43210' },
    });
    expect(added.body.data.phone).toBe('+919876543210');
    const edited = await t.api('PUT', `/auth/address/${shopper.id}/${added.body.data._id}`, {
      token: shopper.token,
      body: { phone: '919123456780' },
    });
    expect(edited.body.data.phone).toBe('+919123456780');
  });

  it('when a number from abroad comes with its + country code, then it is kept; without one it is refused', async () => {
    const shopper = await signUp(t, { phone: '' });
    const abroad = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { phone: '+44 20 7946 0958' } });
    expect(abroad.body.phonePending.phone).toBe('+442079460958');
    const bare = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { phone: '20 7946 0958' } });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toContain(INVALID);
  });

  it('when a phone is invalid, then registration, profile, addresses and orders answer 400 with the message and keep nothing', async () => {
    const signup = await t.api('POST', '/auth/signup', {
      body: { name: 'A', email: uniqueEmail(), phone: '12345', password: 'secret123' },
    });
    expect(signup.status).toBe(400);
    expect(signup.body.message).toContain(INVALID);
    const shopper = await signUp(t);
    const profile = await t.api('PUT', `/auth/${shopper.id}`, { token: shopper.token, body: { phone: '5876543210' } });
    expect(profile.status).toBe(400);
    expect(profile.body.message).toContain(INVALID);
    const addressed = await t.api('POST', `/auth/address/${shopper.id}`, {
      token: shopper.token,
      body: { ...address, phone: '98765 4321' },
    });
    expect(addressed.status).toBe(400);
    expect(addressed.body.message).toContain(INVALID);
    const order = await t.api('POST', '/orders', {
      token: shopper.token,
      body: { ...address, firstName: 'Asha', lastName: 'Rao', phone: '+91 12345 67890', paymentMethod: 'COD' },
    });
    expect(order.status).toBe(400);
    expect(order.body.message).toContain(NOT_A_MOBILE);
    const me = await t.api('GET', '/auth/me', { token: shopper.token });
    expect(me.body.user).toMatchObject({ phone: shopper.phone, addresses: [] });
  });
});

describe('phones stored before', () => {
  it('when the store starts on old records, then profile, address and order phones become E.164; an unreadable one is kept and the pass can run again', async () => {
    const { users, orders, meta } = t.store.ctx.dbs;
    const now = new Date().toISOString();
    const oldAddress = { _id: 'a_old1', type: 'home', ...address, country: 'India', isDefault: true };
    await users.put({
      _id: 'u_oldphones',
      type: 'user',
      schemaVersion: 1,
      name: 'Old Records',
      email: 'old.records@example.com',
      phone: '98765 43210',
      role: 'user',
      passwordHash: 'x',
      addresses: [
        { ...oldAddress, phone: '098450 12345' },
        { ...oldAddress, _id: 'a_old2', phone: 'ask at the gate', isDefault: false },
      ],
      loyaltyPoints: 0,
      createdAt: now,
    });
    await users.put({
      _id: 'u_nophone',
      type: 'user',
      schemaVersion: 1,
      name: 'N',
      email: 'n@example.com',
      phone: null,
      role: 'user',
      passwordHash: 'x',
      addresses: [],
      loyaltyPoints: 0,
      createdAt: now,
    });
    await orders.put({
      _id: 'o_oldphone',
      type: 'order',
      user: 'u_oldphones',
      shippingAddress: { ...address, firstName: 'A', lastName: 'R', country: 'India', phone: '+91 98765-43210' },
      createdAt: now,
    });
    await orders.put({
      _id: 'o_badphone',
      type: 'order',
      user: 'u_oldphones',
      shippingAddress: { ...address, firstName: 'A', lastName: 'R', country: 'India', phone: '12' },
      createdAt: now,
    });
    const marker = await meta.get(PHONES_UPGRADE_MARKER_ID);
    if (marker?._rev) await meta.remove(marker._id, marker._rev);

    // Two api instances start on the same database at once (as in a scale-out restart).
    const starts = await Promise.all([startAnotherStore(t), startAnotherStore(t)]);
    await Promise.all(starts.map((s) => s.close()));

    const user = await users.get('u_oldphones');
    expect(user?.phone).toBe('+919876543210');
    expect((user?.addresses as Array<{ phone: string }>).map((a) => a.phone)).toEqual(['+919845012345', 'ask at the gate']);
    expect((await users.get('u_nophone'))?.phone).toBeNull();
    expect(((await orders.get('o_oldphone'))?.shippingAddress as { phone: string }).phone).toBe('+919876543210');
    expect(((await orders.get('o_badphone'))?.shippingAddress as { phone: string }).phone).toBe('12');
    expect(await meta.get(PHONES_UPGRADE_MARKER_ID)).toMatchObject({
      unreadable: expect.arrayContaining(['user u_oldphones address a_old2', 'order o_badphone shipping phone']),
    });

    // Run again (marker gone, as after a pass cut short): nothing more changes, nothing is lost.
    const again = await meta.get(PHONES_UPGRADE_MARKER_ID);
    if (again?._rev) await meta.remove(again._id, again._rev);
    const revBefore = (await users.get('u_oldphones'))?._rev;
    const report = await upgradePhonesToE164(t.store.ctx);
    expect(report).toMatchObject({ users: 0, orders: 0 });
    expect((await users.get('u_oldphones'))?._rev).toBe(revBefore);
    expect(await upgradePhonesToE164(t.store.ctx)).toBeNull();
  });
});

/** A second store process's start on the same databases (own DATA_DIR), closed at once. */
async function startAnotherStore(test: TestStore): Promise<{ close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-upgrade-'));
  const env = parseEnv({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DB_PREFIX: test.store.ctx.env.DB_PREFIX,
    SEED_PRODUCTS: '0',
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: 'Admin@12345',
  });
  const store = await createStore(env, { couchUrl: inject('couchUrl'), secrets: test.store.ctx.secrets });
  return {
    close: async () => {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
