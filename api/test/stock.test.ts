/**
 * The stock module is the one writer of inventory records: order moves, the admin's edit, a
 * product's creation and deletion all go through it, so its rules hold for every writer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors.js';
import { STALE_STOCK_MESSAGE } from '../src/modules/stock/index.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [
    { _id: 'marked-pen', name: 'Marked Pen', stock: 10 },
    { _id: 'rev-pad', name: 'Revision Pad', stock: 4 },
  ]);
  admin = tokenFor(t, { role: 'admin' });
});
afterAll(() => t?.close());

describe('one writer of stock', () => {
  it('when an admin sets the stock of a product an order holds stock of, then the order marker survives the edit', async () => {
    await t.store.stock.take('marked-pen', 'o_pending_1', 3);
    const res = await t.api('PUT', '/inventory/marked-pen', { token: admin, body: { quantity: 20 } });
    expect(res.status).toBe(200);
    expect(await t.store.ctx.dbs.inventory.get('marked-pen')).toMatchObject({ quantity: 20, movements: { o_pending_1: -3 } });
    // The repair can still undo the order's move from the admin's number.
    expect(await t.store.stock.undo('marked-pen', 'o_pending_1')).toBe(true);
    expect((await t.api('GET', '/inventory/stock/marked-pen')).body.data.quantity).toBe(23);
  });

  it("when the caller's revision is stale, then setting the stock is refused with 409 and changes nothing", async () => {
    const read = await t.store.ctx.dbs.inventory.get('rev-pad');
    const fresh = await t.store.stock.setQuantity('rev-pad', 5, { expectedRev: read!._rev });
    expect(fresh.quantity).toBe(5);
    const refused = t.store.stock.setQuantity('rev-pad', 9, { expectedRev: read!._rev });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 409, message: STALE_STOCK_MESSAGE });
    expect(await t.store.ctx.dbs.inventory.get('rev-pad')).toMatchObject({ quantity: 5, _rev: fresh._rev });
  });

  it("when a variant's stock is set, then its record is keyed by the variant id and names its product; an edit without the product keeps it", async () => {
    const created = await t.store.stock.setQuantity('marked-pen-blue', 7, { productId: 'marked-pen' });
    expect(created).toMatchObject({ _id: 'marked-pen-blue', product: 'marked-pen', quantity: 7 });
    await t.store.stock.setQuantity('marked-pen-blue', 6);
    await t.store.stock.setQuantities([
      { productId: 'marked-pen', variantId: 'marked-pen-red', quantity: 2 },
      { productId: 'rev-pad', quantity: 8 },
    ]);
    expect(await t.store.ctx.dbs.inventory.get('marked-pen-blue')).toMatchObject({ product: 'marked-pen', quantity: 6 });
    expect(await t.store.ctx.dbs.inventory.get('marked-pen-red')).toMatchObject({ product: 'marked-pen', quantity: 2 });
    expect(await t.store.ctx.dbs.inventory.get('rev-pad')).toMatchObject({ product: 'rev-pad', quantity: 8 });
    // Takes and returns move only the variant's own record.
    await t.store.stock.take('marked-pen-red', 'o_variant_take', 2);
    await expect(t.store.stock.take('marked-pen-red', 'o_variant_take_2', 1)).rejects.toMatchObject({
      name: 'OutOfStockError',
      variantId: 'marked-pen-red',
      available: 0,
    });
    expect(await t.store.ctx.dbs.inventory.get('marked-pen-blue')).toMatchObject({ quantity: 6 });
    // A removed variant's record goes once no order's move is on it (admin-variant-removal.test.ts).
    await t.store.stock.settle('marked-pen-red', 'o_variant_take');
    await t.store.stock.removeRecord('marked-pen-red');
    expect(await t.store.ctx.dbs.inventory.get('marked-pen-red')).toBeNull();
  });

  it('when the api source is read, then only the stock module (handed the database by the catalogue) and the first-start seed touch inventory records', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? files(path.join(dir, e.name))
          : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
            ? [path.join(dir, e.name)]
            : [],
      );
    const writers = files(src)
      .filter((f) => /dbs\.inventory|dbs\[['"]inventory['"]\]|noteWritten\(\s*['"]inventory['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f).split(path.sep).join('/'));
    // The stock module's files: its writer (index.ts) and the conflict resolution it hands the database (conflict-records.ts).
    expect(writers.sort()).toEqual([
      'modules/catalog/index.ts',
      'modules/stock/conflict-records.ts',
      'modules/stock/index.ts',
      'seed/index.ts',
    ]);
  });
});
