/**
 * /admin/import: the admin's bulk work. Products and stock download as CSV; a product CSV (one
 * row per variant, grouped by a product handle as in Shopify's product CSV; decision 042) is
 * previewed first, each row (a variant) marked new, changed, unchanged or refused with its reason,
 * and nothing is written until the admin confirms: all the valid rows, or (on request) none if
 * any row is refused.
 */
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import {
  ADMIN_ROWS_PER_PAGE,
  IMPORT_ROW_STATUSES,
  ImportPreviewSchema,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_BYTES,
  type ImportPreview,
  type ImportRow,
  type ImportRowStatus,
} from '@store/shared';
import { useOnlineStatus } from '../../data';
import { apiDownload, apiUpload, saveFile } from '../../lib/api-files';
import { Button } from '../../ui/button';
import { usePageMeta } from '../../ui/use-page-meta';
import { tokenOrNull } from './admin-api';
import { pageOf, Pager } from './pager';
import './sales.css';

/** What a row does, in words: why it is refused, what it changes, and the variants its product loses. */
function rowDetails(r: ImportRow): string {
  if (r.status === 'refused') return r.reason ?? '';
  const parts = [r.status === 'changed' && r.changes?.length ? `Changes ${r.changes.join(', ')}` : ''];
  if (r.removedVariants?.length) parts.push(`Removes ${r.removedVariants.join(', ')}`);
  return parts.filter(Boolean).join('. ');
}

const STATUS_LABEL: Record<ImportRowStatus, string> = { new: 'New', changed: 'Changed', unchanged: 'Unchanged', refused: 'Refused' };
type Stage =
  | { kind: 'idle' }
  | { kind: 'busy'; what: string }
  | { kind: 'previewed'; preview: ImportPreview }
  | { kind: 'done'; result: ImportPreview };

async function download(path: string, setError: (m: string) => void) {
  const r = await apiDownload(path, tokenOrNull());
  if (!r.ok) return setError(r.message);
  saveFile(r.blob, r.name);
}

export function ProductCsv() {
  usePageMeta('Import and export · Admin');
  const online = useOnlineStatus();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [error, setError] = useState('');
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [show, setShow] = useState<ImportRowStatus | ''>('');
  const [page, setPage] = useState(1);

  async function send(path: string, what: string): Promise<ImportPreview | null> {
    if (!file) return null;
    setError('');
    setStage({ kind: 'busy', what });
    const r = await apiUpload(path, file, tokenOrNull());
    const parsed = r.kind === 'ok' ? ImportPreviewSchema.safeParse(r.data) : null;
    if (parsed?.success) return parsed.data;
    setError(r.kind === 'ok' ? 'The store answered with something unexpected. Try again.' : r.message);
    return null;
  }

  async function previewFile() {
    if (file && file.size > PRODUCT_CSV_MAX_BYTES)
      return setError(`The file is too large: a product CSV may be at most ${PRODUCT_CSV_MAX_BYTES / 1024 / 1024} MB (10,000 rows).`);
    const preview = await send('/products/import/preview', 'Reading the file');
    setPage(1);
    setShow('');
    setStage(preview ? { kind: 'previewed', preview } : { kind: 'idle' });
  }

  async function importFile(preview: ImportPreview) {
    const result = await send(`/products/import?allOrNothing=${allOrNothing}`, 'Importing');
    if (!result) return setStage({ kind: 'previewed', preview });
    toast.success(`Imported: ${result.counts.new} new, ${result.counts.changed} changed.`);
    setStage({ kind: 'done', result });
  }

  const shown = stage.kind === 'previewed' ? stage.preview : stage.kind === 'done' ? stage.result : null;
  const rows = shown ? shown.rows.filter((r) => !show || r.status === show) : [];
  const list = pageOf(rows, page, ADMIN_ROWS_PER_PAGE);
  const writable = shown ? shown.counts.new + shown.counts.changed : 0;

  return (
    <div className="admin-page csv-steps">
      <h1 className="admin-title">Import and export</h1>
      <section className="admin-panel" aria-labelledby="export-title">
        <h2 id="export-title">Export</h2>
        <p className="admin-note">
          Every product as a CSV file for a spreadsheet, one row per variant (its options, SKU, price, MRP and stock) with the rows of one
          product sharing its handle; or the stock alone, one row per variant.
        </p>
        <div className="csv-actions">
          <Button variant="secondary" onClick={() => void download('/products/export', setError)} disabled={!online}>
            Download products CSV
          </Button>
          <Button variant="secondary" onClick={() => void download('/inventory/export', setError)} disabled={!online}>
            Download stock CSV
          </Button>
        </div>
      </section>

      <section className="admin-panel" aria-labelledby="import-title">
        <h2 id="import-title">Import products</h2>
        <p className="admin-note">
          One row per variant. Rows with the same handle are one product: its name, brand, category, option names, description and features
          are read from its first row. Columns: {PRODUCT_CSV_COLUMNS.join(', ')}.
        </p>
        <ul className="admin-note csv-rules">
          <li>An exported file’s handles are its products’ ids; give a new product a new handle of your own, such as lamy-safari.</li>
          <li>The option values (option1 value…) say which variant a row is; a product without options has one row and no options.</li>
          <li>A blank stock keeps a variant’s stock; a product’s variants that no row names are removed.</li>
          <li>Category is the category’s name; features are separated by |. A file with one row per product, as before, still imports.</li>
          <li>Nothing is saved until you confirm the preview.</li>
        </ul>
        <div className="csv-actions">
          <label className="csv-file">
            CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setStage({ kind: 'idle' });
                setError('');
              }}
            />
          </label>
          <Button onClick={() => void previewFile()} disabled={!file || !online || stage.kind === 'busy'}>
            Preview import
          </Button>
        </div>
        {stage.kind === 'busy' && <p role="status">{stage.what}…</p>}
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
      </section>

      {shown && (
        <section className="admin-panel" aria-labelledby="preview-title">
          <h2 id="preview-title">{stage.kind === 'done' ? 'Imported' : 'Preview'}</h2>
          <ul className="csv-counts" role="list" aria-label="Rows by outcome">
            {IMPORT_ROW_STATUSES.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  className={`csv-status csv-status--${s}`}
                  aria-pressed={show === s}
                  onClick={() => {
                    setShow(show === s ? '' : s);
                    setPage(1);
                  }}
                >
                  {STATUS_LABEL[s]}: {shown.counts[s]}
                </button>
              </li>
            ))}
          </ul>
          <div className="admin-table-wrap">
            <table className="admin-table csv-table">
              <thead>
                <tr>
                  <th scope="col">Product and variant</th>
                  <th scope="col">Handle</th>
                  <th scope="col">Line</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((r) => (
                  <tr key={r.line}>
                    <th scope="row">
                      {r.name || '(no name)'}
                      {r.variant && <span className="admin-variant"> · {r.variant}</span>}
                    </th>
                    <td className="admin-sku">{r.handle}</td>
                    <td>{r.line}</td>
                    <td>
                      <span className={`csv-status csv-status--${r.status}`}>{STATUS_LABEL[r.status]}</span>
                    </td>
                    <td>{rowDetails(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={list.page} pages={list.pages} total={list.total} onPage={setPage} label="Import rows" />
          {stage.kind === 'previewed' && (
            <div className="csv-actions">
              <label>
                <input type="checkbox" checked={allOrNothing} onChange={(e) => setAllOrNothing(e.target.checked)} /> Import nothing if any
                row is refused
              </label>
              <Button onClick={() => void importFile(stage.preview)} disabled={!online || writable === 0}>
                Import {writable} {writable === 1 ? 'row' : 'rows'}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
