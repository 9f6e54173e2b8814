/** /api/pincodes and /api/delivery against a real store: the table, a pincode's place and estimate, the owner's zones. */
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_ZONES, PINCODE_MESSAGES, readPincodeTable, type DeliveryZones } from '@store/shared';
import { ZONES_DOC_ID } from '../src/modules/delivery/index.js';
import { startTestStore, type TestStore } from './harness.js';
import { tokenFor } from './fixtures.js';

let t: TestStore;
let admin: string;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0', STORE_DISPATCH_PINCODE: '560025' });
  admin = tokenFor(t, { userId: 'u_admin_zones', role: 'admin' });
});
afterAll(() => t?.close());

const withZone = (id: string, change: Partial<DeliveryZones['zones'][number]>): DeliveryZones => ({
  ...DEFAULT_DELIVERY_ZONES,
  zones: DEFAULT_DELIVERY_ZONES.zones.map((z) => (z.id === id ? { ...z, ...change } : z)),
});

/** A GET with node:http, which (unlike fetch) gives the bytes as sent, still gzipped. */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

describe('the pincode table download', () => {
  it('when a device asks for the table, then it gets the whole table gzipped, cached a day with an ETag that a second ask answers with 304', async () => {
    const res = await rawGet(`${t.url}/api/pincodes/table`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const etag = res.headers.etag as string;
    const zones = await t.api('GET', '/delivery/zones');
    expect(etag).toBe(`"${zones.body.data.tableVersion}"`);
    expect(res.body.length).toBeLessThan(20_000);
    const table = readPincodeTable(gunzipSync(res.body).toString('utf8'));
    expect(table.size).toBe(19_097);
    expect(table.lookup('781001')).toEqual({ pincode: '781001', city: 'Guwahati', district: 'Kamrup', state: 'Assam' });

    const again = await fetch(`${t.url}/api/pincodes/table`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const plain = await rawGet(`${t.url}/api/pincodes/table`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(readPincodeTable(plain.body.toString('utf8')).size).toBe(19_097);
  });
});

describe('one pincode', () => {
  it('when a shopper asks for a pincode, then the place and its zone, day and cash on delivery come back, measured from 560025', async () => {
    const res = await t.api('GET', '/pincodes/400001');
    expect(res.status).toBe(200);
    expect(res.body.data.place).toEqual({ pincode: '400001', city: 'Mumbai', district: 'Mumbai', state: 'Maharashtra' });
    expect(res.body.data.estimate).toMatchObject({ zone: 'metro', label: 'Metro cities', days: 3, cod: true });
    expect(res.body.data.estimate.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.api('GET', '/pincodes/560001')).body.data.estimate).toMatchObject({ zone: 'same-city', days: 1 });
    expect((await t.api('GET', '/pincodes/744101')).body.data.estimate).toMatchObject({ zone: 'north-east-islands', cod: false });
  });

  it('when the pincode is not six digits, then 400 in the spec words; when no such pincode exists, then 404 saying so', async () => {
    for (const pin of ['56002', '5600255', 'abcdef', '56002%20']) {
      const res = await t.api('GET', `/pincodes/${pin}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Pincode must be 6 digits', errors: { pin: 'Pincode must be 6 digits' } });
    }
    const unknown = await t.api('GET', '/pincodes/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: PINCODE_MESSAGES.unknown });
  });
});

describe('the delivery zones', () => {
  it('when nothing was saved, then the zones are the defaults, with the dispatch place from STORE_DISPATCH_PINCODE', async () => {
    const res = await t.api('GET', '/delivery/zones');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      dispatch: { pincode: '560025', city: 'Bengaluru', state: 'Karnataka' },
      zones: DEFAULT_DELIVERY_ZONES,
    });
  });

  it('when a shopper or a visitor tries to change the zones, then 401 or 403 and nothing changes', async () => {
    const zones = withZone('metro', { days: 2 });
    expect((await t.api('PUT', '/admin/delivery/zones', { body: zones })).status).toBe(401);
    expect((await t.api('PUT', '/admin/delivery/zones', { body: zones, token: tokenFor(t) })).status).toBe(403);
    expect(await t.store.ctx.dbs.meta.get(ZONES_DOC_ID)).toBeNull();
  });

  it.each([
    [{ ...DEFAULT_DELIVERY_ZONES, zones: DEFAULT_DELIVERY_ZONES.zones.slice(1) }, 'Zone same-city is missing'],
    [withZone('metro', { days: 0 }), 'Delivery days must be at least 1'],
    [withZone('metro', { days: 2.5 }), 'Delivery days must be a whole number'],
    [withZone('metro', { days: '3' as unknown as number }), 'Delivery days must be a number'],
    [withZone('metro', { cod: 'yes' as unknown as boolean }), 'Cash on delivery must be true or false'],
    [withZone('metro', { label: '  ' }), 'Zone label is required'],
    [{ ...DEFAULT_DELIVERY_ZONES, codLimit: 0 }, 'COD limit must be at least ₹1'],
    [{ zones: DEFAULT_DELIVERY_ZONES.zones }, 'COD limit must be a number or null'],
  ])('when the owner sends bad zones, then 400 says what is wrong (%#: %s)', async (body, message) => {
    const res = await t.api('PUT', '/admin/delivery/zones', { body, token: admin });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
  });

  it('when the owner saves zones, then every estimate and the zones answer follow at once, and they are stored in the meta database', async () => {
    const zones = { ...withZone('metro', { days: 2, cod: false, label: 'Metros' }), codLimit: 5000 };
    const res = await t.api('PUT', '/admin/delivery/zones', { body: zones, token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Delivery zones saved.', data: { zones } });
    expect((await t.api('GET', '/delivery/zones')).body.data.zones).toEqual(zones);
    expect((await t.api('GET', '/pincodes/400001')).body.data.estimate).toMatchObject({
      zone: 'metro',
      label: 'Metros',
      days: 2,
      cod: false,
    });
    expect(await t.store.delivery.estimate('110001', new Date('2026-11-28T06:00:00Z'))).toEqual({
      zone: 'metro',
      label: 'Metros',
      days: 2,
      date: '2026-12-01',
      cod: false,
    });
    expect(await t.store.ctx.dbs.meta.get(ZONES_DOC_ID)).toMatchObject({
      type: 'delivery-zones',
      codLimit: 5000,
      updatedBy: 'u_admin_zones',
    });

    const back = await t.api('PUT', '/admin/delivery/zones', { body: DEFAULT_DELIVERY_ZONES, token: admin });
    expect(back.status).toBe(200);
    expect((await t.api('GET', '/pincodes/400001')).body.data.estimate).toMatchObject({ days: 3, cod: true });
  });
});

describe('the dispatch pincode', () => {
  it('when STORE_DISPATCH_PINCODE is not a pincode the table knows, then the store does not start', async () => {
    await expect(startTestStore({ SEED_PRODUCTS: '0', STORE_DISPATCH_PINCODE: '999999' })).rejects.toThrow(/STORE_DISPATCH_PINCODE 999999/);
  });
});
