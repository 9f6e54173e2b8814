/**
 * 'Admin Dashboard': counts (products and the variants they sell; low stock per variant), the products-per-category chart (recharts, in this screen's chunk
 * only), quick actions, and the low-stock tile that opens the inventory filtered to them.
 * Categories and products load in parallel, inventory with them.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import {
  CategorySchema,
  DASHBOARD_CHART_HEIGHT,
  InventoryPageSchema,
  LOW_STOCK_THRESHOLD,
  MESSAGES,
  ProductListSchema,
} from '@store/shared';
import { Spinner } from '../../ui/spinner';
import { usePageMeta } from '../../ui/use-page-meta';
import { adminRead } from './admin-api';
import { LoadError } from './load-error';
import { SalesPanel } from './sales-panel';
import { SearchMissesPanel } from './search-misses-panel';
import { useAdminLoad } from './use-admin-load';

const CategoryChart = lazy(() => import('./category-chart').then((m) => ({ default: m.CategoryChart })));

const QUICK_ACTIONS = [
  { title: 'Manage Products', text: 'Add, edit or remove products', to: '/admin/products' },
  { title: 'Manage Categories', text: 'Organize product categories', to: '/admin/categories' },
  { title: 'View Inventory', text: 'Track product stock levels', to: '/admin/inventory' },
] as const;

async function loadDashboard(signal: AbortSignal) {
  const [categories, products, inventory] = await Promise.all([
    adminRead('/categories', z.array(CategorySchema), signal),
    adminRead('/products?limit=1', ProductListSchema, signal),
    // One row and the filters' counts, not the whole inventory (420 KB at 1200 products).
    adminRead('/inventory/search?limit=1', InventoryPageSchema, signal),
  ]);
  return {
    categories,
    productCount: products.pagination.total,
    // One inventory record per variant: the count of records is the count of variants.
    variantCount: inventory.totalVariants ?? inventory.counts.all,
    low: inventory.counts.low,
    out: inventory.counts.out,
  };
}

export function Dashboard() {
  usePageMeta('Admin Dashboard');
  const load = useAdminLoad(loadDashboard, [], MESSAGES.dashboard.fetchFailed);
  const data = load.data;
  return (
    <div className="admin-page">
      <h1 className="admin-title">Admin Dashboard</h1>
      {load.status === 'loading' && !data && (
        <div className="admin-loading">
          <Spinner label="Loading dashboard" />
        </div>
      )}
      <LoadError load={load} />
      {data && (
        <>
          <ul className="admin-cards" role="list">
            <li className="admin-card">
              <p className="admin-card__label">Total Products</p>
              <p className="admin-card__value">{data.productCount}</p>
              <p className="admin-card__text">
                {data.variantCount.toLocaleString('en-IN')} {data.variantCount === 1 ? 'variant' : 'variants'}
              </p>
            </li>
            <li className="admin-card">
              <p className="admin-card__label">Total Categories</p>
              <p className="admin-card__value">{data.categories.length}</p>
            </li>
            <li className="admin-card">
              <p className="admin-card__label">Admin</p>
              <p className="admin-card__value">You</p>
            </li>
            <li className="admin-card admin-card--alert">
              <p className="admin-card__label">Low stock</p>
              <p className="admin-card__value">{data.low + data.out}</p>
              <p className="admin-card__text">
                Variants: {data.low} at or under {LOW_STOCK_THRESHOLD}, {data.out} out of stock
              </p>
              <Link to="/admin/inventory?filter=low" className="admin-link">
                Review low stock
              </Link>
            </li>
          </ul>
          <SalesPanel />
          <section className="admin-panel" aria-labelledby="chart-title">
            <h2 id="chart-title">Products per Category</h2>
            {data.categories.length === 0 ? (
              <p>{MESSAGES.dashboard.noCategoryData}</p>
            ) : (
              <Suspense fallback={<div style={{ height: DASHBOARD_CHART_HEIGHT }} />}>
                <CategoryChart data={data.categories.map((c) => ({ name: c.name, count: c.productCount }))} />
              </Suspense>
            )}
          </section>
          <section className="admin-panel" aria-labelledby="actions-title">
            <h2 id="actions-title">Quick Actions</h2>
            <ul className="admin-actions" role="list">
              {QUICK_ACTIONS.map((a) => (
                <li key={a.to}>
                  <Link to={a.to} className="admin-action">
                    <strong>{a.title}</strong>
                    <span>{a.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <SearchMissesPanel />
        </>
      )}
    </div>
  );
}
