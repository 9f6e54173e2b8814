/**
 * /admin/orders (beyond the spec's list, needed to run a store): every order newest first,
 * 10 a page, filtered by status; an order's details with its status history; and its status
 * moved on (processing → shipped → delivered, or cancelled, which returns the stock). Marking
 * it shipped asks for the carrier and tracking number, which a shipped order shows (and can
 * correct).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import {
  ADMIN_ROWS_PER_PAGE,
  AdminOrderListSchema,
  OrderSchema,
  formatRupees,
  MESSAGES,
  ORDER_STATUSES,
  type AdminOrderList,
  type OrderStatus,
  type ShipmentInput,
} from '@store/shared';
import { useOnlineStatus } from '../../data';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { OrderLines } from '../../ui/order-lines';
import { formatDateTime, orderNumber, statusLabel, statusTone } from '../../ui/order-status';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead, adminWrite } from './admin-api';
import { AdminList, useListControls } from './admin-list';
import { ShipForm } from './ship-form';
import { useAdminLoad } from './use-admin-load';

type AdminOrder = AdminOrderList['orders'][number];
/** An order opened by its address (?order=, the dashboard's orders to ship): its customer is known once the list shows it. */
type OpenOrder = Omit<AdminOrder, 'customer'> & { customer?: AdminOrder['customer'] };

/** Where an order may go next from each status. */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  processing: ['shipped', 'delivered', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export function Orders() {
  usePageMeta('Orders · Admin');
  const online = useOnlineStatus();
  const controls = useListControls();
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
  // The shipment form of the open order: to mark it shipped, or to correct a shipped one's tracking.
  const [shipping, setShipping] = useState(false);
  const load = useAdminLoad(
    (signal) =>
      adminRead(
        `/orders/all?page=${controls.page}&limit=${ADMIN_ROWS_PER_PAGE}${status ? `&status=${status}` : ''}`,
        AdminOrderListSchema,
        signal,
      ),
    [controls.page, status],
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
    setShipping(false);
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
      filters={
        <div className="admin-search">
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
          <th scope="row">{orderNumber(o._id)}</th>
          <td>{formatDateTime(o.createdAt)}</td>
          <td>{o.customer ? o.customer.name : 'Deleted account'}</td>
          <td>{formatRupees(o.totalPrice)}</td>
          <td>
            <span className={`badge ${statusTone(o.status)}`}>{statusLabel(o.status)}</span>
          </td>
          <td>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setShipping(false);
                setOpen(o);
              }}
              aria-label={`Details of order ${orderNumber(o._id)}`}
            >
              Details
            </Button>
          </td>
        </tr>
      )}
      empty={status ? `No ${statusLabel(status).toLowerCase()} orders.` : 'No orders yet.'}
    >
      <Dialog
        open={open !== null}
        onClose={closeDetails}
        label={open ? `Order ${orderNumber(open._id)}` : 'Order'}
        className="admin-dialog"
      >
        {open && (
          <div className="admin-order">
            <h2>Order {orderNumber(open._id)}</h2>
            <p className="admin-note">
              {open.customer === undefined
                ? ''
                : open.customer
                  ? `${open.customer.name} · ${open.customer.email} · `
                  : 'Deleted account · '}
              {open.paymentMethod} · {open.isPaid ? 'paid' : 'not paid'}
            </p>
            <OrderLines order={open} breakdown={false} />
            <h3>Ship to</h3>
            <address>
              {open.shippingAddress.firstName} {open.shippingAddress.lastName}, {open.shippingAddress.street}, {open.shippingAddress.city},{' '}
              {open.shippingAddress.state} {open.shippingAddress.zip} · {open.shippingAddress.phone}
            </address>
            <h3>Status history</h3>
            <ol className="admin-order__history">
              {open.statusHistory.map((h) => (
                <li key={`${h.status}-${h.at}`}>
                  <strong>{statusLabel(h.status)}</strong> · {formatDateTime(h.at)}
                </li>
              ))}
            </ol>
            {open.shipment && (
              <>
                <h3>Shipment</h3>
                <dl className="admin-shipment">
                  <dt>Carrier</dt>
                  <dd>{open.shipment.carrier}</dd>
                  <dt>Tracking number</dt>
                  <dd>{open.shipment.trackingNumber}</dd>
                  <dt>Shipped</dt>
                  <dd>{formatDateTime(open.shipment.shippedAt)}</dd>
                </dl>
              </>
            )}
            {shipping ? (
              <ShipForm
                current={open.shipment}
                busy={busy === open._id}
                disabled={!online}
                submitLabel={open.status === 'shipped' ? 'Save tracking' : 'Mark as shipped'}
                onShip={(shipment) => move(open, 'shipped', shipment)}
                onCancel={() => setShipping(false)}
              />
            ) : (
              (NEXT[open.status].length > 0 || open.status === 'shipped') && (
                <div className="admin-form__actions">
                  {open.status === 'shipped' && (
                    <Button variant="secondary" disabled={!online} onClick={() => setShipping(true)}>
                      Correct tracking
                    </Button>
                  )}
                  {NEXT[open.status].map((next) => (
                    <Button
                      key={next}
                      variant={next === 'cancelled' ? 'ghost' : 'primary'}
                      loading={busy === open._id}
                      disabled={!online}
                      onClick={() =>
                        next === 'cancelled' ? setConfirmCancel(open) : next === 'shipped' ? setShipping(true) : void move(open, next)
                      }
                    >
                      {next === 'cancelled' ? 'Cancel order' : `Mark as ${statusLabel(next).toLowerCase()}`}
                    </Button>
                  ))}
                </div>
              )
            )}
          </div>
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
        <p>The order is cancelled and its items go back into stock. The shopper sees it in their account.</p>
      </ConfirmDialog>
    </AdminList>
  );
}
