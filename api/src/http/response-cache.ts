/**
 * Serialized answers per key (a URL, or a normalized replication page), valid while a version
 * is unchanged. An entry may name a scope, what its answer depends on, and then only that
 * scope's version counts (the catalogue's answer scopes: a stock change of one product leaves
 * the other products' answers cached); without one, the cache's whole version does (a
 * database's own version for the /sync pages). A hit costs a Map lookup and one write: no query parsing, no
 * filtering, no JSON.stringify, no gzip (the gzip body is made once per entry). Bounded by
 * entries and bytes (least recently used go first) so random URLs cannot grow it without limit.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_SECURITY_HEADERS } from './security-headers.js';

interface Entry {
  version: number;
  scope?: string;
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  plainHeaders?: string[];
  gzipHeaders?: string[];
  /** Runs each time the entry is served, built or hit, with the request (the catalogue counts searches that found nothing per client). */
  onServe?: (req: IncomingMessage) => void;
}

/** Given a freshly built answer, what to run each time it is served (or nothing). */
export type ServeHook = (answer: unknown) => ((req: IncomingMessage) => void) | undefined;

export interface ResponseCache {
  /**
   * Answers from the cache, or builds (throwing errors are never cached), stores and answers.
   * `scope`: what the answer depends on, passed to `version` (none: everything).
   */
  send(
    req: IncomingMessage & { originalUrl?: string },
    res: ServerResponse,
    build: () => unknown,
    scope?: string,
    onServe?: ServeHook,
  ): void;
  /**
   * Answers a GET/HEAD whose URL holds a fresh entry and returns true; otherwise does nothing
   * and returns false. Uses only node:http APIs, so it can run before Express itself.
   */
  serveHit(req: IncomingMessage, res: ServerResponse, key?: string): boolean;
  /**
   * Stores a body made elsewhere (an upstream answer) under `key`, tagged with the version it was
   * read at (taken before reading, so a change meanwhile leaves it stale), and answers with it.
   */
  sendBody(req: IncomingMessage, res: ServerResponse, key: string, version: number, body: Buffer): void;
  /**
   * The body `send` would answer `key` with: the cached one, or built (a throwing build is not
   * cached) and stored. For answers given inside another response.
   */
  body(key: string, build: () => unknown, scope?: string): Buffer;
  /** Stores a body without answering (warming the cache ahead of the first request). */
  put(key: string, version: number, body: Buffer): void;
  /** True when `key` holds an entry of the current version (of its scope). */
  isFresh(key: string): boolean;
  readonly size: number;
}

/** Express's header middleware does not run on the fast path, so cached answers carry the api's security headers themselves. */
const SECURITY_HEADERS = API_SECURITY_HEADERS;

/** Below this a gzip body saves too little to be worth it (the same threshold as compression). */
const GZIP_MIN_BYTES = 1024;

/**
 * Vary only where there is something to vary: a body below GZIP_MIN_BYTES is always sent as it
 * is (every header is validated and written on every answer, and these answers are small).
 */
const varyOf = (entry: Entry): string[] => (entry.body.length >= GZIP_MIN_BYTES ? ['Vary', 'Accept-Encoding'] : []);

/** `version(scope)`: the current version of what answers in `scope` depend on; it only grows. */
export function createResponseCache(opts: { version: (scope?: string) => number; maxEntries?: number; maxBytes?: number }): ResponseCache {
  const maxEntries = opts.maxEntries ?? 500;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const sizeOf = (e: Entry) => e.body.length + (e.gzip?.length ?? 0);
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= sizeOf(e);
    entries.delete(key);
  };
  const evict = () => {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(key);
    }
  };

  function put(key: string, version: number, body: Buffer, scope?: string): Entry {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry: Entry = { version, body, etag, ...(scope === undefined ? {} : { scope }) };
    drop(key);
    entries.set(key, entry);
    bytes += body.length;
    evict();
    return entry;
  }

  const isCurrent = (e: Entry | undefined): e is Entry => !!e && e.version === opts.version(e.scope);

  function lookup(key: string, build: () => unknown, scope?: string, onServe?: ServeHook): Entry {
    const version = opts.version(scope);
    const hit = entries.get(key);
    if (hit && hit.scope === scope && hit.version === version) {
      // Re-insert: Map order is the recency order.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const answer = build();
    const entry = put(key, version, Buffer.from(JSON.stringify(answer)), scope);
    const hook = onServe?.(answer);
    if (hook) entry.onServe = hook;
    return entry;
  }

  /** Headers of one representation, built once per entry: a hit then costs a single writeHead. */
  function headersOf(entry: Entry, gzip: boolean): string[] {
    const body = gzip && entry.gzip ? entry.gzip : entry.body;
    const etag = gzip ? `${entry.etag.slice(0, -1)}-gz"` : entry.etag;
    return [
      ...SECURITY_HEADERS,
      'Cache-Control',
      'no-cache',
      ...varyOf(entry),
      'ETag',
      etag,
      'Content-Type',
      'application/json; charset=utf-8',
      ...(gzip ? ['Content-Encoding', 'gzip'] : []),
      'Content-Length',
      String(body.length),
    ];
  }

  function write(entry: Entry, req: IncomingMessage, res: ServerResponse): void {
    entry.onServe?.(req);
    const wantsGzip = entry.body.length >= GZIP_MIN_BYTES && acceptsGzip(requestHeader(req, 'accept-encoding'));
    if (wantsGzip && !entry.gzip) {
      entry.gzip = gzipSync(entry.body, { level: 6 });
      bytes += entry.gzip.length;
      evict();
    }
    // Each encoding is its own representation, so each gets its own strong validator.
    const etag = wantsGzip ? `${entry.etag.slice(0, -1)}-gz"` : entry.etag;
    const inm = requestHeader(req, 'if-none-match');
    if (inm && (inm === '*' || inm.split(/\s*,\s*/).includes(etag))) {
      res.writeHead(304, [...SECURITY_HEADERS, 'Cache-Control', 'no-cache', ...varyOf(entry), 'ETag', etag]);
      res.end();
      return;
    }
    const key = wantsGzip ? 'gzipHeaders' : 'plainHeaders';
    const headers = (entry[key] ??= headersOf(entry, wantsGzip));
    res.writeHead(200, headers);
    res.end(wantsGzip && entry.gzip ? entry.gzip : entry.body);
  }

  return {
    get size() {
      return entries.size;
    },
    send(req, res, build, scope, onServe) {
      // originalUrl: the full path even inside a mounted router (it is what serveHit sees as url).
      write(lookup(req.originalUrl ?? req.url ?? '', build, scope, onServe), req, res);
    },
    serveHit(req, res, key = req.url) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !key) return false;
      const hit = entries.get(key);
      if (!isCurrent(hit)) return false;
      entries.delete(key);
      entries.set(key, hit);
      write(hit, req, res);
      return true;
    },
    sendBody(req, res, key, version, body) {
      write(put(key, version, body), req, res);
    },
    body(key, build, scope) {
      return lookup(key, build, scope).body;
    },
    put(key, version, body) {
      put(key, version, body);
    },
    isFresh(key) {
      return isCurrent(entries.get(key));
    },
  };
}

/**
 * One request header, read from `rawHeaders`: `req.headers` is built on first use, a cost the
 * bare server never pays, and a hit needs only two fields of it. Repeated fields are joined with
 * ", ", as `req.headers` joins these two. `name` is lower case.
 */
export function requestHeader(req: IncomingMessage, name: string): string | undefined {
  const raw = req.rawHeaders;
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const field = raw[i]!;
    if (field.length === name.length && field.toLowerCase() === name) value = value === undefined ? raw[i + 1] : `${value}, ${raw[i + 1]}`;
  }
  return value;
}

/** Accept-Encoding values seen, and whether each allows gzip: browsers send a handful of distinct ones. */
const gzipAnswers = new Map<string, boolean>();
const GZIP_ANSWERS_KEPT = 64;

/** True when Accept-Encoding allows gzip (q > 0), by name or by "*". */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const known = gzipAnswers.get(header);
  if (known !== undefined) return known;
  const answer = gzipAllowed(header);
  if (gzipAnswers.size >= GZIP_ANSWERS_KEPT) gzipAnswers.clear();
  gzipAnswers.set(header, answer);
  return answer;
}

function gzipAllowed(header: string): boolean {
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    const allowed = !q || Number(q[1]) > 0;
    if (name === 'gzip') return allowed;
    if (name === '*') star = allowed;
  }
  return star;
}
