import { useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { INFO_PAGE_SLUGS } from './info/info-slugs';
import {
  AboutPage,
  CartPage,
  CategoriesPage,
  CategoryPage,
  InfoPage,
  ListingPage,
  LoginPage,
  NotFoundPage,
  OtpPage,
  ProductPage,
  ProductsPage,
  RegisterPage,
  SignInRequiredPage,
  WishlistPage,
} from './lazy-pages';
import { RootLayout } from './root-layout';

/** Public routes, the footer's extra pages, and a guard for screens of later issues. */
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
      // Checkout, account and admin screens belong to later issues; until then they ask for a sign-in.
      { path: 'checkout', element: <SignInRequiredPage area="checkout" /> },
      { path: 'account', element: <SignInRequiredPage area="account" /> },
      { path: 'admin/*', element: <SignInRequiredPage area="admin" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route table, matched by the declarative router (app.tsx explains why not a data router). */
export function AppRoutes() {
  return useRoutes(routes);
}
