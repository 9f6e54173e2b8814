/**
 * A CouchDB cluster answers a write that did not meet its write quorum with 202 Accepted. The
 * bundled sync-server (one node) never does, so a node's answer is played by a tiny HTTP server
 * speaking just that: the client must report such a write as unconfirmed, and only such a write.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CouchClient } from '../src/db/couch.js';

let node: Server;
let url = '';
beforeAll(async () => {
  node = createServer((req, res) => {
    const quorumMet = !req.url?.includes('partitioned');
    res.writeHead(req.method === 'GET' ? 200 : quorumMet ? 201 : 202, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.method === 'GET' ? { _id: 'x', _rev: '1-a' } : { ok: true, id: 'x', rev: '2-b' }));
  });
  await new Promise<void>((r) => node.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => node.close(() => r())));

it('when a write is answered 202 Accepted, then it is reported as unconfirmed; 201 writes and reads are not', async () => {
  const client = new CouchClient(url);
  const heard: string[] = [];
  client.onUnconfirmedWrite((method, path) => heard.push(`${method} ${path}`));
  await client.request('PUT', '/inventory/confirmed', { quantity: 1 });
  await client.request('PUT', '/inventory/partitioned', { quantity: 1 });
  await client.request('GET', '/inventory/partitioned');
  expect(heard).toEqual(['PUT /inventory/partitioned']);
});
