/**
 * /admin/inventory: stock per product, 10 rows a page, search, a low-stock filter, and the
 * quantity edited in place. Each edit carries the revision its row was read at: when someone
 * else changed that stock meanwhile, the store refuses it, and the row says so with the current
 * value instead of overwriting it blindly.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { z } from 'zod';
import { ADMIN_ROWS_PER_PAGE, InventoryRecordSchema, LOW_STOCK_THRESHOLD, MESSAGES, type InventoryRecord } from '@store/shared';
import { useOnlineStatus } from '../../data';
import { Button } from '../../ui/button';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead, adminWrite } from './admin-api';
import { AdminList, useListControls } from './admin-list';
import { pageOf } from './pager';
import { useAdminLoad } from './use-admin-load';

const UPDATE_FAILED = 'Error updating quantity';

function StockRow({ record, online, onSaved }: { record: InventoryRecord; online: boolean; onSaved(next: InventoryRecord): void }) {
  const [value, setValue] = useState(String(record.quantity));
  const [note, setNote] = useState<{ kind: 'error' | 'stale'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = `stock-${record._id}`;
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
      toast.success(`${record.product.name}: stock is now ${quantity}.`);
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
      <th scope="row">{record.product.name}</th>
      <td>{record.product.category}</td>
      <td>
        <span
          className={`badge ${record.quantity === 0 ? 'badge--danger' : record.quantity <= LOW_STOCK_THRESHOLD ? 'badge--warning' : 'badge--success'}`}
        >
          {record.quantity === 0 ? 'Out of stock' : record.quantity <= LOW_STOCK_THRESHOLD ? 'Low' : 'In stock'}
        </span>
      </td>
      <td>
        <form className="admin-stock" onSubmit={(e) => void save(e)} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            Quantity of {record.product.name}
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
            aria-label={`Save quantity of ${record.product.name}`}
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

export function Inventory() {
  usePageMeta('Inventory · Admin');
  const online = useOnlineStatus();
  const [params, setParams] = useSearchParams();
  const lowOnly = params.get('filter') === 'low';
  const controls = useListControls();
  const load = useAdminLoad((signal) => adminRead('/inventory', z.array(InventoryRecordSchema), signal), [], MESSAGES.inventory.fetchAll);
  const [updates, setUpdates] = useState<Record<string, InventoryRecord>>({});
  const needle = controls.search.trim().toLowerCase();
  const matching = load.data
    ?.map((r) => updates[r._id] ?? r)
    .sort((a, b) => a.product.name.localeCompare(b.product.name))
    .filter((r) => (!lowOnly || r.quantity <= LOW_STOCK_THRESHOLD) && r.product.name.toLowerCase().includes(needle));

  return (
    <AdminList
      title="Inventory"
      search={{ id: 'inventory-search', label: 'Search products by name' }}
      filters={
        <label className="admin-check">
          <input
            type="checkbox"
            checked={lowOnly}
            onChange={(e) => {
              setParams(e.target.checked ? { filter: 'low' } : {}, { replace: true });
              controls.firstPage();
            }}
          />
          Only low stock (at or under {LOW_STOCK_THRESHOLD})
        </label>
      }
      controls={controls}
      load={load}
      caption="Stock per product"
      columns={['Product', 'Category', 'Status', 'Quantity']}
      page={matching ? pageOf(matching, controls.page, ADMIN_ROWS_PER_PAGE) : null}
      row={(r) => <StockRow key={r._id} record={r} online={online} onSaved={(next) => setUpdates((u) => ({ ...u, [next._id]: next }))} />}
      empty={lowOnly ? 'No product is low on stock.' : 'No products match.'}
    />
  );
}
