/**
 * The dashboard's sales: orders waiting to ship (each opening the order), revenue and orders for
 * today, the last 7 and the last 30 days, the daily revenue chart (recharts, a chunk of its own)
 * and the top 5 products by units sold. Revenue is money in: online orders paid and cash on
 * delivery delivered, less the refunds made (decision 046); the labels say so. The server computes it all from the orders database
 * (GET /api/orders/sales, decision 021). It loads on its own: the spec's cards never wait for it.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { DASHBOARD_CHART_HEIGHT, formatRupees, orderNumber, SALES_DAYS, SalesSummarySchema, type SalesFigure } from '@store/shared';
import { formatDateTime } from '../../ui/order-status';
import { Spinner } from '../../ui/spinner';
import { adminRead } from './admin-api';
import { LoadError } from './load-error';
import { useAdminLoad } from './use-admin-load';
import './sales.css';

const RevenueChart = lazy(() => import('./revenue-chart').then((m) => ({ default: m.RevenueChart })));

export const SALES_FAILED = 'Failed to fetch sales';
export const REVENUE_LABEL = 'Revenue (paid, less refunds)';

function Figure({ label, figure }: { label: string; figure: SalesFigure }) {
  return (
    <li className="admin-card sales-figure">
      <p className="admin-card__label">{label}</p>
      <p className="admin-card__value">{formatRupees(figure.revenue)}</p>
      <p className="admin-card__text">
        {figure.orders} {figure.orders === 1 ? 'order' : 'orders'}
      </p>
    </li>
  );
}

export function SalesPanel() {
  const load = useAdminLoad((signal) => adminRead('/orders/sales', SalesSummarySchema, signal), [], SALES_FAILED);
  const s = load.data;
  return (
    <>
      <section className="admin-panel sales-ship" aria-labelledby="to-ship-title">
        <h2 id="to-ship-title">Orders to ship</h2>
        {load.status === 'loading' && !s && <Spinner label="Loading sales" />}
        <LoadError load={load} />
        {s && s.toShip.count === 0 && <p className="admin-empty">No order is waiting to ship.</p>}
        {s && s.toShip.count > 0 && (
          <>
            <p className="admin-note">
              {s.toShip.count} {s.toShip.count === 1 ? 'order is' : 'orders are'} processing, oldest first.
            </p>
            <ul className="sales-ship__list" role="list">
              {s.toShip.orders.map((o) => (
                <li key={o._id}>
                  <Link to={`/admin/orders?status=processing&order=${encodeURIComponent(o._id)}`} className="admin-link">
                    Order {orderNumber(o._id)}
                  </Link>
                  <span>{o.customerName}</span>
                  <span className="sales-muted">
                    {o.items} {o.items === 1 ? 'item' : 'items'} · {formatDateTime(o.createdAt)}
                  </span>
                  <strong>{formatRupees(o.totalPrice)}</strong>
                </li>
              ))}
            </ul>
            {s.toShip.count > s.toShip.orders.length && (
              <Link to="/admin/orders?status=processing" className="admin-link">
                All {s.toShip.count} orders to ship
              </Link>
            )}
          </>
        )}
      </section>
      {s && (
        <section className="admin-panel" aria-labelledby="sales-title">
          <h2 id="sales-title">Sales</h2>
          <p className="admin-note">
            {REVENUE_LABEL}: online orders on the day they were paid, cash on delivery on the day delivered, less refunds on the day they
            were made.
          </p>
          <ul className="admin-cards sales-figures" role="list" aria-label={REVENUE_LABEL}>
            <Figure label="Today" figure={s.today} />
            <Figure label="Last 7 days" figure={s.last7Days} />
            <Figure label={`Last ${SALES_DAYS} days`} figure={s.last30Days} />
          </ul>
          <h3 className="sales-subtitle">Daily revenue (paid, less refunds), last {SALES_DAYS} days</h3>
          <Suspense fallback={<div style={{ height: DASHBOARD_CHART_HEIGHT }} />}>
            <RevenueChart data={s.daily} />
          </Suspense>
          <h3 className="sales-subtitle">Top products, last {SALES_DAYS} days</h3>
          {s.topProducts.length === 0 ? (
            <p className="admin-empty">No product was sold in the last {SALES_DAYS} days.</p>
          ) : (
            <ol className="sales-top" aria-label="Top products by units sold">
              {s.topProducts.map((p) => (
                <li key={p.productId}>
                  <Link to={`/admin/productform/${encodeURIComponent(p.productId)}`} className="admin-link">
                    {p.name}
                  </Link>
                  <span>{p.units} sold</span>
                  <span className="sales-muted">{formatRupees(p.revenue)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </>
  );
}
