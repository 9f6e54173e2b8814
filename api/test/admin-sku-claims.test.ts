/**
 * Issue 43, SKUs unique in the store under concurrency (decision 042, "SKUs under concurrency"):
 * two admins saving one SKU at once, through the form or a CSV import, cannot both take it; a
 * freed SKU can be taken again; a store from before the claims (SKUs without one) keeps working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_SKU_CLAIM_MS } from '../src/modules/catalog/index.js';
import { sendForm, startFormStore } from './catalog-forms.js';
import type { ApiResponse, TestStore } from './harness.js';

let t: TestStore;
let admin: string;
let png: Buffer;

beforeAll(async () => {
  ({ t, admin, png } = await startFormStore());
});
afterAll(() => t?.close());

type Variant = { id: string; sku: string; values: string[]; price: number };

/** A pen with one colour per SKU given. */
const penForm = (name: string, skus: string[]) => ({
  name,
  category: 'writing',
  options: JSON.stringify([{ name: 'Colour', values: skus.map((_, i) => `Colour ${i + 1}`) }]),
  variants: JSON.stringify(skus.map((sku, i) => ({ sku, values: [`Colour ${i + 1}`], price: 40 }))),
});
const createPen = (name: string, skus: string[]) =>
  sendForm(t, 'POST', '/products', { ...penForm(name, skus), mainImage: { file: png, name: 'p.png' } }, admin);
const savePen = (id: string, name: string, variants: Array<{ id: string; sku: string; values: string[] }>) =>
  sendForm(
    t,
    'PUT',
    `/products/${id}`,
    {
      name,
      category: 'writing',
      options: JSON.stringify([{ name: 'Colour', values: variants.map((v) => v.values[0]) }]),
      variants: JSON.stringify(variants.map((v) => ({ id: v.id, sku: v.sku, values: v.values, price: 40 }))),
    },
    admin,
  );

/** Exactly one of two racing saves won; the other was told the SKU is taken, on its SKU field. */
function expectOneWinner(results: ApiResponse[], sku: string, okStatus: number) {
  const statuses = results.map((r) => r.status).sort();
  expect(statuses, results.map((r) => r.text).join('\n')).toEqual([okStatus, 409].sort());
  const lost = results.find((r) => r.status === 409)!;
  expect(lost.body.message).toMatch(new RegExp(`^SKU ${sku} is already used by .+\\. Give this variant another SKU\\.$`, 'i'));
  expect(Object.keys(lost.body.errors)).toEqual(['variants.0.sku']);
}

const skusInStore = (sku: string) =>
  t.store.catalog.allProducts().flatMap((p) => p.variants.filter((v) => v.sku.toLowerCase() === sku.toLowerCase()));

describe('SKU claims', () => {
  it('when two admins create products with one new SKU at once, then exactly one gets it and the other is told who has it', async () => {
    for (let round = 0; round < 4; round++) {
      const sku = `RACE-NEW-${round}`;
      const results = await Promise.all([createPen(`Racer A${round}`, [sku]), createPen(`Racer B${round}`, [sku.toLowerCase()])]);
      expectOneWinner(results, sku, 201);
      expect(skusInStore(sku)).toHaveLength(1);
    }
  });

  it('when two admins change two products to one SKU at once, then exactly one gets it; a SKU freed by a change or a deletion can be taken again', async () => {
    const a = (await createPen('Free Pen A', ['FREE-A'])).body.data;
    const b = (await createPen('Free Pen B', ['FREE-B'])).body.data;
    const [va] = a.variants as Variant[];
    const [vb] = b.variants as Variant[];
    const results = await Promise.all([
      savePen(a._id, 'Free Pen A', [{ ...va!, sku: 'RACE-UPD' }]),
      savePen(b._id, 'Free Pen B', [{ ...vb!, sku: 'RACE-UPD' }]),
    ]);
    expectOneWinner(results, 'RACE-UPD', 200);
    expect(skusInStore('RACE-UPD')).toHaveLength(1);

    // The winner gave up its old SKU: the other product takes it at once.
    const winner = results[0]!.status === 200 ? { doc: a, v: va!, old: 'FREE-A' } : { doc: b, v: vb!, old: 'FREE-B' };
    const loser = winner.doc === a ? { doc: b, v: vb! } : { doc: a, v: va! };
    const took = await savePen(loser.doc._id, loser.doc.name, [{ ...loser.v, sku: winner.old }]);
    expect(took.status, took.text).toBe(200);
    // Deleting the winner frees RACE-UPD.
    expect((await t.api('DELETE', `/products/${winner.doc._id}`, { token: admin })).status).toBe(200);
    expect((await createPen('After Delete', ['RACE-UPD'])).status).toBe(201);
  });

  it('when a CSV import and a form save take one SKU at once, then only one of them has it', async () => {
    const header =
      'handle,name,brand,category,option1 name,option1 value,option2 name,option2 value,option3 name,option3 value,sku,price,mrp,stock,description,features';
    const csv = [header, 'csv-race,Csv Racer,Pilot,Writing Instruments,,,,,,,RACE-CSV,40,,3,,'].join('\n');
    const [imported, created] = await Promise.all([
      t.api('POST', '/products/import', { token: admin, headers: { 'content-type': 'text/csv' }, rawBody: csv }),
      createPen('Form Racer', ['RACE-CSV']),
    ]);
    const csvTook = imported.status === 200 && imported.body.data.counts.new === 1;
    const formTook = created.status === 201;
    expect([csvTook, formTook].filter(Boolean), `${imported.text}\n${created.text}`).toHaveLength(1);
    // The one that lost was told: a 409, or (the form had saved before the import's preview) a refused row.
    if (!formTook) expect(created.body.message).toMatch(/^SKU RACE-CSV is already used by Csv Racer/);
    if (!csvTook) expect(imported.status === 409 || imported.body.data.counts.refused === 1).toBe(true);
    expect(skusInStore('RACE-CSV')).toHaveLength(1);
  });

  it('when a store holds SKUs from before claims, then they stay unique and their products save as before; a crash’s leftover claim is taken over only once it is old', async () => {
    const old = (await createPen('Old Store Pen', ['OLD-1'])).body.data;
    // A store from before claims: the product has its SKU, no claim document.
    const claim = await t.store.ctx.dbs.meta.get('sku:old-1');
    expect(claim).toMatchObject({ type: 'sku-claim', productId: old._id });
    await t.store.ctx.dbs.meta.remove('sku:old-1', claim!._rev!);

    const clash = await createPen('Newcomer', ['old-1']);
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('SKU old-1 is already used by Old Store Pen (Colour 1). Give this variant another SKU.');
    expect((await savePen(old._id, 'Old Store Pen', old.variants)).status).toBe(200);

    // A claim left by a save that died: its product never came. Fresh, it holds; old, it is taken over.
    const at = (ms: number) => new Date(Date.now() - ms).toISOString();
    const leftover = {
      _id: 'sku:crash-1',
      type: 'sku-claim',
      sku: 'CRASH-1',
      productId: 'p_never',
      productName: 'Lost Pen',
      label: '',
      createdAt: at(0),
    };
    const put = await t.store.ctx.dbs.meta.put(leftover);
    const held = await createPen('Crash Pen', ['CRASH-1']);
    expect(held.status).toBe(409);
    expect(held.body.message).toMatch(/^SKU CRASH-1 is already used by Lost Pen\./);
    await t.store.ctx.dbs.meta.put({ ...leftover, _rev: put._rev, createdAt: at(ORPHAN_SKU_CLAIM_MS + 1000) });
    const taken = await createPen('Crash Pen', ['CRASH-1']);
    expect(taken.status, taken.text).toBe(201);
    expect(await t.store.ctx.dbs.meta.get('sku:crash-1')).toMatchObject({ productId: taken.body.data._id });
  });
});
