import { LIMITS } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness.js';
import { signUp } from './auth-helpers.js';

let t: TestStore;
beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(() => t?.close());

const home = {
  type: 'home',
  fullName: 'Asha Rao',
  phone: '+91 98450 12345',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
};
const work = { ...home, type: 'work', street: '5 Residency Road', zip: '560025' };

describe('POST /auth/address/{userId}', () => {
  it('when a shopper adds an address, then it answers the spec message and the new address (the first one is the default)', async () => {
    const shopper = await signUp(t);
    const res = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: home });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Address added successfully',
      data: { ...home, phone: '+919845012345', country: 'India', isDefault: true, _id: expect.stringMatching(/^a_/) },
    });
    expect(res.body.addresses).toEqual([res.body.data]);
    const me = await t.api('GET', '/auth/me', { token: shopper.token });
    expect(me.body.user.addresses).toEqual([res.body.data]);
  });

  it('when a new address is marked default, then it is the only default', async () => {
    const shopper = await signUp(t);
    await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: home });
    const res = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: { ...work, isDefault: true } });
    expect(res.body.addresses.map((a: { type: string; isDefault: boolean }) => [a.type, a.isDefault])).toEqual([
      ['home', false],
      ['work', true],
    ]);
  });

  it('when required fields are missing or wrong, then it answers 400 naming them', async () => {
    const shopper = await signUp(t);
    const noCity = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: { ...home, city: undefined } });
    expect(noCity.status).toBe(400);
    expect(noCity.body.message).toContain('City is required');
    const badType = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: { ...home, type: 'castle' } });
    expect(badType.body.message).toContain('type must be home, work or other');
    const badZip = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: { ...home, zip: 560001 } });
    expect(badZip.status).toBe(400);
    const malformed = await t.api('POST', `/auth/address/${shopper.id}`, {
      token: shopper.token,
      rawBody: '{"city":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.body).toEqual({ success: false, message: 'Malformed JSON in request body.' });
  });

  it(`when a shopper already has ${LIMITS.maxAddresses} addresses, then another is refused with 400`, async () => {
    const shopper = await signUp(t);
    for (let i = 0; i < LIMITS.maxAddresses; i++) {
      expect(
        (await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: { ...home, street: `${i} MG Road` } })).status,
      ).toBe(201);
    }
    const res = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: home });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`You can keep at most ${LIMITS.maxAddresses} addresses. Delete one to add another.`);
  });

  it('when an address identical to a saved one is added (case and spacing aside), then 409 and it is not saved twice', async () => {
    const shopper = await signUp(t);
    expect((await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: home })).status).toBe(201);
    const again = await t.api('POST', `/auth/address/${shopper.id}`, {
      token: shopper.token,
      body: { ...home, street: ` ${home.street.toUpperCase()} `, isDefault: false },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This address is already saved.');
    const me = await t.api('GET', '/auth/me', { token: shopper.token });
    expect(me.body.user.addresses).toHaveLength(1);
  });

  it('when two addresses are added at once, then both are kept', async () => {
    const shopper = await signUp(t);
    const [a, b] = await Promise.all([
      t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: home }),
      t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: work }),
    ]);
    expect([a?.status, b?.status]).toEqual([201, 201]);
    const me = await t.api('GET', '/auth/me', { token: shopper.token });
    expect(me.body.user.addresses).toHaveLength(2);
    expect(me.body.user.addresses.filter((x: { isDefault: boolean }) => x.isDefault)).toHaveLength(1);
  });
});

describe('GET, PUT, DELETE /auth/address/{userId}/{addressId}', () => {
  it('when a shopper reads an address, then it answers that address; an unknown id answers 404', async () => {
    const shopper = await signUp(t);
    const added = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: home });
    const res = await t.api('GET', `/auth/address/${shopper.id}/${added.body.data._id}`, { token: shopper.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: added.body.data });
    const unknown = await t.api('GET', `/auth/address/${shopper.id}/a_nothing`, { token: shopper.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Address not found' });
    const badId = await t.api('GET', `/auth/address/${shopper.id}/bad.id`, { token: shopper.token });
    expect(badId.status).toBe(400);
  });

  it('when a shopper updates an address, then the given fields change, the rest stay, and it answers the spec message', async () => {
    const shopper = await signUp(t);
    const added = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: home });
    const id = added.body.data._id;
    const res = await t.api('PUT', `/auth/address/${shopper.id}/${id}`, {
      token: shopper.token,
      body: { ...home, city: 'Mysuru', _id: 'a_hijack' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Address updated successfully',
      data: { _id: id, city: 'Mysuru', street: '12 MG Road', isDefault: true },
    });
    const partial = await t.api('PUT', `/auth/address/${shopper.id}/${id}`, { token: shopper.token, body: { zip: '570001' } });
    expect(partial.body.data).toMatchObject({ city: 'Mysuru', zip: '570001' });
  });

  it('when an update makes another address the default, then the old default is cleared', async () => {
    const shopper = await signUp(t);
    await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: home });
    const second = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: work });
    const res = await t.api('PUT', `/auth/address/${shopper.id}/${second.body.data._id}`, {
      token: shopper.token,
      body: { isDefault: true },
    });
    expect(res.body.addresses.map((a: { type: string; isDefault: boolean }) => [a.type, a.isDefault])).toEqual([
      ['home', false],
      ['work', true],
    ]);
  });

  it('when an update is invalid or names an unknown address, then it answers 400 or 404', async () => {
    const shopper = await signUp(t);
    const added = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: home });
    const bad = await t.api('PUT', `/auth/address/${shopper.id}/${added.body.data._id}`, { token: shopper.token, body: { city: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('City is required');
    const notObject = await t.api('PUT', `/auth/address/${shopper.id}/${added.body.data._id}`, { token: shopper.token, body: ['x'] });
    expect(notObject.status).toBe(400);
    const unknown = await t.api('PUT', `/auth/address/${shopper.id}/a_nothing`, { token: shopper.token, body: { city: 'X' } });
    expect(unknown.status).toBe(404);
  });

  it('when the default address is deleted, then it answers the spec message and another becomes the default', async () => {
    const shopper = await signUp(t);
    const first = await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: home });
    await t.api('POST', `/auth/address/${shopper.id}`, { token: shopper.token, body: work });
    const res = await t.api('DELETE', `/auth/address/${shopper.id}/${first.body.data._id}`, { token: shopper.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Address deleted successfully' });
    expect(res.body.addresses).toEqual([expect.objectContaining({ type: 'work', isDefault: true })]);
    const again = await t.api('DELETE', `/auth/address/${shopper.id}/${first.body.data._id}`, { token: shopper.token });
    expect(again.status).toBe(404);
  });

  it('when there is no token, then every address call answers 401', async () => {
    const shopper = await signUp(t);
    const answers = await Promise.all([
      t.api('POST', `/auth/address/${shopper.id}`, { body: home }),
      t.api('GET', `/auth/address/${shopper.id}/a_x`),
      t.api('PUT', `/auth/address/${shopper.id}/a_x`, { body: home }),
      t.api('DELETE', `/auth/address/${shopper.id}/a_x`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401]);
  });
});
