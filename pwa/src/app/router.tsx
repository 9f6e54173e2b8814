import { useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { INFO_PAGE_SLUGS } from './info/info-slugs';
import { Suspense } from 'react';
import {
  AboutPage,
  AdminArea,
  AccountPage,
  CheckoutPage,
  ForgotPasswordPage,
  CartPage,
  CategoriesPage,
  CategoryPage,
  InfoPage,
  ListingPage,
  LoginPage,
  NotFoundPage,
  OtpPage,
  PayPage,
  ProductPage,
  ProductsPage,
  RegisterPage,
  WishlistPage,
} from './lazy-pages';
import { RequireSignIn } from './require-sign-in';
import { RootLayout } from './root-layout';

/** The admin area stays English in both languages (decision 051): its loading word is not translated. */
const ADMIN_LOADING = 'Loading';

/** Public routes, the footer's extra pages, the signed-in screens behind their guard, and the admin area. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'product/:id', element: <ProductPage /> },
      { path: 'categories', element: <CategoriesPage /> },
      { path: 'category/:id', element: <CategoryPage /> },
      { path: 'cart', element: <CartPage /> },
      { path: 'wishlist', element: <WishlistPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'otp/:email', element: <OtpPage /> },
      { path: 'bestsellers', element: <ListingPage kind="bestsellers" /> },
      { path: 'new-arrivals', element: <ListingPage kind="new-arrivals" /> },
      { path: 'sale', element: <ListingPage kind="sale" /> },
      ...INFO_PAGE_SLUGS.map((slug) => ({ path: slug, element: <InfoPage slug={slug} /> })),
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      {
        path: 'checkout',
        element: (
          <RequireSignIn>
            <CheckoutPage />
          </RequireSignIn>
        ),
      },
      {
        // An online order's payment page: the gateway sends the shopper back here (decision 046).
        path: 'pay/:orderId',
        element: (
          <RequireSignIn>
            <PayPage />
          </RequireSignIn>
        ),
      },
      {
        path: 'account',
        element: (
          <RequireSignIn>
            <AccountPage />
          </RequireSignIn>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The admin area has its own layout (sidebar, no storefront header or footer).
  {
    path: 'admin/*',
    // While its chunk loads: the admin's frame, drawn by CSS (styles/ui.css), so no script is added to the storefront's first chunk.
    element: (
      <Suspense fallback={<p id="admin-boot">{ADMIN_LOADING}</p>}>
        <AdminArea />
      </Suspense>
    ),
  },
];

/** The route table, matched by the declarative router (app.tsx explains why not a data router). */
export function AppRoutes() {
  return useRoutes(routes);
}
