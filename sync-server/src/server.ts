/// <reference path="./types.d.ts" />
/**
 * The single-machine database server: a CouchDB-protocol server built from express-pouchdb
 * over LevelDB files. It trusts nobody: every request must carry the admin credentials
 * (HTTP Basic), and the server-level tricks of CouchDB (_config, _node, _utils, _session,
 * _users, replication endpoints) are refused before express-pouchdb ever sees them.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { timingSafeEqual, createHash } from 'node:crypto';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import PouchDBNode from 'pouchdb-node';
import expressPouchDB from 'express-pouchdb';

export interface SyncServerOptions {
  dataDir: string;
  username: string;
  password: string;
}

const FORBIDDEN_SEGMENTS = new Set([
  '_config',
  '_node',
  '_utils',
  '_session',
  '_users',
  '_replicate',
  '_replicator',
  '_restart',
  '_log',
  '_stats',
  '_active_tasks',
  '_db_updates',
  '_membership',
  '_cluster_setup',
  '_up',
]);

function digest(s: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(s).digest());
}

export function credentialsMatch(header: string | undefined, username: string, password: string): boolean {
  if (!header?.startsWith('Basic ')) return false;
  const given = Buffer.from(header.slice(6), 'base64').toString('utf8');
  return timingSafeEqual(digest(given), digest(`${username}:${password}`));
}

interface PouchUtils {
  jsonParser: (req: Request, res: Response, next: NextFunction) => void;
  maxDocumentSizeDefault: number;
  sendJSON(res: Response, status: number, body: unknown): void;
  sendError(res: Response, err: unknown, status: number): void;
}
type JsonParser = (req: Request, res: Response, next: (err?: { status?: number }) => void) => void;

/**
 * express-pouchdb's JSON body parser calls `require('body-parser').json(…)` on every request,
 * making a new parser each time (and a module lookup that tsx's loader makes slow): a twentieth
 * of the database's CPU in an order rush. The same parser, with the same limit and the same
 * answers to bad bodies, made once per limit. Set before express-pouchdb registers its routes,
 * which take `utils.jsonParser` then.
 */
function parseJsonBodiesOnce(): void {
  const pouchRequire = createRequire(createRequire(import.meta.url).resolve('express-pouchdb'));
  const utils = pouchRequire('./utils') as PouchUtils;
  const bodyParser = pouchRequire('body-parser') as { json(opts: { limit: number | string }): JsonParser };
  const parsers = new Map<number | string, JsonParser>();
  utils.jsonParser = (req, res, next) => {
    const config = (req.app as unknown as { couchConfig?: { get(section: string, key: string): number | string } }).couchConfig;
    const limit = config ? config.get('couchdb', 'max_document_size') : utils.maxDocumentSizeDefault;
    let parse = parsers.get(limit);
    if (!parse) parsers.set(limit, (parse = bodyParser.json({ limit })));
    parse(req, res, (err) => {
      if (err?.status === 400) return utils.sendJSON(res, 400, { error: 'bad_request', reason: 'invalid_json' });
      if (err?.status === 413) return utils.sendJSON(res, 413, { error: 'too_large', reason: 'the request entity is too large' });
      if (err) return utils.sendError(res, err, 500);
      next();
    });
  };
}

export function createSyncServer(options: SyncServerOptions): Express {
  parseJsonBodiesOnce();
  const dbDir = path.join(options.dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const PouchDB = PouchDBNode.defaults({ prefix: dbDir + path.sep });

  const app = express();
  app.disable('x-powered-by');

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!credentialsMatch(req.headers.authorization, options.username, options.password)) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Basic realm="sync-server"')
        .json({ error: 'unauthorized', reason: 'Credentials are required.' });
      return;
    }
    const segments = req.path
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
    const first = segments[0];
    if (first !== undefined && FORBIDDEN_SEGMENTS.has(first)) {
      res.status(403).json({ error: 'forbidden', reason: `${first} is not available on this server.` });
      return;
    }
    next();
  });

  app.use(
    '/',
    expressPouchDB(PouchDB, {
      mode: 'minimumForPouchDB',
      overrideMode: { include: ['routes/all-dbs', 'routes/find'] },
      inMemoryConfig: true,
      logPath: path.join(options.dataDir, 'sync-server.log'),
    }),
  );
  return app;
}
