/**
 * The one optimistic-concurrency loop (db/update-doc.ts) that catalogue, account, cart, order and
 * stock writes go through, against the real sync-server.
 */
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CouchClient, type CouchDatabase, type DocBase } from '../src/db/couch.js';
import { KeyedMutex } from '../src/db/keyed-mutex.js';
import { parseWith, updateDoc, writeDoc } from '../src/db/update-doc.js';

const CounterSchema = z.object({ _id: z.string(), _rev: z.string().optional(), count: z.number().int() });
type Counter = z.infer<typeof CounterSchema>;
const parse = parseWith(CounterSchema);

let db: CouchDatabase<DocBase & Record<string, unknown>>;
beforeAll(async () => {
  db = new CouchClient(inject('couchUrl')).db(`t${process.pid}_update_doc_${Date.now().toString(36)}`);
  await db.ensure();
});
afterAll(() => db?.destroy());

const increment = (id: string, opts: { mutex?: KeyedMutex } = {}) =>
  writeDoc<Counter>(db, id, (cur) => ({ _id: id, count: (cur?.count ?? 0) + 1 }), { parse, ...opts });

describe('one read-modify-write for every module', () => {
  it('when many writers change one document at once, then no change is lost (409s are read again and re-applied)', async () => {
    await Promise.all(Array.from({ length: 12 }, () => increment('racing')));
    expect(parse(await db.get('racing'))?.count).toBe(12);
  });

  it('when writers share a mutex, then they queue and every change lands', async () => {
    const mutex = new KeyedMutex();
    await Promise.all(Array.from({ length: 12 }, () => increment('queued', { mutex })));
    expect(parse(await db.get('queued'))?.count).toBe(12);
  });

  it('when the change refuses (throws), then nothing is written and the caller gets the error', async () => {
    await increment('refused');
    const refusal = new Error('no');
    await expect(
      updateDoc<Counter>(
        db,
        'refused',
        () => {
          throw refusal;
        },
        { parse },
      ),
    ).rejects.toBe(refusal);
    expect(parse(await db.get('refused'))?.count).toBe(1);
  });

  it('when the change keeps the document, then nothing is written and the stored one (or null) comes back', async () => {
    expect(await updateDoc<Counter>(db, 'never-written', () => ({ keep: true }), { parse })).toBeNull();
    expect(await db.get('never-written')).toBeNull();
    const stored = await increment('kept');
    expect(await updateDoc<Counter>(db, 'kept', () => ({ keep: true }), { parse })).toEqual(stored);
  });

  it('when the cached copy is stale, then the change is applied again to the stored document', async () => {
    const stale = await increment('cached');
    await increment('cached');
    const saved = await updateDoc<Counter>(db, 'cached', (cur) => ({ write: { _id: 'cached', count: (cur?.count ?? 0) + 10 } }), {
      parse,
      first: stale,
    });
    expect(saved?.count).toBe(12);
    expect(parse(await db.get('cached'))?.count).toBe(12);
  });
});
