/**
 * The compact catalogue snapshot a device's replica starts from (docs/decisions/018): every
 * product as one row of listing fields and its variants with their stock (decision 042), the categories, and the changes-feed checkpoint it was
 * built at, as one gzip body with a content hash. Built from the in-memory index, at most once per
 * `rebuildMs` (CATALOG_SNAPSHOT_REBUILD_MS) while the catalogue changes (a device follows the feeds from the snapshot's
 * checkpoint, so an older snapshot is still a correct start); only the newest one is held.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { SNAPSHOT_COLUMNS, SNAPSHOT_FORMAT, toSnapshotRow, type CatalogSnapshotBody } from '@store/shared';
import { parseParams } from '../../http/validate.js';
import { notFound } from '../../http/errors.js';
import type { CatalogIndex } from './catalog-index.js';

const gunzipAsync = promisify(gunzip);

/** Products per part of the snapshot's text while it is built. */
const PART_ROWS = 500;

export interface BuiltSnapshot {
  hash: string;
  /** The index version it was built from. */
  version: number;
  /** The checkpoint it carries, as JSON. */
  checkpoint: string;
  builtAt: number;
  gzip: Buffer;
  /** Uncompressed size, for the log and the bench. */
  rawBytes: number;
  products: number;
}

export interface CatalogSnapshots {
  /** The newest snapshot, rebuilt first when the catalogue changed and the held one is old enough. */
  current(): Promise<BuiltSnapshot>;
  /** The held snapshot, if any (no build). */
  held(): BuiltSnapshot | null;
}

/** `rebuildMs`: a changed catalogue gets a new snapshot at most this often. */
export function createCatalogSnapshots(index: CatalogIndex, opts: { rebuildMs: number; now?: () => number }): CatalogSnapshots {
  const { rebuildMs } = opts;
  const now = opts.now ?? Date.now;
  let held: BuiltSnapshot | null = null;
  let building: Promise<BuiltSnapshot> | null = null;

  async function build(): Promise<BuiltSnapshot> {
    const version = index.version;
    // The checkpoint is read first: whatever the index holds now includes every change before it.
    const checkpoints = index.checkpoint();
    const products = index.allProducts();
    const categories = index.allCategories().map(({ _rev: _r, _deleted: _d, ...c }) => c);
    // The content, JSON.stringify({ checkpoints, columns, categories, products }) exactly, in parts
    // of PART_ROWS products: the whole catalogue is never one string (at 12,000 products two such
    // strings and their bytes were about 50 MB the api held while building; issue 21).
    function* content(): Generator<string> {
      const head = { checkpoints, columns: SNAPSHOT_COLUMNS, categories };
      yield `${JSON.stringify(head).slice(0, -1)},"products":[`;
      for (let i = 0; i < products.length; i += PART_ROWS) {
        const rows = JSON.stringify(products.slice(i, i + PART_ROWS).map(toSnapshotRow));
        yield `${i > 0 ? ',' : ''}${rows.slice(1, -1)}`;
      }
      yield ']}';
    }
    const hasher = createHash('sha256');
    for (const part of content()) hasher.update(part);
    const hash = hasher.digest('base64url').slice(0, 24);
    const body: Omit<CatalogSnapshotBody, 'checkpoints' | 'columns' | 'categories' | 'products'> = {
      format: SNAPSHOT_FORMAT,
      hash,
      builtAt: new Date(now()).toISOString(),
    };
    // The hash names the content; the envelope is written around it: the content again, part by part.
    let rawBytes = 0;
    function* raw(): Generator<Buffer> {
      let first = true;
      for (const part of content()) {
        const chunk = Buffer.from(first ? `${JSON.stringify(body).slice(0, -1)},${part.slice(1)}` : part);
        first = false;
        rawBytes += chunk.length;
        yield chunk;
      }
    }
    const zipped: Buffer[] = [];
    await pipeline(Readable.from(raw()), createGzip({ level: 9 }), async (gzipped: AsyncIterable<Buffer>) => {
      for await (const chunk of gzipped) zipped.push(chunk);
    });
    return {
      hash,
      version,
      checkpoint: JSON.stringify(checkpoints),
      builtAt: now(),
      gzip: Buffer.concat(zipped),
      rawBytes,
      products: products.length,
    };
  }

  // A feed that moved on without changing the index (a change already applied by `noteWritten`) also counts:
  // a later checkpoint means less for every device to catch up on.
  const stale = (s: BuiltSnapshot) =>
    (s.version !== index.version || s.checkpoint !== JSON.stringify(index.checkpoint())) && now() - s.builtAt >= rebuildMs;

  return {
    held: () => held,
    async current() {
      if (held && !stale(held)) return held;
      building ??= build().then(
        (s) => {
          held = s;
          building = null;
          return s;
        },
        (e: unknown) => {
          building = null;
          throw e;
        },
      );
      return building;
    },
  };
}

const HashParams = z.object({ hash: z.string().regex(/^[\w-]{8,64}$/, 'Unknown snapshot') });

const acceptsGzip = (req: Request) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

async function send(req: Request, res: Response, s: BuiltSnapshot, immutable: boolean): Promise<void> {
  const etag = `"${s.hash}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('Content-Location', `/api/catalog/snapshot/${s.hash}`);
  const inm = req.headers['if-none-match'];
  if (inm && (inm === '*' || inm.split(/\s*,\s*/).includes(etag))) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (acceptsGzip(req)) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(s.gzip.length));
    res.end(s.gzip);
    return;
  }
  const raw = await gunzipAsync(s.gzip);
  res.setHeader('Content-Length', String(raw.length));
  res.end(raw);
}

/**
 * GET /api/catalog/snapshot: the newest snapshot (validator: its hash; revalidated each time).
 * GET /api/catalog/snapshot/{hash}: that snapshot, cached for good; 404 once a newer one replaced it.
 */
export function snapshotRouter(snapshots: CatalogSnapshots): Router {
  const router = Router();
  router.get('/snapshot', async (req, res) => {
    await send(req, res, await snapshots.current(), false);
  });
  router.get('/snapshot/:hash', async (req, res) => {
    const { hash } = parseParams(HashParams, req);
    const s = await snapshots.current();
    if (s.hash !== hash) throw notFound('That catalogue snapshot was replaced: ask /api/catalog/snapshot for the current one.');
    await send(req, res, s, true);
  });
  return router;
}
