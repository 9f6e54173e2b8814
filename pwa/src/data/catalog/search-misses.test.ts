import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setApiOrigin } from '../../lib/api-client.js';
import { installMemoryLocalStorage } from '../testing/memory-storage.js';
import { startStoreServer, type StoreServer } from '../testing/store-server.js';

let server: StoreServer;
beforeAll(async () => {
  installMemoryLocalStorage();
  server = await startStoreServer([{ _id: 'pen', name: 'Fountain Pen', price: 1200, stock: 5 }]);
  setApiOrigin(server.origin);
});
afterAll(() => server?.stop());

describe('searches the replica found nothing for', () => {
  it('when a query is still being typed, then only the finished words count', async () => {
    const { finishedQueries } = await import('./search-misses.js');
    expect(finishedQueries(['rotr', 'rotring', 'rotring iso', 'rotring isograph', 'washi tape', 'washi tape'])).toEqual([
      'rotring isograph',
      'washi tape',
    ]);
  });

  it('when the replica misses offline, then the queries wait on the device and reach the store in one batch once it is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { noteSearchMiss, whenSent } = await import('./search-misses.js');
    server.fault = 'offline';
    noteSearchMiss('Kokuyo  Campus');
    noteSearchMiss('kokuyo campus'); // the same search again: counted once
    noteSearchMiss('Pilot Kakuno');
    expect(JSON.parse(localStorage.getItem('searchMisses') ?? '[]')).toEqual(['kokuyo campus', 'pilot kakuno']);
    await vi.advanceTimersByTimeAsync(3_500);
    await whenSent();
    // The store could not be reached: they are still waiting.
    expect(JSON.parse(localStorage.getItem('searchMisses') ?? '[]')).toHaveLength(2);

    server.fault = 'none';
    noteSearchMiss('Lamy Safari');
    await vi.advanceTimersByTimeAsync(3_500);
    vi.useRealTimers();
    await whenSent();
    expect(localStorage.getItem('searchMisses')).toBeNull();
    await server.store.searchMisses.flush();
    const counted = await server.store.searchMisses.top();
    expect(counted).toEqual(
      expect.arrayContaining([
        { query: 'kokuyo campus', count: 1 },
        { query: 'pilot kakuno', count: 1 },
        { query: 'lamy safari', count: 1 },
      ]),
    );
  });
});
