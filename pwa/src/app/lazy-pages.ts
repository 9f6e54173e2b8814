/*
 * Every route but Home is its own chunk, so the first load of `/` carries only the shell and the
 * home page. React.lazy (not the router's `lazy`) keeps the header painting while a chunk loads.
 */
import { lazy } from 'react';

export const ProductsPage = lazy(() => import('../features/catalog/products-page').then((m) => ({ default: m.ProductsPage })));
export const ProductPage = lazy(() => import('../features/catalog/product-page').then((m) => ({ default: m.ProductPage })));
export const CategoriesPage = lazy(() => import('../features/catalog/categories-page').then((m) => ({ default: m.CategoriesPage })));
export const CategoryPage = lazy(() => import('../features/catalog/category-page').then((m) => ({ default: m.CategoryPage })));
export const CartPage = lazy(() => import('../features/cart/cart-page').then((m) => ({ default: m.CartPage })));
export const WishlistPage = lazy(() => import('../features/wishlist/wishlist-page').then((m) => ({ default: m.WishlistPage })));
export const AboutPage = lazy(() => import('../features/about/about-page').then((m) => ({ default: m.AboutPage })));
export const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
export const OtpPage = lazy(() => import('../features/auth/otp-page').then((m) => ({ default: m.OtpPage })));
export const ListingPage = lazy(() => import('./listing-page').then((m) => ({ default: m.ListingPage })));
export const InfoPage = lazy(() => import('./info/info-page').then((m) => ({ default: m.InfoPage })));
export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const CheckoutPage = lazy(() => import('../features/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })));
export const PayPage = lazy(() => import('../features/pay/pay-page').then((m) => ({ default: m.PayPage })));
export const AccountPage = lazy(() => import('../features/account/account-page').then((m) => ({ default: m.AccountPage })));
export const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
// The admin area: its guard, layout and screens, none of which loads on a storefront page.
export const AdminArea = lazy(() => import('../features/admin/admin-area').then((m) => ({ default: m.AdminArea })));
export const CartDrawerContent = lazy(() => import('../features/cart/cart-drawer-content').then((m) => ({ default: m.CartDrawerContent })));
export const MobileMenu = lazy(() => import('./header/mobile-menu').then((m) => ({ default: m.MobileMenu })));
// Below the fold on every page with content: its code loads after the first screen, and it renders
// when the shopper heads for it (ui/deferred.tsx).
export const loadFooter = () => import('./footer/footer');
export const Footer = lazy(() => loadFooter().then((m) => ({ default: m.Footer })));
