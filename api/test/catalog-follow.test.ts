/**
 * The catalogue index follows each public database with longpolls that end themselves (the
 * sync-server holds a longpoll open until a change comes, whatever its timeout says).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogIndex } from '../src/modules/catalog/index.js';
import type { Logger } from '../src/log.js';
import { insertCatalog } from './fixtures.js';
import { startTestStore, type TestStore } from './harness.js';

let t: TestStore;

beforeAll(async () => {
  t = await startTestStore({ SEED_PRODUCTS: '0' });
  await insertCatalog(t, [{ _id: 'p001', name: 'Quiet Pen' }]);
});
afterAll(async () => {
  await t?.close();
});

describe('following the catalogue databases', () => {
  it('when nothing changes for several longpoll rounds, then nothing is logged as failed and a later change still arrives', async () => {
    const errors: string[] = [];
    const log: Logger = { info: () => {}, debug: () => {}, error: (m) => void errors.push(m) };
    const index = createCatalogIndex(t.store.ctx.dbs, log, { longpollMs: 200 });
    await index.start();
    try {
      expect(index.getProductDoc('p001')?.name).toBe('Quiet Pen');
      // Each round waits at most 1.2 s; three seconds of quiet is at least two rounds ending.
      await new Promise((r) => setTimeout(r, 3000));
      const doc = await t.store.ctx.dbs.products.get('p001');
      await t.store.ctx.dbs.products.put({ ...doc!, name: 'Renamed After Quiet' });
      const deadline = Date.now() + 10_000;
      while (index.getProductDoc('p001')?.name !== 'Renamed After Quiet' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(index.getProductDoc('p001')?.name).toBe('Renamed After Quiet');
      expect(errors).toEqual([]);
    } finally {
      await index.stop();
    }
  });

  it('when the store stops while its longpolls are held open, then the followers end at once', async () => {
    const index = createCatalogIndex(t.store.ctx.dbs, { info: () => {}, debug: () => {}, error: () => {} }, { longpollMs: 60_000 });
    await index.start();
    // The sync-server answers a longpoll's headers at once and holds its body until a change.
    await new Promise((r) => setTimeout(r, 500));
    const stopped = index.stop().then(() => 'stopped');
    const hung = new Promise((r) => setTimeout(() => r('still waiting on the held longpolls'), 10_000).unref());
    expect(await Promise.race([stopped, hung])).toBe('stopped');
  });
});
