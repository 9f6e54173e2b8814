import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let asha: string;
let ravi: string;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'pen-blue', name: 'Blue Gel Pen', price: 120, stock: 10 },
    { _id: 'notebook-a5', name: 'A5 Notebook', price: 350, stock: 3 },
    { _id: 'ink-black', name: 'Black Ink', price: 499, stock: 0 },
    { _id: 'eraser', name: 'Eraser', price: 20, stock: 500 },
  ]);
  asha = tokenFor(t, { userId: 'u_asha' });
  ravi = tokenFor(t, { userId: 'u_ravi' });
});
afterAll(() => t?.close());

describe('the server cart', () => {
  it('when nobody is signed in, then every cart call answers 401', async () => {
    for (const [method, path] of [
      ['GET', '/cart'],
      ['POST', '/cart'],
      ['PUT', '/cart/pen-blue'],
      ['DELETE', '/cart/pen-blue'],
      ['DELETE', '/cart/clear'],
      ['POST', '/cart/merge'],
    ] as const) {
      const res = await t.api(method, path, method === 'GET' ? {} : { body: {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it('when a new shopper opens the cart, then it is empty with a total of 0', async () => {
    const res = await t.api('GET', '/cart', { token: tokenFor(t) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { items: [], total: 0 } });
  });

  it('when a shopper adds a product without a quantity, then one unit is added with the nested product and a line id', async () => {
    const res = await t.api('POST', '/cart', { token: asha, body: { productId: 'pen-blue' } });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(1);
    const [line] = res.body.data.items;
    expect(line).toMatchObject({
      _id: 'pen-blue',
      quantity: 1,
      product: { _id: 'pen-blue', name: 'Blue Gel Pen', price: 120, stock: 10, inStock: true },
    });
    expect(res.body.data.total).toBe(120);
  });

  it('when the shopper adds the same product again, then the quantities add up on one line', async () => {
    const res = await t.api('POST', '/cart', { token: asha, body: { productId: 'pen-blue', quantity: 4 } });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([expect.objectContaining({ _id: 'pen-blue', quantity: 5 })]);
    expect(res.body.data.total).toBe(600);
    const again = await t.api('GET', '/cart', { token: asha });
    expect(again.body.data).toMatchObject({ items: [{ _id: 'pen-blue', quantity: 5 }], total: 600 });
  });

  it('when existing plus requested quantity exceeds the stock, then it answers 409 with the spec message and changes nothing', async () => {
    const res = await t.api('POST', '/cart', { token: asha, body: { productId: 'pen-blue', quantity: 6 } });
    expect(res.status).toBe(409);
    // The spec's words, and for the line the variant's stock in the product page's words.
    expect(res.body).toEqual({
      success: false,
      message: 'Requested quantity exceeds available inventory.',
      errors: { 'pen-blue': '10 items are in stock for now.' },
    });
    const cart = await t.api('GET', '/cart', { token: asha });
    expect(cart.body.data.items[0].quantity).toBe(5);
  });

  it('when a product is out of stock, then adding it answers 409', async () => {
    const res = await t.api('POST', '/cart', { token: asha, body: { productId: 'ink-black' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Requested quantity exceeds available inventory.');
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['fractional', 1.5],
    ['huge', 1e9],
    ['non-numeric', 'three'],
    ['numeric text', '2'],
    ['null', null],
  ])('when the quantity is %s, then adding answers 400 with a clear message', async (_label, quantity) => {
    const res = await t.api('POST', '/cart', { token: asha, body: { productId: 'pen-blue', quantity } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/quantity/);
  });

  it.each([
    ['unknown', 'no-such-pen', 404],
    ['malformed', '../../_users', 400],
    ['empty', '', 400],
  ])('when the product id is %s (%j), then adding answers %i', async (_label, productId, status) => {
    const res = await t.api('POST', '/cart', { token: asha, body: { productId } });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
  });

  it('when the product is unknown, then the cart says so with the one product-not-found text every resource uses', async () => {
    const res = await t.api('POST', '/cart', { token: asha, body: { productId: 'no-such-pen' } });
    expect(res.body.message).toBe('Product not found');
    expect((await t.api('GET', '/products/no-such-pen')).body.message).toBe(res.body.message);
  });

  it('when the body is missing or malformed JSON, then it answers 400', async () => {
    expect((await t.api('POST', '/cart', { token: asha })).status).toBe(400);
    const bad = await t.api('POST', '/cart', { token: asha, rawBody: '{"productId":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
  });

  it('when a line is set to a new quantity, then the cart shows it; above the stock it answers 409', async () => {
    const ok = await t.api('PUT', '/cart/pen-blue', { token: asha, body: { quantity: 7 } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.items[0].quantity).toBe(7);
    const tooMany = await t.api('PUT', '/cart/pen-blue', { token: asha, body: { quantity: 11 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Requested quantity exceeds available inventory.');
  });

  it.each([[-1], [2.5], ['x'], [100]])('when a line is set to %s, then it answers 400', async (quantity) => {
    const res = await t.api('PUT', '/cart/pen-blue', { token: asha, body: { quantity } });
    expect(res.status).toBe(400);
  });

  it('when a line is set to 0, then it is removed', async () => {
    await t.api('POST', '/cart', { token: asha, body: { productId: 'eraser', quantity: 2 } });
    const res = await t.api('PUT', '/cart/eraser', { token: asha, body: { quantity: 0 } });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { _id: string }) => i._id)).toEqual(['pen-blue']);
  });

  it("when another shopper touches a line of someone else's cart, then they get 404 and the owner's cart is unchanged", async () => {
    const put = await t.api('PUT', '/cart/pen-blue', { token: ravi, body: { quantity: 1 } });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ success: false, message: 'This item is not in your cart.' });
    const del = await t.api('DELETE', '/cart/pen-blue', { token: ravi });
    expect(del.status).toBe(404);
    const ravisCart = await t.api('GET', '/cart', { token: ravi });
    expect(ravisCart.body.data.items).toEqual([]);
    const ashasCart = await t.api('GET', '/cart', { token: asha });
    expect(ashasCart.body.data.items).toEqual([expect.objectContaining({ _id: 'pen-blue', quantity: 7 })]);
  });

  it('when a line is deleted, then it is gone; deleting a line not in the cart answers 404', async () => {
    await t.api('POST', '/cart', { token: asha, body: { productId: 'notebook-a5' } });
    const res = await t.api('DELETE', '/cart/notebook-a5', { token: asha });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { _id: string }) => i._id)).toEqual(['pen-blue']);
    expect((await t.api('DELETE', '/cart/notebook-a5', { token: asha })).status).toBe(404);
  });

  it('when the cart is cleared, then it is empty (and "clear" is never taken for a line id)', async () => {
    const res = await t.api('DELETE', '/cart/clear', { token: asha });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ items: [], total: 0 });
  });

  it('when a product in the cart is deleted from the catalogue, then the cart leaves it out', async () => {
    const token = tokenFor(t);
    await insertCatalog(t, [{ _id: 'soon-gone', stock: 5 }]);
    await t.api('POST', '/cart', { token, body: { productId: 'soon-gone' } });
    const { dbs } = t.store.ctx;
    const { catalog } = t.store;
    const doc = await dbs.products.get('soon-gone');
    await dbs.products.remove('soon-gone', doc!._rev!);
    catalog.noteWritten('products', { _id: 'soon-gone', _deleted: true });
    const res = await t.api('GET', '/cart', { token });
    expect(res.body.data).toEqual({ items: [], total: 0 });
  });
});

describe('merging the device cart after sign-in', () => {
  it('when the device sends its lines, then quantities are summed, capped at stock, and the caps are reported', async () => {
    const token = tokenFor(t);
    await t.api('POST', '/cart', { token, body: { productId: 'notebook-a5', quantity: 2 } });
    const res = await t.api('POST', '/cart/merge', {
      token,
      body: {
        items: [
          { productId: 'notebook-a5', quantity: 2 },
          { productId: 'pen-blue', quantity: 3 },
          { productId: 'pen-blue', quantity: 1 },
          { productId: 'ink-black', quantity: 1 },
          { productId: 'vanished', quantity: 1 },
          { productId: 'eraser', quantity: 99 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const qty = Object.fromEntries(res.body.data.cart.items.map((i: { _id: string; quantity: number }) => [i._id, i.quantity]));
    expect(qty).toEqual({ 'notebook-a5': 3, 'pen-blue': 4, eraser: 99 });
    expect(res.body.data.report).toEqual(
      expect.arrayContaining([
        { productId: 'notebook-a5', variantId: 'notebook-a5', requested: 2, accepted: 1, reason: 'capped-at-stock' },
        { productId: 'ink-black', variantId: 'ink-black', requested: 1, accepted: 0, reason: 'out-of-stock' },
        { productId: 'vanished', requested: 1, accepted: 0, reason: 'unknown-product' },
      ]),
    );
    expect(res.body.data.report).toHaveLength(3);
  });

  it('when a line would pass the per-line limit of a plentiful product, then adding answers 400 and a merge caps it at the limit', async () => {
    const token = tokenFor(t);
    expect((await t.api('POST', '/cart', { token, body: { productId: 'eraser', quantity: 99 } })).status).toBe(200);
    const over = await t.api('POST', '/cart', { token, body: { productId: 'eraser', quantity: 1 } });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('You can have at most 99 of each item in your cart.');
    const merged = await t.api('POST', '/cart/merge', { token, body: { items: [{ productId: 'eraser', quantity: 5 }] } });
    expect(merged.body.data.report).toEqual([
      { productId: 'eraser', variantId: 'eraser', requested: 5, accepted: 0, reason: 'capped-at-limit' },
    ]);
    expect(merged.body.data.cart.items[0].quantity).toBe(99);
  });

  it('when the lines have prices in paise, then the cart total is rounded once, to the paisa', async () => {
    const token = tokenFor(t);
    await insertCatalog(t, [{ _id: 'paise-clip', name: 'Paper Clip', price: 0.1, stock: 50 }]);
    await t.api('POST', '/cart', { token, body: { productId: 'paise-clip', quantity: 3 } });
    expect((await t.api('GET', '/cart', { token })).body.data.total).toBe(0.3);
  });

  it('when the merge payload is malformed, then it answers 400', async () => {
    const token = tokenFor(t);
    for (const body of [
      {},
      { items: 'x' },
      { items: [{ productId: 'pen-blue', quantity: 0 }] },
      { items: [{ productId: 'pen-blue', quantity: 1.2 }] },
      { items: [{ quantity: 1 }] },
    ]) {
      const res = await t.api('POST', '/cart/merge', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
