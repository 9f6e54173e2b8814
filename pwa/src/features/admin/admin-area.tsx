/**
 * The admin area: its guard, its sidebar layout (with a mobile menu and Logout) and its
 * screens, each a chunk of its own. Nothing here loads on a storefront page.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
// Only what the storefront already uses from react-router (useRoutes, Link, Navigate): anything
// else would be kept in the storefront's first chunk, where the router lives.
import { Link, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useOnlineStatus, useSession } from '../../data';
import { EnglishOnly } from '../../i18n';
import { IconButton } from '../../ui/button';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { SignOutButton } from '../../ui/sign-out-button';
import { Spinner } from '../../ui/spinner';
import { adminAccess } from './admin-access';
import './admin.css';

const Dashboard = lazy(() => import('./dashboard').then((m) => ({ default: m.Dashboard })));
const ProductList = lazy(() => import('./product-list').then((m) => ({ default: m.ProductList })));
const CategoryList = lazy(() => import('./category-list').then((m) => ({ default: m.CategoryList })));
const ProductForm = lazy(() => import('./product-form').then((m) => ({ default: m.ProductForm })));
const CategoryForm = lazy(() => import('./category-form').then((m) => ({ default: m.CategoryForm })));
const Inventory = lazy(() => import('./inventory').then((m) => ({ default: m.Inventory })));
const Orders = lazy(() => import('./orders').then((m) => ({ default: m.Orders })));
const ProductCsv = lazy(() => import('./product-csv').then((m) => ({ default: m.ProductCsv })));
const DeliveryZonesForm = lazy(() => import('./delivery-zones').then((m) => ({ default: m.DeliveryZonesForm })));

const ROUTES: RouteObject[] = [
  { index: true, element: <Dashboard /> },
  { path: 'products', element: <ProductList /> },
  { path: 'categories', element: <CategoryList /> },
  { path: 'inventory', element: <Inventory /> },
  { path: 'orders', element: <Orders /> },
  { path: 'import', element: <ProductCsv /> },
  { path: 'delivery', element: <DeliveryZonesForm /> },
  { path: 'productform', element: <ProductForm /> },
  { path: 'productform/:id', element: <ProductForm /> },
  { path: 'categoryform', element: <CategoryForm /> },
  { path: 'categoryform/:id', element: <CategoryForm /> },
  { path: '*', element: <Navigate to="/admin" replace /> },
];

const NAV = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/inventory', label: 'Inventory' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/import', label: 'Import and export' },
  { to: '/admin/delivery', label: 'Delivery zones' },
] as const;

function Loading() {
  return (
    <div className="admin-loading">
      <Spinner label="Loading" />
      <p>Loading</p>
    </div>
  );
}

export function AdminArea() {
  const session = useSession();
  const location = useLocation();
  const access = adminAccess(session);
  // The same frame the router shows while this chunk loads (styles/ui.css).
  if (access === 'loading') return <p id="admin-boot">Loading</p>;
  if (access === 'login') return <Navigate to="/login" replace state={{ from: location }} />;
  if (access === 'home') return <Navigate to="/" replace />;
  // English whatever the shopper chose: the order lines, badges and downloads it shares with the shop speak Hindi there (issue 46).
  return (
    <EnglishOnly>
      <AdminLayout name={session.user?.name ?? 'Admin'} />
    </EnglishOnly>
  );
}

function AdminLayout({ name }: { name: string }) {
  const online = useOnlineStatus();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const screen = useRoutes(ROUTES);
  const isCurrent = (to: string, end: boolean) =>
    end ? pathname === to || pathname === `${to}/` : pathname === to || pathname.startsWith(`${to}/`);
  // A choice in the mobile menu closes it.
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-topbar">
        <IconButton
          label={menuOpen ? 'Close menu' : 'Open menu'}
          className="admin-topbar__menu"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
        <Link to="/admin" className="admin-topbar__brand">
          Inkwell Admin
        </Link>
        <span className="admin-topbar__who">{name}</span>
      </header>
      <div className="admin__body">
        <nav id="admin-nav" className={`admin-nav${menuOpen ? ' is-open' : ''}`} aria-label="Admin">
          <ul role="list">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`admin-nav__link${isCurrent(item.to, 'end' in item) ? ' active' : ''}`}
                  aria-current={isCurrent(item.to, 'end' in item) ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="admin-nav__foot">
            <Link to="/" className="admin-nav__link">
              View store
            </Link>
            <SignOutButton variant="ghost" className="admin-nav__logout" />
          </div>
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {!online && (
            <p className="admin-offline" role="status">
              You are offline. The admin area needs the store: lists may be out of date, and saving is turned off until you are back online.
            </p>
          )}
          <Suspense fallback={<Loading />}>{screen}</Suspense>
        </main>
      </div>
    </div>
  );
}
