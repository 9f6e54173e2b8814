/**
 * A small CouchDB-protocol client over undici's `request` with kept-alive connections. It speaks
 * to the bundled sync-server and to Apache CouchDB alike, which is what lets the store move to a
 * cluster with no code change. Not fetch: an order makes about ten database calls, and fetch's
 * per-request machinery (web streams, abort signals, the WHATWG Headers and Response objects)
 * cost the api about a sixth of its CPU under load. Not node:http either: its client shares
 * Node's outgoing-message code with the server's answers, and a process that uses both answers
 * its cached catalogue reads more slowly (docs/decisions/023).
 */
import { STATUS_CODES } from 'node:http';
import { Agent, request as undiciRequest, type Dispatcher } from 'undici';

export class CouchError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly reason: string,
  ) {
    super(`CouchDB ${status} ${error}: ${reason}`);
    this.name = 'CouchError';
  }
}

/**
 * The database could not be reached, or the connection broke before an answer came. The request
 * may or may not have been applied (only a GET is sent again, once, by the client itself).
 */
export class CouchUnreachableError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    cause: unknown,
  ) {
    super(`CouchDB ${method} ${path}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'CouchUnreachableError';
  }
}

/**
 * A document id the database refuses or takes for one of its own paths (`_all_docs`, `_find`):
 * a request could only ever name it by mistake or to probe. Answered as a client's error (400 with
 * a plain message; `expose` is what the error handler shows a client), never as the 500 CouchDB
 * gives it (`illegal_docid`), and never sent.
 */
export class IllegalDocIdError extends CouchError {
  readonly expose = true;
  constructor(id: string, reason = 'Only the database itself may use an id that starts with _') {
    super(400, 'illegal_docid', reason);
    this.name = 'IllegalDocIdError';
    this.message = `The id ${JSON.stringify(id.slice(0, 64))} is not valid: an id may not be empty or start with _.`;
  }
}

/** Whether CouchDB stores a document under `id` as a document (not reserved, not one of its paths). */
export const isStorableDocId = (id: string): boolean =>
  id.length > 0 && (!id.startsWith('_') || id.startsWith('_design/') || id.startsWith('_local/'));

/** CouchDB's own refusal of an id (pouchdb-server answers the same ids with 404 or 400). */
const isIdRefusal = (e: unknown): boolean =>
  e instanceof CouchError && (e.error === 'illegal_docid' || (e.status === 400 && e.error === 'bad_request'));

export const isConflict = (e: unknown): boolean => e instanceof CouchError && e.status === 409;
export const isNotFound = (e: unknown): boolean => e instanceof CouchError && e.status === 404;

export interface DocBase {
  _id: string;
  _rev?: string;
  _deleted?: boolean;
}

export interface AllDocsRow<T> {
  id: string;
  key: string;
  value: { rev: string; deleted?: boolean };
  doc?: T | null;
  error?: string;
}

/** One entry of a `_bulk_get` answer. */
interface BulkGetEntry<T> {
  ok?: T;
  error?: { error?: string; reason?: string };
}

export interface ChangesResult<T> {
  results: Array<{ id: string; seq: string | number; deleted?: boolean; changes: Array<{ rev: string }>; doc?: T }>;
  last_seq: string | number;
  pending?: number;
}

export interface BulkResult {
  id: string;
  rev?: string;
  ok?: boolean;
  error?: string;
  reason?: string;
}

export class CouchClient {
  readonly baseUrl: string;
  readonly authHeader: string | undefined;

  constructor(url: string) {
    const u = new URL(url);
    this.authHeader = u.username
      ? 'Basic ' + Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString('base64')
      : undefined;
    u.username = '';
    u.password = '';
    this.baseUrl = u.toString().replace(/\/$/, '');
    // Kept alive: a new connection per call costs both sides more than the call itself.
    this.dispatcher = new Agent({ connections: 128 });
  }

  private readonly unconfirmed = new Set<(method: string, path: string) => void>();

  /**
   * Hears writes a CouchDB cluster accepted without meeting its write quorum (`202 Accepted`):
   * stored on some nodes only, so a concurrent write elsewhere may have made a conflict instead
   * of a 409. Such a write is unconfirmed; the listener decides what to check. Returns an unsubscribe.
   */
  onUnconfirmedWrite(listener: (method: string, path: string) => void): () => void {
    this.unconfirmed.add(listener);
    return () => this.unconfirmed.delete(listener);
  }

  private dispatcher: Agent;

  async request<T>(method: string, path: string, body?: unknown, init: { signal?: AbortSignal; raw?: boolean } = {}): Promise<T> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    let answer: { status: number; statusText: string; text: string };
    try {
      answer = await this.send(method, path, payload, init.signal);
    } catch (e) {
      // A kept-alive connection the database closed just as it was reused: a read is safe to send again.
      if (init.signal?.aborted) throw e;
      if (method !== 'GET' || !isConnectionReset(e)) throw asUnreachable(method, path, e);
      answer = await this.send(method, path, payload, init.signal).catch((again: unknown) => {
        throw asUnreachable(method, path, again);
      });
    }
    const json = answer.text ? (JSON.parse(answer.text) as unknown) : {};
    if (answer.status < 200 || answer.status >= 300) {
      const j = json as { error?: string; reason?: string };
      throw new CouchError(answer.status, j.error ?? 'error', j.reason ?? answer.statusText);
    }
    if (answer.status === 202 && method !== 'GET') for (const l of this.unconfirmed) l(method, path);
    return json as T;
  }

  private async send(method: string, path: string, payload: Buffer | undefined, signal: AbortSignal | undefined) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.authHeader) headers.authorization = this.authHeader;
    if (payload) headers['content-type'] = 'application/json';
    const res = await undiciRequest(`${this.baseUrl}${path}`, {
      method: method as Dispatcher.HttpMethod,
      headers,
      body: payload,
      signal,
      dispatcher: this.dispatcher,
    });
    const text = await res.body.text();
    return { status: res.statusCode, statusText: STATUS_CODES[res.statusCode] ?? '', text };
  }

  /** Closes the kept-alive connections (a stopping store); a later call opens new ones. */
  close(): void {
    const closing = this.dispatcher;
    this.dispatcher = new Agent({ connections: 128 });
    void closing.close();
  }

  db<T extends DocBase = DocBase>(name: string): CouchDatabase<T> {
    return new CouchDatabase<T>(this, name);
  }
}

const isConnectionReset = (e: unknown): boolean =>
  e instanceof Error && ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'].includes((e as NodeJS.ErrnoException).code ?? '');

const asUnreachable = (method: string, path: string, e: unknown): Error =>
  e instanceof CouchError ? e : new CouchUnreachableError(method, path, e);

/**
 * `read` (a response body being read), or the abort's reason as soon as `signal` aborts. Node
 * 20's fetch does not end a body read when the signal aborts after the headers came (a longpoll
 * the sync-server holds open sends its headers at once): the read waited for the server, and a
 * stopping store with it.
 */
export function unlessAborted<T>(read: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('The request was aborted.'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    read.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const q = (params: Record<string, unknown>): string => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    s.set(k, typeof v === 'string' && !['startkey', 'endkey', 'key'].includes(k) ? v : JSON.stringify(v));
  }
  const str = s.toString();
  return str ? `?${str}` : '';
};

export class CouchDatabase<T extends DocBase = DocBase> {
  constructor(
    readonly client: CouchClient,
    readonly name: string,
  ) {}

  private path(rest = ''): string {
    return `/${encodeURIComponent(this.name)}${rest}`;
  }

  /** Creates the database if it does not exist yet. */
  async ensure(): Promise<void> {
    try {
      await this.client.request('PUT', this.path());
    } catch (e) {
      if (!(e instanceof CouchError && e.status === 412)) throw e;
    }
  }

  async destroy(): Promise<void> {
    try {
      await this.client.request('DELETE', this.path());
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }

  /**
   * Makes sure each JSON (Mango) index exists, one design document per index. One read of the
   * database's indexes; only a missing index (a first start, or one a new release adds) is made.
   * A start used to post all of them again, one after another, each answer a round trip.
   */
  async ensureIndexes(indexes: ReadonlyArray<{ ddoc: string; fields: string[] }>): Promise<void> {
    const { indexes: existing } = await this.client.request<{
      indexes: Array<{ ddoc: string | null; type: string; def: { fields: Array<Record<string, string>> } }>;
    }>('GET', this.path('/_index'));
    const has = (want: { ddoc: string; fields: string[] }) =>
      existing.some(
        (i) =>
          i.ddoc === `_design/${want.ddoc}` &&
          i.type === 'json' &&
          i.def.fields.length === want.fields.length &&
          i.def.fields.every((f, n) => Object.keys(f)[0] === want.fields[n]),
      );
    await Promise.all(
      indexes
        .filter((want) => !has(want))
        .map((want) =>
          this.client.request('POST', this.path('/_index'), { index: { fields: want.fields }, ddoc: want.ddoc, type: 'json' }),
        ),
    );
  }

  info(): Promise<{ doc_count: number; update_seq: string | number; db_name: string }> {
    return this.client.request('GET', this.path());
  }

  /** The document, or null when it does not exist (or was deleted). */
  async get(id: string): Promise<T | null> {
    // An id that cannot name a document names none (and `_all_docs` would answer as a list).
    if (!isStorableDocId(id)) return null;
    try {
      return await this.client.request<T>('GET', this.path(`/${encodeURIComponent(id)}`));
    } catch (e) {
      if (isNotFound(e) || isIdRefusal(e)) return null;
      throw e;
    }
  }

  /** Writes a document; a stale or missing `_rev` throws a CouchError with status 409. */
  async put(doc: T): Promise<T & { _rev: string }> {
    if (!isStorableDocId(doc._id)) throw new IllegalDocIdError(doc._id);
    const res = await this.client.request<{ id: string; rev: string }>('PUT', this.path(`/${encodeURIComponent(doc._id)}`), doc);
    return { ...doc, _rev: res.rev };
  }

  async remove(id: string, rev: string): Promise<void> {
    if (!isStorableDocId(id)) throw new IllegalDocIdError(id);
    await this.client.request('DELETE', this.path(`/${encodeURIComponent(id)}?rev=${encodeURIComponent(rev)}`));
  }

  bulkDocs(docs: T[]): Promise<BulkResult[]> {
    return this.client.request('POST', this.path('/_bulk_docs'), { docs });
  }

  /** Existing documents: those named by `keys` (in one `getMany`), or a range of ids. */
  async allDocs(opts: { keys?: string[]; startkey?: string; endkey?: string; limit?: number; skip?: number } = {}): Promise<T[]> {
    const { keys, ...rest } = opts;
    if (keys) return [...(await this.getMany(keys)).values()].filter((d): d is T => d !== null);
    const res = await this.client.request<{ rows: AllDocsRow<T>[] }>('GET', this.path(`/_all_docs${q({ include_docs: true, ...rest })}`));
    return res.rows.flatMap((r) => (r.doc && !r.value?.deleted ? [r.doc] : []));
  }

  /**
   * Several documents by id in one round trip (`_bulk_get`): each id to its document, or null when
   * it does not exist or was deleted. `_bulk_get` rather than `_all_docs?keys=…`: PouchDB answers
   * the latter with a range scan per key, and reads were a tenth of the database's work during
   * an order rush (docs/decisions/023). CouchDB names a missing document with an error;
   * pouchdb-server answers it with an empty entry: both are "none".
   */
  async getMany(ids: readonly string[]): Promise<Map<string, T | null>> {
    const unique = [...new Set(ids)];
    const found = new Map<string, T | null>(unique.map((id) => [id, null]));
    const asked = unique.filter(isStorableDocId);
    if (asked.length === 0) return found;
    const res = await this.client.request<{ results: Array<{ id: string; docs: Array<BulkGetEntry<T>> }> }>(
      'POST',
      this.path('/_bulk_get'),
      { docs: asked.map((id) => ({ id })) },
    );
    for (const { id, docs } of res.results) {
      for (const entry of docs) {
        if (entry.ok) {
          if (!entry.ok._deleted) found.set(id, entry.ok);
        } else if (entry.error && entry.error.error !== 'not_found' && entry.error.error !== 'illegal_docid') {
          throw new CouchError(500, entry.error.error ?? 'error', entry.error.reason ?? `read of ${id} failed`);
        }
      }
    }
    return found;
  }

  /**
   * The changes feed. A longpoll with a `timeout` answers by then with no results, as CouchDB
   * does: pouchdb-server ignores the timeout and holds the request until a change comes (and
   * Node's fetch gives up on an answer after 300 s), so the client ends the wait itself shortly
   * after the timeout.
   */
  async changes(
    opts: {
      since?: string | number;
      feed?: 'normal' | 'longpoll';
      timeout?: number;
      include_docs?: boolean;
      limit?: number;
      conflicts?: boolean;
    },
    signal?: AbortSignal,
  ): Promise<ChangesResult<T>> {
    const path = this.path(
      `/_changes${q({ since: String(opts.since ?? 0), feed: opts.feed, timeout: opts.timeout, include_docs: opts.include_docs, limit: opts.limit, conflicts: opts.conflicts })}`,
    );
    if (opts.feed !== 'longpoll' || opts.timeout === undefined) return this.client.request('GET', path, undefined, { signal });
    const wait = new AbortController();
    const endWait = () => wait.abort();
    const deadline = setTimeout(endWait, opts.timeout + Math.max(1000, opts.timeout / 5));
    signal?.addEventListener('abort', endWait, { once: true });
    try {
      return await this.client.request<ChangesResult<T>>('GET', path, undefined, { signal: wait.signal });
    } catch (e) {
      if (wait.signal.aborted && !signal?.aborted) return { results: [], last_seq: opts.since ?? 0 };
      throw e;
    } finally {
      clearTimeout(deadline);
      signal?.removeEventListener('abort', endWait);
    }
  }

  find(selector: Record<string, unknown>, opts: { limit?: number; sort?: unknown[] } = {}): Promise<{ docs: T[] }> {
    return this.client.request('POST', this.path('/_find'), {
      selector,
      limit: opts.limit ?? 1000,
      ...(opts.sort ? { sort: opts.sort } : {}),
    });
  }

  /**
   * Deletes what a Mango selector finds, 500 at a time and at most 50 pages in one call (what is
   * left waits for the next); returns how many were deleted. For the hourly purges of expired
   * records, whose selectors an index serves.
   */
  async deleteFound(selector: Record<string, unknown>): Promise<number> {
    let removed = 0;
    for (let page = 0; page < 50; page++) {
      const { docs } = await this.find(selector, { limit: 500 });
      if (docs.length === 0) break;
      const res = await this.bulkDocs(docs.map((d) => ({ _id: d._id, _rev: d._rev, _deleted: true }) as unknown as T));
      removed += res.filter((r) => r.ok).length;
      if (docs.length < 500) break;
    }
    return removed;
  }
}
