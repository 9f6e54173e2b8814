import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSyncServerProcess, type SyncServerProcess } from './process.js';

let server: SyncServerProcess;
let dataDir: string;
const auth = 'Basic ' + Buffer.from('admin:correct-horse-battery').toString('base64');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sync-test-'));
  server = await startSyncServerProcess({ dataDir, port: 0, username: 'admin', password: 'correct-horse-battery' });
}, 30_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('sync-server', () => {
  it('when a request has no credentials, then it is refused with 401', async () => {
    const res = await fetch(`${server.url}/_all_dbs`);
    expect(res.status).toBe(401);
    const put = await fetch(`${server.url}/anything`, { method: 'PUT' });
    expect(put.status).toBe(401);
  });

  it('when credentials are wrong, then it is refused with 401', async () => {
    const res = await fetch(`${server.url}/_all_dbs`, {
      headers: { authorization: 'Basic ' + Buffer.from('admin:nope').toString('base64') },
    });
    expect(res.status).toBe(401);
  });

  it('when the admin stores and reads a document, then the CouchDB protocol answers', async () => {
    expect((await fetch(`${server.url}/things`, { method: 'PUT', headers: { authorization: auth } })).status).toBe(201);
    const put = await fetch(`${server.url}/things/a`, {
      method: 'PUT',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ n: 1 }),
    });
    expect(put.status).toBe(201);
    const changes = (await (await fetch(`${server.url}/things/_changes?since=0`, { headers: { authorization: auth } })).json()) as {
      results: { id: string }[];
    };
    expect(changes.results.map((r: { id: string }) => r.id)).toEqual(['a']);
  });

  it.each(['_config', '_node/_local/_config', '_utils/', '_session', '_users', '_replicate'])(
    'when even the admin asks for server-level path /%s, then it is refused',
    async (p) => {
      const res = await fetch(`${server.url}/${p}`, { headers: { authorization: auth } });
      expect(res.status).toBe(403);
    },
  );

  it('when a database is deleted while a longpoll on its changes is being answered, then the server keeps serving', async () => {
    // express-pouchdb reads the cancelled feed's result as if it had results: a TypeError in a
    // promise nobody awaits, which used to end the whole process (every database with it; main.ts).
    const headers = { authorization: auth, 'content-type': 'application/json' };
    for (let round = 0; round < 2; round++) {
      const db = `doomed${round}`;
      expect((await fetch(`${server.url}/${db}`, { method: 'PUT', headers })).status).toBe(201);
      const docs = Array.from({ length: 1500 }, (_, i) => ({ _id: `d${i}`, text: 'x'.repeat(200) }));
      expect((await fetch(`${server.url}/${db}/_bulk_docs`, { method: 'POST', headers, body: JSON.stringify({ docs }) })).status).toBe(201);
      const polls = Array.from({ length: 4 }, () =>
        // A poll the crash cut off is not answered: it is given up after a while (only the server's life is asserted).
        fetch(`${server.url}/${db}/_changes?feed=longpoll&since=0&include_docs=true&timeout=2000`, {
          headers,
          signal: AbortSignal.timeout(2500),
        })
          .then((r) => r.text())
          .catch(() => 'given up'),
      );
      await new Promise((r) => setTimeout(r, 5 + round * 10));
      expect((await fetch(`${server.url}/${db}`, { method: 'DELETE', headers })).status).toBe(200);
      await Promise.all(polls);
    }
    expect((await fetch(`${server.url}/_all_dbs`, { headers: { authorization: auth } })).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 20_000);
});
