/**
 * /admin/inventory: stock per variant ("Lamy Safari Fountain Pen · Charcoal · F", its SKU; a
 * product without options is one row, as before), 10 rows a page, searched by name, brand, option
 * or SKU, filtered to low or out of stock and sorted by quantity by the api (GET
 * /inventory/search), and one variant's quantity edited in place. Each edit carries the revision its row was read at: when someone
 * else changed that stock meanwhile, the store refuses it, and the row says so with the current
 * value instead of overwriting it blindly.
 */
import { useDeferredValue, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import {
  ADMIN_ROWS_PER_PAGE,
  InventoryPageSchema,
  InventoryRecordSchema,
  LOW_STOCK_THRESHOLD,
  MESSAGES,
  type InventoryRecord,
  type InventorySearchQuery,
} from '@store/shared';
import { useOnlineStatus } from '../../data';
import { Button } from '../../ui/button';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead, adminWrite } from './admin-api';
import { AdminList, useListControls } from './admin-list';
import { useAdminLoad } from './use-admin-load';

const UPDATE_FAILED = 'Error updating quantity';

/** "Lamy Safari Fountain Pen · Charcoal · F": the product's name and, where it has options, the variant's. */
export const recordTitle = (r: InventoryRecord): string => (r.variant.label ? `${r.product.name} · ${r.variant.label}` : r.product.name);

function StockRow({ record, online, onSaved }: { record: InventoryRecord; online: boolean; onSaved(next: InventoryRecord): void }) {
  const [value, setValue] = useState(String(record.quantity));
  const [note, setNote] = useState<{ kind: 'error' | 'stale'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = `stock-${record._id}`;
  const title = recordTitle(record);
  const changed = value.trim() !== String(record.quantity);

  async function save(e: FormEvent) {
    e.preventDefault();
    const quantity = Number(value);
    if (!Number.isInteger(quantity) || quantity < 0) return setNote({ kind: 'error', text: 'Enter a whole number, 0 or more.' });
    setSaving(true);
    const r = await adminWrite(`/inventory/${encodeURIComponent(record._id)}`, 'PUT', {
      quantity,
      ...(record.rev ? { rev: record.rev } : {}),
    });
    if (r.ok) {
      const next = InventoryRecordSchema.safeParse(r.data);
      if (next.success) onSaved(next.data);
      setNote(null);
      toast.success(`${title}: stock is now ${quantity}.`);
    } else if (r.status === 409) {
      // Someone else changed it: show what the store holds now; the admin decides again.
      const fresh = await adminRead(`/inventory/${encodeURIComponent(record._id)}`, InventoryRecordSchema).catch(() => null);
      if (fresh) onSaved(fresh);
      setNote({
        kind: 'stale',
        text: `Changed meanwhile: the stock is now ${fresh?.quantity ?? 'different'}. Your ${quantity} was not saved; save again to set it.`,
      });
    } else {
      setNote({ kind: 'error', text: r.message ? `${UPDATE_FAILED}: ${r.message}` : UPDATE_FAILED });
      toast.error(UPDATE_FAILED);
    }
    setSaving(false);
  }

  return (
    <tr>
      <th scope="row" data-label="Product">
        {record.product.name}
        {record.variant.label && <span className="admin-variant"> · {record.variant.label}</span>}
        {record.product.brand && <span className="admin-sub">{record.product.brand}</span>}
      </th>
      <td data-label="SKU" className="admin-sku">
        {record.variant.sku || <span className="admin-sub">none</span>}
      </td>
      <td data-label="Category">{record.product.categoryName ?? record.product.category}</td>
      <td data-label="Status">
        <span
          className={`badge ${record.quantity === 0 ? 'badge--danger' : record.quantity <= LOW_STOCK_THRESHOLD ? 'badge--warning' : 'badge--success'}`}
        >
          {record.quantity === 0 ? 'Out of stock' : record.quantity <= LOW_STOCK_THRESHOLD ? 'Low' : 'In stock'}
        </span>
      </td>
      <td data-label="Quantity">
        <form className="admin-stock" onSubmit={(e) => void save(e)} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            Quantity of {title}
          </label>
          <input
            id={inputId}
            className="input admin-stock__input"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-describedby={note ? `${inputId}-note` : undefined}
          />
          <Button
            type="submit"
            size="sm"
            variant={changed ? 'primary' : 'secondary'}
            loading={saving}
            disabled={!online || !changed}
            aria-label={`Save quantity of ${title}`}
          >
            Save
          </Button>
        </form>
        {note && (
          <p id={`${inputId}-note`} className={note.kind === 'stale' ? 'admin-stale' : 'field-error'} role="alert">
            {note.text}
          </p>
        )}
      </td>
    </tr>
  );
}

const STOCK_FILTERS: ReadonlyArray<{ value: InventorySearchQuery['stock']; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'low', label: `Low stock (1–${LOW_STOCK_THRESHOLD})` },
  { value: 'out', label: 'Out of stock' },
];
const SORTS: ReadonlyArray<{ value: InventorySearchQuery['sort']; label: string }> = [
  { value: 'name', label: 'Name' },
  { value: 'quantity-asc', label: 'Quantity, fewest first' },
  { value: 'quantity-desc', label: 'Quantity, most first' },
];
const stockFilterOf = (v: string | null): InventorySearchQuery['stock'] => (v === 'low' || v === 'out' ? v : 'all');
const sortOf = (v: string | null): InventorySearchQuery['sort'] => (v === 'quantity-asc' || v === 'quantity-desc' ? v : 'name');

export function Inventory() {
  usePageMeta('Inventory · Admin');
  const online = useOnlineStatus();
  // The filter and sort live in the address (the dashboard's low-stock tile opens ?filter=low).
  const [params, setParams] = useSearchParams();
  const stock = stockFilterOf(params.get('filter'));
  const sort = sortOf(params.get('sort'));
  const controls = useListControls();
  const q = useDeferredValue(controls.search.trim());
  const { page } = controls;
  // One page from the api, searched, filtered and sorted there: never the whole catalogue's stock.
  const load = useAdminLoad(
    (signal) => {
      const query = new URLSearchParams({ page: String(page), limit: String(ADMIN_ROWS_PER_PAGE), stock, sort, ...(q ? { q } : {}) });
      return adminRead(`/inventory/search?${query}`, InventoryPageSchema, signal);
    },
    [page, q, stock, sort],
    MESSAGES.inventory.fetchAll,
  );
  // A saved quantity stays in its row (as saved) until the list loads again, even if it now falls outside the filter.
  const [updates, setUpdates] = useState<Record<string, InventoryRecord>>({});
  const setParam = (key: 'filter' | 'sort', value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
    controls.firstPage();
  };
  const data = load.data;
  const counts = data?.counts;

  return (
    <AdminList
      title="Inventory"
      search={{ id: 'inventory-search', label: 'Search by name, brand, option or SKU' }}
      filters={
        <>
          <fieldset className="admin-segments">
            <legend>Show</legend>
            {STOCK_FILTERS.map((f) => (
              <label key={f.value} className={`admin-segment${stock === f.value ? ' is-on' : ''}`}>
                <input
                  type="radio"
                  name="inventory-stock"
                  value={f.value}
                  checked={stock === f.value}
                  onChange={() => setParam('filter', f.value, 'all')}
                />
                {f.label}
                {counts && <span className="admin-segment__count">{counts[f.value]}</span>}
              </label>
            ))}
          </fieldset>
          <div className="admin-search admin-search--narrow">
            <label htmlFor="inventory-sort">Sort by</label>
            <select id="inventory-sort" className="input" value={sort} onChange={(e) => setParam('sort', e.target.value, 'name')}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        </>
      }
      controls={controls}
      load={load}
      caption="Stock per variant"
      columns={['Product', 'SKU', 'Category', 'Status', 'Quantity']}
      page={data && { rows: data.records.map((r) => updates[r._id] ?? r), ...data.pagination }}
      row={(r) => <StockRow key={r._id} record={r} online={online} onSaved={(next) => setUpdates((u) => ({ ...u, [next._id]: next }))} />}
      empty={
        q
          ? `No products or variants match "${q}"${stock === 'all' ? '' : ' in this filter'}.`
          : stock === 'low'
            ? 'Nothing is low on stock.'
            : stock === 'out'
              ? 'Nothing is out of stock.'
              : 'No products yet.'
      }
    />
  );
}
