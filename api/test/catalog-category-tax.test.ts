/** A category's HSN code and GST rate: the data a tax invoice reads (docs/decisions/045). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendForm } from './catalog-forms.js';
import { insertCatalog, tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;
let admin: string;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  // Written as documents from before issue 45: no hsnCode, no gstRate.
  await insertCatalog(t, [{ _id: 'w1', category: 'writing' }]);
  admin = tokenFor(t, { role: 'admin' });
});
afterAll(() => t?.close());

const writing = async () => (await t.api('GET', '/categories/writing')).body.data;

describe('HSN code and GST rate per category', () => {
  it('when a category was stored before they existed, then it is answered with no HSN code and GST 18%', async () => {
    expect(await writing()).toMatchObject({ hsnCode: null, gstRate: 18 });
    const listed = (await t.api('GET', '/categories')).body.data.find((c: { _id: string }) => c._id === 'writing');
    expect(listed).toMatchObject({ hsnCode: null, gstRate: 18 });
  });

  it('when the admin sets them, then the category answers them; absent fields keep them; an empty code clears it', async () => {
    const set = await sendForm(t, 'POST', '/categories/writing', { name: 'Writing Instruments', hsnCode: '9608 10', gstRate: '12' }, admin);
    expect(set.status, set.text).toBe(200);
    expect(set.body.data).toMatchObject({ hsnCode: '960810', gstRate: 12 });
    expect(await writing()).toMatchObject({ hsnCode: '960810', gstRate: 12 });

    const renamed = await sendForm(t, 'POST', '/categories/writing', { name: 'Writing' }, admin);
    expect(renamed.body.data).toMatchObject({ name: 'Writing', hsnCode: '960810', gstRate: 12 });

    const cleared = await sendForm(t, 'POST', '/categories/writing', { name: 'Writing', hsnCode: '', gstRate: '18' }, admin);
    expect(cleared.body.data).toMatchObject({ hsnCode: null, gstRate: 18 });
  });

  it('when a new category is created without a rate, then it is 18%; with a code, the code is kept', async () => {
    const created = await sendForm(t, 'POST', '/categories', { name: 'Paper', hsnCode: '4820' }, admin);
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ _id: 'paper', hsnCode: '4820', gstRate: 18 });
  });

  it('when the code is not 4, 6 or 8 digits or the rate not a GST slab, then 400 names the field and nothing changes', async () => {
    for (const hsnCode of ['960', '96081', '9608A', '960810123']) {
      const bad = await sendForm(t, 'POST', '/categories/writing', { name: 'Writing', hsnCode }, admin);
      expect(bad.status, hsnCode).toBe(400);
      expect(bad.body.errors).toMatchObject({ hsnCode: 'HSN code must be 4, 6 or 8 digits' });
    }
    for (const gstRate of ['15', 'abc', '-5']) {
      const bad = await sendForm(t, 'POST', '/categories/writing', { name: 'Writing', gstRate }, admin);
      expect(bad.status, gstRate).toBe(400);
      expect(bad.body.errors).toMatchObject({ gstRate: 'GST rate must be 0, 5, 12, 18 or 28%' });
    }
    expect(await writing()).toMatchObject({ hsnCode: null, gstRate: 18 });
  });
});
