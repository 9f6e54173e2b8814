/**
 * /admin/orders (beyond the spec's list, needed to run a store): every order newest first,
 * 10 a page, filtered by status, online payment state and returns, or found by its number
 * ("INK-7KQ-482-MXA", typed any way); the filters and the search live in the address, so a
 * reload or a shared link shows the same list. Each row says how the order is paid and marks an
 * open return; an order's details, its money and its moves open over the list (order-details.tsx).
 * On a phone each row is a card with its number, time, status and total in view (admin.css).
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
  RETURN_STATE_LABELS,
  type Order,
  type OrderReturn,
  type OrderStatus,
  type ShipmentInput,
} from '@store/shared';
import { useOnlineStatus } from '../../data';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { OrderNumber } from '../../ui/order-number';
import { formatDateTime, orderNumber, statusLabel, statusTone } from '../../ui/order-status';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead, adminWrite } from './admin-api';
import { AdminList, useListControls } from './admin-list';
import { OrderDetails, type OpenOrder } from './order-details';
import { emptyOrdersText, OrderFilterSelects } from './order-filters';
import { openReturn, ordersQuery, paymentSummary, readOrderFilters, type OrderFilters } from './order-money';
import { CancelConsequences } from './order-payment';
import { ReturnMoveDialog, type ReturnMove } from './return-move-dialog';
import { useAdminLoad } from './use-admin-load';
import { useSettlingOrder, waitsOnGateway } from './use-settling-order';

export function Orders() {
  usePageMeta('Orders · Admin');
  const online = useOnlineStatus();
  const [params, setParams] = useSearchParams();
  const controls = useListControls(params.get('q') ?? '');
  const q = useDeferredValue(controls.search.trim());
  const filters = readOrderFilters(params);
  const [opened, setOpen] = useState<OpenOrder | null>(null);
  // Orders as a write on them answered (a return moved on), newer than the list until it reloads.
  const [answered, setAnswered] = useState<Record<string, Order>>({});
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
  // A return move being asked about: its question is a sibling of the order's dialog, since a
  // dialog's close event inside it would bubble (through React) to the order's dialog and close it too.
  const [askingReturn, setAskingReturn] = useState<{ ret: OrderReturn; to: ReturnMove } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const load = useAdminLoad(
    (signal) => adminRead(`/orders/all?${ordersQuery(filters, controls.page, ADMIN_ROWS_PER_PAGE, q)}`, AdminOrderListSchema, signal),
    [controls.page, filters.status, filters.payment, filters.returns, q],
    MESSAGES.orders.fetchAll,
  );
  useEffect(() => setAnswered({}), [load.data]);

  /** Puts a filter (or the search) in the address, replacing the entry: a reload keeps the list as it is. */
  function setInAddress(name: keyof OrderFilters | 'q', value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

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

  /** The details show the order as the api last answered it (a return moved on, a refund settled). */
  function showAnswered(order: Order) {
    setAnswered((a) => ({ ...a, [order._id]: order }));
    // Also for after the list's reload: a return closed may take the order out of a filtered list.
    setOpen((was) => (was && was._id === order._id ? { ...order, customer: was.customer } : was));
  }

  /** A return moved on: the details show the order as the api answered it, and the list catches up. */
  function returnChanged(order?: Order) {
    setAskingReturn(null);
    if (order) showAnswered(order);
    load.reload();
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
  // The open order as last answered, or as the list last loaded it (a Details pressed just before a reload shows the fresh order).
  const listed = opened && data?.orders.find((o) => o._id === opened._id);
  const fresh = opened && answered[opened._id];
  const open: OpenOrder | null = fresh ? { ...fresh, customer: listed?.customer ?? opened?.customer } : (listed ?? opened);
  useSettlingOrder(open, (order) => {
    showAnswered(order);
    if (!waitsOnGateway(order)) load.reload();
  });
  return (
    <AdminList
      title="Orders"
      search={{ id: 'order-search', label: 'Find an order by its number' }}
      filters={
        <OrderFilterSelects
          filters={filters}
          onChange={(name, value) => {
            setInAddress(name, value);
            controls.firstPage();
          }}
        />
      }
      controls={{
        ...controls,
        setSearch(value: string) {
          controls.setSearch(value);
          setInAddress('q', value.trim());
        },
      }}
      load={load}
      caption="Orders, newest first"
      columns={['Order', 'Placed', 'Customer', 'Total', 'Payment', 'Status', 'Actions']}
      page={data && { rows: data.orders, ...data.pagination }}
      row={(o) => (
        <tr key={o._id}>
          <th scope="row" data-label="Order">
            <OrderNumber id={o._id} />
          </th>
          <td data-label="Placed">{formatDateTime(o.createdAt)}</td>
          <td data-label="Customer">{o.customer ? o.customer.name : 'Deleted account'}</td>
          <td data-label="Total">{formatRupees(o.totalPrice)}</td>
          <td data-label="Payment">
            <Badge tone={paymentSummary(o).tone}>{paymentSummary(o).text}</Badge>
          </td>
          <td data-label="Status">
            <span className="admin-badges">
              <span className={`badge ${statusTone(o.status)}`}>{statusLabel(o.status)}</span>
              {openReturn(o) && <Badge tone="warning">{RETURN_STATE_LABELS[openReturn(o)!.state]}</Badge>}
            </span>
          </td>
          <td data-label="Actions">
            <Button variant="secondary" size="sm" onClick={() => setOpen(o)} aria-label={`Details of order ${orderNumber(o._id)}`}>
              Details
            </Button>
          </td>
        </tr>
      )}
      empty={emptyOrdersText(filters, q)}
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
            onAskReturnMove={(ret, to) => setAskingReturn({ ret, to })}
          />
        )}
      </Dialog>
      {open && <ReturnMoveDialog order={open} asking={askingReturn} onDone={returnChanged} onCancel={() => setAskingReturn(null)} />}
      <ConfirmDialog
        open={confirmCancel !== null}
        title="Cancel this order?"
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={busy !== null}
        onConfirm={() => confirmCancel && void move(confirmCancel, 'cancelled')}
        onCancel={() => setConfirmCancel(null)}
      >
        {confirmCancel && <CancelConsequences order={confirmCancel} />}
      </ConfirmDialog>
    </AdminList>
  );
}
