/**
 * /admin/orders (beyond the spec's list, needed to run a store): every order newest first,
 * 10 a page, filtered by status or found by its number ("INK-7KQ-482-MXA", typed any way); an
 * order's details and its moves (order-details.tsx). On a phone each row is a card with its
 * number, time, status and total in view (admin.css).
 */
import { useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import {
  ADMIN_ROWS_PER_PAGE,
  AdminOrderListSchema,
  OrderSchema,
  formatRupees,
  MESSAGES,
  ORDER_STATUSES,
  type OrderStatus,
  type ShipmentInput,
} from '@store/shared';
import { useOnlineStatus } from '../../data';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { OrderNumber } from '../../ui/order-number';
import { formatDateTime, orderNumber, statusLabel, statusTone } from '../../ui/order-status';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead, adminWrite } from './admin-api';
import { AdminList, useListControls } from './admin-list';
import { OrderDetails, type OpenOrder } from './order-details';
import { useAdminLoad } from './use-admin-load';

export function Orders() {
  usePageMeta('Orders · Admin');
  const online = useOnlineStatus();
  const controls = useListControls();
  const q = useDeferredValue(controls.search.trim());
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('status');
  const [status, setStatus] = useState<OrderStatus | ''>(ORDER_STATUSES.find((s) => s === fromAddress) ?? '');
  const [opened, setOpen] = useState<OpenOrder | null>(null);
  // The dashboard links each order to ship here with ?order=<id>: open it.
  const linked = params.get('order');
  useEffect(() => {
    if (!linked) return;
    const ask = new AbortController();
    adminRead(`/orders/${encodeURIComponent(linked)}`, OrderSchema, ask.signal).then(
      (order) => setOpen(order),
      () => {
        if (!ask.signal.aborted) toast.error(MESSAGES.orders.fetchOne);
      },
    );
    return () => ask.abort();
  }, [linked]);
  const [confirmCancel, setConfirmCancel] = useState<OpenOrder | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const load = useAdminLoad(
    (signal) => {
      const query = new URLSearchParams({ page: String(controls.page), limit: String(ADMIN_ROWS_PER_PAGE) });
      if (status) query.set('status', status);
      if (q) query.set('q', q);
      return adminRead(`/orders/all?${query}`, AdminOrderListSchema, signal);
    },
    [controls.page, status, q],
    MESSAGES.orders.fetchAll,
  );

  /** Moves the order on; answers the server's field errors when it refused. */
  async function move(order: OpenOrder, next: OrderStatus, shipment?: ShipmentInput): Promise<Record<string, string>> {
    setBusy(order._id);
    const r = await adminWrite(`/orders/${encodeURIComponent(order._id)}/status`, 'PUT', { status: next, ...shipment });
    setBusy(null);
    setConfirmCancel(null);
    if (r.ok) {
      const corrected = order.status === next;
      toast.success(
        corrected
          ? `Order ${orderNumber(order._id)}: tracking updated.`
          : `Order ${orderNumber(order._id)} is now ${statusLabel(next).toLowerCase()}.`,
      );
      closeDetails();
      load.reload();
      return {};
    }
    toast.error(r.message || MESSAGES.orders.updateStatus);
    return r.errors;
  }

  function closeDetails() {
    setOpen(null);
    if (linked) {
      const rest = new URLSearchParams(params);
      rest.delete('order');
      setParams(rest, { replace: true });
    }
  }

  const data = load.data;
  // The open order as the list last loaded it (a Details pressed just before a reload shows the fresh order).
  const open: OpenOrder | null = (opened && data?.orders.find((o) => o._id === opened._id)) ?? opened;
  return (
    <AdminList
      title="Orders"
      search={{ id: 'order-search', label: 'Find an order by its number' }}
      filters={
        <div className="admin-search admin-search--narrow">
          <label htmlFor="order-status-filter">Status</label>
          <select
            id="order-status-filter"
            className="input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as OrderStatus | '');
              controls.firstPage();
            }}
          >
            <option value="">All orders</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
      }
      controls={controls}
      load={load}
      caption="Orders, newest first"
      columns={['Order', 'Placed', 'Customer', 'Total', 'Status', 'Actions']}
      page={data && { rows: data.orders, ...data.pagination }}
      row={(o) => (
        <tr key={o._id}>
          <th scope="row" data-label="Order">
            <OrderNumber id={o._id} />
          </th>
          <td data-label="Placed">{formatDateTime(o.createdAt)}</td>
          <td data-label="Customer">{o.customer ? o.customer.name : 'Deleted account'}</td>
          <td data-label="Total">{formatRupees(o.totalPrice)}</td>
          <td data-label="Status">
            <span className={`badge ${statusTone(o.status)}`}>{statusLabel(o.status)}</span>
          </td>
          <td data-label="Actions">
            <Button variant="secondary" size="sm" onClick={() => setOpen(o)} aria-label={`Details of order ${orderNumber(o._id)}`}>
              Details
            </Button>
          </td>
        </tr>
      )}
      empty={
        q
          ? `No order has the number "${q}". An order number has nine characters after INK, e.g. INK-7KQ-482-MXA.`
          : status
            ? `No ${statusLabel(status).toLowerCase()} orders.`
            : 'No orders yet.'
      }
    >
      <Dialog
        open={open !== null}
        onClose={closeDetails}
        label={open ? `Order ${orderNumber(open._id)}` : 'Order'}
        className="admin-dialog"
      >
        {open && (
          <OrderDetails
            key={open._id}
            order={open}
            busy={busy === open._id}
            online={online}
            onMove={(next, shipment) => move(open, next, shipment)}
            onAskCancel={() => setConfirmCancel(open)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmCancel !== null}
        title="Cancel this order?"
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={busy !== null}
        onConfirm={() => confirmCancel && void move(confirmCancel, 'cancelled')}
        onCancel={() => setConfirmCancel(null)}
      >
        <p>The order is cancelled and its items go back into stock. The shopper is told by e-mail and SMS and sees it in their account.</p>
      </ConfirmDialog>
    </AdminList>
  );
}
