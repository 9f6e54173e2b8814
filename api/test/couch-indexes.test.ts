/**
 * CouchDatabase.ensureIndexes against the real sync-server: a start reads the database's indexes
 * once and makes only the ones it lacks (issue 47: seven posts one after another were a start's
 * half second).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CouchClient, type CouchDatabase, type DocBase } from '../src/db/couch.js';

let db: CouchDatabase<DocBase & Record<string, unknown>>;
const sent: string[] = [];
beforeAll(async () => {
  const client = new CouchClient(inject('couchUrl'));
  // Every request the client sends, recorded on its way to the real server.
  const request = client.request.bind(client);
  client.request = ((method: string, path: string, ...rest: never[]) => {
    sent.push(`${method} ${path.replace(/^\/[^/]+/, '')}`);
    return request(method, path, ...rest);
  }) as typeof client.request;
  db = client.db(`t${process.pid}_indexes_${Date.now().toString(36)}`);
  await db.ensure();
});
afterAll(() => db?.destroy());

const listed = async () =>
  (
    await db.client.request<{ indexes: Array<{ ddoc: string | null; def: { fields: Array<Record<string, string>> } }> }>(
      'GET',
      `/${db.name}/_index`,
    )
  ).indexes
    .filter((i) => i.ddoc)
    .map((i) => `${i.ddoc}: ${i.def.fields.map((f) => Object.keys(f)[0]).join(',')}`)
    .sort();

describe('ensureIndexes', () => {
  it('when the database has none of them, then each is made; asked again, it reads the list once and posts nothing', async () => {
    const wanted = [
      { ddoc: 'idx-user-createdAt', fields: ['user', 'createdAt'] },
      { ddoc: 'idx-phase', fields: ['phase'] },
    ];
    sent.length = 0;
    await db.ensureIndexes(wanted);
    expect(sent.sort()).toEqual(['GET /_index', 'POST /_index', 'POST /_index']);
    expect(await listed()).toEqual(['_design/idx-phase: phase', '_design/idx-user-createdAt: user,createdAt']);

    sent.length = 0;
    await db.ensureIndexes(wanted);
    expect(sent).toEqual(['GET /_index']);
  });

  it('when a release adds an index or changes one, then only that one is made, and queries can use it', async () => {
    sent.length = 0;
    await db.ensureIndexes([
      { ddoc: 'idx-user-createdAt', fields: ['user', 'createdAt'] },
      { ddoc: 'idx-phase', fields: ['phase', 'at'] },
      { ddoc: 'idx-refundDue', fields: ['refundDue'] },
    ]);
    expect(sent.sort()).toEqual(['GET /_index', 'POST /_index', 'POST /_index']);
    expect(await listed()).toEqual(
      expect.arrayContaining([
        '_design/idx-phase: phase,at',
        '_design/idx-refundDue: refundDue',
        '_design/idx-user-createdAt: user,createdAt',
      ]),
    );
    await db.put({ _id: 'o1', refundDue: 1 });
    const found = await db.client.request<{ docs: Array<{ _id: string }>; warning?: string }>('POST', `/${db.name}/_find`, {
      selector: { refundDue: { $gt: 0 } },
      use_index: 'idx-refundDue',
    });
    expect(found.docs.map((d) => d._id)).toEqual(['o1']);
    expect(found.warning ?? '').not.toMatch(/no matching index/i);
  });
});
