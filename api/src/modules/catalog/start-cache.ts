/**
 * The catalogue's start cache (docs/decisions/053): what the catalogue index holds (every public
 * document, as validated) with the changes-feed checkpoint it was read at, in one file in
 * DATA_DIR. A later start reads that file (one read, one hash, JSON.parse a part at a time: no zod, no
 * database read of the whole catalogue) and catches up with each database's `_changes` since the
 * checkpoint, so it ends where a full load would.
 *
 * What makes a cached start answer as a full load does:
 * - the file: written to a temporary name and renamed over the old one (a reader sees the old file
 *   or the new one, never half of one), with a trailer saying its format, the code that validated
 *   its documents (a hash of the shared package, whose schemas did) and its length and SHA-1,
 *   all checked before it is used;
 * - the databases: each write of the file first writes a new random token in a `_local` document
 *   of every public database (one per api instance: instances scale out on the same databases,
 *   decision 013), and the file carries it. A later start uses the file only when every database
 *   still holds that token: a database deleted and made again, or replaced, holds none; one
 *   restored from a backup holds an older token (a backup that holds this token was taken after
 *   the file's checkpoint, so its history includes everything the file holds). `_local`
 *   documents neither replicate nor move the update sequence.
 * Anything else (no file, a torn or corrupt one, another format, other code, other databases)
 * is a full load, logged once with the reason.
 */
import { createHash, randomUUID } from 'node:crypto';
import { open, readFile, readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CouchError, type DocBase } from '../../db/couch.js';
import { PUBLIC_DATABASES, type Databases, type PublicDatabase } from '../../db/databases.js';

/** The file's layout; a change to it makes older files a full load. */
export const START_CACHE_FORMAT = 3;

/** The start cache's file name in DATA_DIR. */
export const START_CACHE_FILE = 'catalogue-start-cache.json';

/** Documents per part while the file is written: the whole catalogue is never one string. */
const PART_DOCS = 500;

export interface StartCacheState {
  /** This api instance's `_local` document in each public database (`_local/catalogue-start-cache-<instance>`). */
  instance: string;
  /** The token that document held when the file was written. */
  token: string;
  /** The databases' names (DB_PREFIX and name): a file from other databases is not used. */
  databases: Record<PublicDatabase, string>;
  /** Where each database's changes feed had been applied up to when the documents were taken. */
  seqs: Record<PublicDatabase, string | number>;
  /** Every document the index held, as validated. */
  docs: Record<PublicDatabase, DocBase[]>;
}

interface Trailer {
  format: number;
  /** Hash of the code whose schemas validated the documents (codeFingerprint). */
  code: string;
  /** Length of the body (everything before the trailer's line). */
  bytes: number;
  /** SHA-1 of the body: it finds a torn or damaged file (no one forges our own file); SHA-256 took 100 ms of the start at 12,000 products, SHA-1 10. */
  sha1: string;
}

export type StartCacheRead = { ok: true; state: StartCacheState; bytes: number } | { ok: false; reason: string };

let fingerprint: Promise<string> | undefined;

/**
 * A hash of the shared package as this process runs it: its one bundle when built (dist/index.js),
 * else every source file. Its schemas validated the cached documents; after an upgrade that
 * changes them (a new default, a new transform) the file is not used.
 */
export function codeFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    // The package's entry as this process resolves it (--conditions=@store/compiled: the bundle).
    const entry = createRequire(import.meta.url).resolve('@store/shared');
    const dir = path.dirname(entry);
    const files = entry.endsWith('.js')
      ? [path.basename(entry)]
      : (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter((f) => /\.(ts|json)$/.test(f) && !f.endsWith('.test.ts')).sort();
    const hash = createHash('sha256').update(`format ${START_CACHE_FORMAT}\n`);
    for (const file of files) hash.update(`${file}\n`).update(await readFile(path.join(dir, file)));
    return hash.digest('base64url').slice(0, 32);
  })();
  return fingerprint;
}

/**
 * The file's body, one line per part: the state without its documents, then `[database, documents]`
 * for every PART_DOCS documents. Read back a line at a time, the catalogue is never one string
 * either (a two-byte string of the whole file would be twice its size: the Hindi descriptions).
 */
function* bodyLines(state: StartCacheState): Generator<string> {
  const { docs, ...head } = state;
  yield `${JSON.stringify(head)}\n`;
  for (const db of PUBLIC_DATABASES) {
    const list = docs[db];
    for (let i = 0; i < list.length; i += PART_DOCS) yield `${JSON.stringify([db, list.slice(i, i + PART_DOCS)])}\n`;
  }
}

let temporaries = 0;

/**
 * Writes the file: parts to a temporary file beside it (synced), then renamed over it. `stopped`
 * is asked between parts; when it says so, the temporary file is removed and the old file stays.
 */
export async function writeStartCacheFile(file: string, state: StartCacheState, stopped: () => boolean = () => false): Promise<number> {
  const code = await codeFingerprint();
  const tmp = `${file}.${process.pid}.${++temporaries}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    const hash = createHash('sha1');
    let bytes = 0;
    for (const part of bodyLines(state)) {
      if (stopped()) throw new Error('the catalogue start cache write was stopped');
      const chunk = Buffer.from(part);
      hash.update(chunk);
      bytes += chunk.length;
      await handle.write(chunk);
    }
    const trailer: Trailer = { format: START_CACHE_FORMAT, code, bytes, sha1: hash.digest('base64') };
    await handle.write(`${JSON.stringify(trailer)}\n`);
    await handle.sync();
    await handle.close();
    await rename(tmp, file);
    return bytes;
  } catch (e) {
    await handle.close().catch(() => {});
    await rm(tmp, { force: true });
    throw e;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads and checks the file (not yet against the databases): the state, or why it cannot be used. */
export async function readStartCacheFile(file: string): Promise<StartCacheRead> {
  let buf: Buffer;
  try {
    buf = await readFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { ok: false, reason: 'no start cache file yet' };
    return { ok: false, reason: `the file could not be read (${(e as Error).message})` };
  }
  const code = codeFingerprint();
  if (buf.length < 2 || buf[buf.length - 1] !== 0x0a) return { ok: false, reason: 'the file is cut short' };
  const split = buf.lastIndexOf(0x0a, buf.length - 2);
  let trailer: Trailer;
  try {
    trailer = JSON.parse(buf.toString('utf8', split + 1, buf.length - 1)) as Trailer;
  } catch {
    return { ok: false, reason: 'the file has no readable trailer' };
  }
  if (!isObject(trailer)) return { ok: false, reason: 'the file has no readable trailer' };
  if (trailer.format !== START_CACHE_FORMAT)
    return { ok: false, reason: `the file has format ${String(trailer.format)}, not ${START_CACHE_FORMAT}` };
  if (trailer.code !== (await code)) return { ok: false, reason: 'the file was written by other code (the shared schemas changed)' };
  // The body: every line before the trailer's, each with its newline.
  if (split < 0 || trailer.bytes !== split + 1) return { ok: false, reason: 'the file is cut short' };
  const body = buf.subarray(0, split + 1);
  if (createHash('sha1').update(body).digest('base64') !== trailer.sha1)
    return { ok: false, reason: 'the file does not match its checksum' };
  let state: StartCacheState;
  try {
    // A line at a time (JSON escapes every newline inside its strings).
    let end = body.indexOf(0x0a);
    state = JSON.parse(body.toString('utf8', 0, end)) as StartCacheState;
    if (isObject(state)) {
      state.docs = Object.fromEntries(PUBLIC_DATABASES.map((db) => [db, []])) as unknown as StartCacheState['docs'];
      for (let at = end + 1; at < body.length; at = end + 1) {
        end = body.indexOf(0x0a, at);
        const [db, docs] = JSON.parse(body.toString('utf8', at, end)) as [PublicDatabase, DocBase[]];
        const list = state.docs[db];
        if (!Array.isArray(list) || !Array.isArray(docs)) return { ok: false, reason: 'the file is not a start cache' };
        for (const doc of docs) list.push(doc);
      }
    }
  } catch {
    return { ok: false, reason: 'the file is not JSON' };
  }
  // Our own file, whole and from this code: a look at its shape, not a validation of every document.
  const shaped =
    isObject(state) &&
    typeof state.instance === 'string' &&
    typeof state.token === 'string' &&
    isObject(state.databases) &&
    isObject(state.seqs) &&
    isObject(state.docs) &&
    PUBLIC_DATABASES.every((db) => Array.isArray(state.docs[db]) && state.seqs[db] !== undefined);
  if (!shaped) return { ok: false, reason: 'the file is not a start cache' };
  return { ok: true, state, bytes: split };
}

/** The `_local` document holding an instance's token (never replicated; no change to the update sequence). */
const tokenPath = (dbs: Databases, db: PublicDatabase, instance: string) =>
  `/${encodeURIComponent(dbs[db].name)}/_local/${encodeURIComponent(`catalogue-start-cache-${instance}`)}`;

/** The token an instance's `_local` document holds in `db`, or null. */
async function tokenIn(dbs: Databases, db: PublicDatabase, instance: string): Promise<string | null> {
  try {
    const doc = await dbs[db].client.request<{ token?: unknown }>('GET', tokenPath(dbs, db, instance));
    return typeof doc.token === 'string' ? doc.token : null;
  } catch (e) {
    if (e instanceof CouchError && e.status === 404) return null;
    throw e;
  }
}

/** Sets an instance's token in `db` (read first for its `_rev`; once more after a 409). */
async function setToken(dbs: Databases, db: PublicDatabase, instance: string, token: string): Promise<void> {
  const p = tokenPath(dbs, db, instance);
  for (let attempt = 0; ; attempt++) {
    let rev: string | undefined;
    try {
      rev = (await dbs[db].client.request<{ _rev?: string }>('GET', p))._rev;
    } catch (e) {
      if (!(e instanceof CouchError && e.status === 404)) throw e;
    }
    try {
      await dbs[db].client.request('PUT', p, { ...(rev ? { _rev: rev } : {}), token, writtenAt: new Date().toISOString() });
      return;
    } catch (e) {
      if (!(e instanceof CouchError && e.status === 409) || attempt >= 2) throw e;
    }
  }
}

export const databaseNames = (dbs: Databases): Record<PublicDatabase, string> =>
  Object.fromEntries(PUBLIC_DATABASES.map((db) => [db, dbs[db].name])) as Record<PublicDatabase, string>;

/**
 * Why a file's state cannot stand for these databases, or null when it can: the same names, and
 * every one still holds the token the file was written with.
 */
export async function mismatchWith(dbs: Databases, state: StartCacheState): Promise<string | null> {
  const names = databaseNames(dbs);
  for (const db of PUBLIC_DATABASES)
    if (state.databases[db] !== names[db]) return `the file is of other databases (${state.databases[db]})`;
  const tokens = await Promise.all(PUBLIC_DATABASES.map((db) => tokenIn(dbs, db, state.instance)));
  const other = PUBLIC_DATABASES.find((db, i) => tokens[i] !== state.token);
  return other ? `the ${names[other]} database is not the one the file was written from (replaced, or restored from a backup)` : null;
}

/**
 * Writes a state: a new token in every database first, then the file carrying it. Stopped or
 * failed half-way, the databases' token and the file's differ, and the next start loads in full.
 */
export async function saveStartCache(
  dbs: Databases,
  file: string,
  state: Omit<StartCacheState, 'token' | 'databases'>,
  stopped?: () => boolean,
): Promise<number> {
  const token = randomUUID();
  await Promise.all(PUBLIC_DATABASES.map((db) => setToken(dbs, db, state.instance, token)));
  return writeStartCacheFile(file, { ...state, token, databases: databaseNames(dbs) }, stopped);
}

export const newInstanceId = (): string => randomUUID().replaceAll('-', '').slice(0, 16);
