import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { KEEP_ALIVE_TIMEOUT_MS, listen } from '../src/store.js';

let server: Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** GET / through `agent`: whether the request went on a connection an earlier one had used. */
function get(url: string, agent: Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('kept connections', () => {
  it('when a client comes back on its connection after 6 s idle, then the api has kept it open and answers on it', async () => {
    const started = await listen((_req, res) => res.end('ok'), 0, '127.0.0.1');
    server = started.server;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(started.url, agent)).toEqual({ status: 200, reused: false });
      // Past Node's default of 5 s, after which the server closed the connection under the client.
      await new Promise((r) => setTimeout(r, 6000));
      expect(await get(started.url, agent)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBe(server.keepAliveTimeout);
  }, 20_000);
});
