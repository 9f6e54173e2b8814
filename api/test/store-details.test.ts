/** GET /api/store/details: what the legal pages say about this store, from its settings and data (decision 045). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_ZONES, StoreDetailsSchema } from '@store/shared';
import { tokenFor } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
});
afterAll(() => t?.close());

describe('GET /api/store/details', () => {
  it('when anyone asks, then it answers the seller (a marked sample here), the dispatch place, the zones, the shipping rule and 30 days, cacheable', async () => {
    const res = await t.api('GET', '/store/details');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    const details = StoreDetailsSchema.parse(res.body.data);
    expect(details.seller).toMatchObject({ gstin: '29AAACI0000S1ZL', state: 'Karnataka', isSample: true, dispatchPincode: '560025' });
    expect(details.seller.grievanceOfficer.name).not.toBe('');
    expect(details.delivery.dispatch).toMatchObject({ pincode: '560025', state: 'Karnataka' });
    expect(details.delivery.zones).toEqual(DEFAULT_DELIVERY_ZONES);
    expect(details.shipping).toEqual({ freeAbove: 999, fee: 99 });
    expect(details.returnWindowDays).toBe(30);
  });

  it("when the owner changes the zones, then the details answer the owner's days and cash on delivery", async () => {
    const zones = {
      ...DEFAULT_DELIVERY_ZONES,
      zones: DEFAULT_DELIVERY_ZONES.zones.map((z) => (z.id === 'metro' ? { ...z, days: 4, cod: false } : z)),
    };
    const put = await t.api('PUT', '/admin/delivery/zones', { body: zones, token: tokenFor(t, { role: 'admin' }) });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const details = StoreDetailsSchema.parse((await t.api('GET', '/store/details')).body.data);
    expect(details.delivery.zones.zones.find((z) => z.id === 'metro')).toMatchObject({ days: 4, cod: false });
  });
});
