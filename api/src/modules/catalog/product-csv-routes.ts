/**
 * The admin's bulk work: GET /products/export and GET /inventory/export (CSV, one row per
 * variant, cells escaped against formulas), POST /products/import/preview (what an import would do; writes nothing) and
 * POST /products/import (?allOrNothing=true writes nothing when any row is refused). An import's
 * body is the CSV file itself (text/csv), at most PRODUCT_CSV_MAX_BYTES.
 */
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import Papa from 'papaparse';
import {
  escapeCsvFormula,
  ImportQuerySchema,
  INVENTORY_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_FEATURE_SEPARATOR,
  PRODUCT_CSV_MAX_BYTES,
} from '@store/shared';
import { requireAdmin, type TokenVerifier } from '../../http/auth-guard.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { sendOk } from '../../http/respond.js';
import { parseQuery } from '../../http/validate.js';
import type { Databases } from '../../db/databases.js';
import type { Stock } from '../stock/index.js';
import type { CatalogIndex } from './catalog-index.js';
import { applyImport } from './product-csv-import.js';
import { planImport, toPreview } from './product-csv-plan.js';
import { allVariantRecords } from './inventory-records.js';

const MAX_MB = PRODUCT_CSV_MAX_BYTES / (1024 * 1024);

/** Any content type is read as text: browsers send a .csv as text/csv, application/vnd.ms-excel or nothing. */
const csvBody = express.text({ type: () => true, limit: PRODUCT_CSV_MAX_BYTES });

const tooLarge: ErrorRequestHandler = (err, _req, _res, next) => {
  if (err && typeof err === 'object' && (err as { type?: string }).type === 'entity.too.large')
    return next(new HttpError(413, `The file is too large: a product CSV may be at most ${MAX_MB} MB (about 10,000 products).`));
  next(err);
};

function csvOf(req: Request): string {
  if (typeof req.body !== 'string' || req.body.trim() === '')
    throw badRequest('Send the CSV file as the request body (Content-Type: text/csv). The file was empty.');
  return req.body;
}

const escapeCell = (cell: unknown): unknown => (typeof cell === 'string' ? escapeCsvFormula(cell) : cell);

function sendCsv(res: Response, name: string, fields: readonly string[], data: unknown[][]): void {
  const day = new Date().toISOString().slice(0, 10);
  res
    .status(200)
    .set('content-type', 'text/csv; charset=utf-8')
    .set('content-disposition', `attachment; filename="inkwell-${name}-${day}.csv"`)
    .set('cache-control', 'no-store')
    // A text cell starting with =, +, -, @, tab or CR is written as '…, so a spreadsheet shows it as text.
    .send(Papa.unparse({ fields: [...fields], data: data.map((row) => row.map(escapeCell)) }));
}

export function productCsvRouter(deps: {
  verifier: TokenVerifier;
  catalog: CatalogIndex;
  stock: Stock;
  dbs: Databases;
  uploadsDir: string;
}): Router {
  const { catalog } = deps;
  const router = Router();
  const admin = requireAdmin(deps.verifier);

  // One row per variant, grouped by the product's handle (its id); the product's own fields on its first row.
  router.get('/products/export', admin, (_req, res) => {
    const rows = catalog
      .allProducts()
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
      .flatMap((p) =>
        p.variants.map((v, i) => {
          const own = i === 0;
          const options = [0, 1, 2].flatMap((k) => [own ? (p.options[k]?.name ?? '') : '', v.values[k] ?? '']);
          return [
            p.id,
            own ? p.name : '',
            own ? p.brand : '',
            own ? p.category.name : '',
            ...options,
            v.sku,
            v.price,
            v.originalPrice ?? '',
            v.stock,
            own ? p.description : '',
            own ? p.features.join(` ${PRODUCT_CSV_FEATURE_SEPARATOR} `) : '',
          ];
        }),
      );
    sendCsv(res, 'products', PRODUCT_CSV_COLUMNS, rows);
  });

  // One row per variant, the lowest stock first.
  router.get('/inventory/export', admin, (_req, res) => {
    const rows = allVariantRecords(catalog)
      .sort((a, b) => a.quantity - b.quantity || a.product.name.localeCompare(b.product.name))
      .map((r) => [
        r._id,
        r.product.name,
        r.variant.label,
        r.variant.sku,
        r.product.categoryName ?? r.product.category,
        r.quantity,
        r.updatedAt,
      ]);
    sendCsv(res, 'stock', INVENTORY_CSV_COLUMNS, rows);
  });

  // The role is checked before the file is read, so strangers cannot make us read 10 MB.
  router.post('/products/import/preview', admin, csvBody, (req, res) => {
    sendOk(res, toPreview(planImport(csvOf(req), catalog)));
  });

  router.post('/products/import', admin, csvBody, async (req, res) => {
    const { allOrNothing } = parseQuery(ImportQuerySchema, req);
    const plan = planImport(csvOf(req), catalog);
    const result = await applyImport(plan, deps, { allOrNothing });
    sendOk(res, result, {
      message: `Imported: ${result.counts.new} new, ${result.counts.changed} changed, ${result.counts.refused} refused.`,
    });
  });

  // An oversized file is refused by the body reader: said plainly here.
  router.use(tooLarge);
  return router;
}
