import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let asha: string;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'pen-red', name: 'Red Pen', stock: 4 },
    { _id: 'stapler', name: 'Stapler', stock: 0 },
  ]);
  asha = tokenFor(t, { userId: 'u_asha_w' });
});
afterAll(() => t?.close());

const ids = (list: Array<{ _id: string }>) => list.map((p) => p._id);

describe('the server wishlist', () => {
  it('when nobody is signed in, then the wishlist answers 401', async () => {
    expect((await t.api('GET', '/wishlist')).status).toBe(401);
    expect((await t.api('POST', '/wishlist/add', { body: { productId: 'pen-red' } })).status).toBe(401);
  });

  it('when a shopper adds a product twice, then it is in the list once, as a product under data and products', async () => {
    await t.api('POST', '/wishlist/add', { token: asha, body: { productId: 'pen-red' } });
    const res = await t.api('POST', '/wishlist/add', { token: asha, body: { productId: 'pen-red' } });
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual(['pen-red']);
    const got = await t.api('GET', '/wishlist', { token: asha });
    expect(got.body.data).toEqual([expect.objectContaining({ _id: 'pen-red', name: 'Red Pen', stock: 4, inStock: true })]);
    expect(got.body.products).toEqual(got.body.data);
  });

  it('when an out-of-stock product is added, then it is kept (a wishlist is for later)', async () => {
    const res = await t.api('POST', '/wishlist/add', { token: asha, body: { productId: 'stapler' } });
    expect(ids(res.body.data)).toEqual(['pen-red', 'stapler']);
  });

  it('when the product is unknown or the id malformed, then adding answers 404 or 400', async () => {
    const unknown = await t.api('POST', '/wishlist/add', { token: asha, body: { productId: 'nope' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    expect((await t.api('POST', '/wishlist/add', { token: asha, body: { productId: 42 } })).status).toBe(400);
    expect((await t.api('POST', '/wishlist/add', { token: asha, body: {} })).status).toBe(400);
  });

  it("when another shopper removes from or clears their wishlist, then the first shopper's list is untouched", async () => {
    const ravi = tokenFor(t);
    expect((await t.api('POST', '/wishlist/remove', { token: ravi, body: { productId: 'pen-red' } })).body.data).toEqual([]);
    expect((await t.api('DELETE', '/wishlist/clear', { token: ravi })).body.data).toEqual([]);
    expect(ids((await t.api('GET', '/wishlist', { token: asha })).body.data)).toEqual(['pen-red', 'stapler']);
  });

  it('when a product is removed, then it leaves the list; removing it again changes nothing', async () => {
    const res = await t.api('POST', '/wishlist/remove', { token: asha, body: { productId: 'pen-red' } });
    expect(ids(res.body.data)).toEqual(['stapler']);
    const again = await t.api('POST', '/wishlist/remove', { token: asha, body: { productId: 'pen-red' } });
    expect(again.status).toBe(200);
    expect(ids(again.body.data)).toEqual(['stapler']);
  });

  it('when the wishlist is cleared, then it is empty', async () => {
    const res = await t.api('DELETE', '/wishlist/clear', { token: asha });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: [], products: [] });
  });

  it("when a visitor's wishlist is merged after sign-in, then new products join in order, known ones stay once, and unknown ones are reported", async () => {
    const priya = tokenFor(t);
    await t.api('POST', '/wishlist/add', { token: priya, body: { productId: 'stapler' } });
    const res = await t.api('POST', '/wishlist/merge', {
      token: priya,
      body: { productIds: ['pen-red', 'stapler', 'gone-pen', 'pen-red'] },
    });
    expect(res.status).toBe(200);
    expect(ids(res.body.data.products)).toEqual(['stapler', 'pen-red']);
    expect(res.body.data.report).toEqual([{ productId: 'gone-pen', reason: 'unknown-product' }]);
    expect(ids((await t.api('GET', '/wishlist', { token: priya })).body.data)).toEqual(['stapler', 'pen-red']);
  });

  it('when a merge is replayed with its Idempotency-Key, then it answers the same and adds nothing twice', async () => {
    const meera = tokenFor(t);
    const headers = { 'idempotency-key': 'wishlist-merge-key-1' };
    const first = await t.api('POST', '/wishlist/merge', { token: meera, headers, body: { productIds: ['pen-red'] } });
    await t.api('POST', '/wishlist/remove', { token: meera, body: { productId: 'pen-red' } });
    const replay = await t.api('POST', '/wishlist/merge', { token: meera, headers, body: { productIds: ['pen-red'] } });
    expect(replay.body).toEqual(first.body);
    expect(ids((await t.api('GET', '/wishlist', { token: meera })).body.data)).toEqual([]);
  });

  it('when the merge body is malformed, then it answers 400 with a message', async () => {
    const res = await t.api('POST', '/wishlist/merge', { token: asha, body: { productIds: 'pen-red' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});
