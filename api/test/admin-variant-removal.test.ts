/**
 * Issue 43, a variant the admin removes while an order's stock move is still on its record
 * (decision 042, "A removed variant an order is on"): the record stays, selling nothing, until the
 * move is settled or undone, so the order's books stay right; then it goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutOfStockError } from '../src/modules/stock/index.js';
import { sendForm, startFormStore } from './catalog-forms.js';
import type { TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let png: Buffer;

beforeAll(async () => {
  ({ t, admin, png } = await startFormStore());
});
afterAll(() => t?.close());

type Variant = { id: string; values: string[]; price: number };
const COLOURS = ['Black', 'Blue', 'Red'];

/** A gel pen in three colours, 5 of each. */
async function createPen(name: string): Promise<{ id: string; variants: Variant[] }> {
  const res = await sendForm(
    t,
    'POST',
    '/products',
    {
      name,
      category: 'writing',
      brand: 'Pilot',
      options: JSON.stringify([{ name: 'Colour', values: COLOURS }]),
      variants: JSON.stringify(COLOURS.map((c) => ({ values: [c], price: 60, stock: 5 }))),
      mainImage: { file: png, name: 'pen.png' },
    },
    admin,
  );
  expect(res.status, res.text).toBe(201);
  return { id: res.body.data._id, variants: res.body.data.variants };
}

const record = (id: string) => t.store.ctx.dbs.inventory.get(id);

describe('removing a variant an order is on', () => {
  it('when the admin removes a variant while an order is taking its stock, then its record stays until the order is settled or undone, and sells nothing meanwhile', async () => {
    const pen = await createPen('G2 Gel Pen');
    const [black, blue, red] = pen.variants as [Variant, Variant, Variant];
    // An order being placed has taken 2 blue and 1 red: its markers are on the records.
    await t.store.stock.take(blue.id, 'o_placing_blue', 2);
    await t.store.stock.take(red.id, 'o_placed_red', 1);

    const res = await sendForm(
      t,
      'PUT',
      `/products/${pen.id}`,
      {
        name: 'G2 Gel Pen',
        category: 'writing',
        options: JSON.stringify([{ name: 'Colour', values: ['Black'] }]),
        variants: JSON.stringify([{ id: black.id, values: ['Black'], price: 60 }]),
      },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.variants.map((v: Variant) => v.id)).toEqual([black.id]);

    // The records stay with the orders' moves on them, marked removed; nobody can take from them.
    expect(await record(blue.id)).toMatchObject({ quantity: 3, movements: { o_placing_blue: -2 }, removedAt: expect.any(String) });
    expect(await record(red.id)).toMatchObject({ quantity: 4, movements: { o_placed_red: -1 }, removedAt: expect.any(String) });
    await expect(t.store.stock.take(blue.id, 'o_late', 1)).rejects.toBeInstanceOf(OutOfStockError);
    // The admin's lists never show a removed variant.
    expect((await t.api('GET', `/inventory/${blue.id}`, { token: admin })).status).toBe(404);
    const listed = (await t.api('GET', `/inventory/product/${pen.id}`, { token: admin })).body.data.records;
    expect(listed.map((r: { _id: string }) => r._id)).toEqual([black.id]);

    // The failing order's undo still finds its move (its units were taken), and the record goes with it.
    expect(await t.store.stock.undo(blue.id, 'o_placing_blue')).toBe(true);
    expect(await record(blue.id)).toBeNull();
    // The placed order's settle, the same.
    await t.store.stock.settle(red.id, 'o_placed_red');
    expect(await record(red.id)).toBeNull();
    expect(t.store.catalog.getInventoryDoc(red.id)).toBeNull();
    expect(await record(black.id)).toMatchObject({ quantity: 5 });
  });

  it('when a removed variant has no order on it, then its record goes at once; when the product is deleted mid-order, the record waits for the crash repair', async () => {
    const pen = await createPen('Juice Gel Pen');
    const [black, blue, red] = pen.variants as [Variant, Variant, Variant];
    const res = await sendForm(
      t,
      'PUT',
      `/products/${pen.id}`,
      {
        name: 'Juice Gel Pen',
        category: 'writing',
        options: JSON.stringify([{ name: 'Colour', values: ['Black', 'Blue'] }]),
        variants: JSON.stringify([black, blue].map((v) => ({ id: v.id, values: v.values, price: 60 }))),
      },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    expect(await record(red.id)).toBeNull();

    // An order that died after taking black's stock: no order document, only the marker.
    await t.store.stock.take(black.id, 'o_died_mid_order', 2);
    expect((await t.api('DELETE', `/products/${pen.id}`, { token: admin })).status).toBe(200);
    expect(await record(blue.id)).toBeNull();
    expect(await record(black.id)).toMatchObject({ quantity: 3, movements: { o_died_mid_order: -2 }, removedAt: expect.any(String) });
    // The repair undoes the move of an order that is not there, and the record goes.
    const repaired = await t.store.repairNow();
    expect(repaired.markers).toBeGreaterThanOrEqual(1);
    expect(await record(black.id)).toBeNull();
  });
});
