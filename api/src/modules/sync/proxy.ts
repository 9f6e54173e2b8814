/**
 * Read-only replication of the public catalogue at /sync/<db>.
 *
 * Clients speak the CouchDB protocol (RxDB's CouchDB replication, PouchDB) to this path; the
 * proxy forwards only reads of the four public databases to the database server with the
 * server's credentials. Every write, every private database, every design document and every
 * server-level path is refused here, so the database's own credentials never reach a browser.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { PUBLIC_DATABASES, type PublicDatabase } from '../../db/databases.js';
import type { BaseContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';

/** What the sync module needs of the catalogue index: word of each change to a public database. */
export interface SyncCatalog {
  /** Calls back whenever a public database changes (from any writer); returns an unsubscribe. */
  subscribe(listener: (db: PublicDatabase) => void): () => void;
}

const PUBLIC = new Set<string>(PUBLIC_DATABASES);
/** Query parameters a reader may pass through; anything else is dropped. */
const ALLOWED_PARAMS = new Set([
  'since',
  'limit',
  'include_docs',
  'style',
  'feed',
  'timeout',
  'heartbeat',
  'descending',
  'conflicts',
  'attachments',
  'att_encoding_info',
  'revs',
  'open_revs',
  'rev',
  'latest',
  'keys',
  'key',
  'startkey',
  'endkey',
  'start_key',
  'end_key',
  'skip',
  'inclusive_end',
  'seq_interval',
  'batch_size',
  'update_seq',
]);
const MAX_LONGPOLL_MS = 60_000;

type Access = { ok: true; upstreamPath: string } | { ok: false; status: number; message: string };

/** Decides whether a request is a read of a public database, and where it goes upstream. */
export function classifySyncRequest(method: string, path: string, prefix: string): Access {
  const segments = path.split('/').filter(Boolean);
  const [db, ...rest] = segments.map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return '\u0000';
    }
  });
  if (!db) return { ok: false, status: 403, message: 'Server-level paths are not available.' };
  if (db.startsWith('_')) return { ok: false, status: 403, message: 'Server-level paths are not available.' };
  if (!PUBLIC.has(db)) return { ok: false, status: 404, message: 'No such database.' };
  const upstreamDb = encodeURIComponent(prefix + (db as PublicDatabase));
  const tail = rest.map(encodeURIComponent).join('/');
  const upstreamPath = `/${upstreamDb}${tail ? `/${tail}` : '/'}`;
  const first = rest[0];
  const readMethod = method === 'GET' || method === 'HEAD';

  if (rest.length === 0)
    return readMethod ? { ok: true, upstreamPath } : { ok: false, status: 403, message: 'The catalogue is read-only.' };
  if (first === '_changes' && rest.length === 1 && readMethod) return { ok: true, upstreamPath };
  if (first === '_all_docs' && rest.length === 1 && (readMethod || method === 'POST')) return { ok: true, upstreamPath };
  if (first === '_bulk_get' && rest.length === 1 && method === 'POST') return { ok: true, upstreamPath };
  if (first === '_local' && rest.length === 2 && readMethod) return { ok: true, upstreamPath };
  if (first === '_design' || first === '_local' || first?.startsWith('_'))
    return { ok: false, status: 403, message: 'The catalogue is read-only.' };
  if (rest.length === 1 && readMethod) return { ok: true, upstreamPath };
  return { ok: false, status: 403, message: 'The catalogue is read-only.' };
}

export function upstreamParams(req: Request): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(req.query)) {
    if (!ALLOWED_PARAMS.has(key) || typeof value !== 'string') continue;
    if (key === 'feed' && value !== 'normal' && value !== 'longpoll') continue;
    if ((key === 'timeout' || key === 'heartbeat') && !(Number(value) > 0)) continue;
    params.set(key, key === 'timeout' || key === 'heartbeat' ? String(Math.min(Number(value), MAX_LONGPOLL_MS)) : value);
  }
  return params;
}

function upstreamQuery(req: Request): string {
  const s = upstreamParams(req).toString();
  return s ? `?${s}` : '';
}

export function upstreamHeaders(ctx: BaseContext): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (ctx.couch.authHeader) headers.authorization = ctx.couch.authHeader;
  return headers;
}

/**
 * Longpoll with CouchDB's semantics (answer at once when there are changes, else wait for one
 * or for `timeout`). express-pouchdb ignores `timeout`, so the proxy does the waiting itself,
 * woken by the catalogue index, which follows every public database's changes. A stopping
 * store ends the wait at once with the answer a timeout gives (no changes): the reader asks
 * again, and the shutdown is not held by a minute-long wait.
 */
async function longpoll(
  ctx: BaseContext,
  catalog: SyncCatalog,
  db: PublicDatabase,
  upstreamPath: string,
  req: Request,
  res: Response,
  signal: AbortSignal,
  stopping: AbortSignal,
): Promise<void> {
  const params = upstreamParams(req);
  const timeout = Math.min(Number(params.get('timeout') ?? MAX_LONGPOLL_MS) || MAX_LONGPOLL_MS, MAX_LONGPOLL_MS);
  params.set('feed', 'normal');
  params.delete('timeout');
  params.delete('heartbeat');
  if (params.get('since') === 'now') {
    const info = await ctx.dbs[db].info();
    params.set('since', String(info.update_seq));
  }
  let woken = false;
  let wake: () => void = () => {};
  const changed = new Promise<void>((resolve) => {
    wake = () => {
      woken = true;
      resolve();
    };
  });
  const unsubscribe = catalog.subscribe((changedDb) => changedDb === db && wake());
  try {
    const read = async () => {
      const r = await fetch(`${ctx.couch.baseUrl}${upstreamPath}?${params.toString()}`, { headers: upstreamHeaders(ctx), signal });
      return { status: r.status, body: (await r.json()) as { results?: unknown[] } };
    };
    let answer = await read();
    if (answer.status === 200 && answer.body.results?.length === 0) {
      let timer: NodeJS.Timeout | undefined;
      let onStop = () => {};
      const stopped = new Promise<void>((r) => {
        onStop = () => r();
        if (stopping.aborted) r();
        else stopping.addEventListener('abort', onStop, { once: true });
      });
      await Promise.race([changed, stopped, new Promise<void>((r) => (timer = setTimeout(r, timeout)))]);
      clearTimeout(timer);
      stopping.removeEventListener('abort', onStop);
      if (woken && !signal.aborted) answer = await read();
    }
    if (!signal.aborted) res.status(answer.status).json(answer.body);
  } finally {
    unsubscribe();
  }
}

export type PageHandler = (db: PublicDatabase, upstreamPath: string, req: Request, res: Response, signal: AbortSignal) => Promise<boolean>;

export function createSyncProxy(ctx: BaseContext, catalog: SyncCatalog, stopping: AbortSignal, answerPage: PageHandler): Router {
  const router = Router();
  router.use(express.json({ limit: '256kb' }));
  router.use((req: Request, res: Response, next: NextFunction) => {
    // CORS is not needed (same origin); never let the browser cache replication answers.
    res.setHeader('Cache-Control', 'no-store');
    const access = classifySyncRequest(req.method, req.path, ctx.env.DB_PREFIX);
    if (!access.ok) {
      res.status(access.status).json({ error: access.status === 404 ? 'not_found' : 'forbidden', reason: access.message });
      return;
    }
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const db = req.path.split('/').filter(Boolean)[0] as PublicDatabase;
    if (req.method === 'GET' && req.path.endsWith('/_changes') && req.query.feed === 'longpoll') {
      longpoll(ctx, catalog, db, access.upstreamPath, req, res, controller.signal, stopping).catch((e: unknown) => {
        if (controller.signal.aborted) return;
        ctx.log.error('sync proxy: longpoll failed', e);
        next(new HttpError(502, 'The catalogue database is not reachable right now. Please try again.'));
      });
      return;
    }
    answerPage(db, access.upstreamPath, req, res, controller.signal).then(
      (answered) => answered || forward(access.upstreamPath, req, res, next, controller.signal),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        ctx.log.error('sync proxy: upstream failed', e);
        next(new HttpError(502, 'The catalogue database is not reachable right now. Please try again.'));
      },
    );
  });

  function forward(upstreamPath: string, req: Request, res: Response, next: NextFunction, signal: AbortSignal): void {
    const headers = upstreamHeaders(ctx);
    const hasBody = req.method === 'POST';
    if (hasBody) headers['content-type'] = 'application/json';
    fetch(`${ctx.couch.baseUrl}${upstreamPath}${upstreamQuery(req)}`, {
      method: req.method,
      headers,
      body: hasBody ? JSON.stringify(req.body ?? {}) : undefined,
      signal,
    })
      .then((upstream) => {
        res.status(upstream.status);
        const type = upstream.headers.get('content-type');
        if (type) res.setHeader('Content-Type', type);
        if (!upstream.body) return void res.end();
        Readable.fromWeb(upstream.body as unknown as WebReadableStream)
          .on('error', () => res.destroy())
          .pipe(res);
      })
      .catch((e: unknown) => {
        if (signal.aborted) return;
        ctx.log.error('sync proxy: upstream failed', e);
        next(new HttpError(502, 'The catalogue database is not reachable right now. Please try again.'));
      });
  }
  return router;
}
