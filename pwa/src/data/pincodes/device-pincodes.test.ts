import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writePincodeTable } from '@store/shared';
import { installMemoryLocalStorage } from '../testing/memory-storage.js';
import { startStoreServer, type StoreServer } from '../testing/store-server.js';
import { setApiOrigin } from '../../lib/api-client.js';
import { forgetKeptFiles, keepFile, readKeptFile } from './kept-files.js';

installMemoryLocalStorage();
// The device believes it is online (as a phone on a dead network does): Node's navigator, where
// there is one, has no onLine.
if (typeof navigator !== 'undefined') Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
// Imported after the line above: the online status is read when its module loads.
const device = await import('./device-pincodes.js');
const { deviceAnswers } = await import('./device-answers.js');
const { DELIVER_TO_KEY, rememberDeliverTo, rememberedDeliverTo } = await import('./remembered-pin.js');

let server: StoreServer;
const requests = (path: string) => server.seen.filter((r) => r.path.startsWith(path)).length;
const parses = () => performance.getEntriesByName(device.PARSE_TIMING).length;

beforeAll(async () => {
  server = await startStoreServer([]);
  setApiOrigin(server.origin);
});

afterAll(async () => {
  device.resetDevicePincodes();
  await server?.stop();
});

beforeEach(() => {
  server.fault = 'none';
  server.seen.length = 0;
  performance.clearMeasures(device.PARSE_TIMING);
});

describe('pincodes on the device', () => {
  it('when a pincode is first asked for, then the zones and the table are downloaded once, kept, and every later pincode is answered from them', async () => {
    await forgetKeptFiles();
    device.resetDevicePincodes();
    // The store dispatches from 560025 (Bengaluru); Pune is a metro, Guwahati in the north-east.
    const now = new Date('2026-11-28T06:00:00Z'); // a Saturday in India
    const pune = await device.estimateFor('411001', now);
    expect(pune).toMatchObject({ zone: 'metro', cod: true, date: '2026-12-02' });
    expect(await device.estimateFor('781001', now)).toMatchObject({ zone: 'north-east-islands', cod: false });
    expect(await device.estimateFor('560001', now)).toMatchObject({ zone: 'same-city', date: '2026-11-30' });
    expect(await device.estimateFor('999999', now)).toBeNull();
    expect([requests('/api/delivery/zones'), requests('/api/pincodes/table'), parses()]).toEqual([1, 1, 1]);

    const kept = await readKeptFile('table');
    const zones = (await readKeptFile('zones'))?.answer as { tableVersion: string };
    expect(kept?.version).toBe(zones.tableVersion);
    expect((await device.loadPincodeTable()).size).toBeGreaterThan(19_000);
  });

  it('when a later page asks with the network gone, then it answers from what the device keeps, parsed once', async () => {
    device.resetDevicePincodes();
    server.fault = 'offline';
    expect(await device.estimateFor('110001')).toMatchObject({ zone: 'metro', cod: true });
    expect((await device.loadPincodeTable()).lookup('411001')).toMatchObject({ city: 'Pune', state: 'Maharashtra' });
    expect((await device.loadDeliveryZones()).dispatch).toMatchObject({ pincode: '560025', state: 'Karnataka' });
    // The page's once-per-page check with the store failed; what is kept still answers.
    await device.whenRefreshed().catch(() => undefined);
    expect(await device.estimateFor('781001')).toMatchObject({ zone: 'north-east-islands' });
    expect(parses()).toBe(1);
  });

  it('when the store has a newer table than the device keeps, then the page answers from the kept one and downloads the new one', async () => {
    device.resetDevicePincodes();
    const old = writePincodeTable([{ pincode: '110001', city: 'New Delhi', district: 'Central Delhi', state: 'Delhi' }], 'an older table');
    await keepFile({ key: 'table', version: 'older', text: old, savedAt: new Date().toISOString() });
    await device.startDeviceAnswers();
    // What the device had: Pune is not in its old table.
    expect(deviceAnswers.get()?.tableVersion).toBe('older');
    await device.whenRefreshed();
    expect(requests('/api/pincodes/table')).toBe(1);
    const answers = deviceAnswers.get();
    expect(answers?.tableVersion).not.toBe('older');
    expect(answers?.answer('411001')).toMatchObject({ place: { city: 'Pune' }, deliveryBy: expect.stringMatching(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/) });
    expect((await readKeptFile('table'))?.version).toBe(answers?.tableVersion);
  });

  it('when the device has never held the table and is offline, then the load fails (the block says a connection is needed)', async () => {
    await forgetKeptFiles();
    device.resetDevicePincodes();
    server.fault = 'offline';
    await expect(device.loadPincodeTable()).rejects.toThrow();
    server.fault = 'none';
    // Back online, the same page tries again.
    expect((await device.loadPincodeTable()).size).toBeGreaterThan(19_000);
  });

  it('when a pincode is remembered, then only six digits are kept, in localStorage', () => {
    rememberDeliverTo('411001');
    expect([rememberedDeliverTo(), localStorage.getItem(DELIVER_TO_KEY)]).toEqual(['411001', '411001']);
    rememberDeliverTo('4110');
    expect([rememberedDeliverTo(), localStorage.getItem(DELIVER_TO_KEY)]).toEqual(['', null]);
  });
});
