/// <reference path="./types.d.ts" />
/**
 * The single-machine database server: a CouchDB-protocol server built from express-pouchdb
 * over LevelDB files. It trusts nobody: every request must carry the admin credentials
 * (HTTP Basic), and the server-level tricks of CouchDB (_config, _node, _utils, _session,
 * _users, replication endpoints) are refused before express-pouchdb ever sees them.
 */
import { mkdirSync } from 'node:fs';
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

export function createSyncServer(options: SyncServerOptions): Express {
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
